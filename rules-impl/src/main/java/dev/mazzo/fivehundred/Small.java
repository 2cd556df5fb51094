package dev.mazzo.fivehundred;

/**
 * The small numbers of a {@link FiveHundredState} packed in one {@code long} (issue 29): the leader
 * of the trick, the suit a joker lead named, the trick number, whether the partner is shown and the
 * open misère hand exposed, and per seat the tricks won and the suits shown void in. They took 24
 * of the state's 104 bytes, and a won trick copied the array of tricks per seat, a void shown the
 * array of voids; a play now changes a few bits of one word.
 *
 * <p>Slots: the leader plus one (bits 0 … 2, 0 for none), the named suit's ordinal plus one (3 … 5,
 * 0 for none), the trick number (6 … 9, at most 10), the partner shown (bit 10), the hand exposed
 * (bit 11), then per seat s the tricks it won at {@code 12 + 4s} (at most 10) and its void suits at
 * {@code 36 + 4s} (one bit per suit ordinal, F-18). Six seats at most play (five-hundred.md §1).
 */
final class Small {

  private Small() {}

  private static final int NAMED = 3;
  private static final int TRICK_NO = 6;
  private static final long PARTNER_SHOWN = 1L << 10;
  private static final long EXPOSED = 1L << 11;
  private static final int TRICKS = 12;
  private static final int VOIDS = 36;

  /** The packed values; arrays of one entry per seat. */
  static long pack(
      int leader,
      int named,
      int trickNo,
      boolean partnerShown,
      boolean exposed,
      int[] tricksBySeat,
      int[] voids) {
    long p =
        (leader + 1)
            | (long) (named + 1) << NAMED
            | (long) trickNo << TRICK_NO
            | (partnerShown ? PARTNER_SHOWN : 0)
            | (exposed ? EXPOSED : 0);
    for (int seat = 0; seat < tricksBySeat.length; seat++) {
      p |= (long) tricksBySeat[seat] << TRICKS + 4 * seat | (long) voids[seat] << VOIDS + 4 * seat;
    }
    return p;
  }

  static int leader(long p) {
    return (int) (p & 7) - 1;
  }

  static int named(long p) {
    return (int) (p >>> NAMED & 7) - 1;
  }

  /** These values with another named suit (-1 for none). */
  static long withNamed(long p, int named) {
    return p & ~(7L << NAMED) | (long) (named + 1) << NAMED;
  }

  static int trickNo(long p) {
    return (int) (p >>> TRICK_NO & 15);
  }

  static boolean partnerShown(long p) {
    return (p & PARTNER_SHOWN) != 0;
  }

  /** These values with the partner shown when {@code shown}. */
  static long showing(long p, boolean shown) {
    return shown ? p | PARTNER_SHOWN : p;
  }

  static boolean exposed(long p) {
    return (p & EXPOSED) != 0;
  }

  /** The tricks a seat won. */
  static int won(long p, int seat) {
    return (int) (p >>> TRICKS + 4 * seat & 15);
  }

  /** The suits a seat showed void in, one bit per ordinal. */
  static int voidsOf(long p, int seat) {
    return (int) (p >>> VOIDS + 4 * seat & 15);
  }

  /** These values with a seat shown void in a suit. */
  static long withVoid(long p, int seat, int suit) {
    return p | 1L << VOIDS + 4 * seat + suit;
  }

  /**
   * These values after a trick won by {@code winner} (F-16): one more trick for him, the next trick
   * led by him, and no named suit.
   */
  static long trickWon(long p, int winner) {
    long rest = p & ~(7L | 7L << NAMED | 15L << TRICK_NO);
    long won = rest + (1L << TRICKS + 4 * winner);
    return won | (winner + 1) | (long) (trickNo(p) + 1) << TRICK_NO;
  }

  /** The tricks per seat, a new array of {@code n}. */
  static int[] tricks(long p, int n) {
    int[] out = new int[n];
    for (int seat = 0; seat < n; seat++) {
      out[seat] = won(p, seat);
    }
    return out;
  }

  /** The voids per seat, a new array of {@code n}. */
  static int[] voids(long p, int n) {
    int[] out = new int[n];
    for (int seat = 0; seat < n; seat++) {
      out[seat] = voidsOf(p, seat);
    }
    return out;
  }
}
