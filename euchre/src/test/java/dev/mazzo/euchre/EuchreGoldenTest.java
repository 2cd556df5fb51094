package dev.mazzo.euchre;

import static dev.mazzo.euchre.Table.G1;
import static dev.mazzo.euchre.Table.alone;
import static dev.mazzo.euchre.Table.codes;
import static dev.mazzo.euchre.Table.deal;
import static dev.mazzo.euchre.Table.discard;
import static dev.mazzo.euchre.Table.ok;
import static dev.mazzo.euchre.Table.pass;
import static dev.mazzo.euchre.Table.start;
import static dev.mazzo.euchre.Table.trump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Event;
import io.vavr.collection.Array;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The golden examples of euchre.md §9, replayed action by action. */
class EuchreGoldenTest {

  /** The winners of the tricks played so far, in order. */
  private final StringBuilder winners = new StringBuilder();

  /** Plays one trick and notes its winner from the trick event. */
  private EuchreState trick(EuchreState s, String cards) {
    EuchreState after = Table.trick(s, cards);
    for (Event e : after.lastEvents()) {
      if (e instanceof Event.TrickWon t) {
        winners.append(winners.length() == 0 ? "" : " ").append(t.winningSeat());
      }
    }
    return after;
  }

  /** The hand's result, from the last state's events. */
  private static EuchreHandResult result(EuchreState s) {
    return (EuchreHandResult)
        s.lastEvents()
            .filter(e -> e instanceof Event.HandScored)
            .map(e -> ((Event.HandScored) e).result())
            .head();
  }

  /** G-1 up to the start of play: ordered up by seat 2, picked up, 9C discarded. */
  private static EuchreState g1Bidding(boolean alone) {
    EuchreState s = ok(start(), G1);
    s = ok(s, pass(1));
    s = ok(s, trump(2, 'H'));
    assertEquals("9H 10H 9C QS KS AS", codes(s.hand(0)), "E-7: the dealer picks up the upcard");
    s = ok(s, discard(0, "9C"));
    return ok(s, alone(2, alone));
  }

  @Test
  @DisplayName("G-1: a march with the partner scores 2 (E-6, E-7, E-16, E-17, E-19)")
  void g1_march() {
    EuchreState s = g1Bidding(false);
    assertEquals(1, s.toAct(), "E-16: the seat left of the dealer leads");
    s = trick(s, "AD QH 10D 9H");
    s = trick(s, "JH AC 10H 9S");
    s = trick(s, "JD KC QS 10C");
    s = trick(s, "AH QC KS QD");
    s = trick(s, "KH JC AS KD");
    assertEquals("2 2 2 2 2", winners.toString());
    EuchreHandResult r = result(s);
    assertEquals(Array.of(2, 0), r.scoreChange());
    assertEquals(Array.of(5, 0), r.tricks());
    assertEquals(Array.of(2, 0), s.score());
    assertEquals(EuchrePhases.DEAL, s.phase(), "E-20: the next hand is dealt");
    assertEquals(1, s.dealer(), "E-4: the deal passes to the left");
    assertTrue(s.history().isEmpty() && s.hand(0).isEmpty(), "E-20: the cards are gathered");
  }

  @Test
  @DisplayName("G-2: euchred in the second round, the defenders score 2 (E-8, E-3, E-19)")
  void g2_euchred() {
    EuchreState s =
        ok(
            start("dealer", 1),
            deal(
                "9S",
                "JD QD 10S",
                "10H 9H 10D QS KS",
                "10C AS JH QH KH",
                "JC AC 9C AH 9D",
                "JS KC QC AD KD"));
    for (int seat : new int[] {2, 3, 0, 1, 2}) {
      s = ok(s, pass(seat));
    }
    s = ok(s, trump(3, 'C'));
    s = ok(s, alone(3, false));
    assertEquals(2, s.toAct());
    s = trick(s, "AS 9C JS QS");
    s = trick(s, "AD 10D JH 9D");
    s = trick(s, "KD KS 10C JC");
    s = trick(s, "AC QC 9H QH");
    s = trick(s, "AH KC 10H KH");
    assertEquals("0 0 3 3 0", winners.toString());
    EuchreHandResult r = result(s);
    assertEquals(Array.of(2, 0), r.scoreChange(), "E-19: euchred, the defenders score 2");
    assertEquals(Array.of(3, 2), r.tricks());
    assertEquals(3, r.declarer().get());
  }

  @Test
  @DisplayName("G-3: a lone march scores 4, three cards a trick (E-14, E-19)")
  void g3_loneMarch() {
    EuchreState s = g1Bidding(true);
    assertEquals(false, s.plays(0), "E-14: the lone maker's partner sits out");
    s = trick(s, "AD QH 10D");
    s = trick(s, "JH AC 9S");
    s = trick(s, "JD KC 10C");
    s = trick(s, "AH QC QD");
    s = trick(s, "KH JC KD");
    assertEquals("2 2 2 2 2", winners.toString());
    assertEquals(Array.of(4, 0), result(s).scoreChange());
    assertEquals(true, result(s).alone());
  }
}
