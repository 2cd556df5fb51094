package dev.mazzo.tombolon;

/**
 * A deal's counters per side (T-15, T-16) in one {@code int[6]}: [0, 1] the number of Scope, [2, 3]
 * their points, [4, 5] the Colore points; a kind's index plus the side is the word. The array is
 * never changed once made: the states of a deal share it until a Scopa or a Colore makes a new one
 * ({@link #afterCapture}).
 */
final class Counters {

  /** The number of Scope (T-15). */
  static final int SCOPE = 0;

  /** The Scopa points (T-15). */
  static final int SCOPA_POINTS = 2;

  /** The Colore points (T-16). */
  static final int COLORE = 4;

  /** A deal's counters before its first play: nothing yet. */
  static final int[] NONE = new int[6];

  private Counters() {}

  /** One kind's counter of a side; 0 for a side out of range (the accessors' contract). */
  static int of(int[] counters, int kind, int side) {
    return side == 0 || side == 1 ? counters[kind + side] : 0;
  }

  /**
   * The counters after a capture by {@code side} with a card of scopa value {@code points} that
   * made a Scopa (T-15), a Colore (T-16), or both (T-16: 7 + 7 = 14).
   */
  static int[] afterCapture(int[] counters, int side, int points, boolean scopa, boolean colore) {
    int[] out = counters.clone();
    if (scopa) {
      out[SCOPE + side]++;
      out[SCOPA_POINTS + side] += points;
    }
    if (colore) {
      out[COLORE + side] += points;
    }
    return out;
  }
}
