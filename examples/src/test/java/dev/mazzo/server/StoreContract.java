package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What every JDBC store does, run against SQLite ({@link SqliteStoreTest}) and PostgreSQL ({@link
 * PostgresStoreTest}): tables and actions come back as written, a duplicate action is refused, a
 * table whose last action is written is left out of the tables in play (the server's start reads
 * only those), and a server restarted on the store brings every table back where it was.
 */
abstract class StoreContract {

  /** The database's JDBC URL. */
  abstract String url();

  /** The prefix of the store's tables in it. */
  abstract String prefix();

  /** Opens the store under test (again, after a close: the same database and tables). */
  JdbcStore open() {
    return JdbcStore.open(url(), prefix());
  }

  /** Removes what the test wrote. */
  @AfterEach
  void clean() {
    open().drop();
  }

  private static StoredTable table(String id, long seed, String... actions) {
    return new StoredTable(
        id, "{\"variant\":\"briscola-2p\"}", Arrays.asList("ab12", null), seed, List.of(actions));
  }

  @Test
  @DisplayName("Tables and their actions come back as written, in order, after a reopen")
  void roundTrip() {
    JdbcStore s = open();
    s.create(table("t1", 7));
    s.create(table("t2", -3));
    s.append("t1", 0, "{\"a\":0}", false);
    s.append("t1", 1, "{\"a\":1}", false);
    s.append("t2", 0, "{\"b\":0}", false);
    s.close();
    JdbcStore again = open();
    List<StoredTable> back = again.inPlay();
    assertEquals(2, back.size());
    assertEquals(table("t1", 7, "{\"a\":0}", "{\"a\":1}"), back.get(0));
    assertEquals(table("t2", -3, "{\"b\":0}"), back.get(1));
    assertEquals(Optional.of(back.get(1)), again.find("t2"));
    assertEquals(Optional.empty(), again.find("t3"));
    again.close();
  }

  @Test
  @DisplayName(
      "A table's last action marks it over: left out of the tables in play, counted, found whole")
  void finishedTablesAreNotInPlay() {
    JdbcStore s = open();
    s.create(table("t1", 1));
    s.create(table("t2", 2));
    s.create(table("t3", 3));
    s.append("t1", 0, "{\"a\":0}", false);
    s.append("t1", 1, "{\"a\":1}", true);
    s.append("t2", 0, "{\"b\":0}", false);
    s.markOver("t3");
    s.markOver("no-such-table");
    s.close();
    JdbcStore again = open();
    assertEquals(List.of(table("t2", 2, "{\"b\":0}")), again.inPlay());
    assertEquals(3, again.count());
    assertEquals(Optional.of(table("t1", 1, "{\"a\":0}", "{\"a\":1}")), again.find("t1"));
    again.close();
  }

  @Test
  @DisplayName("A last action and its table's mark are written together, or neither is")
  void lastActionAndMarkInOneCommit() {
    JdbcStore s = open();
    s.create(table("t1", 1));
    s.append("t1", 0, "{\"a\":0}", false);
    assertThrows(Store.StoreException.class, () -> s.append("t1", 0, "{\"a\":9}", true));
    assertEquals(List.of(table("t1", 1, "{\"a\":0}")), s.inPlay(), "a refused action marked it");
    // the action is written, the mark cannot be (no such table): the action is taken back
    assertThrows(Store.StoreException.class, () -> s.append("t9", 0, "{\"c\":0}", true));
    s.append("t1", 1, "{\"a\":1}", false);
    s.close();
    JdbcStore again = open();
    again.create(table("t9", 9));
    assertEquals(List.of(), again.find("t9").orElseThrow().actions(), "half a commit was kept");
    assertEquals(2, again.find("t1").orElseThrow().actions().size(), "auto-commit after it");
    again.close();
  }

  @Test
  @DisplayName("A database of an older server, without the mark, opens: its tables are in play")
  void olderSchemaGetsTheMark() throws SQLException {
    String p = prefix();
    try (Connection c = DriverManager.getConnection(url());
        Statement s = c.createStatement()) {
      s.execute(
          "CREATE TABLE "
              + p
              + "tables (id VARCHAR(32) PRIMARY KEY, header TEXT NOT NULL,"
              + " tokens TEXT NOT NULL, seed BIGINT NOT NULL, created BIGINT NOT NULL)");
      s.execute(
          "CREATE TABLE "
              + p
              + "actions (table_id VARCHAR(32) NOT NULL, n INTEGER NOT NULL,"
              + " action TEXT NOT NULL, PRIMARY KEY (table_id, n))");
      s.execute(
          "INSERT INTO "
              + p
              + "tables VALUES ('t1', '{\"variant\":\"briscola-2p\"}', '[\"ab12\",null]', 7, 1)");
      s.execute("INSERT INTO " + p + "actions VALUES ('t1', 0, '{\"a\":0}')");
    }
    JdbcStore store = open();
    assertEquals(List.of(table("t1", 7, "{\"a\":0}")), store.inPlay());
    store.markOver("t1");
    store.create(table("t2", 2));
    store.append("t2", 0, "{\"b\":0}", true);
    store.close();
    JdbcStore again = open();
    assertEquals(List.of(), again.inPlay());
    assertEquals(2, again.count());
    again.close();
  }

  @Test
  @DisplayName("An action written twice at one index is refused, not overwritten")
  void duplicateRefused() {
    JdbcStore s = open();
    s.create(table("t1", 1));
    s.append("t1", 0, "{\"a\":0}", false);
    assertThrows(Store.StoreException.class, () -> s.append("t1", 0, "{\"a\":9}", false));
    assertEquals(List.of("{\"a\":0}"), s.find("t1").orElseThrow().actions());
    s.close();
  }

  @Test
  @DisplayName(
      "A restarted server brings its tables back: seats reconnect with their tokens, bots finish")
  void restart() {
    TableServer first = new TableServer(ServerSettings.fast(3L), open()).start();
    Wire w = new Wire(first.port());
    JsonNode made =
        w.create(
            "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"greedy\"]}");
    String table = made.get("table").asText();
    String token = made.get("seats").get(0).get("token").asText();
    Wire.Socket s = w.socket(table, token);
    JsonNode last = Play.play(s, 5);
    s.close();
    ServerFixture.await(
        () -> w.get("/api/tables/" + table).json().get("toAct").asInt(-9) == 0, "seat 0 to act");
    JsonNode before = w.get("/api/tables/" + table).json();
    first.stop();

    TableServer second = new TableServer(ServerSettings.fast(3L), open()).start();
    Wire w2 = new Wire(second.port());
    assertEquals(before, w2.get("/api/tables/" + table).json(), "the table as it was");
    Wire.Socket again = w2.socket(table, token);
    JsonNode view = again.view();
    assertEquals(last.get("view").get("hands").get(0), view.get("view").get("hands").get(0));
    // the bot goes on: between two plays of seat 0 the bot plays once (the CrashTest plays a
    // restarted match to its end)
    Play.play(again, view, 4);
    again.close();
    int after = w2.get("/api/tables/" + table).json().get("actions").asInt();
    assertTrue(after >= before.get("actions").asInt() + 7, before + " then " + after);
    second.stop();
  }
}
