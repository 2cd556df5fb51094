package dev.mazzo.protocol;

import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.order;
import static dev.mazzo.protocol.Transcript.playLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.GameState;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Referee transcripts of G-6 (Sueca follows suit) and G-10 (two decks), briscola.md §16. */
class RefereeFamilyGoldenTest {

  private static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  // ------------------------------------------------------------------ G-6

  /** The G-6 order, exactly as printed in the chapter. */
  private static final String[] G6 = {
    "4H", "7H", "2S", "AH", "5H", "JH", "3S", "2H", "6H", "QH", "4S", "3H", "4D", "KH", "5S", "AD",
    "5D", "AS", "6S", "2D", "6D", "7D", "7S", "3D", "4C", "JD", "QD", "AC", "5C", "7C", "KD", "2C",
    "6C", "JC", "QC", "3C", "QS", "JS", "KC", "KS"
  };

  private static Transcript g6Dealt() {
    Deck deck = Transcript.deck("sueca-4p");
    Seq<Card> order = Array.of(G6).map(c -> deck.parse(c).get());
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"sueca-4p\",\"options\":{\"dealer\":0}}");
    JsonNode a = t.ok(dealLine(order));
    assertEquals(
        json("[{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"KS\"}]"), a.get("events"));
    return t;
  }

  @Test
  @DisplayName(
      "G-6 B-13 B-16: Sueca holdings, trumpCard KS (the dealer's order[39]), trump S, stock []")
  void g6Deal() {
    Transcript t = g6Dealt();
    JsonNode s = Json.parse(t.summary()).get();
    assertEquals(Transcript.SUMMARY_FIELDS, Transcript.names(s));
    assertEquals(
        json(
            "[[\"AH\",\"2H\",\"3H\",\"AD\",\"2D\",\"3D\",\"AC\",\"2C\",\"3C\",\"KS\"],"
                + "[\"4H\",\"5H\",\"6H\",\"4D\",\"5D\",\"6D\",\"4C\",\"5C\",\"6C\",\"QS\"],"
                + "[\"7H\",\"JH\",\"QH\",\"KH\",\"7D\",\"JD\",\"7C\",\"JC\",\"AS\",\"JS\"],"
                + "[\"QD\",\"KD\",\"QC\",\"KC\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\"]]"),
        s.get("hands"));
    assertEquals("KS", s.get("trumpCard").textValue());
    assertEquals("S", s.get("trump").textValue());
    assertEquals(json("[]"), s.get("stock"), "B-69: Sueca's stock is []");
    assertEquals(1, s.get("toAct").intValue());
    assertEquals("play", s.get("phase").textValue());
    assertEquals(json("[[0,2],[1,3]]"), s.get("sides"));
    assertEquals(10, s.get("legal").size(), "the leader may play any card (B-23)");
    // B-70: trumpCard is shown to every seat; the stock is a count
    JsonNode v = t.ok("{\"cmd\":\"view\",\"seat\":1}").get("view");
    assertEquals("KS", v.get("trumpCard").textValue());
    assertEquals(0, v.get("stock").intValue());
    assertEquals(
        json("[10,[\"4H\",\"5H\",\"6H\",\"4D\",\"5D\",\"6D\",\"4C\",\"5C\",\"6C\",\"QS\"],10,10]"),
        v.get("hands"));
    assertTrue(!v.has("auction") && !v.has("caller") && !v.has("partner"), "no chiamata keys");
  }

  @Test
  @DisplayName(
      "G-6 B-23 B-24 B-67: AS on a heart lead is MUST_FOLLOW_SUIT, state unchanged; 2S trumps")
  void g6FollowSuit() {
    Transcript t = g6Dealt();
    JsonNode first = t.ok(playLine(1, "4H"));
    assertEquals(2, first.at("/state/toAct").intValue());
    // seat 2's legal: its hearts only
    String hearts =
        "[{\"type\":\"play\",\"seat\":2,\"card\":\"7H\"},{\"type\":\"play\",\"seat\":2,\"card\":\"JH\"},"
            + "{\"type\":\"play\",\"seat\":2,\"card\":\"QH\"},{\"type\":\"play\",\"seat\":2,\"card\":\"KH\"}]";
    assertEquals(json(hearts), first.at("/state/legal"));
    assertEquals(json(hearts), t.ok("{\"cmd\":\"view\",\"seat\":2}").at("/view/legal"));

    GameState before = t.referee.state().get();
    String summary = t.summary();
    JsonNode r = t.rejected(playLine(2, "AS"), "MUST_FOLLOW_SUIT");
    assertEquals(
        "You must follow suit: you hold 7H, JH, QH, KH", r.at("/error/message").textValue());
    assertSame(before, t.referee.state().get());
    assertEquals(json(summary), r.get("state"));
    assertEquals(summary, t.summary());

    t.ok(playLine(2, "7H"));
    t.ok(playLine(3, "2S")); // legal: seat 3 holds no heart
    JsonNode a = t.ok(playLine(0, "AH"));
    assertEquals(
        json(
            "[{\"event\":\"played\",\"seat\":0,\"card\":\"AH\"},"
                + "{\"event\":\"trick\",\"winner\":3,\"points\":21,\"cards\":[\"4H\",\"7H\",\"2S\",\"AH\"]}]"),
        a.get("events"),
        "no drew events: Sueca has no stock");
    JsonNode s = a.get("state");
    assertEquals(3, s.get("toAct").intValue());
    assertEquals(json("[[],[],[],[\"AH\",\"4H\",\"7H\",\"2S\"]]"), s.get("captured"));
    assertEquals("KS", s.get("trumpCard").textValue(), "B-16: public while the dealer holds it");
  }

  @Test
  @DisplayName("G-6 B-16 B-69: trumpCard becomes null once the dealer plays KS")
  void g6TrumpCardPlayed() {
    Transcript t = g6Dealt();
    t.ok(playLine(1, "4H"));
    t.ok(playLine(2, "7H"));
    t.ok(playLine(3, "2S"));
    t.ok(playLine(0, "AH"));
    t.ok(playLine(3, "3S"));
    // seat 0 must follow spades with its only spade, KS
    t.rejected(playLine(0, "2H"), "MUST_FOLLOW_SUIT");
    JsonNode a = t.ok(playLine(0, "KS"));
    assertTrue(a.at("/state/trumpCard").isNull());
    assertEquals("S", a.at("/state/trump").textValue());
    assertTrue(t.ok("{\"cmd\":\"view\",\"seat\":2}").at("/view/trumpCard").isNull());
  }

  // ------------------------------------------------------------------ G-10

  private static final Deck BISCA8 = Transcript.deck("bisca-8p");

  /** G-10: order[0..7] as given, order[24] = 4D, every other card in deck order. */
  private static final Seq<Card> G10 =
      order(
          BISCA8, 0, "7S", 1, "AS", 2, "AS#2", 3, "2C", 4, "KS", 5, "7S#2", 6, "3H", 7, "QS", 24,
          "4D");

  @Test
  @DisplayName("G-10 B-4 B-25: two decks, AS before the identical AS#2 wins 48 for side 0")
  void g10() {
    assertEquals(80, BISCA8.size());
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"bisca-8p\",\"options\":{\"dealer\":2}}");
    JsonNode dealt = t.ok(dealLine(G10)).get("state");
    assertEquals(3, dealt.get("toAct").intValue(), "the eldest is next(2)");
    assertEquals("4D", dealt.get("trumpCard").textValue());
    assertEquals("D", dealt.get("trump").textValue());
    assertEquals(56, dealt.get("stock").size(), "B-7: 80 − 24");
    assertEquals(json("[[0,2,4,6],[1,3,5,7]]"), dealt.get("sides"));
    String[] plays = {"7S", "AS", "AS#2", "2C", "KS", "7S#2", "3H", "QS"};
    for (int i = 0; i < 8; i++) {
      int seat = (3 + i) % 8;
      assertTrue(Transcript.texts(dealt.at("/hands/" + seat)).contains(plays[i]), plays[i]);
    }
    JsonNode a = null;
    for (int i = 0; i < 8; i++) {
      // the second copies are read case-insensitively too
      a = t.ok(playLine((3 + i) % 8, i == 2 ? "as#2" : plays[i]));
    }
    assertEquals(
        json(
            "{\"event\":\"trick\",\"winner\":4,\"points\":48,\"cards\":[\"7S\",\"AS\",\"AS#2\","
                + "\"2C\",\"KS\",\"7S#2\",\"3H\",\"QS\"]}"),
        a.at("/events/1"));
    JsonNode events = a.get("events");
    assertEquals(2 + 8, events.size(), "played, trick, then 8 draws");
    for (int k = 0; k < 8; k++) {
      JsonNode drew = events.get(2 + k);
      assertEquals((4 + k) % 8, drew.get("seat").intValue(), "B-27: the winner draws first");
      assertEquals(G10.get(25 + k).code(), drew.get("card").textValue());
    }
    JsonNode s = a.get("state");
    assertEquals(4, s.get("toAct").intValue());
    // B-5: a two-deck pile in canonical order, the plain codes before the #2 copies
    assertEquals(
        json("[\"3H\",\"2C\",\"AS\",\"7S\",\"QS\",\"KS\",\"AS#2\",\"7S#2\"]"), s.at("/captured/4"));
  }

  @Test
  @DisplayName("G-10 B-9 B-64: 2S#2 is a card of bisca-8p but not of bisca-6p (MALFORMED there)")
  void twoDeckCodes() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"bisca-8p\",\"options\":{\"dealer\":2}}");
    t.ok(dealLine(G10));
    // 2S#2 is in the 80-card deck: seat 3 does not hold it
    t.rejected(playLine(3, "2S#2"), "CARD_NOT_IN_HAND");
    JsonNode m = t.rejected(playLine(3, "AS#3"), "MALFORMED");
    assertTrue(m.at("/error/message").textValue().contains("AS#3"), m::toString);

    Deck six = Transcript.deck("bisca-6p");
    assertEquals(78, six.size());
    assertTrue(six.parse("2S#2").isEmpty() && six.parse("2S").isEmpty());
    assertTrue(six.parse("AS#2").isDefined());
    Transcript u = new Transcript();
    u.ok("{\"cmd\":\"new\",\"variant\":\"bisca-6p\"}");
    u.ok(dealLine(order(six)));
    JsonNode r = u.rejected(playLine(1, "2S#2"), "MALFORMED");
    assertEquals("2S#2 is not a card of this game's deck", r.at("/error/message").textValue());
    u.rejected(playLine(1, "2S"), "MALFORMED");
    // a bisca-6p deal must be its 78 cards: the 80-card order is MALFORMED
    Transcript w = new Transcript();
    w.ok("{\"cmd\":\"new\",\"variant\":\"bisca-6p\"}");
    assertEquals(
        List.of("ok", "error", "state"), Transcript.names(w.rejected(dealLine(G10), "MALFORMED")));
  }
}
