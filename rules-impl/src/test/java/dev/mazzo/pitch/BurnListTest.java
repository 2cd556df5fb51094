package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import io.vavr.collection.Array;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lazy burns ({@link BurnList}, issue 29) are the eager list of P-35 they replaced: the base
 * cards with every k-subset of the pool, in lexicographic order of ascending ids, the same actions,
 * printed as the {@code Array} was.
 */
class BurnListTest {

  private static final Deck DECK = Rules.deckOf(false);

  /** The eager list, as {@code BurnPhase} made it before: each pick in lexicographic order. */
  private static Array<Action> eager(int seat, long pool, long base, int k) {
    int[] ids = new int[Long.bitCount(pool)];
    int i = 0;
    for (long p = pool; p != 0; p &= p - 1) {
      ids[i++] = Long.numberOfTrailingZeros(p);
    }
    List<Action> out = new ArrayList<>();
    combos(seat, ids, k, 0, base, out);
    return Array.ofAll(out);
  }

  private static void combos(int seat, int[] ids, int k, int from, long chosen, List<Action> out) {
    if (k == 0) {
      out.add(new PitchAction.Burn(seat, BurnList.cards(DECK, chosen)));
      return;
    }
    for (int i = from; i <= ids.length - k; i++) {
      combos(seat, ids, k - 1, i + 1, chosen | 1L << ids[i], out);
    }
  }

  @Test
  void everyPickInLexicographicOrder() {
    long[] pools = {0b1L, 0b1011_0110L, 0xF0F0L | 1L << 52, (1L << 16) - 1, 1L << 53 | 1L << 3};
    long[] bases = {0L, 1L << 40 | 1L << 41};
    for (long pool : pools) {
      for (long base : bases) {
        for (int k = 0; k <= Long.bitCount(pool); k++) {
          BurnList lazy = new BurnList(DECK, 2, pool, base, k);
          Array<Action> expected = eager(2, pool, base, k);
          String what = Long.toBinaryString(pool) + " " + base + " k " + k;
          assertEquals(expected.size(), lazy.size(), what);
          for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), lazy.get(i), what + " element " + i);
          }
          assertEquals(expected, lazy, what);
        }
      }
    }
  }

  @Test
  void printsAsTheArrayItReplaced() {
    BurnList lazy = new BurnList(DECK, 0, 0b111L, 1L << 9, 2);
    assertEquals(eager(0, 0b111L, 1L << 9, 2).toString(), lazy.toString());
    assertEquals(eager(0, 0b111L, 1L << 9, 2).hashCode(), lazy.hashCode());
    assertEquals(3, lazy.size());
  }
}
