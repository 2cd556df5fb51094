package dev.mazzo.protocol;

import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static dev.mazzo.protocol.Transcript.order;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import io.vavr.collection.Seq;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Referee transcripts of Briscola chiamata and Biscambiggia chiamata: the golden examples G-7 and
 * G-8 (briscola.md §16) step by step, the secret partner in VIEW (B-55, B-70), the chiamata SUMMARY
 * fields (B-69), events (B-71) and HAND_RESULT (B-49, B-72).
 */
class RefereeChiamataTest {

  static final String BRISCOLA = "briscola-chiamata-5p";
  static final String BISCAMBIGGIA = "biscambiggia-chiamata-5p";
  private static final Deck DECK = Transcript.deck(BRISCOLA);

  /** G-7: 5D at order[2], dealt to seat 3 (B-43); the rest in deck order. */
  private static final Seq<Card> G7 = order(DECK, 2, "5D");

  /** G-7, alone: 5D at order[3], dealt to seat 4, the caller. */
  private static final Seq<Card> G7_ALONE = order(DECK, 3, "5D");

  /** G-8 names no card: the deck in its order. 2C (index 21) goes to seat 2. */
  private static final Seq<Card> G8 = order(DECK);

  private static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  static String bid(int seat, String rank) {
    return act("{\"type\":\"bid\",\"seat\":" + seat + ",\"rank\":\"" + rank + "\"}");
  }

  static String bid2(int seat, int points) {
    return act("{\"type\":\"bid\",\"seat\":" + seat + ",\"rank\":\"2\",\"points\":" + points + "}");
  }

  static String points(int seat, int points) {
    return act("{\"type\":\"bid\",\"seat\":" + seat + ",\"points\":" + points + "}");
  }

  static String pass(int seat) {
    return act("{\"type\":\"pass\",\"seat\":" + seat + "}");
  }

  static String callSuit(int seat, String suit) {
    return act("{\"type\":\"call\",\"seat\":" + seat + ",\"suit\":\"" + suit + "\"}");
  }

  static String callCard(int seat, String card) {
    return act("{\"type\":\"call\",\"seat\":" + seat + ",\"card\":\"" + card + "\"}");
  }

  /** A new match of the variant with these options, dealt with this order. */
  static Transcript dealt(String variant, String options, Seq<Card> order) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\",\"options\":" + options + "}");
    JsonNode a = t.ok(dealLine(order));
    assertEquals(
        json("[{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":null}]"),
        a.get("events"),
        "B-71: trumpCard null in chiamata");
    return t;
  }

  /** Asks every seat for its VIEW and checks the partner key: absent, or present with a value. */
  private static void assertViewsPartner(Transcript t, String expected) {
    for (int seat = 0; seat < 5; seat++) {
      JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":" + seat + "}").get("view");
      if (expected == null) {
        assertFalse(v.has("partner"), () -> "B-55 B-70: no partner key yet in " + v);
      } else {
        assertTrue(v.has("partner"), v::toString);
        assertEquals(json(expected), v.get("partner"), v::toString);
      }
      // the other chiamata keys are always there, after the protocol's fields
      List<String> n = names(v);
      assertEquals(
          List.of("auction", "caller", "calledCard"),
          n.subList(Transcript.SUMMARY_FIELDS.size(), Transcript.SUMMARY_FIELDS.size() + 3));
    }
  }

  // ------------------------------------------------------------------ G-7

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
          new Step(pass(1), null, 4)); // the auction ends: caller 4

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
    // row 11: the auction has ended with caller 4 and bid 5
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
    assertEquals(
        List.of(
            "variant",
            "phase",
            "toAct",
            "dealer",
            "hand",
            "trump",
            "trumpCard",
            "hands",
            "stock",
            "table",
            "captured",
            "sides",
            "score",
            "results",
            "winner",
            "legal",
            "auction",
            "caller",
            "calledCard",
            "partner"),
        names(s));
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

  /**
   * Plays the hand from the call to its end along a play-out whose caller side takes {@code
   * points}, checking the VIEWs' partner key before and after the called card, the partner event
   * right after its {@code played} event, and returns the HAND_RESULT, with the tricks counted from
   * the trick events for {@code callerSide}.
   */
  private static JsonNode playHand(
      Transcript t,
      int points,
      String partnerJson,
      List<Integer> callerSide,
      String calledCard,
      int caller) {
    GameState from = t.referee.state().get();
    List<Action> path = Transcript.playout(from, r -> r.points().get(0) == points, points);
    boolean revealed = false;
    int[] tricks = new int[2];
    JsonNode hand = null;
    for (Action action : path) {
      JsonNode a = t.ok(act(Json.write(Json.action(action))));
      JsonNode events = a.get("events");
      assertEquals("played", events.get(0).get("event").textValue());
      if (calledCard.equals(events.get(0).get("card").textValue())) {
        revealed = true;
        assertEquals(
            json(
                "{\"event\":\"partner\",\"caller\":"
                    + caller
                    + ",\"partner\":"
                    + partnerJson
                    + "}"),
            events.get(1),
            "B-71: partner follows the played event of the called card");
        // every seat sees the same sequence
        for (int seat = 0; seat < 5; seat++) {
          assertEquals(events, t.ok("{\"cmd\":\"view\",\"seat\":" + seat + "}").get("events"));
        }
      } else {
        for (JsonNode e : events) {
          assertFalse("partner".equals(e.get("event").textValue()), events::toString);
        }
      }
      for (JsonNode e : events) {
        if ("trick".equals(e.get("event").textValue())) {
          tricks[callerSide.contains(e.get("winner").intValue()) ? 0 : 1]++;
        }
        if ("hand".equals(e.get("event").textValue())) {
          hand = e.get("result");
        }
      }
      if (hand == null) {
        assertViewsPartner(t, revealed ? partnerJson : null);
      }
    }
    assertTrue(revealed);
    assertEquals(8, tricks[0] + tricks[1], "B-54: 8 tricks");
    assertEquals(tricks[0], hand.at("/tricks/0").intValue());
    assertEquals(tricks[1], hand.at("/tricks/1").intValue());
    return hand;
  }

  /** The state after a finished, non-final chiamata hand (B-42). */
  private static void assertPassedOn(Transcript t, int hand, int dealer, String score) {
    JsonNode s = json(t.summary());
    assertEquals("deal", s.get("phase").textValue());
    assertEquals("chance", s.get("toAct").textValue());
    assertEquals(hand, s.get("hand").intValue());
    assertEquals(dealer, s.get("dealer").intValue());
    assertEquals(json(score), s.get("score"));
    assertEquals(json("{\"high\":null,\"passed\":[]}"), s.get("auction"), "B-42: auction reset");
    assertTrue(
        s.get("caller").isNull() && s.get("calledCard").isNull() && s.get("partner").isNull());
    assertTrue(s.get("trump").isNull() && s.get("trumpCard").isNull());
    assertEquals(json("[[],[],[],[],[]]"), s.get("hands"));
    assertViewsPartner(t, null);
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

  // ------------------------------------------------------------------ G-8

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

  // ------------------------------------------------------------------ passed out (B-49)

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
