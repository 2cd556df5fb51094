package dev.mazzo.trick;

import static dev.mazzo.trick.ChapterOrders.C;
import static dev.mazzo.trick.ChapterOrders.D;
import static dev.mazzo.trick.ChapterOrders.H;
import static dev.mazzo.trick.ChapterOrders.PITCH;
import static dev.mazzo.trick.ChapterOrders.S;
import static dev.mazzo.trick.ChapterOrders.id;
import static dev.mazzo.trick.ChapterOrders.lo;
import static dev.mazzo.trick.ChapterOrders.pitch;
import static dev.mazzo.trick.ChapterOrders.trick;
import static dev.mazzo.trick.ChapterOrders.trumpsHighToLow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick core in Pitch's trump contexts, rule by rule: the trump orders, points and credit
 * (pitch.md P-1, P-4 … P-7, P-24, P-25, P-28, P-29 and its golden examples G-1, G-4, G-10, G-11).
 */
class PitchTrumpContextTest {

  private static TrumpContext pitchContext(int t, int trump) {
    return pitch(t, false, false, false).context(PITCH, trump);
  }

  // ---------------------------------------------------------------------------------------------
  // Pitch

  @Test
  @DisplayName("P-3 P-4 G-1 the 16-trump order, trumps S: the off-jack and both jokers are trumps")
  void p4_sixteenTrumps() {
    TrumpContext ctx = pitchContext(10, S);
    assertEquals("AS KS QS JS JC JK1 JK2 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumpsHighToLow(ctx), "G-1");
    assertEquals(
        S,
        ctx.suitOf(id(PITCH, "JC")),
        "P-3: JC is the off-jack of spades, a spade for every purpose");
    assertEquals(S, ctx.suitOf(id(PITCH, "JK2")), "the jokers are spades too");
    assertFalse(ctx.isTrump(id(PITCH, "QC")));
    assertEquals(C, ctx.suitOf(id(PITCH, "QC")));
    assertEquals(S, ctx.trump());
  }

  @Test
  @DisplayName("P-4 G-1 the 17-trump order, trumps D: off-3 just below the 3")
  void p4_seventeenTrumps() {
    assertEquals(
        "AD KD QD JD JH JK1 JK2 10D 9D 8D 7D 6D 5D 4D 3D 3H 2D",
        trumpsHighToLow(pitchContext(13, D)),
        "G-1");
    assertEquals(
        "AH KH QH JH JD JK1 JK2 10H 9H 8H 7H 6H 5H 4H 3H 3D 2H",
        trumpsHighToLow(pitchContext(11, H)));
  }

  @Test
  @DisplayName("P-4 G-1 the 20-trump order, trumps H: KD, QD and 9D … 4D are non-trumps")
  void p4_twentyTrumps() {
    TrumpContext ctx = pitchContext(16, H);
    assertEquals(
        "AH AD KH QH JH JD JK1 JK2 10H 10D 9H 8H 7H 6H 5H 4H 3H 3D 2H 2D",
        trumpsHighToLow(ctx),
        "G-1");
    for (String nonTrump : new String[] {"KD", "QD", "9D", "8D", "7D", "6D", "5D", "4D"}) {
      assertFalse(ctx.isTrump(id(PITCH, nonTrump)), nonTrump);
      assertEquals(D, ctx.suitOf(id(PITCH, nonTrump)), nonTrump);
    }
    assertEquals(20, ctx.strengthOf(id(PITCH, "AH")));
    assertEquals(1, ctx.strengthOf(id(PITCH, "2D")), "the lowest trump is 1");
  }

  @Test
  @DisplayName("P-1 P-4 removeJokers: the orders without JK1 and JK2 hold 14, 15 and 18 trumps")
  void p4_removeJokers() {
    Deck deck = ChapterOrders.pitchDeck(false);
    assertEquals(
        "AC KC QC JC JS 10C 9C 8C 7C 6C 5C 4C 3C 2C",
        trumpsHighToLow(pitch(5, false, false, false).context(deck, C)));
    assertEquals(15, Long.bitCount(pitch(11, false, false, false).context(deck, C).trumpsLo()));
    assertEquals(18, Long.bitCount(pitch(14, false, false, false).context(deck, C).trumpsLo()));
  }

  @Test
  @DisplayName("P-6 G-1 reverse: the whole order from the bottom up, JK2 above JK1")
  void p6_reverse() {
    TrumpContext ctx = pitch(10, true, false, false).context(PITCH, S);
    assertEquals("2S 3S 4S 5S 6S 7S 8S 9S 10S JK2 JK1 JC JS QS KS AS", trumpsHighToLow(ctx));
    assertEquals(
        "2D 2H 3D 3H 4H 5H 6H 7H 8H 9H 10D 10H JK2 JK1 JD JH QH KH AD AH",
        trumpsHighToLow(pitch(16, true, false, false).context(PITCH, H)),
        "P-6, 20 trumps");
  }

  @Test
  @DisplayName("P-5 every variant's trumps add up to T, whatever the trump suit")
  void p5_pointTotals() {
    for (int t : ChapterOrders.PITCH_VARIANTS) {
      for (int trump = 0; trump < 4; trump++) {
        TrumpContext ctx = pitch(t, false, false, false).context(PITCH, trump);
        int total = 0;
        for (int id = 0; id < PITCH.size(); id++) {
          total += ctx.pointsOf(id);
          if (!ctx.isTrump(id)) {
            assertEquals(0, ctx.pointsOf(id), "a non-trump is worth nothing");
          }
        }
        assertEquals(t, total, t + "-point, trump " + trump);
      }
    }
    TrumpContext ten = pitchContext(10, H);
    assertEquals(3, ten.pointsOf(id(PITCH, "3H")));
    assertEquals(0, ten.pointsOf(id(PITCH, "3D")), "no off-3 in the 16-trump order");
    assertEquals(3, pitchContext(13, H).pointsOf(id(PITCH, "3D")), "the off-3 of the 17");
    assertEquals(0, pitchContext(15, H).pointsOf(id(PITCH, "2D")), "Decision 17: off-2 is 0");
  }

  @Test
  @DisplayName("P-28 G-4 the 2 goes to its player; with dirty to the trick's winner")
  void p28_g4_twoScoresForItsPlayer() {
    TrumpContext ctx = pitchContext(10, H);
    long t = trick(PITCH, "2H", "AH", "3H", "10H");
    int all = Seats.all(4);
    assertEquals(1, ctx.winnerIndex(t));
    assertEquals(1, ctx.winnerSeat(t, 0, all, 4));
    long bySeat = ctx.pointsBySeat(t, 0, all, 4);
    assertEquals(1, TrumpContext.seatPoints(bySeat, 0), "side 0 scores 2H");
    assertEquals(5, TrumpContext.seatPoints(bySeat, 1), "side 1 scores AH 1 + 3H 3 + 10H 1");
    assertEquals(0, TrumpContext.seatPoints(bySeat, 2) + TrumpContext.seatPoints(bySeat, 3));
    assertEquals(6, ctx.points(t));
    assertTrue(ctx.scoresForPlayer(id(PITCH, "2H")));
    assertFalse(ctx.scoresForPlayer(id(PITCH, "3H")));

    TrumpContext dirty = pitch(10, false, false, true).context(PITCH, H);
    long dirtyBySeat = dirty.pointsBySeat(t, 0, all, 4);
    assertEquals(6, TrumpContext.seatPoints(dirtyBySeat, 1), "dirty: side 1 scores 6");
    assertEquals(0, TrumpContext.seatPoints(dirtyBySeat, 0));
  }

  @Test
  @DisplayName("P-28 the winner's own 2 counts for him; the off-2 of the 20-trump order too")
  void p28_offTwo() {
    TrumpContext ctx = pitchContext(16, S);
    // Seat 2 leads 2C (off-2), seat 3 plays 2S, seat 0 AS, seat 1 3C (off-3).
    long t = trick(PITCH, "2C", "2S", "AS", "3C");
    long bySeat = ctx.pointsBySeat(t, 2, Seats.all(4), 4);
    assertEquals(0, ctx.winnerSeat(t, 2, Seats.all(4), 4));
    assertEquals(4, TrumpContext.seatPoints(bySeat, 0), "AS 1 and the off-3 3");
    assertEquals(0, TrumpContext.seatPoints(bySeat, 1));
    assertEquals(1, TrumpContext.seatPoints(bySeat, 2), "off-2 to its player");
    assertEquals(1, TrumpContext.seatPoints(bySeat, 3), "2 to its player");
    long own = ctx.pointsBySeat(trick(PITCH, "2S"), 1, 0b0010, 4);
    assertEquals(1, TrumpContext.seatPoints(own, 1), "a one-card trick: the 2 to its winner");
    long both = ctx.pointsBySeat(trick(PITCH, "AS", "2S"), 1, 0b0011, 4);
    assertEquals(1, TrumpContext.seatPoints(both, 1), "AS to the winner");
    assertEquals(1, TrumpContext.seatPoints(both, 0), "2S to seat 0, who played it");
  }

  @Test
  @DisplayName("P-7 G-10 jokers in one trick: fixed, JK1 wins; first-played-high, the first played")
  void p7_g10_jokers() {
    long t = trick(PITCH, "JK2", "JK1", "2C", "10C");
    int all = Seats.all(4);
    TrumpContext fixed = pitchContext(10, C);
    assertEquals(2, fixed.winnerSeat(t, 1, all, 4));
    long bySeat = fixed.pointsBySeat(t, 1, all, 4);
    assertEquals(
        3,
        TrumpContext.seatPoints(bySeat, 0) + TrumpContext.seatPoints(bySeat, 2),
        "side 0: JK1, JK2, 10C");
    assertEquals(
        1, TrumpContext.seatPoints(bySeat, 1) + TrumpContext.seatPoints(bySeat, 3), "side 1: 2C");

    TrumpContext firstHigh = pitch(10, false, true, false).context(PITCH, C);
    assertEquals(firstHigh.strengthOf(id(PITCH, "JK1")), firstHigh.strengthOf(id(PITCH, "JK2")));
    assertEquals(1, firstHigh.winnerSeat(t, 1, all, 4));
    long high = firstHigh.pointsBySeat(t, 1, all, 4);
    assertEquals(
        4, TrumpContext.seatPoints(high, 1) + TrumpContext.seatPoints(high, 3), "side 1: 4");
    assertEquals(
        2, firstHigh.winnerSeat(trick(PITCH, "JK1", "JK2"), 2, all & ~0b1001, 4), "JK1 first");
    assertEquals(
        0,
        firstHigh.winnerIndex(trick(PITCH, "JK1", "JK2", "10C")),
        "the jokers still beat what is below them");
    assertEquals(2, firstHigh.winnerIndex(trick(PITCH, "JK1", "JK2", "JC")), "and lose to offJ");
  }

  @Test
  @DisplayName("P-6 P-25 G-11 reverse, seats 2 and 3 out: a trick of two cards, seat 1 wins")
  void p25_g11_seatsOut() {
    TrumpContext ctx = pitch(10, true, false, false).context(PITCH, S);
    int in = 0b0011;
    long t = trick(PITCH, "AS", "2S");
    assertEquals(Seats.count(in), Trick.size(t), "one card per seat in");
    assertEquals(1, ctx.winnerSeat(t, 0, in, 4));
    long bySeat = ctx.pointsBySeat(t, 0, in, 4);
    assertEquals(2, TrumpContext.seatPoints(bySeat, 1), "side 1 scores AS 1 and 2S 1");
    assertEquals(0, TrumpContext.seatPoints(bySeat, 0));
  }

  @Test
  @DisplayName("P-29 the points of a set: all the trumps of a suit add up to T, the rest to 0")
  void p29_pointsOfASet() {
    TrumpContext ctx = pitchContext(10, S);
    assertEquals(10, ctx.points(ctx.trumpsLo(), ctx.trumpsHi()));
    assertEquals(0, ctx.points(~ctx.trumpsLo() & ((1L << PITCH.size()) - 1), 0));
    assertEquals(4, ctx.points(lo(PITCH, "10S", "3S", "KS"), 0), "a burned 10 and 3, and a K");
  }

  @Test
  @DisplayName("P-24 P-25 seats out are skipped: the leader, the order of play, the winner's seat")
  void p24_leaderAndOrderOverSeatsIn() {
    TrumpContext ctx = pitchContext(10, H);
    // Five players, seats 1 and 3 out; seat 4 leads: 4, 0, 2.
    int in = 0b10101;
    long t = trick(PITCH, "5H", "KH", "AH");
    assertEquals(2, ctx.winnerSeat(t, 4, in, 5));
    assertEquals(0, ctx.winnerSeat(trick(PITCH, "5H", "KH", "4H"), 4, in, 5));
    long bySeat = ctx.pointsBySeat(trick(PITCH, "2H", "KH", "AH"), 4, in, 5);
    assertEquals(1, TrumpContext.seatPoints(bySeat, 4), "2H to seat 4, who played it");
    assertEquals(1, TrumpContext.seatPoints(bySeat, 2), "AH to seat 2, the winner");
    // The winner, seat 2, runs out: the next trick is led by the first seat after it that is in.
    assertEquals(4, Seats.firstIn(in & ~0b100, 2, 5));
    assertEquals(2, Seats.firstIn(in, 2, 5), "a winner still in leads");
  }
}
