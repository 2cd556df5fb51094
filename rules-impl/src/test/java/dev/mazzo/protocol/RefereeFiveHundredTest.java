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
import dev.mazzo.fivehundred.FiveHundredHandResult;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Five Hundred through the referee, JSON lines in and out (five-hundred.md §9 … §11): the
 * HAND_RESULT of F-32's example spelled exactly, the SUMMARY and VIEW fields of F-33 and F-34, the
 * events of F-35 as the act answers and as each seat's view shows them, and MALFORMED for actions
 * of a wrong shape (F-30 check 1).
 */
class RefereeFiveHundredTest {

  private static final String FOUR = "five-hundred-4p";
  private static final String FIVE = "five-hundred-5p";

  private static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  private static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  private static String bid(int seat, int tricks, String suit) {
    return act(
        "{\"type\":\"bid\",\"seat\":"
            + seat
            + ",\"tricks\":"
            + tricks
            + ",\"suit\":\""
            + suit
            + "\"}");
  }

  private static String pass(int seat) {
    return act("{\"type\":\"pass\",\"seat\":" + seat + "}");
  }

  private static Transcript started(String variant, String options) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\",\"options\":" + options + "}");
    return t;
  }

  /** The first legal action of the SUMMARY, sent as it is listed. */
  private static JsonNode firstLegal(Transcript t) {
    JsonNode legal = json(t.summary()).get("legal");
    return t.ok(act(legal.get(0).toString()));
  }

  private static final List<String> FAMILY_FIELDS =
      List.of(
          "auction",
          "contract",
          "kitty",
          "discards",
          "called",
          "partner",
          "out",
          "exposed",
          "tricksBySeat");

  @Test
  void f32TheExampleHandResultSpelledExactly() {
    Transcript t = started(FOUR, "{\"dealer\":3}");
    Deck deck = Transcript.deck(FOUR);
    List<Card> shuffled = new ArrayList<>(deck.cards().toJavaList());
    java.util.Collections.shuffle(shuffled, new java.util.Random(500));
    for (int hand = 1; hand <= 4; hand++) {
      t.ok(dealLine(deck.cards()));
      for (int k = 0; k < 4; k++) {
        firstLegal(t);
      }
    }
    JsonNode s = json(t.summary());
    assertEquals(5, s.get("hand").intValue());
    assertEquals(3, s.get("dealer").intValue(), "F-4: dealer + 1 after each void hand");
    t.ok(dealLine(Array.ofAll(shuffled)));
    t.ok(bid(0, 7, "H"));
    t.ok(pass(1));
    t.ok(pass(2));
    t.ok(pass(3));
    firstLegal(t);
    GameState from = t.referee.state().get();
    List<Action> plays =
        Transcript.playout(
            from, r -> ((FiveHundredHandResult) r).tricksBySeat().equals(Array.of(4, 2, 3, 1)), 5);
    JsonNode last = null;
    for (Action a : plays) {
      last = t.ok(act(Json.write(Json.action(a))));
    }
    JsonNode expected =
        json(
            "{\"hand\":5, \"sides\":[[0,2],[1,3]], \"points\":[7,3], \"winner\":0, \"void\":false,"
                + " \"dealer\":3, \"contractor\":0, \"bid\":{\"tricks\":7,\"suit\":\"H\"},"
                + " \"value\":200, \"partner\":null, \"contractingSide\":0, \"tricks\":[7,3],"
                + " \"tricksBySeat\":[4,2,3,1], \"made\":true, \"slam\":false,"
                + " \"scoreChange\":[200,30]}");
    JsonNode result = last.at("/state/results/4");
    assertEquals(expected, result, "F-32");
    assertEquals(names(expected), names(result), "F-32: the fields in the chapter's order");
    JsonNode events = last.get("events");
    assertEquals(
        json("{\"event\":\"hand\",\"result\":" + expected + "}"),
        events.get(events.size() - 1),
        "PROTOCOL: the hand event");
    assertEquals(json("[200,30]"), last.at("/state/score"));
  }

  @Test
  void f29TheVoidHandAndTheFieldsBetweenHands() {
    Transcript t = started(FOUR, "{}");
    t.ok(dealLine(Transcript.deck(FOUR).cards()));
    t.ok(pass(1));
    t.ok(pass(2));
    t.ok(pass(3));
    JsonNode a = t.ok(pass(0));
    assertEquals(
        json(
            "[{\"event\":\"passed\",\"seat\":0},{\"event\":\"void\"},{\"event\":\"hand\",\"result\":"
                + "{\"hand\":1,\"sides\":[],\"points\":[],\"winner\":null,\"void\":true,\"dealer\":0,"
                + "\"contractor\":null,\"bid\":null,\"value\":null,\"partner\":null,"
                + "\"contractingSide\":null,\"tricks\":[],\"tricksBySeat\":[0,0,0,0],"
                + "\"made\":null,\"slam\":null,\"scoreChange\":[0,0]}}]"),
        a.get("events"),
        "F-29, F-35");
    JsonNode s = a.get("state");
    assertEquals("deal", s.get("phase").textValue());
    assertEquals("chance", s.get("toAct").textValue());
    for (String empty : List.of("auction", "kitty", "discards", "out", "table")) {
      assertEquals(json("[]"), s.get(empty), "F-33 between hands: " + empty);
    }
    assertEquals(43, s.get("stock").size(), "docs/protocol.md: before a deal, the deck to shuffle");
    assertEquals(json("[[],[],[],[]]"), s.get("hands"));
    assertEquals(json("[[],[],[],[]]"), s.get("captured"));
    for (String none : List.of("contract", "trump", "called", "partner", "exposed")) {
      assertTrue(s.get(none).isNull(), "F-33 between hands: " + none);
    }
    assertEquals(json("[0,0,0,0]"), s.get("tricksBySeat"));
  }

  @Test
  void f33F34F35AFiveHandedHandThroughTheReferee() {
    Deck deck = Transcript.deck(FIVE);
    Transcript t = started(FIVE, "{\"dealer\":3}");
    JsonNode fresh = json(t.summary());
    List<String> fields = new ArrayList<>(Transcript.SUMMARY_FIELDS);
    fields.addAll(FAMILY_FIELDS);
    assertEquals(fields, names(fresh), "F-33: PROTOCOL's fields, then the family's");
    // AH at order[3]: the second packet of round 1, seat 0 (dealer 3: packets to 4, 0, 1 ...).
    JsonNode dealt = t.ok(dealLine(order(deck, 3, "AH")));
    assertEquals(json("[{\"event\":\"dealt\",\"dealer\":3}]"), dealt.get("events"), "F-35");
    JsonNode s = dealt.get("state");
    assertEquals("bid", s.get("phase").textValue());
    assertEquals(3, s.get("kitty").size(), "F-33: the kitty from the deal");
    assertEquals(json("[]"), s.get("stock"));
    for (String none : List.of("contract", "trump", "called", "partner", "exposed")) {
      assertTrue(s.get(none).isNull(), "F-33 before it is known: " + none);
    }
    assertEquals(
        json("[{\"event\":\"bid\",\"seat\":4,\"tricks\":7,\"suit\":\"S\"}]"),
        t.ok(bid(4, 7, "S")).get("events"));
    assertEquals(json("[{\"event\":\"passed\",\"seat\":0}]"), t.ok(pass(0)).get("events"));
    t.ok(pass(1));
    t.ok(pass(2));
    JsonNode won = t.ok(pass(3));
    JsonNode kittyCards = s.get("kitty");
    assertEquals(
        json(
            "[{\"event\":\"passed\",\"seat\":3},{\"event\":\"contract\",\"seat\":4,\"bid\":"
                + "{\"tricks\":7,\"suit\":\"S\"}},{\"event\":\"kitty\",\"seat\":4,\"cards\":"
                + kittyCards
                + "}]"),
        won.get("events"),
        "F-35");
    s = won.get("state");
    assertEquals(
        json(
            "[{\"seat\":4,\"tricks\":7,\"suit\":\"S\"},{\"seat\":0,\"pass\":true},"
                + "{\"seat\":1,\"pass\":true},{\"seat\":2,\"pass\":true},{\"seat\":3,\"pass\":true}]"),
        s.get("auction"),
        "F-33 auction");
    assertEquals(
        json("{\"contractor\":4,\"bid\":{\"tricks\":7,\"suit\":\"S\"},\"value\":140}"),
        s.get("contract"));
    assertEquals("S", s.get("trump").textValue());
    assertEquals(json("[]"), s.get("kitty"), "F-33: [] once picked up");
    JsonNode other = t.ok("{\"cmd\":\"view\",\"seat\":1}");
    assertEquals(
        json("{\"event\":\"kitty\",\"seat\":4}"),
        other.get("events").get(2),
        "F-35: the kitty's cards only in the contractor's view");
    JsonNode own = t.ok("{\"cmd\":\"view\",\"seat\":4}");
    assertEquals(kittyCards, own.get("events").get(2).get("cards"));
    assertEquals(13, own.at("/view/hands/4").size());
    assertEquals(13, other.at("/view/hands/4").intValue(), "F-34: counts of other hands");

    JsonNode discarded = firstLegal(t);
    assertEquals(
        json("[{\"event\":\"discarded\",\"seat\":4,\"count\":3}]"), discarded.get("events"));
    assertEquals(3, discarded.at("/state/discards").size());
    JsonNode ownView = t.ok("{\"cmd\":\"view\",\"seat\":4}").get("view");
    JsonNode otherView = t.ok("{\"cmd\":\"view\",\"seat\":0}").get("view");
    assertEquals(discarded.at("/state/discards"), ownView.get("discards"), "F-34: his own");
    assertEquals(3, otherView.get("discards").intValue(), "F-34: a count");
    assertEquals(0, otherView.get("kitty").intValue());
    List<String> viewFields = new ArrayList<>(fields);
    viewFields.remove("partner");
    assertEquals(viewFields, names(otherView), "F-34: the SUMMARY's shape without partner");

    JsonNode called = t.ok(act("{\"type\":\"call\",\"seat\":4,\"card\":\"AH\"}"));
    assertEquals(json("[{\"event\":\"called\",\"seat\":4,\"card\":\"AH\"}]"), called.get("events"));
    assertEquals("AH", called.at("/state/called").textValue());
    assertEquals(0, called.at("/state/partner").intValue(), "the referee sees every card");
    for (int seat = 0; seat < 5; seat++) {
      JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":" + seat + "}").get("view");
      assertFalse(v.has("partner"), "F-34: no partner key before AH is played");
      assertEquals("AH", v.get("called").textValue(), "F-12: the call is public");
    }
    // Seat 4 leads KC; seat 0, void in clubs, plays AH.
    JsonNode answer = t.ok(act("{\"type\":\"play\",\"seat\":4,\"card\":\"KC\"}"));
    assertEquals(0, answer.at("/state/toAct").intValue());
    answer = t.ok(act("{\"type\":\"play\",\"seat\":0,\"card\":\"AH\"}"));
    assertEquals(
        json(
            "[{\"event\":\"played\",\"seat\":0,\"card\":\"AH\"},"
                + "{\"event\":\"partner\",\"caller\":4,\"partner\":0}]"),
        answer.get("events"),
        "F-35: partner right after the played event");
    for (int seat = 0; seat < 5; seat++) {
      JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":" + seat + "}").get("view");
      assertEquals(0, v.get("partner").intValue(), "F-34: known once AH is played");
    }
  }

  @Test
  void f18F33F35TheJokerLedInNoTrumpsCarriesItsSuit() {
    Deck deck = Transcript.deck(FOUR);
    Transcript t = started(FOUR, "{}");
    t.ok(dealLine(order(deck, 0, "JK")));
    t.ok(bid(1, 6, "NT"));
    t.ok(pass(2));
    t.ok(pass(3));
    JsonNode s = t.ok(pass(0)).get("state");
    assertEquals("NT", s.get("trump").textValue(), "F-33");
    firstLegal(t);
    t.rejectedUnchanged(
        act("{\"type\":\"play\",\"seat\":1,\"card\":\"JK\"}"), "ILLEGAL_JOKER_SUIT");
    t.rejectedUnchanged(
        act("{\"type\":\"play\",\"seat\":1,\"card\":\"JK\",\"suit\":\"NT\"}"), "MALFORMED");
    JsonNode led = t.ok(act("{\"type\":\"play\",\"seat\":1,\"card\":\"JK\",\"suit\":\"D\"}"));
    assertEquals(
        json("[{\"event\":\"played\",\"seat\":1,\"card\":\"JK\",\"suit\":\"D\"}]"),
        led.get("events"),
        "F-35");
    assertEquals(
        json("[{\"seat\":1,\"card\":\"JK\",\"suit\":\"D\"}]"), led.at("/state/table"), "F-33");
    JsonNode view = t.ok("{\"cmd\":\"view\",\"seat\":2}").get("view");
    assertEquals(json("[{\"seat\":1,\"card\":\"JK\",\"suit\":\"D\"}]"), view.get("table"));
  }

  @Test
  void f21F35TheOpenMisereExposed() {
    Transcript t = started(FOUR, "{\"openMisereExpose\":\"before-lead\"}");
    t.ok(dealLine(Transcript.deck(FOUR).cards()));
    assertEquals(
        json("[{\"event\":\"bid\",\"seat\":1,\"misere\":\"open\"}]"),
        t.ok(act("{\"type\":\"bid\",\"seat\":1,\"misere\":\"open\"}")).get("events"));
    t.ok(pass(2));
    t.ok(pass(3));
    JsonNode s = t.ok(pass(0)).get("state");
    assertEquals(
        json("{\"contractor\":1,\"bid\":{\"misere\":\"open\"},\"value\":500}"), s.get("contract"));
    assertEquals(json("[3]"), s.get("out"), "F-15, F-33");
    assertEquals("NT", s.get("trump").textValue());
    JsonNode d = firstLegal(t);
    JsonNode hand = d.at("/state/hands/1");
    assertEquals(
        json(
            "[{\"event\":\"discarded\",\"seat\":1,\"count\":3},{\"event\":\"exposed\",\"seat\":1,"
                + "\"cards\":"
                + hand
                + "}]"),
        d.get("events"),
        "F-21, F-35");
    assertEquals(hand, d.at("/state/exposed"));
    JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":2}").get("view");
    assertEquals(hand, v.get("exposed"), "F-34: exposed is public");
  }

  @Test
  void f30MalformedShapesOnTheWire() {
    Transcript t = started(FOUR, "{}");
    t.ok(dealLine(Transcript.deck(FOUR).cards()));
    for (String bad :
        List.of(
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":11,\"suit\":\"H\"}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":5,\"suit\":\"H\"}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":\"7\",\"suit\":\"H\"}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":7.5,\"suit\":\"H\"}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":7,\"suit\":\"X\"}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":7}",
            "{\"type\":\"bid\",\"seat\":1,\"tricks\":7,\"suit\":\"H\",\"misere\":\"open\"}",
            "{\"type\":\"bid\",\"seat\":1}",
            "{\"type\":\"bid\",\"seat\":1,\"misere\":\"half\"}",
            "{\"type\":\"bid\",\"seat\":4,\"tricks\":7,\"suit\":\"H\"}",
            "{\"type\":\"call\",\"seat\":1,\"alone\":true}",
            "{\"type\":\"discard\",\"seat\":1,\"cards\":[\"AH\",\"AH\",\"KH\"]}",
            "{\"type\":\"discard\",\"seat\":1,\"cards\":[\"2H\",\"AH\",\"KH\"]}",
            "{\"type\":\"play\",\"seat\":1,\"card\":\"AH\",\"suit\":\"NT\"}",
            "{\"type\":\"trump\",\"seat\":1,\"suit\":\"H\"}")) {
      t.rejectedUnchanged(act(bad), "MALFORMED");
    }
    Transcript five = started(FIVE, "{}");
    five.ok(dealLine(Transcript.deck(FIVE).cards()));
    for (String bad :
        List.of(
            "{\"type\":\"call\",\"seat\":1,\"card\":\"AH\",\"alone\":true}",
            "{\"type\":\"call\",\"seat\":1}",
            "{\"type\":\"call\",\"seat\":1,\"card\":\"13H\"}")) {
      five.rejectedUnchanged(act(bad), "MALFORMED");
    }
    five.rejectedUnchanged(act("{\"type\":\"call\",\"seat\":1,\"alone\":true}"), "WRONG_PHASE");
    Card ignored = Transcript.deck(FIVE).card(0);
    assertEquals("AH", ignored.code());
  }

  @Test
  void f30TricksBeyondAnIntAreOutOfRangeNotOfTheWrongKind() {
    Transcript t = started(FOUR, "{}");
    t.ok(dealLine(Transcript.deck(FOUR).cards()));
    String[][] cases = {
      {"1099511627776", "\"tricks\" must be 6 to 10, not 1099511627776"},
      {"-1099511627776", "\"tricks\" must be 6 to 10, not -1099511627776"},
      {"9".repeat(50), "\"tricks\" must be 6 to 10, not " + "9".repeat(40) + "…"},
      {"-1", "\"tricks\" must be 6 to 10, not -1"},
      {"7.5", "\"tricks\" must be a whole number, not the number 7.5"},
      {"1e400", "\"tricks\" must be a whole number, not the number Infinity"},
    };
    for (String[] c : cases) {
      JsonNode a =
          t.rejectedUnchanged(
              act("{\"type\":\"bid\",\"seat\":1,\"tricks\":" + c[0] + ",\"suit\":\"H\"}"),
              "MALFORMED");
      assertEquals(c[1], a.at("/error/message").textValue(), c[0]);
    }
  }
}
