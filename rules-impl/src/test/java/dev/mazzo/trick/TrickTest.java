package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The packed trick's card sets (B-26: a trick's cards go to its winner), over both words of ids:
 * what the states take out of the hands and the history shows as taken.
 */
class TrickTest {

  @Test
  @DisplayName(
      "B-26 the set of a trick's cards: ids below 64 in the low word, 64 … 127 in the high")
  void masksOverBothWords() {
    long t = Trick.of(5, 64, 63, 127, 1);
    assertEquals(1L << 5 | 1L << 63 | 1L << 1, Trick.maskLo(t));
    assertEquals(1L | 1L << 63, Trick.maskHi(t));
    assertEquals(1L, Trick.maskLo(Trick.of(0)));
    assertEquals(0L, Trick.maskHi(Trick.of(0, 1)));
    assertEquals(0L, Trick.maskLo(Trick.of(64, 100)));
    assertEquals(0L, Trick.maskLo(Trick.EMPTY));
    assertEquals(0L, Trick.maskHi(Trick.EMPTY));
  }

  @Test
  @DisplayName("B-26 a full trick of eight cards: every card in its word, none from the count")
  void fullTrick() {
    long t = Trick.of(9, 70, 10, 11, 12, 13, 14, 15);
    assertEquals(Trick.MAX_CARDS, Trick.size(t));
    assertEquals(0b1111111L << 9, Trick.maskLo(t));
    assertEquals(1L << 6, Trick.maskHi(t));
  }
}
