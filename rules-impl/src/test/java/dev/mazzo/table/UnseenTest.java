package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The unseen cards of a view in a random order (briscola.md B-70, tombolon.md T-33): a Fisher–Yates
 * shuffle of the unseen ids in ascending order, over both words of ids.
 */
class UnseenTest {

  @Test
  @DisplayName("B-70: the ids not known, ids 64 and up by the high word, one draw per swap")
  void shuffleOfTheUnseenIds() {
    // Deck of 66: id 0 known (low word, bit 0), id 64 hidden (high word, bit 0), id 65 known;
    // the hidden ids are 1 … 63 but for the known ones below, and 64.
    long knownLo = ~0b10L; // only id 1 hidden in the low word
    long knownHi = 0b10L; // id 65 known, id 64 hidden
    Draws draws = new Draws();
    Unseen unseen = new Unseen(66, knownLo, knownHi, draws);
    // [1, 64]: i = 1 draws from 2 and swaps with index 0.
    assertEquals(List.of(2), draws.bounds);
    assertEquals(64, unseen.next());
    assertEquals(1, unseen.next());
  }

  @Test
  @DisplayName("T-33: three unseen ids, every draw answering 0: draws 3 then 2")
  void threeIds() {
    Draws draws = new Draws();
    Unseen unseen = new Unseen(4, 0b0100L, 0, draws);
    // [0, 1, 3] -> i = 2 swaps with 0: [3, 1, 0] -> i = 1 swaps with 0: [1, 3, 0].
    assertEquals(List.of(3, 2), draws.bounds);
    assertEquals(1, unseen.next());
    assertEquals(3, unseen.next());
    assertEquals(0, unseen.next());
  }
}
