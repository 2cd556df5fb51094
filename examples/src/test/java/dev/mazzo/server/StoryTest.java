package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the server tells in words (docs/server.md): the sentences per event ({@code told}), a hand's
 * result apart from the play ({@code result}), what happened before a client connected ({@code
 * history}), and each chiamata hand told with its own sides.
 */
class StoryTest {

  @TempDir static Path dir;
  static ServerFixture fx;

  @BeforeAll
  static void start() {
    fx = new ServerFixture(dir, 21L);
  }

  @AfterAll
  static void stop() {
    fx.close();
  }

  private static List<String> strings(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  @Test
  @DisplayName("A person who connects after the bots moved gets the hand's story so far")
  void historyOnConnecting() {
    JsonNode made =
        fx.wire.create(
            "{\"variant\":\"briscola-4p\",\"seats\":[\"greedy\",\"greedy\",\"greedy\",\"human\"]}");
    String table = made.get("table").asText();
    ServerFixture.await(() -> fx.state(table).path("toAct").asInt() == 3, "seat 3 to act");
    for (String token : new String[] {made.get("seats").get(3).get("token").asText(), null}) {
      Wire.Socket s = fx.wire.socket(table, token);
      JsonNode m = s.view();
      List<String> history = strings(m.get("history"));
      assertTrue(history.get(0).startsWith("--- Seat 0 deals"), history.toString());
      JsonNode trick = m.get("view").get("table");
      assertEquals(2, trick.size(), m.toString());
      for (JsonNode play : trick) {
        String line = "Seat " + play.get("seat").asInt() + " plays " + play.get("card").asText();
        assertTrue(history.contains(line + "."), line + " is not in " + history);
      }
      assertEquals(0, m.get("events").size(), "no event is told again on connecting");
      s.close();
    }
  }

  @Test
  @DisplayName("Each event's sentences apart, a hand's result apart; a late client sees the last")
  void toldAndResult() {
    JsonNode made =
        fx.wire.create(
            "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":2},"
                + "\"seats\":[\"human\",\"greedy\"]}");
    String table = made.get("table").asText();
    String token = made.get("seats").get(0).get("token").asText();
    Wire.Socket s = fx.wire.socket(table, token);
    JsonNode m = s.view();
    assertTrue(m.get("result").isNull(), m.toString());
    int results = 0;
    while (m.get("view").get("hand").asInt() < 2 || m.get("view").get("table").size() == 0) {
      if (Play.toAct(m) && s.messages.isEmpty()) {
        s.send(Play.first(m));
      }
      m = s.view();
      JsonNode events = m.get("events");
      assertEquals(events.size(), m.get("told").size(), m.toString());
      List<String> flat = new ArrayList<>();
      List<String> ends = new ArrayList<>();
      for (int i = 0; i < events.size(); i++) {
        List<String> lines = strings(m.get("told").get(i));
        flat.addAll(lines);
        String kind = events.get(i).get("event").asText();
        if (kind.equals("hand") || kind.equals("match")) {
          ends.addAll(lines);
        }
      }
      assertEquals(flat, strings(m.get("text")), "text is every event's sentences in order");
      if (ends.isEmpty()) {
        assertTrue(m.get("result").isNull(), m.toString());
      } else {
        results++;
        List<String> result = strings(m.get("result"));
        assertEquals(ends, result, m.toString());
        assertTrue(result.get(0).startsWith("Hand 1: "), result.toString());
        assertTrue(
            result.stream().noneMatch(l -> l.contains(" play") || l.contains("the trick")),
            "the result holds the play's sentences: " + result);
        assertTrue(flat.size() > result.size(), "the play's sentences are told too: " + flat);
      }
    }
    assertEquals(1, results, "one hand's result");
    // a client that connects now is told the last hand's result and the new hand so far
    Wire.Socket late = fx.wire.socket(table, token);
    List<String> history = strings(late.view().get("history"));
    assertEquals(2, history.stream().filter(l -> l.startsWith("--- ")).count(), history.toString());
    assertTrue(history.stream().anyMatch(l -> l.startsWith("Hand 1: ")), history.toString());
    int deal = history.size() - 1;
    while (!history.get(deal).startsWith("--- ")) {
      deal--;
    }
    assertTrue(
        history.subList(deal, history.size()).stream().anyMatch(l -> l.contains(" play")),
        "the new hand's plays: " + history);
    late.close();
    s.close();
  }

  /** How the narrator of {@code seat} names a side (rules-impl's Seating, as a person reads it). */
  private static String sideName(JsonNode side, int seat) {
    List<Integer> seats = new ArrayList<>();
    side.forEach(n -> seats.add(n.asInt()));
    if (seats.size() == 1) {
      return seats.get(0) == seat ? "you" : "seat " + seats.get(0);
    }
    if (seats.contains(seat)) {
      seats.remove(Integer.valueOf(seat));
      return "you and seat"
          + (seats.size() > 1 ? "s " : " ")
          + String.join("+", seats.stream().map(String::valueOf).toList());
    }
    return "seats " + String.join("+", seats.stream().map(String::valueOf).toList());
  }

  @Test
  @DisplayName(
      "Briscola chiamata: every hand is told with that hand's sides, for a seat and a spectator")
  void chiamataHandsToldWithTheirSides() {
    JsonNode made =
        fx.wire.create(
            "{\"variant\":\"briscola-chiamata-5p\",\"options\":{\"deals\":4},"
                + "\"seats\":[\"human\",\"greedy\",\"greedy\",\"greedy\",\"greedy\"]}");
    String table = made.get("table").asText();
    Wire.Socket s = fx.wire.socket(table, made.get("seats").get(0).get("token").asText());
    Wire.Socket spectator = fx.wire.socket(table, null);
    Set<String> sides = new HashSet<>();
    int hands = 0;
    JsonNode m = s.view();
    while (!m.get("over").asBoolean()) {
      if (Play.toAct(m) && s.messages.isEmpty()) {
        s.send(Play.first(m));
      }
      m = s.view();
      hands += checkHands(m, 0, sides);
    }
    assertEquals(4, hands, "four hands told");
    assertTrue(sides.size() > 1, "every hand had the same sides: " + sides);
    int watched = 0;
    JsonNode w = spectator.view();
    while (!w.get("over").asBoolean()) {
      w = spectator.view();
      watched += checkHands(w, Table.SPECTATOR, new HashSet<>());
    }
    assertEquals(4, watched, "four hands told to the spectator");
    s.close();
    spectator.close();
  }

  /** Checks the hand sentences of a view message against its hand events' sides; how many. */
  private static int checkHands(JsonNode m, int seat, Set<String> sides) {
    int n = 0;
    for (int i = 0; i < m.get("events").size(); i++) {
      JsonNode e = m.get("events").get(i);
      if (!e.get("event").asText().equals("hand")) {
        continue;
      }
      n++;
      JsonNode r = e.get("result");
      JsonNode handSides = r.get("sides");
      if (handSides.size() < 2) {
        continue; // a deal passed out (B-49): no sides
      }
      sides.add(handSides.toString());
      String expected =
          "Hand "
              + r.get("hand").asInt()
              + ": "
              + sideName(handSides.get(0), seat)
              + " "
              + r.get("points").get(0).asInt()
              + " points, "
              + sideName(handSides.get(1), seat)
              + " ";
      List<String> lines = strings(m.get("told").get(i));
      assertFalse(lines.isEmpty(), m.toString());
      assertTrue(lines.get(0).startsWith(expected), expected + " | " + lines);
    }
    return n;
  }
}
