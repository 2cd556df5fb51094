package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import io.vavr.collection.Array;
import org.junit.jupiter.api.Test;

/**
 * The variant tables of five-hundred.md F-1, F-2 and F-4, built here by {@link Spec#of} (not read
 * from the catalog's static tables): decks in canonical order, match sides, the dealer option's
 * range and the trump contexts.
 */
class SpecTableTest {

  private static String codes(Deck deck) {
    return deck.cards().map(Card::code).mkString(" ");
  }

  @Test
  void f2DecksInCanonicalOrder() {
    Spec three = Spec.of(3);
    assertEquals(33, three.deck.size(), "F-2: 3p A to 7 and the joker");
    assertEquals(
        "AH 7H 8H 9H 10H JH QH KH AD 7D 8D 9D 10D JD QD KD"
            + " AC 7C 8C 9C 10C JC QC KC AS 7S 8S 9S 10S JS QS KS JK",
        codes(three.deck),
        "F-2: suits H D C S, A 2 … 13 J Q K, then the joker");
    Spec four = Spec.of(4);
    assertEquals(43, four.deck.size(), "F-2: 4p red to 4, black to 5");
    assertTrue(four.deck.parse("4D").isDefined(), "F-2: red 4s");
    assertFalse(four.deck.parse("4C").isDefined(), "F-2: no black 4s");
    assertTrue(four.deck.parse("5S").isDefined(), "F-2: black 5s");
    assertEquals("JK", four.deck.card(42).code(), "F-2: the joker last");
    assertEquals(53, Spec.of(5).deck.size(), "F-2: 5p 52 and the joker");
    Spec six = Spec.of(6);
    assertEquals(63, six.deck.size(), "F-2: 6p 11s, 12s and red 13s");
    assertTrue(six.deck.parse("13H").isDefined());
    assertFalse(six.deck.parse("13S").isDefined(), "F-2: no black 13s");
  }

  @Test
  void f1SidesAndSeats() {
    Spec three = Spec.of(3);
    assertEquals("five-hundred-3p", three.id);
    assertEquals(3, three.players);
    assertFalse(three.teams);
    assertEquals(Array.of(Array.of(0), Array.of(1), Array.of(2)), three.sides);
    assertArrayEquals(new int[] {0, 1, 2}, three.sideOf);
    Spec four = Spec.of(4);
    assertTrue(four.teams);
    assertEquals(Array.of(Array.of(0, 2), Array.of(1, 3)), four.sides);
    assertArrayEquals(new int[] {0, 1, 0, 1}, four.sideOf, "F-1: partners sit opposite");
    Spec five = Spec.of(5);
    assertEquals("five-hundred-5p", five.id);
    assertEquals(5, five.sides.size());
    assertArrayEquals(new int[] {0, 1, 2, 3, 4}, five.sideOf);
    Spec six = Spec.of(6);
    assertEquals("five-hundred-6p", six.id);
    assertArrayEquals(new int[] {0, 1, 0, 1, 0, 1}, six.sideOf);
  }

  @Test
  void f4TheDealerOptionNamesASeat() {
    for (int players = 3; players <= 6; players++) {
      Spec spec = Spec.of(players);
      var dealer = spec.options.find(o -> o.name().equals("dealer")).get();
      assertEquals(0, dealer.min());
      assertEquals(players - 1, dealer.max(), "F-4: a seat of " + players);
      assertTrue(dealer.check(players - 1).isEmpty());
      assertTrue(dealer.check(players).isDefined(), "F-4: no seat " + players);
    }
  }

  @Test
  void f14TheTrumpContextsOfEverySuit() {
    Spec four = Spec.of(4);
    Deck deck = four.deck;
    int jh = deck.idOf(deck.parse("JH").get());
    int jd = deck.idOf(deck.parse("JD").get());
    int as = deck.idOf(deck.parse("AS").get());
    int jk = deck.idOf(deck.parse("JK").get());
    assertTrue(four.context(0).isTrump(jh), "F-14: hearts, the right bower");
    assertTrue(four.context(0).isTrump(jd), "F-14: hearts, the left bower");
    assertFalse(four.context(0).isTrump(as));
    assertTrue(four.context(1).isTrump(jh), "F-14: diamonds, the left bower");
    assertTrue(four.context(3).isTrump(as), "F-14: spades");
    assertFalse(four.context(-1).isTrump(jh), "F-18: no-trump");
    assertTrue(four.context(-1).isTrump(jk), "F-18: the joker alone");
  }
}
