package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code TOO_MANY_TABLES} (docs/server.md, errors and limits): the most matches in play in memory,
 * never exceeded by requests that come together, and a place freed when a match ends or leaves
 * memory and taken again when it comes back.
 */
class TableLimitTest {

  private static final String TWO =
      "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"greedy\"]}";

  /** A store in memory slow to make a table, as a database on a busy disk: a wide window. */
  private static final class SlowStore extends ForwardingStore {
    SlowStore() {
      super(new MemoryStore());
    }

    @Override
    public void create(StoredTable table) {
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      super.create(table);
    }
  }

  @Test
  @DisplayName("Requests that come together never make more tables in play than the most")
  void concurrentRequestsStopAtTheMost() throws Exception {
    int most = 3;
    int requests = 12;
    try (TableServer server = new TableServer(ServerSettings.fast(1L), new SlowStore()).start()) {
      server.tables().maxTables(most);
      Wire w = new Wire(server.port());
      ExecutorService pool = Executors.newFixedThreadPool(requests);
      CountDownLatch go = new CountDownLatch(1);
      List<Future<Wire.Answer>> answers = new ArrayList<>();
      for (int i = 0; i < requests; i++) {
        answers.add(
            pool.submit(
                () -> {
                  go.await();
                  return w.post("/api/tables", TWO);
                }));
      }
      go.countDown();
      int made = 0;
      for (Future<Wire.Answer> f : answers) {
        Wire.Answer a = f.get();
        if (a.status() == 201) {
          made++;
        } else {
          assertEquals(503, a.status(), a.body());
          assertEquals("TOO_MANY_TABLES", a.json().get("error").get("code").asText());
          assertTrue(a.body().contains("3 matches in play"), a.body());
        }
      }
      pool.shutdown();
      assertEquals(most, made, "tables made");
      assertEquals(most, server.tablesInMemory());
      assertEquals(most, server.tables().playing());
    }
  }

  @Test
  @DisplayName("A place is freed when a match ends or leaves memory, taken when it comes back")
  void placesFollowTheMatches() {
    try (TableServer server = new TableServer(ServerSettings.fast(2L), new MemoryStore()).start()) {
      Tables tables = server.tables();
      tables.maxTables(1);
      Wire w = new Wire(server.port());
      JsonNode a = w.create(TWO);
      String tableA = a.get("table").asText();
      assertEquals(503, w.post("/api/tables", TWO).status(), "one match in play, the most");
      ServerFixture.await(
          () -> w.get("/api/tables/" + tableA).json().get("toAct").asInt(-9) == 0, "seat 0 to act");
      assertEquals(1, tables.sweep(System.currentTimeMillis() + Tables.IDLE_MILLIS));
      assertEquals(0, tables.playing(), "the idle match left memory");
      String tableB = w.create(TWO).get("table").asText();
      Wire.Socket s = w.socket(tableA, a.get("seats").get(0).get("token").asText());
      JsonNode view = s.view();
      assertEquals(2, tables.playing(), "a client brought the match back");
      assertEquals(503, w.post("/api/tables", TWO).status(), "two in play, one the most");
      assertTrue(Play.play(s, view, 1000).get("over").asBoolean());
      assertEquals(1, tables.playing(), "the match ended");
      s.close();
      ServerFixture.await(() -> tables.inMemory(tableA) == null, "the finished match released");
      assertEquals(1, tables.playing(), "a finished match released freed a place again");
      assertEquals(503, w.post("/api/tables", TWO).status(), "one in play, the most");
      ServerFixture.await(
          () -> w.get("/api/tables/" + tableB).json().get("toAct").asInt(-9) == 0, "seat 0 to act");
      assertEquals(1, tables.sweep(System.currentTimeMillis() + Tables.IDLE_MILLIS));
      assertEquals(0, tables.playing());
      assertEquals(201, w.post("/api/tables", TWO).status(), "none in play");
    }
  }
}
