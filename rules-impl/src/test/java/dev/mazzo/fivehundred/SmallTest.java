package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The state's small values packed in one word (issue 29) read back as they were packed, each in its
 * own slot: the leader, the named suit (F-18), the trick number, the partner shown (F-34), the hand
 * exposed (F-21), the tricks per seat (F-16) and the voids per seat (F-17, F-18).
 */
class SmallTest {

  private static final int[] TRICKS = {10, 0, 7, 1, 9, 3};
  private static final int[] VOIDS = {0xf, 0, 0x5, 0xa, 0x1, 0x8};

  @Test
  void everyValueReadsBackFromItsSlot() {
    long p = Small.pack(5, 3, 10, true, false, TRICKS, VOIDS);
    assertEquals(5, Small.leader(p));
    assertEquals(3, Small.named(p));
    assertEquals(10, Small.trickNo(p));
    assertTrue(Small.partnerShown(p));
    assertFalse(Small.exposed(p));
    assertArrayEquals(TRICKS, Small.tricks(p, 6));
    assertArrayEquals(VOIDS, Small.voids(p, 6));
    long q = Small.pack(-1, -1, 0, false, true, new int[4], new int[4]);
    assertEquals(-1, Small.leader(q));
    assertEquals(-1, Small.named(q));
    assertEquals(0, Small.trickNo(q));
    assertFalse(Small.partnerShown(q));
    assertTrue(Small.exposed(q));
    assertArrayEquals(new int[4], Small.tricks(q, 4));
    assertArrayEquals(new int[4], Small.voids(q, 4));
  }

  @Test
  void aNamedSuitReplacesTheOldOneAndNothingElse() {
    long p = Small.pack(2, 1, 4, true, true, TRICKS, VOIDS);
    long q = Small.withNamed(p, 3);
    assertEquals(3, Small.named(q));
    assertEquals(-1, Small.named(Small.withNamed(p, -1)));
    assertEquals(p, Small.withNamed(q, 1));
  }

  @Test
  void aVoidAddsOneSuitToOneSeat() {
    long p = Small.pack(0, -1, 2, false, false, new int[6], new int[6]);
    long q = Small.withVoid(p, 4, 2);
    assertEquals(4, Small.voidsOf(q, 4));
    assertArrayEquals(new int[] {0, 0, 0, 0, 4, 0}, Small.voids(q, 6));
    assertEquals(q, Small.withVoid(q, 4, 2), "shown void once is void");
    assertEquals(1, Small.voidsOf(Small.withVoid(p, 0, 0), 0));
    assertEquals(8, Small.voidsOf(Small.withVoid(p, 5, 3), 5));
  }

  @Test
  void theShowingOfThePartnerIsKept() {
    long p = Small.pack(0, -1, 0, false, false, new int[4], new int[4]);
    assertFalse(Small.partnerShown(Small.showing(p, false)));
    assertTrue(Small.partnerShown(Small.showing(p, true)));
    long shown = Small.showing(p, true);
    assertTrue(Small.partnerShown(Small.showing(shown, false)), "F-34: once shown, shown");
  }

  @Test
  void aTrickWonCountsForTheWinnerWhoLeadsNext() {
    int[] tricks = {1, 2, 0, 3, 0, 0};
    long p = Small.pack(1, 2, 6, true, true, tricks, VOIDS);
    long q = Small.trickWon(p, 3);
    assertEquals(3, Small.leader(q));
    assertEquals(-1, Small.named(q));
    assertEquals(7, Small.trickNo(q));
    assertArrayEquals(new int[] {1, 2, 0, 4, 0, 0}, Small.tricks(q, 6));
    assertEquals(4, Small.won(q, 3));
    assertArrayEquals(VOIDS, Small.voids(q, 6));
    assertTrue(Small.partnerShown(q));
    assertTrue(Small.exposed(q));
    long first = Small.pack(-1, -1, 0, false, false, new int[6], new int[6]);
    long r = Small.trickWon(first, 0);
    assertEquals(0, Small.leader(r));
    assertEquals(1, Small.trickNo(r));
    assertEquals(1, Small.won(r, 0));
    long last = Small.pack(5, 0, 9, false, false, new int[] {0, 0, 0, 0, 0, 9}, new int[6]);
    long end = Small.trickWon(last, 5);
    assertEquals(10, Small.trickNo(end));
    assertEquals(10, Small.won(end, 5));
    assertEquals(5, Small.leader(end));
  }
}
