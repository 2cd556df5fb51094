package dev.mazzo.table;

import java.util.random.RandomGenerator;

/**
 * The cards a seat's view does not show, in a random order, handed out one at a time: what every
 * family's determinizer deals to the other hands and the stock once the public cards are in their
 * places (briscola.md B-70, tombolon.md T-33). The order is a Fisher–Yates shuffle of the unseen
 * ids in ascending order, so a seeded generator gives the same deal every time.
 */
public final class Unseen {

  private final int[] pool;
  private int next;

  /**
   * The ids from 0 to {@code deckSize - 1} that are not in the known set, shuffled.
   *
   * @param deckSize the number of cards in the deck (at most 128)
   * @param knownLo the known ids below 64, as bits (ids of the deck only)
   * @param knownHi the known ids from 64 on, as bits (id 64 + k is bit k)
   * @param random the source of the order
   */
  public Unseen(int deckSize, long knownLo, long knownHi, RandomGenerator random) {
    // Exactly the unseen ids: a caller that draws one more fails instead of getting id 0.
    int[] ids = new int[deckSize - Long.bitCount(knownLo) - Long.bitCount(knownHi)];
    int free = 0;
    for (int id = 0; id < deckSize; id++) {
      long word = id < 64 ? knownLo : knownHi;
      if ((word & (1L << id)) == 0) {
        ids[free++] = id;
      }
    }
    for (int i = ids.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = ids[i];
      ids[i] = ids[j];
      ids[j] = t;
    }
    this.pool = ids;
  }

  /**
   * The next unseen card id (an exception past the last).
   *
   * @return a card id not handed out before
   * @throws ArrayIndexOutOfBoundsException when every unseen card has been handed out
   */
  public int next() {
    return pool[next++];
  }
}
