package dev.mazzo.trick;

import static dev.mazzo.trick.ChapterOrders.C;
import static dev.mazzo.trick.ChapterOrders.D;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_4P;
import static dev.mazzo.trick.ChapterOrders.H;
import static dev.mazzo.trick.ChapterOrders.S;
import static dev.mazzo.trick.ChapterOrders.hi;
import static dev.mazzo.trick.ChapterOrders.id;
import static dev.mazzo.trick.ChapterOrders.lo;
import static dev.mazzo.trick.ChapterOrders.plainHighToLow;
import static dev.mazzo.trick.ChapterOrders.trick;
import static dev.mazzo.trick.ChapterOrders.trumpsHighToLow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Deck;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The trick core in Five Hundred's trump contexts, rule by rule: the bowers, the joker, no-trump
 * and following suit (five-hundred.md F-2, F-13 … F-19 and its golden examples G-6 … G-9).
 */
class FiveHundredTrumpContextTest {

  private static final TrumpContext FH_HEARTS = FIVE_HUNDRED.context(FIVE_HUNDRED_4P, H);
  private static final TrumpContext FH_SPADES = FIVE_HUNDRED.context(FIVE_HUNDRED_4P, S);
  private static final TrumpContext FH_NT =
      FIVE_HUNDRED.context(FIVE_HUNDRED_4P, TrumpContext.NO_TRUMP);

  // ---------------------------------------------------------------------------------------------
  // Five Hundred

  @Test
  @DisplayName(
      "F-3 F-13 F-14 trumps H (4p): JK, right bower JH, left bower JD (the partner suit's J), then A K Q 10 … 4")
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
}
