package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The constrained deal of the determinizers (B-23, F-17): every place gets its count, no card goes
 * where it is ruled out, the known cards go nowhere, and a deal whose greedy choices would dead-end
 * is repaired instead of failing; without constraints every place is as likely for every card.
 */
class HiddenDealTest {

  private static int count(long[] dealt, int place) {
    return Long.bitCount(dealt[2 * place]) + Long.bitCount(dealt[2 * place + 1]);
  }

  @Test
  @DisplayName("B-23 F-17: crossed constraints that dead-end a greedy deal are met, every time")
  void crossedConstraintsAlwaysMet() {
    // Ids 0, 1, 2 stand for one card of three suits; seat 0 may not hold 1, seat 1 not 0, seat 2
    // not 2. Dealing 0 to seat 0 and then 1 to seat 1 leaves seat 2 only card 2, which it may not
    // hold: the repair must move cards instead of failing.
    for (long seed = 0; seed < 200; seed++) {
      HiddenDeal deal =
          new HiddenDeal(3, 0, 0, new int[] {1, 1, 1})
              .ruleOut(0, 0b010, 0)
              .ruleOut(1, 0b001, 0)
              .ruleOut(2, 0b100, 0);
      long[] dealt = deal.deal(new SplittableRandom(seed));
      for (int p = 0; p < 3; p++) {
        assertEquals(1, count(dealt, p), "one card each");
      }
      assertEquals(0, dealt[0] & 0b010);
      assertEquals(0, dealt[2] & 0b001);
      assertEquals(0, dealt[4] & 0b100);
    }
  }

  @Test
  @DisplayName("F-17: a long chain of moves through the places, with cards above id 63")
  void repairsAlongAChain() {
    // 100 hidden cards (ids 28 … 127), five places of 20; place k may hold only ids of its own
    // block of 20 plus the next block, and the last place only its own: one deal exists per
    // choice made for the overlaps, and a random greedy deal strands cards at the end.
    int[] counts = {20, 20, 20, 20, 20};
    for (long seed = 0; seed < 50; seed++) {
      HiddenDeal deal = new HiddenDeal(128, (1L << 28) - 1, 0, counts);
      for (int p = 0; p < 5; p++) {
        for (int id = 28; id < 128; id++) {
          int block = (id - 28) / 20;
          if (block != p && block != p + 1) {
            deal.ruleOut(p, id < 64 ? 1L << id : 0, id >= 64 ? 1L << (id - 64) : 0);
          }
        }
      }
      long[] dealt = deal.deal(new SplittableRandom(seed));
      long lo = 0;
      long hi = 0;
      for (int p = 0; p < 5; p++) {
        assertEquals(20, count(dealt, p));
        for (int w = 0; w < 2; w++) {
          long bits = dealt[2 * p + w];
          for (; bits != 0; bits &= bits - 1) {
            int id = 64 * w + Long.numberOfTrailingZeros(bits);
            int block = (id - 28) / 20;
            assertTrue(block == p || block == p + 1, "id " + id + " in place " + p);
          }
        }
        assertEquals(0, lo & dealt[2 * p]);
        assertEquals(0, hi & dealt[2 * p + 1]);
        lo |= dealt[2 * p];
        hi |= dealt[2 * p + 1];
      }
      assertEquals(~((1L << 28) - 1), lo, "every hidden card dealt, no known one");
      assertEquals(-1L, hi);
    }
  }

  @Test
  @DisplayName("without constraints each card is in each place about as often as its share")
  void unconstrainedIsUniform() {
    int[] inFirst = new int[10];
    SplittableRandom random = new SplittableRandom(7);
    int deals = 4000;
    for (int k = 0; k < deals; k++) {
      long[] dealt = new HiddenDeal(10, 0, 0, new int[] {2, 3, 5}).deal(random);
      for (int id = 0; id < 10; id++) {
        inFirst[id] += (int) (dealt[0] >>> id & 1);
      }
    }
    for (int id = 0; id < 10; id++) {
      // expected 800 (a share of 2/10), standard deviation about 25
      assertTrue(Math.abs(inFirst[id] - 800) < 125, "card " + id + ": " + inFirst[id]);
    }
  }

  @Test
  @DisplayName("before a deal no place hides a card: nothing is dealt")
  void noRoomNoDeal() {
    long[] dealt = new HiddenDeal(40, 0, 0, new int[] {0, 0}).deal(new SplittableRandom(1));
    assertArrayEquals(new long[4], dealt);
  }

  @Test
  @DisplayName("constraints no deal meets (no real view has them) still deal every card")
  void impossibleConstraintsStillDeal() {
    long[] dealt =
        new HiddenDeal(2, 0, 0, new int[] {1, 1}).ruleOut(0, 0b11, 0).deal(new SplittableRandom(3));
    assertEquals(0b11, dealt[0] | dealt[2]);
    assertEquals(1, count(dealt, 0));
  }

  @Test
  @DisplayName("the constrained cards first, each to a place by its remaining count: exact draws")
  void constrainedCardsFirstExactDraws() {
    // Ids 0 … 4 hidden, 5 known; places of 2, 2 and 1. Id 1 is ruled out of place 0, id 3 out of
    // place 2 (B-23): they are shuffled first ([1, 3] -> [3, 1], one draw of 2), then the free
    // ids ([0, 2, 4] -> [4, 2, 0] -> [2, 4, 0], draws of 3 and 2). Every draw answering 0, each
    // card goes to the first place that may hold it and has room; a pick draws from the room of
    // the places that may hold the card: 4 for id 3 (places 0, 1), 3 for id 1 (places 1, 2), then
    // 3, 2 and 1.
    Draws draws = new Draws();
    long[] dealt =
        new HiddenDeal(6, 1L << 5, 0, new int[] {2, 2, 1})
            .ruleOut(0, 1L << 1, 0)
            .ruleOut(2, 1L << 3, 0)
            .deal(draws);
    assertEquals(java.util.List.of(2, 3, 2, 4, 3, 3, 2, 1), draws.bounds);
    assertArrayEquals(new long[] {0b1100, 0, 0b10010, 0, 0b1, 0}, dealt);
  }

  @Test
  @DisplayName("a card ruled out of a place in the high word: id 64 is not id 0")
  void highWordConstraints() {
    // Ids 0, 64 and 65 hidden; id 0 is ruled out of place 1, id 64 nowhere: only id 0 is
    // constrained (no draw to shuffle it), then [64, 65] -> [65, 64] (a draw of 2). Id 0 may only
    // go to place 0 (a draw of 2, its room), 65 to the first place with room (2), 64 to the last.
    Draws draws = new Draws();
    long[] dealt = new HiddenDeal(66, ~1L, ~0b11L, new int[] {2, 1}).ruleOut(1, 1L, 0).deal(draws);
    assertEquals(java.util.List.of(2, 2, 2, 1), draws.bounds);
    assertArrayEquals(new long[] {1L, 0b10L, 0, 0b1L}, dealt);
    // Id 65 (high word, bit 1) ruled out of place 1: it alone comes first, then [0, 64] ->
    // [64, 0]; 65 and 64 go to place 0, 0 to place 1.
    Draws high = new Draws();
    long[] dealtHigh =
        new HiddenDeal(66, ~1L, ~0b11L, new int[] {2, 1}).ruleOut(1, 0, 0b10L).deal(high);
    assertEquals(java.util.List.of(2, 2, 2, 1), high.bounds);
    assertArrayEquals(new long[] {0, 0b11L, 1L, 0}, dealtHigh);
  }

  @Test
  @DisplayName("F-17: a card with a free place takes it and moves no card already dealt")
  void freePlaceMovesNothing() {
    // Places of 2, 1, 1; id 0 may not go to place 1, id 1 not to place 2. Order [1, 0, 3, 2]:
    // 1 -> place 0; 0 -> place 0 (room left there, nothing moves to place 1); 3 -> place 1; 2 ->
    // place 2.
    Draws draws = new Draws();
    long[] dealt =
        new HiddenDeal(4, 0, 0, new int[] {2, 1, 1})
            .ruleOut(1, 1L, 0)
            .ruleOut(2, 1L << 1, 0)
            .deal(draws);
    assertEquals(java.util.List.of(2, 2, 3, 2, 2, 1), draws.bounds);
    assertArrayEquals(new long[] {0b11, 0, 0b1000, 0, 0b100, 0}, dealt);
  }

  @Test
  @DisplayName("a card no place may take goes to the first place with room, not past it")
  void impossibleCardGoesToTheFirstPlaceWithRoom() {
    for (long seed = 0; seed < 20; seed++) {
      long[] dealt =
          new HiddenDeal(2, 0, 0, new int[] {1, 1})
              .ruleOut(1, 0b11, 0)
              .deal(new SplittableRandom(seed));
      assertEquals(1, count(dealt, 0));
      assertEquals(1, count(dealt, 1), "place 1, the only one with room, takes the second card");
      assertEquals(0b11, dealt[0] | dealt[2]);
    }
  }

  @Test
  @DisplayName("a place's cards in a random order: the same cards, every order reached")
  void randomOrder() {
    long[] dealt = {0b1011L, 1L << 3, 0, 0};
    java.util.Set<String> orders = new java.util.HashSet<>();
    SplittableRandom random = new SplittableRandom(5);
    for (int k = 0; k < 300; k++) {
      int[] ids = HiddenDeal.inRandomOrder(dealt, 0, random);
      int[] sorted = ids.clone();
      Arrays.sort(sorted);
      assertArrayEquals(new int[] {0, 1, 3, 67}, sorted);
      orders.add(Arrays.toString(ids));
    }
    assertEquals(24, orders.size());
    assertEquals(0, HiddenDeal.inRandomOrder(dealt, 1, random).length);
  }
}
