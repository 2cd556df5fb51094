package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table whose seats are all bots plays only while a client is connected to it (docs/server.md,
 * bots and pace): with nobody connected it pauses, leaves memory like a match waiting for a person,
 * is not loaded at start, and goes on where it was when a client connects. A match of bots as long
 * as its options allow costs nothing while nobody watches it.
 */
class BotsAloneTest {

  private static final String BOTS =
      "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":2147483647},"
          + "\"seats\":[\"greedy\",\"random\"]}";

  @TempDir Path dir;

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Waits until the table's bots have stored more than {@code actions} actions. */
  private static void awaitPlay(ServerFixture fx, String table, int actions) {
    ServerFixture.await(() -> fx.storedActions(table) > actions, "more than " + actions);
  }

  /** Waits until nobody is connected, then that the table stands still; its stored actions. */
  private static int awaitPaused(ServerFixture fx, String table) {
    ServerFixture.await(() -> fx.server.tables().inMemory(table).clients() == 0, "no client");
    sleep(100); // a bot that was thinking when the client left may still act once
    int paused = fx.storedActions(table);
    sleep(300);
    assertEquals(paused, fx.storedActions(table), "the bots played on with nobody connected");
    return paused;
  }

  @Test
  @DisplayName("Bots alone play only while a client is connected, and go on where they were")
  void botsPlayOnlyWatched() {
    try (ServerFixture fx = new ServerFixture(dir, 4L)) {
      String table = fx.wire.create(BOTS).get("table").asText();
      sleep(300);
      assertEquals(0, fx.storedActions(table), "dealt and played with nobody connected");
      assertEquals("chance", fx.state(table).get("toAct").asText());

      Wire.Socket watcher = fx.wire.socket(table, null);
      awaitPlay(fx, table, 12);
      watcher.close();
      int paused = awaitPaused(fx, table);

      // paused, it leaves memory as a match waiting for a person does
      assertEquals(1, fx.server.tables().sweep(System.currentTimeMillis() + Tables.IDLE_MILLIS));
      assertNull(fx.server.tables().inMemory(table));
      assertEquals(paused, fx.state(table).get("actions").asInt());
      assertNull(fx.server.tables().inMemory(table), "a read brought it back to memory");

      Wire.Socket again = fx.wire.socket(table, null);
      again.view();
      awaitPlay(fx, table, paused + 12);
      again.close();
      int later = awaitPaused(fx, table);
      assertEquals(later, fx.state(table).get("actions").asInt(), "the store and the table differ");
    }
  }

  @Test
  @DisplayName("Bots alone with nobody connected are not loaded at start; a client brings them")
  void botsAloneWaitInTheStoreAtStart() {
    String table;
    int paused;
    try (ServerFixture fx = new ServerFixture(dir, 5L)) {
      table = fx.wire.create(BOTS).get("table").asText();
      Wire.Socket watcher = fx.wire.socket(table, null);
      awaitPlay(fx, table, 12);
      watcher.close();
      paused = awaitPaused(fx, table);
    }
    try (ServerFixture fx = new ServerFixture(dir, 5L)) {
      assertEquals(0, fx.server.tablesInMemory(), "a table of bots alone loaded at start");
      sleep(200);
      assertEquals(paused, fx.storedActions(table), "the bots played on after the restart");
      Wire.Socket watcher = fx.wire.socket(table, null);
      awaitPlay(fx, table, paused + 12);
      watcher.close();
    }
  }
}
