package dev.mazzo.tombolon;

/**
 * The capture sets of a played card on a table (T-12), on the hot path: the table is a mask of card
 * ids, a capture set is a mask. {@link #isSet} is the one predicate of T-12; {@link #sets}
 * enumerates exactly the masks it accepts, in the order of T-21, and {@link #hasAny} answers
 * whether there is one (T-13) without enumerating.
 *
 * <p>Sums are found by a depth-first search over the table's numerals in id order with a running
 * sum, pruned as soon as the sum passes the card's value (every value is positive) or the remaining
 * slots cannot be filled. No object is made per subset: the search works on two small int arrays
 * per call and writes masks into one growing {@code long[]}.
 */
final class Captures {

  /** No capture set. */
  static final long[] NONE = new long[0];

  /** The largest capture value (Padova's 10): bounds what the remaining slots can add. */
  private static final int MAX_VALUE = 10;

  private Captures() {}

  /**
   * True when {@code set} is a capture set of card {@code id} on any table that holds it (T-12):
   * for a figure, one card of the same rank; for a numeral, numerals only, one of the same value or
   * two or more whose values add up to its value.
   */
  static boolean isSet(Rules r, int id, long set) {
    if (set == 0 || (set & (1L << id)) != 0) {
      return false;
    }
    int size = Long.bitCount(set);
    if ((r.figures & (1L << id)) != 0) {
      return size == 1 && (set & r.sameRank[id]) != 0;
    }
    if ((set & r.figures) != 0) {
      return false;
    }
    return sum(r, set) == r.value[id];
  }

  /** The sum of the capture values of a set of numerals. */
  static int sum(Rules r, long set) {
    int sum = 0;
    for (long m = set; m != 0; m &= m - 1) {
      sum += r.value[Long.numberOfTrailingZeros(m)];
    }
    return sum;
  }

  /** True when card {@code id} has at least one capture set on {@code table} (T-12, T-13). */
  static boolean hasAny(Rules r, int id, long table) {
    if ((r.figures & (1L << id)) != 0) {
      return (table & r.sameRank[id]) != 0;
    }
    long nums = table & r.numerals;
    int v = r.value[id];
    int k = Long.bitCount(nums);
    if (k == 0) {
      return false;
    }
    int[] vals = new int[k];
    int i = 0;
    for (long m = nums; m != 0; m &= m - 1) {
      int val = r.value[Long.numberOfTrailingZeros(m)];
      if (val == v) {
        return true;
      }
      vals[i++] = val;
    }
    return anySum(vals, 0, v, 0);
  }

  /** Whether some set of two or more of {@code vals[from …]} adds up to {@code rest}. */
  private static boolean anySum(int[] vals, int from, int rest, int taken) {
    for (int i = from; i < vals.length; i++) {
      int left = rest - vals[i];
      if (left == 0 && taken >= 1) {
        return true;
      }
      if (left > 0 && anySum(vals, i + 1, left, taken + 1)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every capture set of card {@code id} on {@code table}, as masks in the order of T-21: by size,
   * smallest first, then lexicographically by canonical order (card ids ascending).
   *
   * @return the sets; {@link #NONE} when the card can only be laid
   */
  static long[] sets(Rules r, int id, long table) {
    if ((r.figures & (1L << id)) != 0) {
      long same = table & r.sameRank[id];
      if (same == 0) {
        return NONE;
      }
      long[] out = new long[Long.bitCount(same)];
      int i = 0;
      for (long m = same; m != 0; m &= m - 1) {
        out[i++] = m & -m;
      }
      return out;
    }
    long nums = table & r.numerals;
    int k = Long.bitCount(nums);
    if (k == 0) {
      return NONE;
    }
    int v = r.value[id];
    int[] ids = new int[k];
    int[] vals = new int[k];
    int i = 0;
    for (long m = nums; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      ids[i] = t;
      vals[i++] = r.value[t];
    }
    Sink sink = new Sink();
    for (int j = 0; j < k; j++) {
      if (vals[j] == v) {
        sink.add(1L << ids[j]);
      }
    }
    for (int size = 2; size <= Math.min(k, v); size++) {
      search(ids, vals, 0, size, v, 0L, sink);
    }
    return sink.toArray();
  }

  /**
   * Emits, in lexicographic order, every set of exactly {@code slots} more cards from index {@code
   * from} on whose values add up to {@code rest}, each joined to {@code taken}.
   */
  private static void search(
      int[] ids, int[] vals, int from, int slots, int rest, long taken, Sink sink) {
    if (slots == 0) {
      if (rest == 0) {
        sink.add(taken);
      }
      return;
    }
    // each remaining card adds 1 … MAX_VALUE, so the slots must fit the rest
    if (rest < slots || rest > slots * MAX_VALUE) {
      return;
    }
    for (int i = from; i <= ids.length - slots; i++) {
      int left = rest - vals[i];
      if (left >= slots - 1) {
        search(ids, vals, i + 1, slots - 1, left, taken | 1L << ids[i], sink);
      }
    }
  }

  /** A growing list of masks. */
  private static final class Sink {
    private long[] sets = new long[8];
    private int count;

    void add(long set) {
      if (count == sets.length) {
        sets = java.util.Arrays.copyOf(sets, 2 * count);
      }
      sets[count++] = set;
    }

    long[] toArray() {
      return count == 0 ? NONE : java.util.Arrays.copyOf(sets, count);
    }
  }
}
