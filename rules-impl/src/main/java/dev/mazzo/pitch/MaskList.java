package dev.mazzo.pitch;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;

/**
 * A legal list of Pitch listed without an array: a one-word mask over a table of actions made once
 * with the rules, the actions of the set bits in ascending index order. Its length is the mask's
 * bit count, and {@code get(i)} is the action of the i-th lowest bit. Every legal list of the
 * speeches, the trumps, the remainder and the play is one (P-35), the elements those of the eager
 * {@code Array} it replaced, which it prints as:
 *
 * <ul>
 *   <li>the plays (P-23): the seat's plays by card id, the hand's bits, so that the list is in
 *       canonical order (issue 29: the list made as an {@code Array} cost about 75 bytes a play); a
 *       last card's list is made once ({@link Rules#lastCard});
 *   <li>the speeches (P-11, P-12): the seat's pass at index 0, the bid b at index b, moon last
 *       ({@link Rules#speeches}), so that the pass comes first and the bids from the lowest up,
 *       each list made once ({@link BidPhase#lists});
 *   <li>the trumps (P-14): with four players the seat's four suits, made once; with five, per suit
 *       H, D, C, S every trump of the suit that the declarer does not hold, in canonical order
 *       ({@link #calls}, over {@link Rules#callTable});
 *   <li>the remainder (P-18): take, then pass, made once.
 * </ul>
 *
 * <p>One class for all of them keeps the callers' {@code size} and {@code get} calls monomorphic
 * (issue 29: a random hand met arrays, lazy lists of plays and of calls at one call site, which C2
 * then dispatched through the interface table at every decision, about a tenth of a hand's time). A
 * forced card (P-26) and the burns (P-21) keep their own lists: they are rare.
 */
final class MaskList extends LazySeq<Action> {

  private static final int SUITS = Suit.values().length;

  private final Action[] table;
  private final long mask;

  /**
   * The actions of the bits of a mask.
   *
   * @param table the actions by index, at most 64
   * @param mask the indices listed, one bit each
   */
  MaskList(Action[] table, long mask) {
    super(Long.bitCount(mask));
    this.table = table;
    this.mask = mask;
  }

  /** The first {@code count} actions of a table (at most 63). */
  static MaskList first(Action[] table, int count) {
    return new MaskList(table, (1L << count) - 1);
  }

  /**
   * The five-player declarer's calls (P-14, P-35): per suit, the trumps he does not hold. The table
   * holds per suit its trumps in canonical order ({@link Rules#callTable}, 64 calls: four suits of
   * sixteen trumps), so a held trump's index is the suit's offset and its rank among the suit's
   * trumps.
   */
  static MaskList calls(Draft d) {
    long held = d.hands[d.declarer];
    long mask = -1L;
    int offset = 0;
    for (int t = 0; t < SUITS; t++) {
      long trumps = d.rules.context(t).trumpsLo();
      for (long h = trumps & held; h != 0; h = CardSet.withoutLowest(h)) {
        mask &= ~(1L << (offset + Long.bitCount(trumps & (Long.lowestOneBit(h) - 1))));
      }
      offset += Long.bitCount(trumps);
    }
    return new MaskList(d.rules.callTable[d.declarer], mask);
  }

  @Override
  protected Action make(int index) {
    long m = mask;
    for (int i = 0; i < index; i++) {
      m = CardSet.withoutLowest(m);
    }
    return table[Long.numberOfTrailingZeros(m)];
  }
}
