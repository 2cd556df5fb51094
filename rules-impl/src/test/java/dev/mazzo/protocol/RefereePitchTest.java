package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Shuffle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Pitch through the referee (pitch.md §11 … §14): the wire spelling of actions, fields, events. */
class RefereePitchTest {

  /** SUMMARY and VIEW: protocol.md's fields, then Pitch's (P-37). */
  private static final List<String> SUMMARY_FIELDS = new ArrayList<>(Transcript.SUMMARY_FIELDS);

  static {
    SUMMARY_FIELDS.addAll(
        List.of("auction", "bidder", "bid", "called", "partner", "burned", "discarded"));
  }

  private static final List<String> RESULT_FIELDS =
      List.of(
          "hand",
          "sides",
          "points",
          "winner",
          "void",
          "dealer",
          "bidder",
          "bid",
          "trump",
          "called",
          "partner",
          "pointsBySeat",
          "pointCards",
          "deadPointCards",
          "made",
          "scoreChange");

  private static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  private static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  private static Transcript dealt(String variant) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\"}");
    JsonNode a = t.ok(Transcript.dealLine(Shuffle.seeded(5).order(Transcript.deck(variant))));
    assertEquals(json("[{\"event\":\"dealt\",\"dealer\":0}]"), a.get("events"), "P-39");
    return t;
  }

  @Test
  @DisplayName("P-35 P-37 P-39: the auction on the wire")
  void auction() {
    Transcript t = dealt("pitch-10-4p");
    JsonNode s = json(t.summary());
    assertEquals(SUMMARY_FIELDS, Transcript.names(s));
    JsonNode legal = s.get("legal");
    assertEquals(json("{\"type\":\"pass\",\"seat\":1}"), legal.get(0));
    assertEquals(json("{\"type\":\"bid\",\"seat\":1,\"amount\":4}"), legal.get(1));
    assertEquals(json("{\"type\":\"bid\",\"seat\":1,\"amount\":\"moon\"}"), legal.get(8));
    assertTrue(s.get("bidder").isNull() && s.get("bid").isNull() && s.get("partner").isNull());
    JsonNode a = t.ok(act("{\"type\":\"bid\",\"seat\":1,\"amount\":5}"));
    assertEquals(json("[{\"event\":\"bid\",\"seat\":1,\"amount\":5}]"), a.get("events"));
    assertEquals(json("[{\"seat\":1,\"amount\":5}]"), a.at("/state/auction"));
    t.rejectedUnchanged(act("{\"type\":\"bid\",\"seat\":2,\"amount\":\"Moon\"}"), "MALFORMED");
    t.rejectedUnchanged(act("{\"type\":\"bid\",\"seat\":2,\"amount\":5.5}"), "MALFORMED");
    t.rejectedUnchanged(act("{\"type\":\"bid\",\"seat\":2,\"amount\":11}"), "MALFORMED");
    t.rejectedUnchanged(act("{\"type\":\"bid\",\"seat\":2,\"amount\":5}"), "BID_TOO_LOW");
    a = t.ok(act("{\"type\":\"bid\",\"seat\":2,\"amount\":\"moon\"}"));
    assertEquals(json("[{\"event\":\"bid\",\"seat\":2,\"amount\":\"moon\"}]"), a.get("events"));
    t.ok(act("{\"type\":\"pass\",\"seat\":3}"));
    a = t.ok(act("{\"type\":\"pass\",\"seat\":0}"));
    assertEquals(
        json(
            "[{\"seat\":1,\"amount\":5},{\"seat\":2,\"amount\":\"moon\"},{\"seat\":3,\"pass\":true},"
                + "{\"seat\":0,\"pass\":true}]"),
        a.at("/state/auction"));
    assertEquals(2, a.at("/state/bidder").intValue());
    assertEquals("moon", a.at("/state/bid").textValue());
    assertEquals("trump", a.at("/state/phase").textValue());
    assertEquals(
        json(
            "[{\"type\":\"trump\",\"seat\":2,\"suit\":\"H\"},{\"type\":\"trump\",\"seat\":2,"
                + "\"suit\":\"D\"},{\"type\":\"trump\",\"seat\":2,\"suit\":\"C\"},"
                + "{\"type\":\"trump\",\"seat\":2,\"suit\":\"S\"}]"),
        a.at("/state/legal"));
    t.rejectedUnchanged(
        act("{\"type\":\"trump\",\"seat\":2,\"suit\":\"S\",\"call\":null}"), "MALFORMED");
    t.rejectedUnchanged(
        act("{\"type\":\"trump\",\"seat\":2,\"suit\":\"S\",\"call\":\"AS\"}"), "MALFORMED");
    t.rejectedUnchanged(act("{\"type\":\"trump\",\"seat\":2,\"suit\":\"NT\"}"), "MALFORMED");
    a = t.ok(act("{\"type\":\"trump\",\"seat\":2,\"suit\":\"s\"}"));
    JsonNode events = a.get("events");
    assertEquals(
        json("{\"event\":\"trump\",\"seat\":2,\"suit\":\"S\",\"call\":null}"), events.get(0));
    assertEquals("discarded", events.get(1).get("event").textValue());
    assertEquals(3, events.get(1).get("seat").intValue(), "P-16: from b+1");
    JsonNode view = t.ok("{\"cmd\":\"view\",\"seat\":0}");
    assertEquals(SUMMARY_FIELDS, Transcript.names(view.get("view")));
    assertTrue(view.at("/view/partner").isNull(), "P-38: null with four players");
    for (JsonNode e : view.get("events")) {
      if (e.get("event").textValue().equals("drew")) {
        assertEquals(e.get("seat").intValue() == 0, e.has("card"), "P-38: " + e);
      }
    }
  }

  @Test
  @DisplayName("P-36 P-39: a whole hand; HAND_RESULT in the order of §12")
  void wholeHand() {
    Transcript t = dealt("pitch-10-4p");
    JsonNode hand = null;
    for (int i = 0; i < 200 && hand == null; i++) {
      JsonNode legal = json(t.summary()).get("legal");
      JsonNode a = t.ok(act(legal.get(legal.size() - 1).toString()));
      for (JsonNode e : a.get("events")) {
        if (e.get("event").textValue().equals("hand")) {
          hand = e.get("result");
        }
      }
    }
    assertTrue(hand != null);
    assertEquals(RESULT_FIELDS, Transcript.names(hand));
    assertEquals("moon", hand.get("bid").textValue(), "the last legal bid of each seat: moon");
  }

  @Test
  @DisplayName("P-14 P-34 P-38: five players call a card; the partner key stays out of views")
  void fivePlayers() {
    Transcript t = dealt("pitch-10-5p");
    t.ok(act("{\"type\":\"bid\",\"seat\":1,\"amount\":5}"));
    for (int seat : new int[] {2, 3, 4, 0}) {
      t.ok(act("{\"type\":\"pass\",\"seat\":" + seat + "}"));
    }
    t.rejectedUnchanged(act("{\"type\":\"trump\",\"seat\":1,\"suit\":\"H\"}"), "MALFORMED");
    t.rejectedUnchanged(
        act("{\"type\":\"trump\",\"seat\":1,\"suit\":\"H\",\"call\":null}"), "MALFORMED");
    t.rejectedUnchanged(
        act("{\"type\":\"remainder\",\"seat\":1,\"choice\":\"take\"}"), "MALFORMED");
    JsonNode legal = json(t.summary()).get("legal");
    JsonNode a = t.ok(act(legal.get(0).toString()));
    assertEquals("blind", a.get("events").get(6).get("event").textValue(), "P-19, P-39");
    for (int seat = 0; seat < 5; seat++) {
      JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":" + seat + "}").get("view");
      assertFalse(v.has("partner"), "P-38");
      assertEquals(legal.get(0).get("call"), v.get("called"), "P-14: the called card is public");
    }
  }

  @Test
  @DisplayName("§14: options a variant does not accept, and null, are MALFORMED")
  void options() {
    Transcript t = new Transcript();
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"pitch-10-4p\",\"options\":{\"removeJokers\":false}}",
        "MALFORMED");
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"pitch-10-4p\",\"options\":{\"dirty\":null}}", "MALFORMED");
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"pitch-10-5p\",\"options\":{\"remainderFill\":true}}",
        "MALFORMED");
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"pitch-10-4p\",\"options\":{\"dirty\":\"true\"}}",
        "MALFORMED");
    JsonNode ok =
        t.ok("{\"cmd\":\"new\",\"variant\":\"pitch-8-4p\",\"options\":{\"removeJokers\":true}}");
    assertEquals(52, ok.at("/state/stock").size(), "P-1: 52 cards without the jokers");
  }

  @Test
  @DisplayName(
      "P-37: a whole number beyond an int is no bid, not a number of the wrong kind; a fraction is")
  void bidBeyondAnInt() {
    Transcript t = dealt("pitch-10-4p");
    String[][] cases = {
      {"1099511627776", "A bid is a number of points, or moon: 1099511627776 is not a bid"},
      {"-1099511627776", "A bid is a number of points, or moon: -1099511627776 is not a bid"},
      {
        "9".repeat(50), "A bid is a number of points, or moon: " + "9".repeat(40) + "… is not a bid"
      },
      {"-1", "A bid is a number from 4 to 10, or moon: -1 is not a bid"},
      {"5.5", "\"amount\" must be a whole number or \"moon\", not the number 5.5"},
      {"1e400", "\"amount\" must be a whole number or \"moon\", not the number Infinity"},
    };
    for (String[] c : cases) {
      JsonNode a =
          t.rejectedUnchanged(
              act("{\"type\":\"bid\",\"seat\":1,\"amount\":" + c[0] + "}"), "MALFORMED");
      assertEquals(c[1], a.at("/error/message").textValue(), c[0]);
    }
  }
}
