package dev.mazzo.pitch;

/** Sets a draft's piles (P-27, P-28) for a test, in an array of the draft's own. */
final class Piles {

  private Piles() {}

  /** The points credited to each seat so far. */
  static void setPoints(Draft d, int... points) {
    set(d, 2, points.length, i -> points[i]);
  }

  /** The point cards credited to each seat so far, one bit per card id. */
  static void setPointCards(Draft d, long... cards) {
    set(d, 1, cards.length, i -> cards[i]);
  }

  private static void set(Draft d, int part, int count, java.util.function.IntToLongFunction v) {
    long[] piles = d.piles.clone();
    int n = d.players();
    for (int p = 0; p < count; p++) {
      piles[part * n + p] = v.applyAsLong(p);
    }
    d.piles = piles;
  }
}
