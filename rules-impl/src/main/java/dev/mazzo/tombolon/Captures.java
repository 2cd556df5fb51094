package dev.mazzo.tombolon;

/**
 * The capture sets of a played card on a table (T-12), on the hot path: the table is a mask of card
 * ids, a capture set is a mask. {@link #isSet} is the one predicate of T-12; {@link #sets}
 * enumerates exactly the masks it accepts, in the order of T-21, and {@link #hasAny} answers
 * whether there is one (T-13) without enumerating.
 *
 * <p>Sums are found by one depth-first search over the table's numerals (a mask) in id order with a
 * running sum, pruned as soon as the sum reaches or passes the card's value (every value is
 * positive); the sets are then ordered by size. No object is made per subset: the search writes
 * masks into one growing {@code long[]}; {@link #hasAny} allocates nothing.
 */
final class Captures {

  /** No capture set. */
  static final long[] NONE = new long[0];

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
    return anySum(r, table & r.numerals, r.value[id]);
  }

  /**
   * Whether some set (one card or more) of the numerals in {@code nums} adds up to {@code rest}.
   */
  private static boolean anySum(Rules r, long nums, int rest) {
    for (long m = nums; m != 0; m &= m - 1) {
      int left = rest - r.value[Long.numberOfTrailingZeros(m)];
      if (left == 0) {
        return true;
      }
      if (left > 0 && anySum(r, m & (m - 1), left)) {
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
    if (nums == 0) {
      return NONE;
    }
    Sink sink = new Sink();
    search(r, nums, r.value[id], 0L, sink);
    return sink.bySize();
  }

  /**
   * Emits every set of the numerals in {@code nums} whose values add up to {@code rest}, each
   * joined to {@code taken}: depth first in id order, so that the sets of one size come out in
   * lexicographic order (a set's smaller first differing id is explored first). Every value is
   * positive, so a branch stops as soon as the sum reaches or passes the value.
   */
  private static void search(Rules r, long nums, int rest, long taken, Sink sink) {
    for (long m = nums; m != 0; m &= m - 1) {
      int t = Long.numberOfTrailingZeros(m);
      int left = rest - r.value[t];
      if (left == 0) {
        sink.add(taken | 1L << t);
      } else if (left > 0) {
        search(r, m & (m - 1), left, taken | 1L << t, sink);
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

    /** The sets by size, smallest first, keeping the order of emission within a size (T-21). */
    long[] bySize() {
      if (count == 0) {
        return NONE;
      }
      long[] out = new long[count];
      int j = 0;
      for (int size = 1; j < count; size++) {
        for (int i = 0; i < count; i++) {
          if (Long.bitCount(sets[i]) == size) {
            out[j++] = sets[i];
          }
        }
      }
      return out;
    }
  }
}
