package dev.mazzo.protocol;

import static dev.mazzo.protocol.ChiamataTranscript.BISCAMBIGGIA;
import static dev.mazzo.protocol.ChiamataTranscript.BRISCOLA;
import static dev.mazzo.protocol.ChiamataTranscript.G8;
import static dev.mazzo.protocol.ChiamataTranscript.assertPassedOn;
import static dev.mazzo.protocol.ChiamataTranscript.dealt;
import static dev.mazzo.protocol.ChiamataTranscript.json;
import static dev.mazzo.protocol.ChiamataTranscript.pass;
import static dev.mazzo.protocol.ChiamataTranscript.points;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Referee transcripts of a chiamata auction without a bid: five passes pass the deal out (B-48,
 * B-49, B-71), a fifth seat's bid after four passes makes it declarer (B-48), and a one-deal match
 * passed out ends drawn (B-41, B-60).
 */
class RefereeChiamataPassOutTest {

  @Test
  @DisplayName(
      "B-48 B-49 B-71: five passes pass the deal out: passed, auction null, hand; the deal passes on")
  void passedOut() {
    Transcript t = dealt(BRISCOLA, "{}", G8);
    for (int seat = 1; seat <= 4; seat++) {
      t.ok(pass(seat));
    }
    // four have passed without a bid: the fifth still acts (B-48)
    JsonNode s = json(t.summary());
    assertEquals(0, s.get("toAct").intValue());
    assertEquals("bid", s.get("phase").textValue());
    JsonNode a = t.ok(pass(0));
    String result =
        "{\"hand\":1,\"sides\":[],\"points\":[],\"tricks\":[],\"winner\":null,"
            + "\"scoreChange\":[0,0,0,0,0],\"caller\":null,\"partner\":null,\"bid\":null,"
            + "\"calledCard\":null,\"target\":null,\"made\":null,\"payments\":[0,0,0,0,0]}";
    assertEquals(
        "[{\"event\":\"passed\",\"seat\":0},{\"event\":\"auction\",\"caller\":null},"
            + "{\"event\":\"hand\",\"result\":"
            + result
            + "}]",
        Json.write(a.get("events")));
    assertEquals(json("[" + result + "]"), a.at("/state/results"));
    assertPassedOn(t, 2, 1, "[0,0,0,0,0]");
  }

  @Test
  @DisplayName(
      "B-48 (a): after four passes without a bid, the fifth seat's bid makes it caller at once")
  void fifthSeatBids() {
    Transcript t = dealt(BISCAMBIGGIA, "{}", G8);
    for (int seat = 1; seat <= 4; seat++) {
      t.ok(pass(seat));
    }
    JsonNode a = t.ok(points(0, 61));
    assertEquals(
        json("[{\"event\":\"bid\",\"seat\":0,\"points\":61},{\"event\":\"auction\",\"caller\":0}]"),
        a.get("events"),
        "B-71: bid, then auction");
    JsonNode s = a.get("state");
    assertEquals("call", s.get("phase").textValue());
    assertEquals(0, s.get("toAct").intValue());
    assertEquals(0, s.get("caller").intValue());
    assertEquals(
        json("{\"high\":{\"seat\":0,\"points\":61},\"passed\":[1,2,3,4]}"), s.get("auction"));
  }

  @Test
  @DisplayName("B-41 B-60: a one-deal match passed out ends drawn: match winner null")
  void passedOutMatch() {
    Transcript t = dealt(BISCAMBIGGIA, "{\"deals\":1}", G8);
    for (int seat = 1; seat <= 4; seat++) {
      t.ok(pass(seat));
    }
    JsonNode a = t.ok(pass(0));
    JsonNode events = a.get("events");
    assertEquals(4, events.size());
    assertEquals(json("{\"event\":\"match\",\"winner\":null}"), events.get(3));
    JsonNode s = a.get("state");
    assertEquals("match-over", s.get("phase").textValue());
    assertTrue(s.get("toAct").isNull() && s.get("winner").isNull());
    assertEquals(json("[]"), s.get("legal"));
    assertEquals(json("{\"high\":null,\"passed\":[0,1,2,3,4]}"), s.get("auction"));
    t.rejectedUnchanged(pass(1), "MATCH_OVER");
    t.rejectedUnchanged(points(1, 121), "MALFORMED"); // MALFORMED before MATCH_OVER (B-67)
    JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":2}").get("view");
    assertFalse(v.has("partner"));
    assertEquals("match-over", v.get("phase").textValue());
  }
}
