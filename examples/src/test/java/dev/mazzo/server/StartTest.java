package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.protocol.Json;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A server's start (docs/server.md, storage and limits): it reads and replays only the tables in
 * play, an older database whose tables are not marked over is marked once, and the tables made
 * after a restart are numbered from the store's count of all, finished ones too.
 */
class StartTest {

  private static final String TWO =
      "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"greedy\"]}";

  @TempDir Path dir;

  /** A finished table and one in play, made by a server on a store in memory. */
  private static List<StoredTable> finishedAndInPlay() {
    MemoryStore store = new MemoryStore();
    try (TableServer server = new TableServer(ServerSettings.fast(11L), store).start()) {
      Wire w = new Wire(server.port());
      JsonNode done = w.create(TWO);
      Wire.Socket s = w.socket(done.get("table").asText(), token(done, 0));
      assertTrue(Play.play(s, 1000).get("over").asBoolean());
      s.close();
      String playing = w.create(TWO).get("table").asText();
      ServerFixture.await(
          () -> w.get("/api/tables/" + playing).json().get("toAct").asInt(-9) >= 0, "a deal");
      return List.of(
          store.find(done.get("table").asText()).orElseThrow(), store.find(playing).orElseThrow());
    }
  }

  private static String token(JsonNode made, int seat) {
    return made.get("seats").get(seat).get("token").asText();
  }

  @Test
  @DisplayName("The store in memory leaves the finished tables out of those in play, as JdbcStore")
  void memoryStoreMarksAsTheDatabase() {
    MemoryStore s = new MemoryStore();
    for (String id : List.of("t1", "t2", "t3")) {
      s.create(new StoredTable(id, "{}", List.of(), 0, List.of()));
    }
    s.append("t1", 0, "{\"a\":0}", true);
    s.append("t2", 0, "{\"b\":0}", false);
    s.markOver("t3");
    s.markOver("no-such-table");
    assertEquals(
        List.of(new StoredTable("t2", "{}", List.of(), 0, List.of("{\"b\":0}"))), s.inPlay());
    assertEquals(3, s.count());
    assertEquals(List.of("{\"a\":0}"), s.find("t1").orElseThrow().actions());
  }

  @Test
  @DisplayName("The tables made after a restart are numbered from all the store's, finished too")
  void seedsGoOnFromTheCount() {
    MemoryStore store = new MemoryStore();
    try (TableServer first = new TableServer(ServerSettings.fast(9L), store).start()) {
      Wire w = new Wire(first.port());
      JsonNode done = w.create(TWO);
      Wire.Socket s = w.socket(done.get("table").asText(), token(done, 0));
      assertTrue(Play.play(s, 1000).get("over").asBoolean());
      s.close();
      w.create(TWO);
    }
    assertEquals(1, store.inPlay().size());
    String third;
    try (TableServer second = new TableServer(ServerSettings.fast(9L), store).start()) {
      third = firstDeal(store, new Wire(second.port()).create(TWO).get("table").asText());
    }
    MemoryStore oneRun = new MemoryStore();
    String reference;
    try (TableServer server = new TableServer(ServerSettings.fast(9L), oneRun).start()) {
      Wire w = new Wire(server.port());
      w.create(TWO);
      w.create(TWO);
      reference = firstDeal(oneRun, w.create(TWO).get("table").asText());
    }
    assertEquals(reference, third, "the third table's deal differs from one run's");
  }

  /** A table's first action, its first deal (the deck order drawn from the table's seed). */
  private static String firstDeal(Store store, String table) {
    ServerFixture.await(() -> store.find(table).orElseThrow().actions().size() > 0, "a deal");
    return store.find(table).orElseThrow().actions().get(0);
  }

  @Test
  @DisplayName(
      "An older database opens: its finished tables are replayed once, marked, then never read")
  void olderDatabaseIsMarkedOnce() throws SQLException {
    List<StoredTable> both = finishedAndInPlay();
    String url = "jdbc:sqlite:" + dir.resolve("mazzo.db");
    // the schema of a server before the mark: no column "finished"
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE TABLE mazzo_tables (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,"
              + " tokens TEXT NOT NULL, seed BIGINT NOT NULL, created BIGINT NOT NULL)");
      s.execute(
          "CREATE TABLE mazzo_actions (table_id VARCHAR(32) NOT NULL, n INTEGER NOT NULL,"
              + " action TEXT NOT NULL, PRIMARY KEY (table_id, n))");
      for (int k = 0; k < both.size(); k++) {
        insert(c, both.get(k), k);
      }
    }
    JdbcStore store = JdbcStore.open(url);
    assertEquals(both, store.inPlay(), "an older table is in play until replayed");
    String done = both.get(0).id();
    String playing = both.get(1).id();
    try (TableServer server = new TableServer(ServerSettings.fast(11L), store).start()) {
      assertEquals(1, server.tablesInMemory());
      assertNull(server.tables().inMemory(done), "a finished table kept in memory");
      Wire w = new Wire(server.port());
      assertTrue(w.get("/api/tables/" + done).json().get("over").asBoolean());
    }
    JdbcStore again = JdbcStore.open(url);
    assertEquals(List.of(both.get(1)), again.inPlay(), "the finished table is still read at start");
    assertEquals(2, again.count());
    try (TableServer server = new TableServer(ServerSettings.fast(11L), again).start()) {
      assertEquals(1, server.tablesInMemory());
      assertEquals(playing, server.tables().inMemory(playing).id);
    }
  }

  /** Writes a table and its actions in the older schema. */
  private static void insert(Connection c, StoredTable t, int created) throws SQLException {
    try (PreparedStatement p =
        c.prepareStatement(
            "INSERT INTO mazzo_tables (id, header, tokens, seed, created) VALUES (?, ?, ?, ?, ?)")) {
      p.setString(1, t.id());
      p.setString(2, t.header());
      ArrayNode tokens = JsonNodeFactory.instance.arrayNode();
      t.tokenHashes().forEach(tokens::add);
      p.setString(3, Json.write(tokens));
      p.setLong(4, t.seed());
      p.setLong(5, created);
      p.executeUpdate();
    }
    for (int n = 0; n < t.actions().size(); n++) {
      try (PreparedStatement p =
          c.prepareStatement("INSERT INTO mazzo_actions (table_id, n, action) VALUES (?, ?, ?)")) {
        p.setString(1, t.id());
        p.setInt(2, n);
        p.setString(3, t.actions().get(n));
        p.executeUpdate();
      }
    }
  }
}
