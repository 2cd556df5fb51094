package dev.mazzo.euchre;

import static dev.mazzo.euchre.Table.G1;
import static dev.mazzo.euchre.Table.card;
import static dev.mazzo.euchre.Table.ok;
import static dev.mazzo.euchre.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The mapping of euchre.md E-22 between a hand of {@code euchre-4p} and a game of OpenSpiel's
 * {@code euchre}, written as the translation a comparison harness would use: OpenSpiel's card
 * {@code rank * 4 + suit} (suits C D H S, ranks 9 T J Q K A), its pass (24), trump actions 25 … 28
 * (C D H S), go-alone (29) and play-with-partner (30). G-1 is replayed from OpenSpiel's action
 * numbers, and the hand's OpenSpiel return is the declarer's side's score change minus the
 * defenders'.
 */
class OpenSpielMappingTest {

  private static final Suit[] OS_SUITS = {Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES};
  private static final Rank[] OS_RANKS = {
    Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE
  };

  /** E-22: OpenSpiel's card number as a card. */
  static Card fromOpenSpiel(int card) {
    return Card.of(OS_RANKS[card / 4], OS_SUITS[card % 4]);
  }

  /** E-22: a card as OpenSpiel's card number. */
  static int toOpenSpiel(Card card) {
    int suit = Array.of(OS_SUITS).indexOf(card.suit().get());
    return Array.of(OS_RANKS).indexOf(card.rank()) * 4 + suit;
  }

  /** E-22: the dealer and OpenSpiel's 21 dealing chance actions as a deal (the kitty in order). */
  static Deal deal(int[] chance) {
    List<Card> order = new ArrayList<>();
    long seen = 0;
    for (int c : chance) {
      order.add(fromOpenSpiel(c));
      seen |= 1L << c;
    }
    for (int c = 0; c < 24; c++) {
      if ((seen >>> c & 1) == 0) {
        order.add(fromOpenSpiel(c));
      }
    }
    return new Deal(Array.ofAll(order));
  }

  /** E-22: an OpenSpiel player action as the action of the seat to act. */
  static Action action(EuchreState s, int a) {
    int seat = s.toAct();
    if (a == 24) {
      return new Pass(seat);
    }
    if (a >= 25 && a <= 28) {
      return new EuchreAction.MakeTrump(seat, OS_SUITS[a - 25]);
    }
    if (a == 29 || a == 30) {
      return new EuchreAction.GoAlone(seat, a == 29);
    }
    return s.phase() == EuchrePhases.DISCARD
        ? new EuchreAction.Discard(seat, fromOpenSpiel(a))
        : new PlayCard(seat, fromOpenSpiel(a));
  }

  @Test
  @DisplayName("E-22: OpenSpiel's card numbers are rank * 4 + suit, suits C D H S, ranks 9 … A")
  void e22_cards() {
    assertEquals(card("9C"), fromOpenSpiel(0));
    assertEquals(card("JH"), fromOpenSpiel(10));
    assertEquals(card("JD"), fromOpenSpiel(9));
    assertEquals(card("10S"), fromOpenSpiel(7));
    assertEquals(card("AS"), fromOpenSpiel(23));
    for (int c = 0; c < 24; c++) {
      assertEquals(c, toOpenSpiel(fromOpenSpiel(c)));
    }
  }

  @Test
  @DisplayName("E-22: G-1 replayed from OpenSpiel's actions; its return is the makers' +2")
  void e22_g1FromOpenSpielActions() {
    int[] chance = new int[21];
    for (int i = 0; i < 21; i++) {
      chance[i] = toOpenSpiel(G1.order().get(i));
    }
    // Dealer selection 0 is the option dealer 0; then the 21 dealing actions, the same deal.
    EuchreState s = ok(start("dealer", 0), deal(chance));
    assertEquals(Table.codes(ok(start(), G1).hand(2)), Table.codes(s.hand(2)));
    List<Integer> plays = new ArrayList<>();
    for (String trick :
        new String[] {
          "AD QH 10D 9H", "JH AC 10H 9S", "JD KC QS 10C", "AH QC KS QD", "KH JC AS KD"
        }) {
      for (Card c : Table.cards(trick)) {
        plays.add(toOpenSpiel(c));
      }
    }
    // Seat 1 passes (24), seat 2 makes hearts (27), the dealer discards 9C (0), seat 2 plays with
    // its partner (30); then G-1's twenty cards, each as OpenSpiel's number.
    for (int a : new int[] {24, 27, 0, 30}) {
      s = ok(s, action(s, a));
    }
    for (int a : plays) {
      s = ok(s, action(s, a));
    }
    HandResult r =
        s.lastEvents()
            .filter(e -> e instanceof Event.HandScored)
            .map(e -> ((Event.HandScored) e).result())
            .head();
    int declarerSide = ((EuchreHandResult) r).declarer().get() & 1;
    int openSpielReturn = r.scoreChange().get(declarerSide) - r.scoreChange().get(1 - declarerSide);
    assertEquals(2, openSpielReturn, "OpenSpiel's returns: +2 for N and S, -2 for E and W");
  }
}
