package dev.mazzo.trick;

import static dev.mazzo.trick.ChapterOrders.C;
import static dev.mazzo.trick.ChapterOrders.D;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_4P;
import static dev.mazzo.trick.ChapterOrders.H;
import static dev.mazzo.trick.ChapterOrders.PITCH;
import static dev.mazzo.trick.ChapterOrders.S;
import static dev.mazzo.trick.ChapterOrders.hi;
import static dev.mazzo.trick.ChapterOrders.id;
import static dev.mazzo.trick.ChapterOrders.lo;
import static dev.mazzo.trick.ChapterOrders.pitch;
import static dev.mazzo.trick.ChapterOrders.plainHighToLow;
import static dev.mazzo.trick.ChapterOrders.trick;
import static dev.mazzo.trick.ChapterOrders.trumpsHighToLow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick core per trump context, rule by rule: Pitch's trump orders, points and credit (pitch.md
 * P-4 … P-7, P-23 … P-28 and its golden examples G-1, G-4, G-10, G-11) and Five Hundred's bowers,
 * joker and following suit (five-hundred.md F-13 … F-19, G-6 … G-9).
 */
class TrumpContextTest {

  private static TrumpContext pitchContext(int t, int trump) {
    return pitch(t, false, false, false).context(PITCH, trump);
  }

  private static final TrumpContext FH_HEARTS = FIVE_HUNDRED.context(FIVE_HUNDRED_4P, H);
  private static final TrumpContext FH_SPADES = FIVE_HUNDRED.context(FIVE_HUNDRED_4P, S);
  private static final TrumpContext FH_NT =
      FIVE_HUNDRED.context(FIVE_HUNDRED_4P, TrumpContext.NO_TRUMP);

  // ---------------------------------------------------------------------------------------------
  // Pitch

  @Test
  @DisplayName("P-4 G-1 the 16-trump order, trumps S: the off-jack and both jokers are trumps")
  void p4_sixteenTrumps() {
    TrumpContext ctx = pitchContext(10, S);
    assertEquals("AS KS QS JS JC JK1 JK2 10S 9S 8S 7S 6S 5S 4S 3S 2S", trumpsHighToLow(ctx), "G-1");
    assertEquals(S, ctx.suitOf(id(PITCH, "JC")), "offJ is a spade for every purpose");
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

  // ---------------------------------------------------------------------------------------------
  // Five Hundred

  @Test
  @DisplayName("F-13 F-14 trumps H (4p): JK, right bower JH, left bower JD, then A K Q 10 … 4")
  void f14_trumpOrderHearts() {
    assertEquals(
        "JK JH JD AH KH QH 10H 9H 8H 7H 6H 5H 4H", trumpsHighToLow(FH_HEARTS), "13 trumps");
    assertEquals("AD KD QD 10D 9D 8D 7D 6D 5D 4D", plainHighToLow(FH_HEARTS, D), "diamonds, no JD");
    assertEquals("AC KC QC JC 10C 9C 8C 7C 6C 5C", plainHighToLow(FH_HEARTS, C));
    assertEquals(H, FH_HEARTS.suitOf(id(FIVE_HUNDRED_4P, "JD")), "the left bower is a heart");
    assertEquals(H, FH_HEARTS.suitOf(id(FIVE_HUNDRED_4P, "JK")), "the joker is a heart");
    assertTrue(FH_HEARTS.isTrump(id(FIVE_HUNDRED_4P, "JK")));
  }

  @Test
  @DisplayName("F-14 trumps S (4p): JK JS JC AS KS QS 10S … 5S, 12 trumps")
  void f14_trumpOrderSpades() {
    assertEquals("JK JS JC AS KS QS 10S 9S 8S 7S 6S 5S", trumpsHighToLow(FH_SPADES));
    assertEquals("AC KC QC 10C 9C 8C 7C 6C 5C", plainHighToLow(FH_SPADES, C));
  }

  @Test
  @DisplayName("F-2 F-14 the 6p deck: 13, 12 and 11 rank between Q and 10; 3p has no 2 … 6")
  void f14_otherDecks() {
    TrumpContext six = FIVE_HUNDRED.context(ChapterOrders.fiveHundredDeck(6), D);
    assertEquals("JK JD JH AD KD QD 13D 12D 11D 10D 9D 8D 7D 6D 5D 4D 3D 2D", trumpsHighToLow(six));
    assertEquals("AS KS QS JS 12S 11S 10S 9S 8S 7S 6S 5S 4S 3S 2S", plainHighToLow(six, S));
    TrumpContext three = FIVE_HUNDRED.context(ChapterOrders.fiveHundredDeck(3), C);
    assertEquals("JK JC JS AC KC QC 10C 9C 8C 7C", trumpsHighToLow(three));
  }

  @Test
  @DisplayName(
      "F-13 F-14 no-trump: every card of its printed suit, JK the only trump and of no suit")
  void f14_noTrump() {
    assertEquals("JK", trumpsHighToLow(FH_NT));
    assertEquals(-1, FH_NT.suitOf(id(FIVE_HUNDRED_4P, "JK")));
    assertEquals("AH KH QH JH 10H 9H 8H 7H 6H 5H 4H", plainHighToLow(FH_NT, H));
    assertEquals(TrumpContext.NO_TRUMP, FH_NT.trump());
  }

  @Test
  @DisplayName("F-17 G-6 the left bower follows trumps, never its printed suit")
  void f17_g6_leftBower() {
    Deck d = FIVE_HUNDRED_4P;
    long qh = trick(d, "QH");
    int led = FH_HEARTS.ledSuit(qh, -1);
    assertEquals(H, led);
    assertEquals(lo(d, "JD"), FH_HEARTS.followLo(lo(d, "JD", "AD", "5C"), 0, led), "must play JD");

    int kd = FH_HEARTS.ledSuit(trick(d, "KD"), -1);
    assertEquals(lo(d, "9D"), FH_HEARTS.followLo(lo(d, "JD", "9D"), 0, kd), "JD is a heart");
    assertEquals(lo(d, "JD", "9C"), FH_HEARTS.followLo(lo(d, "JD", "9C"), 0, kd), "void: either");
    assertEquals(1, FH_HEARTS.winnerIndex(trick(d, "KD", "JD", "AD")), "JD wins");
    assertEquals(2, FH_HEARTS.winnerIndex(trick(d, "KD", "JD", "JH")), "unless JH");
    assertEquals(2, FH_HEARTS.winnerIndex(trick(d, "KD", "JD", "JK")), "or JK is in the trick");
    assertEquals(0, FH_HEARTS.winnerIndex(trick(d, "JD", "AH", "KH")), "a left bower led: trumps");
  }

  @Test
  @DisplayName("F-17 G-7 the joker in a suit contract is a trump: it follows trumps only")
  void f17_g7_jokerInSuitContract() {
    Deck d = FIVE_HUNDRED_4P;
    long hand = lo(d, "5H") | lo(d, "JK");
    long handHi = hi(d, "5H", "JK");
    int spade = FH_SPADES.ledSuit(trick(d, "10S"), -1);
    assertEquals(lo(d, "JK"), FH_SPADES.followLo(hand, handHi, spade));
    assertEquals(hi(d, "JK"), FH_SPADES.followHi(hand, handHi, spade));
    int heart = FH_SPADES.ledSuit(trick(d, "KH"), -1);
    assertEquals(lo(d, "5H"), FH_SPADES.followLo(hand, handHi, heart), "JK cannot follow hearts");
    assertEquals(hi(d, "5H"), FH_SPADES.followHi(hand, handHi, heart));
    assertEquals(1, FH_SPADES.winnerIndex(trick(d, "10S", "JK", "JS", "JC")), "JK tops all");
  }

  @Test
  @DisplayName("F-18 G-8 no-trump: JK led names the led suit and wins; with the led suit, no JK")
  void f18_g8_jokerInNoTrump() {
    Deck d = FIVE_HUNDRED_4P;
    long jkLed = trick(d, "JK");
    int led = FH_NT.ledSuit(jkLed, H);
    assertEquals(H, led, "the named suit");
    assertEquals(lo(d, "7H"), FH_NT.followLo(lo(d, "7H", "AS"), 0, led), "must play 7H");
    assertEquals(0, FH_NT.winnerIndex(trick(d, "JK", "7H", "AH", "KH")), "JK wins");
    assertEquals(2, FH_NT.winnerIndex(trick(d, "9D", "AS", "JK", "AD")), "JK wins, not led too");

    int diamond = FH_NT.ledSuit(trick(d, "5D"), -1);
    long jk = lo(d, "JK");
    long jkHi = hi(d, "JK");
    assertEquals(lo(d, "9D"), FH_NT.followLo(lo(d, "9D") | jk, hi(d, "9D") | jkHi, diamond));
    assertEquals(0L, FH_NT.followHi(lo(d, "9D") | jk, hi(d, "9D") | jkHi, diamond), "not JK");
    long voidHand = lo(d, "9C") | jk;
    assertEquals(voidHand, FH_NT.followLo(voidHand, jkHi, diamond), "void: JK or any card");
    assertEquals(jkHi, FH_NT.followHi(voidHand, jkHi, diamond));
    assertEquals(-1, FH_NT.ledSuit(Trick.EMPTY, H), "nothing led yet");
  }

  @Test
  @DisplayName("F-18 G-8 offSuitPlays: the seats that showed void, a no-trump joker included")
  void f18_shownVoid() {
    Deck d = FIVE_HUNDRED_4P;
    long t = trick(d, "5S", "9C", "AS", "JK");
    int led = FH_NT.ledSuit(t, -1);
    assertEquals(0b1010, FH_NT.offSuitPlays(t, led), "the club and the joker");
    assertEquals(0, FH_HEARTS.offSuitPlays(trick(d, "QH", "JD", "JK"), H), "bowers follow trumps");
    assertEquals(0b10, FH_HEARTS.offSuitPlays(trick(d, "KD", "JD"), D), "JD did not follow D");
  }

  @Test
  @DisplayName("F-19 suit contract: the highest trump, else the highest of the led suit")
  void f19_winner() {
    Deck d = FIVE_HUNDRED_4P;
    assertEquals(1, FH_SPADES.winnerIndex(trick(d, "AH", "5S", "KH", "AD")));
    assertEquals(2, FH_SPADES.winnerIndex(trick(d, "10H", "AD", "KH", "AC")));
    assertEquals(0, FH_SPADES.winnerIndex(trick(d, "4H", "AD", "AC", "KD")), "nobody followed");
    assertEquals(3, FH_NT.winnerIndex(trick(d, "10H", "AD", "KH", "AH", "AS")), "no trump");
    assertEquals(0, FH_NT.points(trick(d, "10H", "AD")), "Five Hundred has no card points");
  }

  @Test
  @DisplayName("F-15 G-9 misère: seat 3 sits out; tricks of three from seat 1: 1, 2, 0")
  void f15_g9_partnerSitsOut() {
    Deck d = FIVE_HUNDRED_4P;
    int in = Seats.all(4) & ~(1 << 3);
    assertEquals(3, Seats.count(in));
    assertEquals(2, Seats.seatAt(in, 1, 4, 1));
    assertEquals(0, Seats.seatAt(in, 1, 4, 2));
    assertEquals(0, FH_NT.winnerSeat(trick(d, "5S", "9S", "KS"), 1, in, 4));
    assertEquals(1, FH_NT.winnerSeat(trick(d, "AS", "9S", "KS"), 1, in, 4));
    assertEquals(2, FH_NT.winnerSeat(trick(d, "5S", "9S", "6S"), 1, in, 4));
  }

  // ---------------------------------------------------------------------------------------------
  // The order's notation and its checks

  @Test
  @DisplayName("An order refuses a token that is not a place, a repeat, a card with no place")
  void orderChecks() {
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A X", "A"));
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A offQ A", "A"));
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A T", "A"), "10, not T");
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A", "A offJ"));
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A", "K K"));
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A", "JK"));
    assertThrows(IllegalArgumentException.class, () -> TrumpOrder.of("A", "A").noTrump("A"));
    TrumpOrder noJokers = TrumpOrder.of("A K", "A K Q J 10 9 8 7 6 5 4 3 2");
    assertThrows(
        IllegalArgumentException.class, () -> noJokers.context(PITCH, H), "JK1 has no place");
    TrumpOrder noTwos = TrumpOrder.of("A JK1 JK2", "A K Q J 10 9 8 7 6 5 4 3");
    assertThrows(IllegalArgumentException.class, () -> noTwos.context(PITCH, H), "2D no place");
    assertThrows(
        IllegalArgumentException.class,
        () -> ChapterOrders.FIVE_HUNDRED.points(1, "off3").context(FIVE_HUNDRED_4P, H),
        "points for a place in no order");
    assertThrows(
        IllegalArgumentException.class,
        () -> ChapterOrders.FIVE_HUNDRED.toPlayer("off2").context(FIVE_HUNDRED_4P, H));
    assertThrows(IllegalArgumentException.class, () -> noJokers.points(32, "A"));
    assertThrows(IllegalArgumentException.class, () -> noJokers.points(-1, "A"));
    assertThrows(IllegalArgumentException.class, () -> FIVE_HUNDRED.context(PITCH, 4));
    assertThrows(IllegalArgumentException.class, () -> FIVE_HUNDRED.context(PITCH, -2));
    assertThrows(
        IllegalArgumentException.class,
        () -> TrumpOrder.of("A", "A").context(PITCH, TrumpContext.NO_TRUMP),
        "no-trump with jokers in the deck and none placed");
  }

  @Test
  @DisplayName("An order's points and credit apply at their places, in both no-trump and suits")
  void orderPointsAndCredit() {
    TrumpOrder o =
        ChapterOrders.FIVE_HUNDRED.points(31, "JK").points(0, "J").points(2, "offJ").toPlayer("JK");
    TrumpContext nt = o.context(FIVE_HUNDRED_4P, TrumpContext.NO_TRUMP);
    int jk = id(FIVE_HUNDRED_4P, "JK");
    assertEquals(31, nt.pointsOf(jk));
    assertTrue(nt.scoresForPlayer(jk));
    TrumpContext hearts = o.context(FIVE_HUNDRED_4P, H);
    assertEquals(2, hearts.pointsOf(id(FIVE_HUNDRED_4P, "JD")));
    assertEquals(0, hearts.pointsOf(id(FIVE_HUNDRED_4P, "JH")));
    assertFalse(hearts.scoresForPlayer(id(FIVE_HUNDRED_4P, "JD")));
    long t = trick(FIVE_HUNDRED_4P, "JD", "JK", "JH", "5H");
    assertEquals(33, hearts.points(t));
    long bySeat = hearts.pointsBySeat(t, 3, Seats.all(4), 4);
    assertEquals(0, hearts.winnerSeat(t, 3, Seats.all(4), 4), "seat 3 leads: JK is seat 0's");
    assertEquals(
        33, TrumpContext.seatPoints(bySeat, 0), "JK's 31 to its player, JD's 2 to the winner");
    assertEquals(
        0,
        TrumpContext.seatPoints(bySeat, 1)
            + TrumpContext.seatPoints(bySeat, 2)
            + TrumpContext.seatPoints(bySeat, 3));
    assertEquals(0, hearts.trumpsHi());
  }
}
