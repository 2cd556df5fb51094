package dev.mazzo.protocol;

import static dev.mazzo.protocol.TombolonTranscript.ROVIGO;
import static dev.mazzo.protocol.TombolonTranscript.SUMMARY_FIELDS;
import static dev.mazzo.protocol.TombolonTranscript.act;
import static dev.mazzo.protocol.TombolonTranscript.json;
import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole Tombolon matches through the referee (tombolon.md §8, T-31, T-34): the shapes of SUMMARY,
 * HAND_RESULT and the events to the match's end; and the options of §10, their defaults in the
 * variants listing and the bad values that make new fail.
 */
class RefereeTombolonMatchTest {

  private static final List<String> RESULT_FIELDS =
      List.of(
          "hand",
          "sides",
          "points",
          "winner",
          "scoreChange",
          "dealer",
          "eldest",
          "wentOut",
          "lastTaker",
          "bySide");

  private static final List<String> SIDE_FIELDS =
      List.of(
          "scope",
          "colore",
          "napoli",
          "carte",
          "spade",
          "onori",
          "mazzoPoints",
          "tombolon",
          "total");

  @Test
  @DisplayName(
      "§8 T-31 T-34: a whole match through the referee: HAND_RESULT's shape, events, the match's end")
  void wholeMatch() {
    for (String id :
        List.of(ROVIGO, "tombolon-rovigo-4p", "tombolon-padova-2p", "tombolon-padova-4p")) {
      Transcript t = new Transcript();
      JsonNode state = t.ok("{\"cmd\":\"new\",\"variant\":\"" + id + "\"}").get("state");
      Deck deck = Transcript.deck(id);
      Shuffle shuffle = Shuffle.seeded(id.length());
      int hands = 0;
      for (int step = 0;
          step < 5_000 && !"match-over".equals(state.get("phase").textValue());
          step++) {
        JsonNode a;
        if ("chance".equals(state.get("toAct").textValue())) {
          a = t.ok(dealLine(shuffle.order(deck)));
        } else {
          a = t.ok(act(state.get("legal").get(0).toString()));
        }
        state = a.get("state");
        assertEquals(SUMMARY_FIELDS, names(state));
        for (JsonNode e : a.get("events")) {
          String name = e.get("event").textValue();
          assertTrue(
              List.of(
                      "dealt", "table", "redeal", "played", "scopa", "colore", "sweep", "wentOut",
                      "hand", "match")
                  .contains(name),
              name);
          if ("hand".equals(name)) {
            hands++;
            JsonNode r = e.get("result");
            assertEquals(RESULT_FIELDS, names(r));
            for (JsonNode side : r.get("bySide")) {
              assertEquals(SIDE_FIELDS, names(side));
              assertEquals(List.of("count", "points"), names(side.get("scope")));
              assertEquals(List.of("count", "points"), names(side.get("carte")));
              assertEquals(List.of("count", "points"), names(side.get("spade")));
            }
            assertEquals(r, state.get("results").get(hands - 1));
            assertEquals(r.get("points"), r.get("scoreChange"));
          }
        }
      }
      assertEquals("match-over", state.get("phase").textValue(), id);
      assertTrue(state.get("winner").isInt());
      assertTrue(hands >= 1);
      t.rejected(dealLine(shuffle.order(deck)), "MATCH_OVER");
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tombolon-rovigo-2p | {\"target\":0}",
        "tombolon-rovigo-2p | {\"target\":\"31\"}",
        "tombolon-rovigo-2p | {\"target\":31.5}",
        "tombolon-rovigo-2p | {\"dealer\":2}",
        "tombolon-rovigo-4p | {\"dealer\":4}",
        "tombolon-rovigo-2p | {\"padova2pSchedule\":\"4-4-4-6-6\"}",
        "tombolon-padova-4p | {\"padova2pSchedule\":\"4-4-4-6-6\"}",
        "tombolon-padova-2p | {\"padova2pSchedule\":\"6-6\"}",
        "tombolon-padova-2p | {\"padova2pSchedule\":null}",
        "tombolon-padova-2p | {\"handsToWin\":2}"
      })
  @DisplayName("§10: an unknown option or a bad value makes new fail with MALFORMED")
  void badOptions(String id, String options) {
    Transcript t = new Transcript();
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"" + id + "\",\"options\":" + options + "}", "MALFORMED");
  }

  @Test
  @DisplayName("§10: the options and their defaults in the variants listing; good values are taken")
  void options() {
    Transcript t = new Transcript();
    JsonNode variants = t.ok("{\"cmd\":\"variants\"}").get("variants");
    List<JsonNode> tombolon = new ArrayList<>();
    for (JsonNode v : variants) {
      if (v.get("id").textValue().startsWith("tombolon-")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) v).remove("cards"); // RefereeDeckTest's
        JsonNode allowed = ((com.fasterxml.jackson.databind.node.ObjectNode) v).remove("allowed");
        assertEquals(
            "{\"dealer\":{\"min\":0,\"max\":"
                + (v.get("players").intValue() - 1)
                + "},\"target\":{\"min\":1,\"max\":2147483647}"
                + (v.get("options").has("padova2pSchedule")
                    ? ",\"padova2pSchedule\":{\"values\":[\"4-4-4-4-4-4\",\"4-4-4-6-6\"]}"
                    : "")
                + "}",
            allowed.toString(),
            "the values each option allows");
        tombolon.add(v);
      }
    }
    assertEquals(
        List.of(
            json(
                "{\"id\":\"tombolon-rovigo-2p\",\"name\":\"Tombolon (Rovigo, 2 players)\","
                    + "\"players\":2,\"deck\":40,\"options\":{\"dealer\":0,\"target\":31}}"),
            json(
                "{\"id\":\"tombolon-rovigo-4p\",\"name\":\"Tombolon (Rovigo, 4 players)\","
                    + "\"players\":4,\"deck\":40,\"options\":{\"dealer\":0,\"target\":31}}"),
            json(
                "{\"id\":\"tombolon-padova-2p\",\"name\":\"Tombolon (Padova, 2 players)\","
                    + "\"players\":2,\"deck\":52,\"options\":{\"dealer\":0,\"target\":51,"
                    + "\"padova2pSchedule\":\"4-4-4-4-4-4\"}}"),
            json(
                "{\"id\":\"tombolon-padova-4p\",\"name\":\"Tombolon (Padova, 4 players)\","
                    + "\"players\":4,\"deck\":52,\"options\":{\"dealer\":0,\"target\":51}}")),
        tombolon);
    JsonNode s =
        t.ok(
                "{\"cmd\":\"new\",\"variant\":\"tombolon-padova-2p\",\"options\":{\"dealer\":1,"
                    + "\"target\":7,\"padova2pSchedule\":\"4-4-4-6-6\"}}")
            .get("state");
    assertEquals(1, s.get("dealer").intValue());
    assertEquals(json("[[0],[1]]"), s.get("sides"));
    JsonNode four = t.ok("{\"cmd\":\"new\",\"variant\":\"tombolon-rovigo-4p\"}").get("state");
    assertEquals(json("[[0,2],[1,3]]"), four.get("sides"));
  }
}
