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
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The cards, the play, the score and the checks: euchre.md E-1 … E-3, E-17 … E-23. */
class EuchrePlayTest {

  /** G-1 bid: seat 2 makes hearts, the dealer discards 9C, seat 2 plays with its partner. */
  private static EuchreState g1Play() {
    EuchreState s = ok(ok(ok(start(), G1), pass(1)), trump(2, 'H'));
    return ok(ok(s, discard(0, "9C")), alone(2, false));
  }

  private static int id(String code) {
    return EuchreRules.DECK.idOf(card(code));
  }

  @Test
  @DisplayName("E-1, E-2: one variant of four seats, 24 cards 9 to A in canonical order")
  void e2_deck() {
    assertEquals("euchre-4p", Euchre.game().variant().id());
    assertEquals(4, Euchre.game().variant().players());
    assertEquals(24, EuchreRules.DECK.size());
    assertEquals(
        "9H 10H JH QH KH AH 9D 10D JD QD KD AD 9C 10C JC QC KC AC 9S 10S JS QS KS AS",
        codes(EuchreRules.DECK.cards()));
    assertEquals(EuchreState.SIDES, start().sides());
  }

  @Test
  @DisplayName(
      "E-3: right bower, left bower, A K Q 10 9 of trumps; the left bower is no longer a D")
  void e3_bowers() {
    TrumpContext hearts = EuchreRules.context(0);
    String[] order = {"JH", "JD", "AH", "KH", "QH", "10H", "9H"};
    for (int i = 0; i + 1 < order.length; i++) {
      long trick = Trick.of(id(order[i + 1]), id(order[i]));
      assertEquals(1, hearts.winnerIndex(trick), order[i] + " beats " + order[i + 1]);
    }
    assertTrue(hearts.isTrump(id("JD")));
    assertEquals(0, hearts.suitOf(id("JD")), "the left bower is of the trump suit");
    assertEquals(0, hearts.winnerIndex(Trick.of(id("AD"), id("JC"))), "a plain jack is plain");
    assertEquals(1, hearts.winnerIndex(Trick.of(id("AD"), id("JD"))), "the left bower trumps");
    assertEquals(0, hearts.winnerIndex(Trick.of(id("JC"), id("AS"))), "an off-suit card loses");
  }

  @Test
  @DisplayName("E-17: a trump lead is followed by the left bower; its printed suit's lead is not")
  void e17_followSuit() {
    EuchreState s = g1Play();
    // Seat 1 leads AD: seat 2 holds JD, a heart now, and no diamond: any card may be played.
    s = ok(s, play(1, "AD"));
    assertEquals(5, Table.GAME.legalActions(s).size());
    s = ok(ok(ok(s, play(2, "QH")), play(3, "10D")), play(0, "9H"));
    // Seat 2 leads the left bower: a trump lead; seat 0 must play a trump.
    s = ok(s, play(2, "JD"));
    s = ok(s, play(3, "AC"));
    assertEquals(Array.of(new PlayCard(0, card("10H"))), Table.GAME.legalActions(s));
    assertEquals(EuchreCodes.MUST_FOLLOW_SUIT, no(s, play(0, "AS")).code());
    assertEquals(EuchreCodes.CARD_NOT_IN_HAND, no(s, play(0, "AD")).code());
  }

  @Test
  @DisplayName("E-18: the highest trump wins, else the highest card of the led suit")
  void e18_trickWinner() {
    EuchreState s = g1Play();
    s = Table.trick(s, "AD QH 10D 9H");
    assertEquals(2, s.toAct(), "seat 2's QH beats seat 0's 9H; the winner leads");
    assertEquals(Array.of(1, 0), Array.of(s.tricks(0), s.tricks(1)));
    assertEquals(4, s.captured(2).size());
  }

  @Test
  @DisplayName("E-19: 1 for three or four tricks, 2 for a march, 4 alone; 2 or 4 for a euchre")
  void e19_scoring() {
    assertEquals(1, HandEnd.points(3, false, false));
    assertEquals(1, HandEnd.points(4, false, false));
    assertEquals(1, HandEnd.points(3, true, false), "a lone maker's 3 tricks");
    assertEquals(1, HandEnd.points(4, true, true));
    assertEquals(2, HandEnd.points(5, false, false));
    assertEquals(4, HandEnd.points(5, true, false));
    assertEquals(2, HandEnd.points(5, false, true), "a march against a lone defender");
    assertEquals(2, HandEnd.points(0, false, false));
    assertEquals(2, HandEnd.points(2, true, false));
    assertEquals(4, HandEnd.points(1, false, true));
  }

  @Test
  @DisplayName("E-21: the match ends when a side reaches the target; then every action is refused")
  void e21_matchEnd() {
    EuchreState s = ok(start("target", 2), G1);
    s = ok(ok(ok(ok(s, pass(1)), trump(2, 'H')), discard(0, "9C")), alone(2, false));
    for (String t : new String[] {"AD QH 10D 9H", "JH AC 10H 9S", "JD KC QS 10C"}) {
      s = Table.trick(s, t);
    }
    s = Table.trick(Table.trick(s, "AH QC KS QD"), "KH JC AS KD");
    assertEquals(EuchrePhases.MATCH_OVER, s.phase());
    assertEquals(GameState.NOBODY, s.toAct());
    assertEquals(io.vavr.control.Option.some(0), s.winningSide());
    assertEquals(EuchreCodes.MATCH_OVER, no(s, G1).code());
    assertTrue(Table.GAME.legalActions(s).isEmpty());
  }

  @Test
  @DisplayName("E-23: MALFORMED, then WRONG_PHASE, then NOT_YOUR_TURN, then the phase's own")
  void e23_checkOrder() {
    EuchreState s = ok(start(), G1);
    assertEquals(EuchreCodes.MALFORMED, no(s, pass(7)).code());
    assertEquals(EuchreCodes.MALFORMED, no(s, new EuchreAction.MakeTrump(1, null)).code());
    assertEquals(EuchreCodes.MALFORMED, no(s, null).code());
    assertEquals(EuchreCodes.MALFORMED, no(s, new PlayCard(1, null)).code());
    assertEquals(EuchreCodes.MALFORMED, no(s, new Deal(Array.of(card("9H")))).code());
    assertEquals(EuchreCodes.WRONG_PHASE, no(s, play(1, "AD")).code());
    assertEquals(EuchreCodes.WRONG_PHASE, no(s, G1).code());
    assertEquals(EuchreCodes.WRONG_PHASE, no(start(), pass(1)).code());
    assertEquals(EuchreCodes.NOT_YOUR_TURN, no(s, trump(2, 'S')).code(), "before ILLEGAL_CALL");
    Action badCard =
        new PlayCard(
            1, dev.mazzo.card.Card.of(dev.mazzo.card.Rank.TWO, dev.mazzo.card.Suit.HEARTS));
    assertEquals(EuchreCodes.MALFORMED, no(g1Play(), badCard).code(), "2H is not in the deck");
  }

  @Test
  @DisplayName("E-1: the options and their ranges; an unknown option is MALFORMED")
  void e1_options() {
    var game = Euchre.game();
    assertTrue(game.newMatch(MatchOptions.of(java.util.Map.of("target", 0))).isLeft());
    assertTrue(game.newMatch(MatchOptions.of(java.util.Map.of("dealer", 4))).isLeft());
    assertTrue(game.newMatch(MatchOptions.of(java.util.Map.of("trumps", 1))).isLeft());
    assertEquals(3, start("dealer", 3).dealer());
    assertFalse(start().d.rules.stickTheDealer);
    assertFalse(start().d.rules.loneDefender);
    assertEquals(10, start().d.rules.target);
  }

  @Test
  @DisplayName("E-24: a seat's view holds its own hand only; determinizing keeps the view")
  void e24_views() {
    EuchreState s = g1Play();
    RandomGenerator rng = new SplittableRandom(3);
    for (int seat = 0; seat < 4; seat++) {
      EuchreView v = Table.GAME.view(s, seat).get();
      assertEquals(s.hand(seat), v.ownHand());
      EuchreState guess = Table.GAME.determinize(v, rng).get();
      assertEquals(v, Table.GAME.view(guess, seat).get());
    }
    assertTrue(Table.GAME.publicView(s).get().ownHand().isEmpty());
  }
}
