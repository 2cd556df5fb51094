package dev.mazzo.protocol;

import static dev.mazzo.protocol.ChiamataTranscript.BRISCOLA;
import static dev.mazzo.protocol.ChiamataTranscript.DECK;
import static dev.mazzo.protocol.ChiamataTranscript.assertPassedOn;
import static dev.mazzo.protocol.ChiamataTranscript.assertViewsPartner;
import static dev.mazzo.protocol.ChiamataTranscript.bid;
import static dev.mazzo.protocol.ChiamataTranscript.callSuit;
import static dev.mazzo.protocol.ChiamataTranscript.dealt;
import static dev.mazzo.protocol.ChiamataTranscript.json;
import static dev.mazzo.protocol.ChiamataTranscript.pass;
import static dev.mazzo.protocol.ChiamataTranscript.playHand;
import static dev.mazzo.protocol.Transcript.names;
import static dev.mazzo.protocol.Transcript.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Referee transcripts of Briscola chiamata's rank auction, the golden example G-7 (briscola.md §16)
 * step by step: the auction's rows and codes (B-44 … B-51), the call, the secret partner in VIEW
 * (B-55, B-70), the declarer alone (B-53), and the HAND_RESULT of a made and a failed contract
 * (B-57 … B-59, B-72).
 */
class RefereeChiamataRankAuctionTest {

  /** G-7: 5D at order[2], dealt to seat 3 (B-43); the rest in deck order. */
  private static final Seq<Card> G7 = order(DECK, 2, "5D");

  /** G-7, alone: 5D at order[3], dealt to seat 4, the declarer. */
  private static final Seq<Card> G7_ALONE = order(DECK, 3, "5D");

  /** One row of the G-7 table: the line, the code (null for ok) and toAct afterwards. */
  private record Step(String line, String code, int toAct) {}

  private static final List<Step> G7_STEPS =
      List.of(
          new Step(bid(1, "A"), null, 2),
          new Step(bid(2, "K"), null, 3), // a jump past 3 is allowed
          new Step(pass(3), null, 4),
          new Step(bid(3, "2"), "ALREADY_PASSED", 4),
          new Step(bid(4, "J"), null, 0),
          new Step(pass(0), null, 1),
          new Step(bid(1, "Q"), "BID_TOO_LOW", 1), // Q is not below J
          new Step(bid(1, "7"), null, 2),
          new Step(pass(2), null, 4), // seat 3 has passed
          new Step(bid(4, "5"), null, 1),
          new Step(pass(1), null, 4)); // the auction ends: declarer 4

  /** Runs the G-7 auction, checking every row, every VIEW, and that rejections change nothing. */
  private static Transcript g7Auction(Seq<Card> order, String options) {
    Transcript t = dealt(BRISCOLA, options, order);
    JsonNode s = json(t.summary());
    assertEquals("bid", s.get("phase").textValue());
    assertEquals(1, s.get("toAct").intValue(), "B-44: the eldest bids first");
    for (int i = 0; i < G7_STEPS.size(); i++) {
      Step step = G7_STEPS.get(i);
      JsonNode a =
          step.code() == null ? t.ok(step.line()) : t.rejectedUnchanged(step.line(), step.code());
      assertEquals(step.toAct(), a.at("/state/toAct").intValue(), "G-7 row " + (i + 1));
      assertViewsPartner(t, null);
    }
    return t;
  }

  @Test
  @DisplayName("G-7 B-44 … B-51: the table's 12 rows, each code, toAct, events and SUMMARY")
  void g7Table() {
    Transcript t = g7Auction(G7, "{\"dealer\":0}");
    JsonNode s = json(t.summary());
    // row 11: the auction has ended with declarer 4 and bid 5
    assertEquals("call", s.get("phase").textValue());
    assertEquals(4, s.get("toAct").intValue());
    assertEquals(
        json("{\"high\":{\"seat\":4,\"rank\":\"5\"},\"passed\":[0,1,2,3]}"), s.get("auction"));
    assertEquals(4, s.get("caller").intValue());
    assertTrue(s.get("calledCard").isNull());
    assertTrue(s.get("partner").isNull(), "B-69: null before the call");
    assertTrue(s.get("trump").isNull(), "B-51: trump null until the call");
    assertEquals(
        json(
            "[{\"type\":\"call\",\"seat\":4,\"suit\":\"H\"},{\"type\":\"call\",\"seat\":4,\"suit\":\"D\"},"
                + "{\"type\":\"call\",\"seat\":4,\"suit\":\"C\"},{\"type\":\"call\",\"seat\":4,\"suit\":\"S\"}]"),
        s.get("legal"),
        "B-66: H, D, C, S");
    // B-69: protocol.md's SUMMARY fields, then the chiamata's
    List<String> fields = new ArrayList<>(Transcript.SUMMARY_FIELDS);
    fields.addAll(List.of("auction", "caller", "calledCard", "partner"));
    assertEquals(fields, names(s));
    JsonNode view = t.ok("{\"cmd\":\"view\",\"seat\":1}");
    assertEquals(
        json("[{\"event\":\"passed\",\"seat\":1},{\"event\":\"auction\",\"caller\":4}]"),
        view.get("events"),
        "B-71: passed, then auction");

    // row 12
    JsonNode a = t.ok(callSuit(4, "D"));
    assertEquals(
        json("[{\"event\":\"called\",\"seat\":4,\"card\":\"5D\",\"trump\":\"D\"}]"),
        a.get("events"));
    s = a.get("state");
    assertEquals("5D", s.get("calledCard").textValue());
    assertEquals("D", s.get("trump").textValue());
    assertTrue(s.get("trumpCard").isNull(), "B-69: chiamata trumpCard always null");
    assertEquals(json("[]"), s.get("stock"));
    assertEquals(3, s.get("partner").intValue(), "the SUMMARY knows the partner");
    assertEquals("play", s.get("phase").textValue());
    assertEquals(1, s.get("toAct").intValue(), "B-54: the eldest leads");
    assertEquals(json("[[0],[1],[2],[3],[4]]"), s.get("sides"), "B-3: match sides");
    assertViewsPartner(t, null);
    JsonNode v3 = t.ok("{\"cmd\":\"view\",\"seat\":3}").get("view");
    assertEquals("5D", v3.get("calledCard").textValue());
    assertEquals(4, v3.get("caller").intValue());
    assertEquals(
        json("{\"high\":{\"seat\":4,\"rank\":\"5\"},\"passed\":[0,1,2,3]}"), v3.get("auction"));
  }

  @Test
  @DisplayName("G-7 B-54: with firstLead caller, seat 4 leads after the call")
  void g7FirstLeadCaller() {
    Transcript t = g7Auction(G7, "{\"dealer\":0,\"firstLead\":\"caller\"}");
    assertEquals(4, t.ok(callSuit(4, "D")).at("/state/toAct").intValue());
  }

  @Test
  @DisplayName(
      "G-7 B-55 B-57 … B-59 B-72: partner revealed by 5D; 66 points made, payments [-1,-1,-1,1,2]")
  void g7Made() {
    Transcript t = g7Auction(G7, "{}");
    t.ok(callSuit(4, "D"));
    JsonNode hand = playHand(t, 66, "3", List.of(3, 4), "5D", 4);
    String expected =
        "{\"hand\":1,\"sides\":[[3,4],[0,1,2]],\"points\":[66,54],\"tricks\":["
            + hand.at("/tricks/0")
            + ","
            + hand.at("/tricks/1")
            + "],\"winner\":0,"
            + "\"scoreChange\":[-1,-1,-1,1,2],\"caller\":4,\"partner\":3,\"bid\":{\"rank\":\"5\"},"
            + "\"calledCard\":\"5D\",\"target\":61,\"made\":true,\"payments\":[-1,-1,-1,1,2]}";
    assertEquals(expected, Json.write(hand));
    assertEquals(json("[" + expected + "]"), json(t.summary()).get("results"));
    assertPassedOn(t, 2, 1, "[-1,-1,-1,1,2]");
  }

  @Test
  @DisplayName("G-7 B-58 B-59: 60 points fail the rank contract, payments [1,1,1,-1,-2]")
  void g7Failed() {
    Transcript t = g7Auction(G7, "{}");
    t.ok(callSuit(4, "D"));
    JsonNode hand = playHand(t, 60, "3", List.of(3, 4), "5D", 4);
    assertEquals(
        "{\"hand\":1,\"sides\":[[3,4],[0,1,2]],\"points\":[60,60],\"tricks\":["
            + hand.at("/tricks/0")
            + ","
            + hand.at("/tricks/1")
            + "],\"winner\":1,"
            + "\"scoreChange\":[1,1,1,-1,-2],\"caller\":4,\"partner\":3,\"bid\":{\"rank\":\"5\"},"
            + "\"calledCard\":\"5D\",\"target\":61,\"made\":false,\"payments\":[1,1,1,-1,-2]}",
        Json.write(hand));
    assertPassedOn(t, 2, 1, "[1,1,1,-1,-2]");
  }

  @Test
  @DisplayName("G-7 B-53: 5D dealt to the caller, alone: partner null, sides [[4],[0,1,2,3]], ±4")
  void g7Alone() {
    Transcript t = g7Auction(G7_ALONE, "{}");
    JsonNode s = t.ok(callSuit(4, "D")).get("state");
    assertTrue(s.has("partner") && s.get("partner").isNull(), "B-69: null when alone");
    assertViewsPartner(t, null);
    JsonNode hand = playHand(t, 66, "null", List.of(4), "5D", 4);
    assertEquals(
        "{\"hand\":1,\"sides\":[[4],[0,1,2,3]],\"points\":[66,54],\"tricks\":["
            + hand.at("/tricks/0")
            + ","
            + hand.at("/tricks/1")
            + "],\"winner\":0,"
            + "\"scoreChange\":[-1,-1,-1,-1,4],\"caller\":4,\"partner\":null,\"bid\":{\"rank\":\"5\"},"
            + "\"calledCard\":\"5D\",\"target\":61,\"made\":true,\"payments\":[-1,-1,-1,-1,4]}",
        Json.write(hand));

    Transcript u = g7Auction(G7_ALONE, "{}");
    u.ok(callSuit(4, "D"));
    JsonNode failed = playHand(u, 60, "null", List.of(4), "5D", 4);
    assertEquals(json("[1,1,1,1,-4]"), failed.get("payments"));
    assertEquals(json("[1,1,1,1,-4]"), failed.get("scoreChange"));
    assertEquals(json("[[4],[0,1,2,3]]"), failed.get("sides"));
    assertFalse(failed.get("made").booleanValue());
  }
}
