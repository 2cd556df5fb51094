package dev.mazzo.euchre;

import static dev.mazzo.euchre.Table.G1;
import static dev.mazzo.euchre.Table.alone;
import static dev.mazzo.euchre.Table.card;
import static dev.mazzo.euchre.Table.codes;
import static dev.mazzo.euchre.Table.discard;
import static dev.mazzo.euchre.Table.no;
import static dev.mazzo.euchre.Table.ok;
import static dev.mazzo.euchre.Table.pass;
import static dev.mazzo.euchre.Table.play;
import static dev.mazzo.euchre.Table.start;
import static dev.mazzo.euchre.Table.trump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The deal and the making of trump: euchre.md E-4 … E-16, each test citing its rule. */
class EuchreBiddingTest {

  private static Seq<Action> legal(EuchreState s) {
    return Table.GAME.legalActions(s);
  }

  private static EuchreState allPassFirstRound(EuchreState s) {
    for (int i = 1; i <= 4; i++) {
      s = ok(s, pass((s.dealer() + i) & 3));
    }
    return s;
  }

  @Test
  @DisplayName(
      "E-5: card i goes to seat (dealer + i) mod 4, card 20 is the upcard, the rest the kitty")
  void e5_deal() {
    EuchreState s = ok(start("dealer", 2), G1);
    // G-1's order written for dealer 0 dealt by dealer 2: seat (2 + i) mod 4 gets hand i.
    assertEquals("10H 9C QS KS AS", codes(s.hand(2)));
    assertEquals("QD KD AD 10C 9S", codes(s.hand(3)));
    assertEquals("JH QH KH AH JD", codes(s.hand(0)));
    assertEquals(Option.some(card("9H")), s.trumpCard());
    assertEquals(Table.cards("9D 10S JS 9H"), s.stock(), "the kitty, then the upcard, face up");
    assertEquals(3, s.toAct(), "E-6: the seat left of the dealer speaks first");
    assertEquals(0, Table.GAME.view(s, 3).get().ownHand().intersect(s.hand(2)).size());
  }

  @Test
  @DisplayName("E-6, E-10: in the first round a seat passes or orders up the upcard's suit only")
  void e6_firstRound() {
    EuchreState s = ok(start(), G1);
    assertEquals(Array.of(pass(1), trump(1, 'H')), legal(s));
    assertEquals(EuchreCodes.ILLEGAL_CALL, no(s, trump(1, 'S')).code());
    assertEquals(EuchreCodes.NOT_YOUR_TURN, no(s, pass(2)).code());
  }

  @Test
  @DisplayName("E-7: ordered up, the dealer picks up and discards one of its own five cards")
  void e7_pickUpAndDiscard() {
    EuchreState s = ok(ok(start(), G1), trump(1, 'H'));
    assertEquals(EuchrePhases.DISCARD, s.phase());
    assertEquals(0, s.toAct(), "the dealer discards, whoever ordered up");
    assertEquals(6, s.hand(0).size());
    assertEquals(Table.cards("9D 10S JS"), s.stock(), "the upcard left the stock");
    assertEquals(5, legal(s).size(), "every card but the upcard");
    assertFalse(legal(s).contains(discard(0, "9H")));
    assertEquals(EuchreCodes.ILLEGAL_DISCARD, no(s, discard(0, "9H")).code());
    assertEquals(EuchreCodes.CARD_NOT_IN_HAND, no(s, discard(0, "JH")).code());
    EuchreState after = ok(s, discard(0, "QS"));
    assertEquals("9H 10H 9C KS AS", codes(after.hand(0)));
    assertEquals(Table.cards("9D 10S JS"), after.stock(), "the discard is a place of its own");
    assertEquals(Option.some(card("QS")), Table.GAME.view(after, 0).get().discard());
    for (int seat = 1; seat < 4; seat++) {
      assertEquals(Option.none(), Table.GAME.view(after, seat).get().discard(), "E-24");
    }
    assertEquals(EuchrePhases.ALONE, after.phase());
    assertEquals(1, after.toAct(), "E-13: the maker decides");
  }

  @Test
  @DisplayName("E-8: in the second round any suit but the turned-down one; nobody picks up")
  void e8_secondRound() {
    EuchreState s = allPassFirstRound(ok(start(), G1));
    assertTrue(s.turnedDown());
    assertEquals(Option.none(), s.trumpCard());
    assertEquals(1, s.toAct());
    assertEquals(
        Array.of(pass(1), trump(1, 'D'), trump(1, 'C'), trump(1, 'S')), legal(s), "E-10 order");
    assertEquals(EuchreCodes.ILLEGAL_CALL, no(s, trump(1, 'H')).code());
    EuchreState named = ok(s, trump(1, 'S'));
    assertEquals(EuchrePhases.ALONE, named.phase(), "no discard in the second round");
    assertEquals(5, named.hand(0).size());
    assertEquals(Table.cards("9D 10S JS 9H"), named.stock(), "turned down with the kitty");
    assertEquals(Option.some(1), named.declarer());
  }

  @Test
  @DisplayName("E-12, E-4: eight passes throw the hand in; nobody scores; the next seat deals")
  void e12_allPass() {
    EuchreState s = allPassFirstRound(allPassFirstRound(ok(start(), G1)));
    assertEquals(EuchrePhases.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer());
    assertEquals(2, s.handNumber());
    assertEquals(Array.of(0, 0), s.score());
    assertEquals(Option.none(), s.results().head().winningSide());
    assertEquals(Array.of(0, 0), s.results().head().scoreChange());
  }

  @Test
  @DisplayName("E-11: with stickTheDealer the dealer may not pass after seven passes")
  void e11_stickTheDealer() {
    EuchreState s = ok(start("stickTheDealer", true), G1);
    s = allPassFirstRound(s);
    for (int seat = 1; seat < 4; seat++) {
      s = ok(s, pass(seat));
    }
    assertEquals(0, s.toAct());
    assertEquals(Array.of(trump(0, 'D'), trump(0, 'C'), trump(0, 'S')), legal(s));
    assertEquals(EuchreCodes.DEALER_MUST_BID, no(s, pass(0)).code());
    assertEquals(EuchrePhases.ALONE, ok(s, trump(0, 'C')).phase());
  }

  @Test
  @DisplayName("E-14, E-16: a lone maker's partner sits out; the next seat that plays leads")
  void e14_alone() {
    // Seat 3 orders up and goes alone: seat 1, left of the dealer, sits out; seat 2 leads.
    EuchreState s = ok(ok(start(), G1), pass(1));
    s = ok(ok(s, pass(2)), trump(3, 'H'));
    s = ok(s, discard(0, "9C"));
    s = ok(s, alone(3, true));
    assertFalse(s.plays(1));
    assertEquals(EuchrePhases.PLAY, s.phase());
    assertEquals(2, s.toAct(), "E-16");
    assertEquals(EuchreCodes.NOT_YOUR_TURN, no(s, play(1, "AD")).code());
    s = ok(ok(ok(s, play(2, "AH")), play(3, "10D")), play(0, "9H"));
    assertTrue(s.table().isEmpty(), "a trick of three cards is complete");
    assertEquals(1, s.history().size());
    assertEquals(Option.some(2), s.history().head().taker());
  }

  @Test
  @DisplayName("E-15: without loneDefender the play starts after the maker's decision")
  void e15_noLoneDefender() {
    EuchreState s = ok(ok(ok(ok(start(), G1), pass(1)), trump(2, 'H')), discard(0, "9C"));
    assertEquals(EuchrePhases.PLAY, ok(s, alone(2, false)).phase());
  }

  @Test
  @DisplayName("E-15, E-19: a lone defender's partner sits out; a euchre is then worth 4")
  void e15_loneDefender() {
    EuchreState s = ok(start("loneDefender", true), G1);
    s = ok(ok(ok(s, pass(1)), trump(2, 'H')), discard(0, "9C"));
    s = ok(s, alone(2, false));
    assertEquals(EuchrePhases.ALONE, s.phase());
    assertEquals(1, s.toAct(), "the first defender left of the dealer");
    EuchreState both = ok(s, alone(1, false));
    assertEquals(3, both.toAct(), "then its partner");
    assertEquals(EuchrePhases.PLAY, ok(both, alone(3, false)).phase());
    EuchreState lone = ok(both, alone(3, true));
    assertEquals(Option.some(3), lone.loneDefender());
    assertFalse(lone.plays(1));
    assertEquals(EuchrePhases.PLAY, lone.phase());
    assertEquals(4, HandEnd.points(2, false, true));
    assertEquals(2, HandEnd.points(2, false, false));
  }
}
