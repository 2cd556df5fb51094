package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every id of the catalog served at a table (issue 28: the API proved against a real UI's server
 * for all of them): a person at seat 0, greedy bots elsewhere, the person's socket plays the first
 * legal action each time through the whole first hand; every view message holds a label per legal
 * action, the person's own hand as cards and every other hand as a count, and the family's
 * sentences for what happened.
 */
class EveryVariantTableTest {

  @TempDir static Path dir;
  static ServerFixture fx;

  @BeforeAll
  static void start() {
    fx = new ServerFixture(dir, 3L);
  }

  @AfterAll
  static void stop() {
    fx.close();
  }

  static Stream<String> ids() {
    return Variants.all().map(Variant::id).toJavaStream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  @DisplayName("A person plays the first hand of every id at a table against greedy bots")
  void firstHand(String id) {
    int players = Variants.byId(id).get().players();
    List<String> seats = new ArrayList<>();
    seats.add("\"human\"");
    for (int p = 1; p < players; p++) {
      seats.add("\"greedy\"");
    }
    JsonNode made =
        fx.wire.create("{\"variant\":\"" + id + "\",\"seats\":[" + String.join(",", seats) + "]}");
    Wire.Socket s =
        fx.wire.socket(made.get("table").asText(), made.get("seats").get(0).get("token").asText());
    JsonNode m = s.view();
    int firstHand = m.get("view").get("hand").asInt();
    int acted = 0;
    int told = 0;
    while (!m.get("over").asBoolean() && m.get("view").get("hand").asInt() == firstHand) {
      JsonNode view = m.get("view");
      assertEquals(view.get("legal").size(), m.get("labels").size(), m.toString());
      JsonNode hands = view.get("hands");
      for (int p = 0; p < hands.size(); p++) {
        assertTrue(p == 0 ? hands.get(p).isArray() : hands.get(p).isInt(), view.toString());
      }
      told += m.get("text").size();
      if (Play.toAct(m) && s.messages.isEmpty()) {
        s.send(Play.first(m));
        acted++;
      }
      m = s.view();
    }
    s.close();
    assertTrue(acted > 0 && told > acted, id + ": " + acted + " actions, " + told + " sentences");
  }
}
