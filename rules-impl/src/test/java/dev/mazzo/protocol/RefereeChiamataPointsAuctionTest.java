package dev.mazzo.protocol;

import static dev.mazzo.protocol.ChiamataTranscript.BISCAMBIGGIA;
import static dev.mazzo.protocol.ChiamataTranscript.BRISCOLA;
import static dev.mazzo.protocol.ChiamataTranscript.G8;
import static dev.mazzo.protocol.ChiamataTranscript.act;
import static dev.mazzo.protocol.ChiamataTranscript.bid;
import static dev.mazzo.protocol.ChiamataTranscript.bid2;
import static dev.mazzo.protocol.ChiamataTranscript.callCard;
import static dev.mazzo.protocol.ChiamataTranscript.callSuit;
import static dev.mazzo.protocol.ChiamataTranscript.dealt;
import static dev.mazzo.protocol.ChiamataTranscript.json;
import static dev.mazzo.protocol.ChiamataTranscript.pass;
import static dev.mazzo.protocol.ChiamataTranscript.playHand;
import static dev.mazzo.protocol.ChiamataTranscript.points;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Referee transcripts of the points auctions, the golden example G-8 (briscola.md §16): a 2 with
 * points in Briscola chiamata (B-45, B-46, B-50, B-58) and Biscambiggia chiamata's points bids and
 * card calls (B-62, B-63, B-66), with their HAND_RESULTs.
 */
class RefereeChiamataPointsAuctionTest {

  /** Runs the G-8 table to the call, with each row's code. */
  private static Transcript g8Auction() {
    Transcript t = dealt(BRISCOLA, "{}", G8);
    t.ok(bid(1, "2"));
    JsonNode a = t.ok(bid2(2, 61)); // a points bid beats the plain 2
    assertEquals(
        json("[{\"event\":\"bid\",\"seat\":2,\"rank\":\"2\",\"points\":61}]"), a.get("events"));
    assertEquals(
        json("{\"high\":{\"seat\":2,\"rank\":\"2\",\"points\":61},\"passed\":[]}"),
        a.at("/state/auction"));
    // B-66: after 2/61, pass and 2/62 … 2/120
    JsonNode legal = a.at("/state/legal");
    assertEquals(1 + 59, legal.size());
    assertEquals(json("{\"type\":\"pass\",\"seat\":3}"), legal.get(0));
    assertEquals(json("{\"type\":\"bid\",\"seat\":3,\"rank\":\"2\",\"points\":62}"), legal.get(1));
    assertEquals(
        json("{\"type\":\"bid\",\"seat\":3,\"rank\":\"2\",\"points\":120}"), legal.get(59));
    t.rejectedUnchanged(bid(3, "4"), "BID_TOO_LOW");
    t.rejectedUnchanged(bid2(3, 61), "BID_TOO_LOW"); // not above 61
    t.ok(bid2(3, 70));
    t.rejectedUnchanged(bid2(4, 121), "MALFORMED");
    t.ok(pass(4));
    t.ok(pass(0));
    t.ok(pass(1));
    JsonNode end = t.ok(pass(2));
    assertEquals(
        json("[{\"event\":\"passed\",\"seat\":2},{\"event\":\"auction\",\"caller\":3}]"),
        end.get("events"));
    JsonNode s = end.get("state");
    assertEquals(3, s.get("caller").intValue());
    assertEquals(
        json("{\"high\":{\"seat\":3,\"rank\":\"2\",\"points\":70},\"passed\":[0,1,2,4]}"),
        s.get("auction"));
    JsonNode called = t.ok(callSuit(3, "C"));
    assertEquals(
        json("[{\"event\":\"called\",\"seat\":3,\"card\":\"2C\",\"trump\":\"C\"}]"),
        called.get("events"));
    assertEquals("2C", called.at("/state/calledCard").textValue());
    assertEquals("C", called.at("/state/trump").textValue());
    assertEquals(2, called.at("/state/partner").intValue(), "2C was dealt to seat 2");
    return t;
  }

  @Test
  @DisplayName("G-8 B-45 B-46 B-50: the points auction rows; 69 of target 70 fails")
  void g8Failed() {
    Transcript t = g8Auction();
    JsonNode hand = playHand(t, 69, "2", List.of(2, 3), "2C", 3);
    assertEquals(
        "{\"hand\":1,\"sides\":[[2,3],[0,1,4]],\"points\":[69,51],\"tricks\":["
            + hand.at("/tricks/0")
            + ","
            + hand.at("/tricks/1")
            + "],\"winner\":1,"
            + "\"scoreChange\":[1,1,-1,-2,1],\"caller\":3,\"partner\":2,"
            + "\"bid\":{\"rank\":\"2\",\"points\":70},\"calledCard\":\"2C\",\"target\":70,"
            + "\"made\":false,\"payments\":[1,1,-1,-2,1]}",
        Json.write(hand));
  }

  @Test
  @DisplayName("G-8 B-50 B-58: 70 of target 70 is made")
  void g8Made() {
    Transcript t = g8Auction();
    JsonNode hand = playHand(t, 70, "2", List.of(2, 3), "2C", 3);
    assertEquals(
        "{\"hand\":1,\"sides\":[[2,3],[0,1,4]],\"points\":[70,50],\"tricks\":["
            + hand.at("/tricks/0")
            + ","
            + hand.at("/tricks/1")
            + "],\"winner\":0,"
            + "\"scoreChange\":[-1,-1,1,2,-1],\"caller\":3,\"partner\":2,"
            + "\"bid\":{\"rank\":\"2\",\"points\":70},\"calledCard\":\"2C\",\"target\":70,"
            + "\"made\":true,\"payments\":[-1,-1,1,2,-1]}",
        Json.write(hand));
  }

  @Test
  @DisplayName("G-8 B-46 B-67: in a fresh auction a first bid of 2/61 is BID_TOO_LOW")
  void g8FreshPointsBid() {
    Transcript t = dealt(BRISCOLA, "{}", G8);
    JsonNode r = t.rejectedUnchanged(bid2(1, 61), "BID_TOO_LOW");
    assertEquals(
        "A bid of 2 with points is possible only after a plain 2",
        r.at("/error/message").textValue());
    t.ok(bid(1, "2"));
    assertEquals(
        json("{\"high\":{\"seat\":1,\"rank\":\"2\"},\"passed\":[]}"),
        json(t.summary()).get("auction"));
  }

  @Test
  @DisplayName("G-8 B-62: biscambiggia-chiamata, a first bid of 60 is BID_TOO_LOW, 61 is ok")
  void g8Biscambiggia() {
    Transcript t = dealt(BISCAMBIGGIA, "{}", G8);
    JsonNode s = json(t.summary());
    JsonNode legal = s.get("legal");
    assertEquals(1 + 60, legal.size(), "B-66: pass, then 61 … 120");
    assertEquals(json("{\"type\":\"pass\",\"seat\":1}"), legal.get(0));
    assertEquals(json("{\"type\":\"bid\",\"seat\":1,\"points\":61}"), legal.get(1));
    assertEquals(json("{\"type\":\"bid\",\"seat\":1,\"points\":120}"), legal.get(60));
    JsonNode r = t.rejectedUnchanged(points(1, 60), "BID_TOO_LOW");
    assertEquals("Bid at least 61 points", r.at("/error/message").textValue());
    JsonNode a = t.ok(points(1, 61));
    assertEquals(json("[{\"event\":\"bid\",\"seat\":1,\"points\":61}]"), a.get("events"));
    assertEquals(
        json("{\"high\":{\"seat\":1,\"points\":61},\"passed\":[]}"), a.at("/state/auction"));
    t.rejectedUnchanged(points(2, 61), "BID_TOO_LOW");
    t.ok(points(2, 62));
    t.ok(pass(3));
    t.ok(pass(4));
    t.ok(pass(0));
    JsonNode end = t.ok(pass(1));
    assertEquals(2, end.at("/state/caller").intValue());
    JsonNode calls = end.at("/state/legal");
    assertEquals(40, calls.size(), "B-66: every card of the deck");
    assertEquals(json("{\"type\":\"call\",\"seat\":2,\"card\":\"AH\"}"), calls.get(0));
    assertEquals(json("{\"type\":\"call\",\"seat\":2,\"card\":\"KS\"}"), calls.get(39));
    t.rejectedUnchanged(callSuit(2, "C"), "ILLEGAL_CALL");
    t.rejectedUnchanged(callSuit(2, "NT"), "ILLEGAL_CALL");
    JsonNode called = t.ok(callCard(2, "ac"));
    assertEquals(
        json("[{\"event\":\"called\",\"seat\":2,\"card\":\"AC\",\"trump\":\"C\"}]"),
        called.get("events"));
    // AC (index 20) was dealt to seat (1 + 20) mod 5 = 1
    assertEquals(1, called.at("/state/partner").intValue());
    GameState from = t.referee.state().get();
    List<Action> path = Transcript.playout(from, r2 -> true, 8);
    JsonNode last = null;
    for (Action action : path) {
      last = t.ok(act(Json.write(Json.action(action))));
    }
    JsonNode hand = null;
    for (JsonNode e : last.get("events")) {
      if ("hand".equals(e.get("event").textValue())) {
        hand = e.get("result");
      }
    }
    int taken = hand.at("/points/0").intValue();
    assertEquals(json("[[1,2],[0,3,4]]"), hand.get("sides"));
    assertEquals(120, taken + hand.at("/points/1").intValue());
    assertEquals(json("{\"points\":62}"), hand.get("bid"), "B-63: bid {\"points\":N}");
    assertEquals(62, hand.get("target").intValue(), "B-62: the target is the bid");
    assertEquals(taken >= 62, hand.get("made").booleanValue());
    assertEquals("AC", hand.get("calledCard").textValue());
    assertEquals(hand.get("payments"), hand.get("scoreChange"));
  }
}
