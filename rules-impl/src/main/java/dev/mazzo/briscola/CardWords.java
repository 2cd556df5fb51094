package dev.mazzo.briscola;

import dev.mazzo.trick.Trick;

/**
 * The card array of a {@link BriscolaState} read with the cards on the table taken out of the
 * holdings: a card played stays in its holding words until its trick is gathered (so that a play
 * that does not complete a trick shares the array of the state before it), and the piles never hold
 * a card on the table, so the mask leaves their words as they are.
 */
final class CardWords {

  private CardWords() {}

  /** Word {@code k} of {@code cards} without the cards of {@code trick}. */
  static long word(long[] cards, long trick, int k) {
    if (trick == Trick.EMPTY) {
      return cards[k];
    }
    return cards[k] & ~((k & 1) == 0 ? Trick.maskLo(trick) : Trick.maskHi(trick));
  }

  /** True when two card arrays with the same trick on the table read alike. */
  static boolean same(long[] a, long[] b, long trick) {
    if (a == b) {
      return true;
    }
    for (int k = 0; k < a.length; k++) {
      if (word(a, trick, k) != word(b, trick, k)) {
        return false;
      }
    }
    return true;
  }

  /** {@link java.util.Arrays#hashCode(long[])} of the array as {@link #word} reads it. */
  static int hash(long[] cards, long trick) {
    int h = 1;
    for (int k = 0; k < cards.length; k++) {
      h = 31 * h + Long.hashCode(word(cards, trick, k));
    }
    return h;
  }
}
