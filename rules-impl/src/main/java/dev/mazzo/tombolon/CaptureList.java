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
   * #timesSmall}); else (a Padova hand with an 8, 9 or 10) in one with wider lanes for a table of
   * at most {@value #TEN_CARDS} numerals ({@link #timesTen}), or in two ({@link #timesMidLo},
   * {@link #timesMidHi}).
   */
  static CaptureList of(TombolonState s) {
    Rules r = s.rules;
    long hand = s.cards[s.toAct()];
    long table = s.tableMask;
    long counts = Long.bitCount(hand) <= PACKED_CARDS ? 0L : UNPACKED;
    if (small(r, hand)) {
      return ofSmall(s, hand, table, counts);
    }
    return tenFits(r, table) ? ofTen(s, hand, table, counts) : ofMid(s, hand, table, counts);
  }

  /**
   * Whether the table holds at most {@value #TEN_CARDS} numerals, so that {@link #of} counts a hand
   * that is not {@link #small} with {@link #timesTen} in one {@code long} (issue 29: almost every
   * table of a random Padova hand).
   */
  static boolean tenFits(Rules r, long table) {
    return Long.bitCount(table & r.numerals) <= TEN_CARDS;
  }

  /** The most table numerals of {@link #timesTen}: a coefficient counts subsets of them. */
  static final int TEN_CARDS = 6;

  /** The bits of one coefficient of {@link #timesTen}'s polynomial: 2^6 - 1 subsets of six. */
  private static final int TEN_LANE = 6;

  /**
   * {@link #timesSmall} for a numeral worth up to 10 (T-4, Padova) on a table of at most {@value
   * #TEN_CARDS} numerals: x^1 … x^10 in {@value #TEN_LANE}-bit lanes of one {@code long} (bits 0 …
   * 59), as a coefficient counts at most 63 subsets; what goes above x^10 goes to bits 60 … 63 or
   * off the top, and never down.
   */
  static long timesTen(long q, int w) {
    return q + (1L << TEN_LANE * (w - 1)) + (q << TEN_LANE * w);
  }

  /** The coefficient of x^v, v 1 … 10, of {@link #timesTen}'s polynomial. */
  static int tenLane(long q, int v) {
    return (int) (q >>> TEN_LANE * (v - 1)) & ((1 << TEN_LANE) - 1);
  }

  /**
   * {@link #ofSmall} for a hand that is not {@link #small} on a table of at most {@value
   * #TEN_CARDS} numerals ({@link #tenFits}): the table's polynomial in one {@code long} ({@link
   * #timesTen}); every count fits its bits (at most 63).
   */
  private static CaptureList ofTen(TombolonState s, long hand, long table, long counts) {
    Rules r = s.rules;
    long q = 0L;
    for (long m = table & r.numerals; m != 0; m = CardSet.withoutLowest(m)) {
      q = timesTen(q, r.value[Long.numberOfTrailingZeros(m)]);
    }
    int size = 0;
    long packed = counts;
    int shift = 0;
    for (long h = hand; h != 0; h = CardSet.withoutLowest(h), shift += COUNT_BITS) {
      int id = Long.numberOfTrailingZeros(h);
      int figure = Long.bitCount(table & r.sameRank[id]);
      int numeral = tenLane(q, r.value[id]);
      int n = (r.figures & (1L << id)) != 0 ? figure : numeral;
      size += Math.max(1, n);
      packed |= (long) n << shift;
    }
    return new CaptureList(s, size, packed);
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

  /**
   * {@link #of} for a hand that is not {@link #small} on a table of more than {@value #TEN_CARDS}
   * numerals: {@link #ofSmall} with the table's polynomial in two {@code long}s ({@link
   * #timesMidLo}, {@link #timesMidHi}), again with no branch on a card of the hand (issue 29: the
   * two-word count of {@link Captures} took a branch on each card, often mispredicted, and some
   * fifteen operations per table card). A numeral's count may pass the packed counts' bits (1,701
   * sets worth 10 with every other numeral on the table): the counts are then {@link #UNPACKED},
   * and {@link #make} counts again.
   */
  private static CaptureList ofMid(TombolonState s, long hand, long table, long counts) {
    Rules r = s.rules;
    long lo = 0L;
    long hi = 0L;
    for (long m = table & r.below[MID_MOST + 1]; m != 0; m = CardSet.withoutLowest(m)) {
      int w = r.value[Long.numberOfTrailingZeros(m)];
      hi = timesMidHi(lo, hi, w);
      lo = timesMidLo(lo, w);
    }
    int size = 0;
    long packed = counts;
    int shift = 0;
    for (long h = hand; h != 0; h = CardSet.withoutLowest(h), shift += COUNT_BITS) {
      int id = Long.numberOfTrailingZeros(h);
      int figure = Long.bitCount(table & r.sameRank[id]);
      int numeral = midLane(lo, hi, r.value[id]);
      int n = (r.figures & (1L << id)) != 0 ? figure : numeral;
      size += Math.max(1, n);
      packed |= n <= COUNT_MASK ? (long) n << shift : UNPACKED;
    }
    return new CaptureList(s, size, packed);
  }

  /** The highest power of x that {@link #timesMidLo}'s polynomial keeps: a numeral's most (T-4). */
  static final int MID_MOST = 10;

  /** The bits of one coefficient of {@link #timesMidLo}'s polynomial. */
  private static final int MID_LANE = 12;

  /** The five lanes of one word of {@link #timesMidLo}'s polynomial (bits 0 … 59). */
  private static final long FIVE_LANES = (1L << 5 * MID_LANE) - 1;

  /**
   * The low word of the polynomial (lo, hi), with 1 added, times (1 + x^w), w 1 … 10, less 1, as
   * {@link #timesSmall} (q + x^w + q·x^w): lo holds the coefficients of x^1 … x^5, hi those of x^6
   * … x^10, in {@value #MID_LANE}-bit lanes from the lowest; what goes above x^10 is dropped. No
   * lane overflows: the deck has four numerals of each value, with which the most sets worth 10 or
   * less are 1,702 (worth 10), below 2^12. Masks, not branches, choose what moves where (a shift of
   * 64 bits or more is masked out).
   */
  static long timesMidLo(long lo, int w) {
    long within = (long) (w - 5) >> 63; // all ones for w <= 4: lo's lanes stay in lo
    long term = (long) (w - 6) >> 63; // all ones for w <= 5: x^w is a lane of lo
    return lo + ((1L << MID_LANE * (w - 1)) & term) + ((lo << MID_LANE * w) & within & FIVE_LANES);
  }

  /** The high word of {@link #timesMidLo}'s product, from the low and high words before it. */
  static long timesMidHi(long lo, long hi, int w) {
    long within = (long) (w - 5) >> 63;
    long term = (long) (w - 6) >> 63;
    long up = ((lo << MID_LANE * (w - 5)) & ~within) | ((lo >>> MID_LANE * (5 - w)) & within);
    return hi
        + ((1L << MID_LANE * (w - 6)) & ~term)
        + ((hi << MID_LANE * w) & within & FIVE_LANES)
        + (up & FIVE_LANES);
  }

  /** The coefficient of x^v, v 1 … 10, of {@link #timesMidLo}'s polynomial (lo, hi). */
  static int midLane(long lo, long hi, int v) {
    int k = v - 1;
    long low = (long) (k - 5) >> 63; // all ones for v <= 5: a lane of lo
    long word = (lo & low) | (hi & ~low);
    int shift = MID_LANE * k - (5 * MID_LANE & ~(int) low);
    return (int) (word >>> shift) & ((1 << MID_LANE) - 1);
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
