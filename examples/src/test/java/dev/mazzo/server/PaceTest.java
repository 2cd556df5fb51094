package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bots are paced (a delay before each action, a pause after a trick), and a table's changes are
 * serialized: two acts sent at once are never both taken.
 */
class PaceTest {

  private static final long DELAY = 100;
  private static final long PAUSE = 200;

  /** What the client's clock may lose between two messages (scheduling, delivery). */
  private static final long SLACK = 30;

  @TempDir Path dir;

  private static boolean has(JsonNode view, String event, int seat) {
    for (JsonNode e : view.get("events")) {
      if (e.get("event").asText().equals(event) && (seat < 0 || e.path("seat").asInt(-1) == seat)) {
        return true;
      }
    }
    return false;
  }

  @Test
  @DisplayName("A bot waits the bot delay before it acts, and the trick pause more after a trick")
  void botsArePaced() {
    ServerSettings pace = new ServerSettings("127.0.0.1", 0, DELAY, PAUSE, 9L, 1000);
    try (TableServer server = new TableServer(pace, new MemoryStore()).start()) {
      Wire w = new Wire(server.port());
      JsonNode made =
          w.create(
              "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"greedy\"]}");
      Wire.Socket s =
          w.socket(made.get("table").asText(), made.get("seats").get(0).get("token").asText());
      JsonNode m = s.view();
      long at = System.nanoTime();
      long first = 0;
      long required = 0;
      int botPlays = 0;
      int afterTricks = 0;
      while (!m.get("over").asBoolean() && (botPlays < 8 || afterTricks < 2)) {
        if (Play.toAct(m) && s.messages.isEmpty()) {
          s.send(Play.first(m));
        }
        JsonNode next = s.view();
        long now = System.nanoTime();
        long gap = (now - at) / 1_000_000;
        // the first message is the connecting one: the bot's turn may have begun before it
        if (has(next, "played", 1) && m.get("events").size() > 0) {
          botPlays++;
          long least = DELAY;
          if (has(m, "trick", -1)) {
            afterTricks++;
            least += PAUSE;
          }
          // one message may come late to this client and the next on time: half the delay
          assertTrue(gap >= least - DELAY / 2, "a bot played " + gap + " ms after, not " + least);
          required += least;
          first = first == 0 ? at : first;
        }
        m = next;
        at = now;
      }
      s.close();
      assertTrue(botPlays >= 8 && afterTricks >= 2, botPlays + " plays, " + afterTricks);
      // over the whole run, a late message makes up for itself: every wait was waited
      long total = (at - first) / 1_000_000;
      assertTrue(total >= required - SLACK, total + " ms for waits of " + required + " ms");
    }
  }

  @Test
  @DisplayName("Two acts sent at once from two devices of one seat: one is taken, one refused")
  void actsDoNotRace() {
    try (ServerFixture fx = new ServerFixture(dir, 4L)) {
      JsonNode made =
          fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
      String table = made.get("table").asText();
      for (int round = 0; round < 3; round++) {
        int seat = fx.awaitSeatToAct(table);
        String token = made.get("seats").get(seat).get("token").asText();
        Wire.Socket a = fx.wire.socket(table, token);
        Wire.Socket b = fx.wire.socket(table, token);
        JsonNode view = a.view();
        b.view();
        int before = fx.state(table).get("actions").asInt();
        String act = Play.first(view);
        CompletableFuture<Void> sa = CompletableFuture.runAsync(() -> a.send(act));
        CompletableFuture<Void> sb = CompletableFuture.runAsync(() -> b.send(act));
        sa.join();
        sb.join();
        ServerFixture.await(
            () -> a.messages.size() + b.messages.size() >= 3, "a view each and a refusal");
        try {
          Thread.sleep(100); // nothing more comes
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        List<String> got = new ArrayList<>();
        for (JsonNode m : a.messages) {
          got.add(m.get("type").asText() + " " + m.path("error").path("code").asText());
        }
        for (JsonNode m : b.messages) {
          got.add(m.get("type").asText() + " " + m.path("error").path("code").asText());
        }
        got.sort(null);
        // the card was played: refused as not the seat's turn, or as not in its hand any more
        assertTrue(
            got.get(0).equals("rejected NOT_YOUR_TURN")
                || got.get(0).equals("rejected CARD_NOT_IN_HAND"),
            got.toString());
        assertEquals(List.of("view ", "view "), got.subList(1, 3), got.toString());
        assertEquals(3, got.size(), got.toString());
        assertEquals(before + 1, fx.state(table).get("actions").asInt());
        assertEquals(before + 1, fx.storedActions(table));
        a.close();
        b.close();
      }
    }
  }
}
