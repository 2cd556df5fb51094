package dev.mazzo.tombolon;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;

/**
 * The legal plays of a seat (T-21), listed without making them: for each card of the hand in
 * canonical order, its lay when it has no capture set (T-13), else one {@link CapturePlay} per
 * capture set in the order of {@link Captures#sets} (T-12). The list keeps the state (its hand and
 * table are masks); its length is counted at once ({@link Captures#count}), and {@code get(i)}
 * makes the i-th play, with the one capture set it takes ({@link Captures#setAt}) (issue 29: the
 * eager list, a play and a card list per capture set, allocated about 280 bytes a decision for a
 * random playout that takes one). The plays are those of the eager list: the lays the rules' own,
 * the captures equal ones made anew.
 */
final class CaptureList extends LazySeq<Action> {

  /** The bits of one card's count in {@link #counts}. */
  private static final int COUNT_BITS = 10;

  private static final long COUNT_MASK = (1L << COUNT_BITS) - 1;

  /** The most cards whose counts {@link #counts} holds. */
  private static final int PACKED_CARDS = Long.SIZE / COUNT_BITS;

  /** {@link #counts} when the hand's counts do not fit: {@link #make} counts again. */
  private static final long UNPACKED = -1L;

  /**
   * The state whose plays these are: its rules, seat to act, hand and table (issue 29: one
   * reference, so that the list costs 32 bytes, not 56 with the four of them).
   */
  private final TombolonState state;

  /**
   * The number of capture sets of each card of the hand in canonical order, {@value #COUNT_BITS}
   * bits each from the lowest, as {@link #of} counted them for the length (issue 29: {@link #make}
   * reads them instead of counting the cards before the i-th play again); {@link #UNPACKED} for a
   * hand of more than {@value #PACKED_CARDS} cards or a card with 1024 sets or more.
   */
  private final long counts;

  private CaptureList(TombolonState state, int size, long counts) {
    super(size);
    this.state = state;
    this.counts = counts;
  }

  /**
   * The plays of a seat's hand on a table (T-21). A numeral's sets are counted from one polynomial
   * of the whole table (issue 29: {@link Captures#count} per card multiplied the same table cards
   * again for each card of the hand): the coefficient of x^v of the product, over every numeral on
   * the table, of (1 + x^value) counts the sets worth v, as a card worth more than v is in none and
   * a card worth v only in the set of itself alone. When no numeral of the hand is worth more than
   * {@value #SMALL_MOST} (every Rovigo hand) the product is kept in one {@code long} ({@link
   * #timesSmall}); else in {@link Captures}' two, and a table of more than {@link
   * Captures#LANE_CARDS} numerals is counted per card.
   */
  static CaptureList of(TombolonState s) {
    Rules r = s.rules;
    long hand = s.cards[s.toAct()];
    long table = s.tableMask;
    long counts = Long.bitCount(hand) <= PACKED_CARDS ? 0L : UNPACKED;
    if (small(r, hand)) {
      return ofSmall(s, hand, table, counts);
    }
    long nums = table & r.numerals;
    boolean lanes = Long.bitCount(nums) <= Captures.LANE_CARDS;
    long lo = 1L;
    long hi = 0L;
    if (lanes) {
      for (long m = nums; m != 0; m = CardSet.withoutLowest(m)) {
        int w = r.value[Long.numberOfTrailingZeros(m)];
        hi = Captures.timesHi(lo, hi, w);
        lo = Captures.timesLo(lo, w);
      }
    }
    int size = 0;
    int shift = 0;
    for (long h = hand; h != 0; h = CardSet.withoutLowest(h)) {
      int id = Long.numberOfTrailingZeros(h);
      int n =
          (r.figures & (1L << id)) != 0
              ? Long.bitCount(table & r.sameRank[id])
              : lanes ? Captures.lane(lo, hi, r.value[id]) : Captures.count(r, nums, r.value[id]);
      size += Math.max(1, n);
      if (counts != UNPACKED) {
        counts = n <= COUNT_MASK ? counts | (long) n << shift : UNPACKED;
        shift += COUNT_BITS;
      }
    }
    return new CaptureList(s, size, counts);
  }

  /**
   * {@link #of} for a {@link #small} hand, with {@code counts} 0, or {@link #UNPACKED} for a hand
   * of more than {@value #PACKED_CARDS} cards: the table's polynomial in one {@code long} ({@link
   * #timesSmall}), and no branch on a card of the hand (whether it is a figure or a numeral is a
   * conditional move). Every count fits its bits (a figure's at most 3, a numeral's at most 344),
   * and {@link #UNPACKED}, all ones, stays so.
   */
  private static CaptureList ofSmall(TombolonState s, long hand, long table, long counts) {
    Rules r = s.rules;
    long q = 0L;
    for (long m = table & r.below[SMALL_MOST + 1]; m != 0; m = CardSet.withoutLowest(m)) {
      q = timesSmall(q, r.value[Long.numberOfTrailingZeros(m)]);
    }
    int size = 0;
    long packed = counts;
    int shift = 0;
    for (long h = hand; h != 0; h = CardSet.withoutLowest(h), shift += COUNT_BITS) {
      int id = Long.numberOfTrailingZeros(h);
      int figure = Long.bitCount(table & r.sameRank[id]);
      int numeral = smallLane(q, r.value[id]);
      int n = (r.figures & (1L << id)) != 0 ? figure : numeral;
      size += Math.max(1, n);
      packed |= (long) n << shift;
    }
    return new CaptureList(s, size, packed);
  }

  /**
   * The highest power of x that {@link #timesSmall}'s polynomial keeps: the highest value of a
   * Rovigo numeral (T-4).
   */
  static final int SMALL_MOST = 7;

  /**
   * Whether no numeral of {@code hand} is worth more than {@value #SMALL_MOST}, so that {@link #of}
   * counts its sets with {@link #timesSmall}: the table's numerals worth more are in none of them.
   */
  static boolean small(Rules r, long hand) {
    return (hand & r.numerals & ~r.below[SMALL_MOST + 1]) == 0;
  }

  /** The bits of one coefficient of {@link #timesSmall}'s polynomial. */
  private static final int SMALL_LANE = 9;

  /**
   * The polynomial q, with 1 added, times (1 + x^w), w 1 … 7, less 1: q holds the coefficients of
   * x^1 … x^7 in {@value #SMALL_LANE}-bit lanes from the lowest (bits 0 … 62; x^0's is always 1, so
   * it is not kept, and (1 + q)(1 + x^w) - 1 is q + x^w + q·x^w). What the product has above x^7
   * goes to bit 63 or off the top, and nothing moves down to the lanes below it. No lane overflows:
   * a coefficient counts the sets of numerals worth exactly its power, and a deck has four numerals
   * of each value, with which the most sets worth 7 or less are 344 (worth 7), below 2^9 (issue 29:
   * two shifts and two adds per table card, where the two lanes of {@link Captures#count} take
   * about fifteen operations).
   */
  static long timesSmall(long q, int w) {
    return q + (1L << SMALL_LANE * (w - 1)) + (q << SMALL_LANE * w);
  }

  /** The coefficient of x^v, v 1 … 7, of {@link #timesSmall}'s polynomial. */
  static int smallLane(long q, int v) {
    return (int) (q >>> SMALL_LANE * (v - 1)) & ((1 << SMALL_LANE) - 1);
  }

  /** The number of capture sets of card {@code id} on {@code table} (T-12); 0 when it lays. */
  static int sets(Rules r, int id, long table) {
    return (r.figures & (1L << id)) != 0
        ? Long.bitCount(table & r.sameRank[id])
        : Captures.count(r, table & r.numerals, r.value[id]);
  }

  @Override
  protected Action make(int index) {
    TombolonState s = state;
    Rules r = s.rules;
    int seat = s.toAct();
    long table = s.tableMask;
    int rest = index;
    boolean packed = counts != UNPACKED;
    int shift = 0;
    for (long h = s.cards[seat]; ; h = CardSet.withoutLowest(h), shift += COUNT_BITS) {
      int id = Long.numberOfTrailingZeros(h);
      int n = packed ? (int) (counts >>> shift & COUNT_MASK) : sets(r, id, table);
      if (rest < Math.max(1, n)) {
        return n == 0
            ? r.lays[seat][id]
            : new CapturePlay(
                seat, r.cards[id], CaptureCards.of(r, Captures.setAt(r, id, table, rest)));
      }
      rest -= Math.max(1, n);
    }
  }
}
