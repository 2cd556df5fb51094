package dev.mazzo.briscola;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;

/**
 * A legal list of the family listed without making a list: a two-word mask over a table of actions
 * made once with the rules, the actions of the set bits in ascending index order. Its length is the
 * mask's bit count, and {@code get(i)} is the action of the i-th lowest bit. Every legal list of
 * phases {@code bid}, {@code call} and {@code play} is one (issue 29):
 *
 * <ul>
 *   <li>the plays (B-22, B-23): the seat's plays by card id, the playable cards' bits, so that the
 *       list is in canonical order (B-66); the eager cons list cost a cell per card but the
 *       highest, 17 % of the bytes of a random briscola-2p action, and {@code get} walked it. A
 *       single play is a list made once ({@link Rules#onePlay});
 *   <li>the bids (B-45, B-62, B-66): pass at index 0, the bid at ladder level k at index k + 1, so
 *       that pass comes first and the bids from the lowest up ({@link Ladder}, made once);
 *   <li>the calls (B-51, B-63, B-66): every call of the seat, in the ladder's order (made once).
 * </ul>
 *
 * <p>One class for all of them keeps the callers' {@code size} and {@code get} calls monomorphic: a
 * random hand of chiamata met cons lists, arrays and this list at one call site, which C2 then
 * dispatched through the interface table at every decision.
 */
final class MaskList extends LazySeq<Action> {

  private final Action[] table;
  private final long lo;
  private final long hi;

  private MaskList(Action[] table, long lo, long hi) {
    super(Long.bitCount(lo) + Long.bitCount(hi));
    this.table = table;
    this.lo = lo;
    this.hi = hi;
  }

  /** The actions of the bits of {@code lo} (indices 0 … 63) and {@code hi} (64 …) of a table. */
  static MaskList of(Action[] table, long lo, long hi) {
    return new MaskList(table, lo, hi);
  }

  /** Every action of a table of at most 128, in order. */
  static MaskList all(Action[] table) {
    return range(table, 0, table.length);
  }

  /** The actions at indices {@code from} (inclusive) to {@code to} (exclusive) of a table. */
  static MaskList range(Action[] table, int from, int to) {
    long lo = 0;
    long hi = 0;
    for (int i = from; i < to; i++) {
      if (i < 64) {
        lo |= 1L << i;
      } else {
        hi |= 1L << i;
      }
    }
    return new MaskList(table, lo, hi);
  }

  /** This list and the table's first action (a ladder's pass), which comes first. */
  MaskList withFirst() {
    return new MaskList(table, lo | 1L, hi);
  }

  /**
   * {@inheritDoc} As the cons list this list replaced printed itself, {@code List(…)}: a host may
   * print a legal list (the README's quick start does).
   */
  @Override
  public String toString() {
    return io.vavr.collection.List.ofAll(this).toString();
  }

  /** {@inheritDoc} {@code List}, as {@link #toString}. */
  @Override
  public String stringPrefix() {
    return "List";
  }

  @Override
  protected Action make(int index) {
    int below = Long.bitCount(lo);
    return index < below ? table[nth(lo, index)] : table[64 + nth(hi, index - below)];
  }

  /** The index of the {@code k}-th lowest bit of a word holding more than {@code k} bits. */
  private static int nth(long word, int k) {
    long m = word;
    for (int i = 0; i < k; i++) {
      m = CardSet.withoutLowest(m);
    }
    return Long.numberOfTrailingZeros(m);
  }
}
