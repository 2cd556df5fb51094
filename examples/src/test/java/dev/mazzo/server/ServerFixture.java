package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BooleanSupplier;

/** A table server on 127.0.0.1, any free port, no pace, on an SQLite store in a directory. */
final class ServerFixture implements AutoCloseable {

  final JdbcStore store;
  final TableServer server;
  final Wire wire;

  ServerFixture(Path dir, Long seed) {
    this(dir, seed, ServerSettings.fast(seed).messagesPerSecond());
  }

  ServerFixture(Path dir, Long seed, int messagesPerSecond) {
    this(dir, seed, messagesPerSecond, Tables.IDLE_MILLIS);
  }

  ServerFixture(Path dir, Long seed, int messagesPerSecond, long idleMillis) {
    store = JdbcStore.open("jdbc:sqlite:" + dir.resolve("mazzo.db"));
    ServerSettings fast = ServerSettings.fast(seed);
    server =
        new TableServer(
                new ServerSettings(fast.host(), 0, 0, 0, seed, messagesPerSecond),
                store,
                idleMillis)
            .start();
    wire = new Wire(server.port());
  }

  @Override
  public void close() {
    server.stop();
  }

  /** How many actions the store holds for a table. */
  int storedActions(String table) {
    return store.find(table).orElseThrow().actions().size();
  }

  /** The public state of a table. */
  JsonNode state(String table) {
    return wire.get("/api/tables/" + table).json();
  }

  /** Waits (at most 20 s) until a condition holds. */
  static void await(BooleanSupplier condition, String what) {
    Instant end = Instant.now().plus(Duration.ofSeconds(20));
    while (!condition.getAsBoolean()) {
      if (Instant.now().isAfter(end)) {
        throw new AssertionError("not within 20 s: " + what);
      }
      try {
        Thread.sleep(10);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
  }

  /** Waits until a seat is to act at a table of people only; its seat. */
  int awaitSeatToAct(String table) {
    await(() -> state(table).path("toAct").isInt(), "a seat to act at " + table);
    return state(table).get("toAct").asInt();
  }
}
