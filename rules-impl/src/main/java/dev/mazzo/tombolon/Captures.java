package dev.mazzo.tombolon;

import dev.mazzo.card.CardSet;

/**
 * The capture sets of a played card on a table (T-12), on the hot path: the table is a mask of card
 * ids, a capture set is a mask. {@link #sets} enumerates every capture set, in the order of T-21,
 * and {@link #hasAny} answers whether there is one (T-13) without enumerating. Whether one given
 * set is a capture is {@code PlayPhase.checkCapture}, which says why not (T-20); the tests hold
 * both to a brute force over every subset of the table.
 *
 * <p>Sums are counted first, by a generating function in packed lanes ({@link #count}), then
 * written into an array of exactly that length by searches over the table's numerals (a mask) in id
 * order, one per set size, so that they come out already in the order of T-21. Every search keeps
 * only the cards whose value still fits (the masks {@link Rules#ofValue} and {@link Rules#below}).
 * No object is made per subset: a call allocates its result array, or nothing when there is no set
 * ({@link #NONE}); {@link #hasAny} allocates nothing.
 */
final class Captures {

  /** No capture set. */
  static final long[] NONE = new long[0];

  private Captures() {}

  /** The sum of the capture values of a set of numerals. */
  static int sum(Rules r, long set) {
    int sum = 0;
    for (long m = set; m != 0; m = CardSet.withoutLowest(m)) {
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
    if ((nums & r.ofValue[rest]) != 0) {
      return true;
    }
    for (long m = nums & r.below[rest]; m != 0; m = CardSet.withoutLowest(m)) {
      if (anySum(r, CardSet.withoutLowest(m), rest - r.value[Long.numberOfTrailingZeros(m)])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Every capture set of card {@code id} on {@code table}, as masks in the order of T-21: by size,
   * smallest first, then lexicographically by canonical order (card ids ascending). The card itself
   * is in a hand, never on the table.
   *
   * <p>The sets are counted first ({@link #count}), then written straight into an array of that
   * length, size by size: the equal cards, then the sums of 2, 3 and 4 cards by nested loops over
   * the table mask in id order, then of 5 cards or more by a recursive search ({@link #fill}),
   * until the array is full. A search in id order restricted to one size emits that size's sets in
   * lexicographic order, so nothing is sorted; the one allocation is the result.
   *
   * @return the sets; {@link #NONE} when the card can only be laid
   */
  static long[] sets(Rules r, int id, long table) {
    return sets(
        r,
        id,
        table,
        (r.figures & (1L << id)) != 0 ? 0 : count(r, table & r.numerals, r.value[id]));
  }

  /**
   * {@link #sets(Rules, int, long)} for a card whose number of sets is known: {@code n}, {@link
   * #count}'s answer for a numeral (not read for a figure), so that it is not counted again.
   */
  static long[] sets(Rules r, int id, long table, int n) {
    if ((r.figures & (1L << id)) != 0) {
      long same = table & r.sameRank[id];
      if (same == 0) {
        return NONE;
      }
      long[] out = new long[Long.bitCount(same)];
      int i = 0;
      for (long m = same; m != 0; m = CardSet.withoutLowest(m)) {
        out[i++] = m & -m;
      }
      return out;
    }
    long nums = table & r.numerals;
    int v = r.value[id];
    if (n == 0) {
      return NONE;
    }
    long[] out = new long[n];
    int pos = 0;
    for (long m = nums & r.ofValue[v]; m != 0; m = CardSet.withoutLowest(m)) {
      out[pos++] = m & -m;
    }
    // Sums: every card is worth less than v. In a set of k cards in id order, the i-th card leaves
    // k - i cards worth at least 1 each, so it is worth at most (what is left) - (k - i): each loop
    // runs only over such cards after the previous one, and the last card is looked up by value.
    long smaller = nums & r.below[v];
    for (long a = smaller; a != 0 && pos != n; a = CardSet.withoutLowest(a)) {
      long taken = a & -a;
      int rest = v - r.value[Long.numberOfTrailingZeros(a)];
      for (long last = CardSet.withoutLowest(a) & r.ofValue[rest];
          last != 0;
          last = CardSet.withoutLowest(last)) {
        out[pos++] = taken | (last & -last);
      }
    }
    for (long a = smaller & r.below[v - 1]; a != 0 && pos != n; a = CardSet.withoutLowest(a)) {
      long ta = a & -a;
      int ra = v - r.value[Long.numberOfTrailingZeros(a)];
      for (long b = CardSet.withoutLowest(a) & r.below[ra]; b != 0; b = CardSet.withoutLowest(b)) {
        long taken = ta | (b & -b);
        int rest = ra - r.value[Long.numberOfTrailingZeros(b)];
        for (long last = CardSet.withoutLowest(b) & r.ofValue[rest];
            last != 0;
            last = CardSet.withoutLowest(last)) {
          out[pos++] = taken | (last & -last);
        }
      }
    }
    for (long a = smaller & r.below[Math.max(v - 2, 0)];
        a != 0 && pos != n;
        a = CardSet.withoutLowest(a)) {
      long ta = a & -a;
      int ra = v - r.value[Long.numberOfTrailingZeros(a)];
      for (long b = CardSet.withoutLowest(a) & r.below[ra - 1];
          b != 0;
          b = CardSet.withoutLowest(b)) {
        long tb = ta | (b & -b);
        int rb = ra - r.value[Long.numberOfTrailingZeros(b)];
        for (long c = CardSet.withoutLowest(b) & r.below[rb];
            c != 0;
            c = CardSet.withoutLowest(c)) {
          long taken = tb | (c & -c);
          int rest = rb - r.value[Long.numberOfTrailingZeros(c)];
          for (long last = CardSet.withoutLowest(c) & r.ofValue[rest];
              last != 0;
              last = CardSet.withoutLowest(last)) {
            out[pos++] = taken | (last & -last);
          }
        }
      }
    }
    // Five cards or more (the smallest such sum is A+A+A+A+2 = 6; rare): the same search,
    // recursive.
    int most = Long.bitCount(smaller);
    for (int k = 5; pos != n && k <= most; k++) {
      pos = fill(r, smaller, v, k, 0L, out, pos);
    }
    assert pos == n : "counted " + n + " capture sets, found " + pos;
    return out;
  }

  /**
   * Writes into {@code out} from {@code pos}, in lexicographic order, every set of exactly {@code
   * k} cards of {@code cands} whose values add up to {@code rest}, each joined to {@code taken};
   * returns the next free position. The k − 1 cards after the first are worth at least 1 each, so
   * the first is worth at most rest − k + 1, and so is every card after it: the candidates passed
   * down need no other filter. So rest ≥ k at every level: {@link #sets} asks for sets of k cards
   * only while some set is still missing, and a set of k cards adds up to k or more.
   */
  private static int fill(Rules r, long cands, int rest, int k, long taken, long[] out, int pos) {
    if (k == 1) {
      for (long m = cands & r.ofValue[rest]; m != 0; m = CardSet.withoutLowest(m)) {
        out[pos++] = taken | (m & -m);
      }
      return pos;
    }
    for (long m = cands & r.below[rest - k + 2]; m != 0; m = CardSet.withoutLowest(m)) {
      int t = Long.numberOfTrailingZeros(m);
      pos = fill(r, CardSet.withoutLowest(m), rest - r.value[t], k - 1, taken | (m & -m), out, pos);
    }
    return pos;
  }

  /**
   * The capture set at {@code index} in {@link #sets}' order (T-21), {@code 0 <= index <} the
   * number of sets, found without making the others (issue 29: a random playout takes one play of
   * the legal list, and {@link #sets} allocated the array of all of them for it): the equal cards
   * first, then the sums size by size, each size in id order ({@link #seek}).
   */
  static long setAt(Rules r, int id, long table, int index) {
    if ((r.figures & (1L << id)) != 0) {
      return nth(table & r.sameRank[id], index);
    }
    long nums = table & r.numerals;
    int v = r.value[id];
    long equal = nums & r.ofValue[v];
    int skip = index - Long.bitCount(equal);
    if (skip < 0) {
      return nth(equal, index);
    }
    long smaller = nums & r.below[v];
    int most = Long.bitCount(smaller);
    for (int k = 2; k <= most; k++) {
      long got = seek(r, smaller, v, k, 0L, skip);
      if (got >= 0) {
        return got;
      }
      skip = (int) ~got;
    }
    throw new IndexOutOfBoundsException("capture set " + index);
  }

  /**
   * The set at {@code skip}, in lexicographic order, of the sets of exactly {@code k} cards of
   * {@code cands} whose values add up to {@code rest}, joined to {@code taken}; when there are only
   * c ≤ {@code skip} of them, {@code ~(skip - c)}, a negative number (a set is a mask of ids below
   * 63, never negative). {@link #fill}'s search, counting instead of writing: rest ≥ k.
   */
  private static long seek(Rules r, long cands, int rest, int k, long taken, int skip) {
    if (k == 1) {
      long m = cands & r.ofValue[rest];
      int c = Long.bitCount(m);
      return skip < c ? taken | nth(m, skip) : ~(long) (skip - c);
    }
    int left = skip;
    for (long m = cands & r.below[rest - k + 2]; m != 0; m = CardSet.withoutLowest(m)) {
      int t = Long.numberOfTrailingZeros(m);
      long got =
          seek(r, CardSet.withoutLowest(m), rest - r.value[t], k - 1, taken | (m & -m), left);
      if (got >= 0) {
        return got;
      }
      left = (int) ~got;
    }
    return ~(long) left;
  }

  /** The {@code i}-th lowest bit of {@code mask} alone, {@code i <} its bit count. */
  static long nth(long mask, int i) {
    long m = mask;
    for (int j = i; j > 0; j--) {
      m = CardSet.withoutLowest(m);
    }
    return m & -m;
  }

  /** The lanes of {@link #count}: 10 bits each, six per {@code long} (bits 60 … 63 unused). */
  private static final int LANE = 10;

  private static final long LANE_MASK = (1L << LANE) - 1;
  private static final long SIX_LANES = (1L << (6 * LANE)) - 1;

  /**
   * The number of sets of one or more numerals of {@code nums} whose values add up to {@code v} (1
   * … 10): the cards worth v, plus the coefficient of x^v in the product, over the numerals worth
   * less than v, of (1 + x^value). The polynomial is kept truncated to x^0 … x^11 in 10-bit lanes
   * of two {@code long}s ({@code lo} holds x^0 … x^5, {@code hi} x^6 … x^11); multiplying it by (1
   * + x^w) is a few shifts, masks and adds, with no branch on the data (a shift by 60 bits or more
   * is masked out, not skipped) and no search. A coefficient counts subsets of those numerals, so
   * with at most 10 of them it is at most 1023 and no lane overflows; with more than 10 numerals
   * worth less than v (a large table), a depth-first count instead.
   */
  static int count(Rules r, long nums, int v) {
    int equal = Long.bitCount(nums & r.ofValue[v]);
    long cands = nums & r.below[v];
    if (Long.bitCount(cands) > LANE_CARDS) {
      return equal + countSearch(r, cands, v);
    }
    long lo = 1L;
    long hi = 0L;
    for (long m = cands; m != 0; m = CardSet.withoutLowest(m)) {
      int w = r.value[Long.numberOfTrailingZeros(m)];
      hi = timesHi(lo, hi, w);
      lo = timesLo(lo, w);
    }
    return equal + lane(lo, hi, v);
  }

  /**
   * The most numerals whose polynomial {@link #count} keeps in lanes: a coefficient counts subsets
   * of them, at most 2^10 - 1 of them for a power of x above 0.
   */
  static final int LANE_CARDS = 10;

  /**
   * The lanes x^0 … x^5 ({@code lo}) of a polynomial of {@link #count} times (1 + x^w), w 1 … 11.
   */
  static long timesLo(long lo, int w) {
    int shift = LANE * w;
    long low = (long) (shift - 6 * LANE) >> 63; // all ones when x^w moves lo's lanes within lo
    return (lo + ((lo << shift) & low)) & SIX_LANES;
  }

  /**
   * The lanes x^6 … x^11 ({@code hi}) of a polynomial of {@link #count} ({@code lo}, {@code hi})
   * times (1 + x^w), w 1 … 11: no branch on the data, a shift by 60 bits or more masked out.
   */
  static long timesHi(long lo, long hi, int w) {
    int shift = LANE * w;
    long low = (long) (shift - 6 * LANE) >> 63;
    return hi
        + ((hi << shift) & low)
        + (((lo >>> (6 * LANE - shift)) & low) | ((lo << (shift - 6 * LANE)) & ~low));
  }

  /** The coefficient of x^v (0 … 11) of a polynomial of {@link #count}. */
  static int lane(long lo, long hi, int v) {
    return (int) ((v < 6 ? lo >>> (LANE * v) : hi >>> (LANE * (v - 6))) & LANE_MASK);
  }

  /**
   * The same count by a depth-first search in id order: the cards worth exactly {@code rest} end a
   * set, the cards worth less go on with the cards after them.
   */
  private static int countSearch(Rules r, long cands, int rest) {
    int n = Long.bitCount(cands & r.ofValue[rest]);
    for (long m = cands & r.below[rest]; m != 0; m = CardSet.withoutLowest(m)) {
      n += countSearch(r, CardSet.withoutLowest(m), rest - r.value[Long.numberOfTrailingZeros(m)]);
    }
    return n;
  }
}
