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

/**
 * What the chiamata referee tests share (briscola.md §16): the two ids, the G-8 deal order, the
 * request lines of the auction and the call, a dealt match, and the checks of the partner key in
 * every VIEW (B-55, B-70), of a hand played to an exact score and of a hand passed on (B-42).
 */
final class ChiamataTranscript {

  static final String BRISCOLA = "briscola-chiamata-5p";
  static final String BISCAMBIGGIA = "biscambiggia-chiamata-5p";
  static final Deck DECK = Transcript.deck(BRISCOLA);

  /** G-8 names no card: the deck in its order. 2C (index 21) goes to seat 2. */
  static final Seq<Card> G8 = order(DECK);

  private ChiamataTranscript() {}

  static JsonNode json(String text) {
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
  static void assertViewsPartner(Transcript t, String expected) {
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

  /**
   * Plays the hand from the call to its end along a play-out whose declarer side takes {@code
   * points}, checking the VIEWs' partner key before and after the called card, the partner event
   * right after its {@code played} event, and returns the HAND_RESULT, with the tricks counted from
   * the trick events for {@code declarerSide}.
   */
  static JsonNode playHand(
      Transcript t,
      int points,
      String partnerJson,
      List<Integer> declarerSide,
      String calledCard,
      int declarer) {
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
                    + declarer
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
          tricks[declarerSide.contains(e.get("winner").intValue()) ? 0 : 1]++;
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
  static void assertPassedOn(Transcript t, int hand, int dealer, String score) {
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
}
