package dev.mazzo.trick;

import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED;
import static dev.mazzo.trick.ChapterOrders.FIVE_HUNDRED_4P;
import static dev.mazzo.trick.ChapterOrders.H;
import static dev.mazzo.trick.ChapterOrders.PITCH;
import static dev.mazzo.trick.ChapterOrders.id;
import static dev.mazzo.trick.ChapterOrders.trick;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The notation of a trump order ({@link TrumpOrder}): the checks that refuse a bad order, and
 * points and credit given to places, in no-trump and in suits.
 */
class TrumpOrderTest {

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
