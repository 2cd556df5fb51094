package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Tables leave memory (docs/server.md, limits): a finished one once no client watches it, a match
 * in play after a time idle with a person to act and nobody connected; the store serves them again
 * alike, and a client that connects while a table is released gets it whole.
 */
class ReleaseTest {

  @TempDir Path dir;

  private static final String TWO =
      "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"greedy\"]}";

  @Test
  @DisplayName("A finished table is released and then served as before: state, records, views")
  void finishedTableIsReleasedAndServedAlike() {
    try (ServerFixture fx = new ServerFixture(dir, 5L)) {
      JsonNode made = fx.wire.create(TWO);
      String table = made.get("table").asText();
      String token = made.get("seats").get(0).get("token").asText();
      Wire.Socket seat = fx.wire.socket(table, token);
      JsonNode end = Play.play(seat, 1000);
      assertTrue(end.get("over").asBoolean(), end.toString());
      // watched: in memory still
      assertNotNull(fx.server.tables().inMemory(table), "released while a client watched it");
      Wire.Socket again = fx.wire.socket(table, token);
      Wire.Socket spectator = fx.wire.socket(table, null);
      List<JsonNode> before = served(fx, table, token, again.view(), spectator.view());
      seat.close();
      again.close();
      spectator.close();
      ServerFixture.await(
          () -> fx.server.tables().inMemory(table) == null, "the finished table released");
      Wire.Socket seatLater = fx.wire.socket(table, token);
      Wire.Socket spectatorLater = fx.wire.socket(table, null);
      List<JsonNode> after = served(fx, table, token, seatLater.view(), spectatorLater.view());
      assertEquals(before, after, "a released table is served otherwise");
      assertNotNull(fx.server.tables().inMemory(table), "a client's table is in memory");
      seatLater.close();
      spectatorLater.close();
      ServerFixture.await(
          () -> fx.server.tables().inMemory(table) == null, "released again, nobody watching");
      MatchRecord r = Json.readRecord(after.get(1)).get();
      assertTrue(r.replay(Variants.require(r.variantId()).game()).get().isOver());
      assertEquals(r.actions().size(), fx.storedActions(table));
    }
  }

  /** What the server serves of a table: its state, its records, a seat's and a spectator's view. */
  private static List<JsonNode> served(
      ServerFixture fx, String table, String token, JsonNode seatView, JsonNode spectatorView) {
    return List.of(
        fx.state(table),
        fx.wire.get("/api/tables/" + table + "/record").json(),
        fx.wire.get("/api/tables/" + table + "/record?token=" + token).json(),
        seatView,
        spectatorView);
  }

  @Test
  @DisplayName("A table of bots is released as soon as its match ends and its watcher leaves")
  void botsTableIsReleasedAtItsEnd() {
    try (ServerFixture fx = new ServerFixture(dir, 6L)) {
      String table =
          fx.wire
              .create(
                  "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},"
                      + "\"seats\":[\"greedy\",\"greedy\"]}")
              .get("table")
              .asText();
      Wire.Socket watcher = fx.wire.socket(table, null);
      watcher.until(m -> m.path("over").asBoolean());
      assertNotNull(fx.server.tables().inMemory(table), "released while a client watched it");
      watcher.close();
      ServerFixture.await(() -> fx.server.tables().inMemory(table) == null, "released at its end");
      assertEquals(fx.state(table).get("actions").asInt(), fx.storedActions(table));
    }
  }

  @Test
  @DisplayName("A match idle with a person to act is released, and goes on when the person comes")
  void idleMatchIsReleasedAndGoesOn() {
    try (ServerFixture fx = new ServerFixture(dir, 7L, 1000, 50)) {
      JsonNode made = fx.wire.create(TWO);
      String table = made.get("table").asText();
      ServerFixture.await(
          () -> fx.server.tables().inMemory(table) == null, "the idle table released");
      int stored = fx.storedActions(table);
      Wire.Socket seat = fx.wire.socket(table, made.get("seats").get(0).get("token").asText());
      JsonNode end = Play.play(seat, 1000);
      assertTrue(end.get("over").asBoolean(), end.toString());
      assertTrue(fx.storedActions(table) > stored + 20, "the match did not go on");
      seat.close();
    }
  }

  @Test
  @DisplayName("Clients that connect while tables are released get the table whole, nothing lost")
  void connectingWhileReleasing() throws Exception {
    // Released as soon as nobody watches and the person is to act; a thread sweeps without pause.
    try (ServerFixture fx = new ServerFixture(dir, 8L, 1000, 0)) {
      JsonNode made = fx.wire.create(TWO);
      String table = made.get("table").asText();
      String token = made.get("seats").get(0).get("token").asText();
      AtomicBoolean done = new AtomicBoolean();
      AtomicInteger swept = new AtomicInteger();
      ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
      Thread sweeper =
          new Thread(
              () -> {
                while (!done.get()) {
                  swept.addAndGet(fx.server.tables().sweep(System.currentTimeMillis()));
                }
              });
      Thread watchers =
          new Thread(
              () -> {
                while (!done.get()) {
                  Wire.Socket s = fx.wire.socket(table, null);
                  JsonNode m = s.next();
                  if (!"view".equals(m.path("type").asText())) {
                    wrong.add(m.toString());
                  }
                  s.close();
                }
              });
      sweeper.start();
      watchers.start();
      int moves = 0;
      boolean over = false;
      try {
        // A new socket for every move: between two, the table leaves memory and comes back.
        while (!over && moves < 200) {
          Wire.Socket s = fx.wire.socket(table, token);
          JsonNode m = s.view();
          while (!Play.toAct(m) && !m.get("over").asBoolean()) {
            m = s.view();
          }
          over = m.get("over").asBoolean();
          if (!over) {
            s.send(Play.first(m));
            JsonNode next = s.next();
            assertEquals("view", next.get("type").asText(), "a move was refused: " + next);
            moves++;
          }
          s.close();
        }
      } finally {
        done.set(true);
        sweeper.join();
        watchers.join();
      }
      assertTrue(over, "the match did not end in " + moves + " moves");
      assertEquals(List.of(), List.copyOf(wrong), "a watcher got no view");
      assertTrue(swept.get() > 0, "no table was ever released");
      JsonNode record = fx.wire.get("/api/tables/" + table + "/record").json();
      MatchRecord r = Json.readRecord(record).get();
      assertTrue(r.replay(Variants.require(r.variantId()).game()).get().isOver());
      assertEquals(r.actions().size(), fx.storedActions(table));
      // The server hears a client's close after the client: its release comes a moment later.
      ServerFixture.await(
          () -> fx.server.tables().inMemory(table) == null, "the finished table released");
    }
  }
}
