package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A seat's legal burns (P-21, P-35) listed without making them: every set of the cards {@code base}
 * and {@code k} cards of a pool, the pool's picks in lexicographic order of their ascending ids,
 * each a {@link PitchAction.Burn} of its cards in canonical order. {@code get(i)} makes the i-th
 * set from its index alone (issue 29: the eager list made every burn with its cards, some hundreds
 * of actions, for a random playout that takes one). The actions are equal to those of the eager
 * {@code Array}, which the list prints as.
 */
final class BurnList extends LazySeq<Action> {

  /** {@code CHOOSE[n][r]}, the number of r-subsets of n, for n up to a deck word's 64 ids. */
  private static final long[][] CHOOSE = new long[65][];

  static {
    for (int n = 0; n <= 64; n++) {
      CHOOSE[n] = new long[n + 1];
      CHOOSE[n][0] = 1;
      CHOOSE[n][n] = 1;
      for (int r = 1; r < n; r++) {
        CHOOSE[n][r] = CHOOSE[n - 1][r - 1] + CHOOSE[n - 1][r];
      }
    }
  }

  private final Deck deck;
  private final int seat;
  private final long pool;
  private final long base;
  private final int k;

  /**
   * The burns of a seat.
   *
   * @param deck the deck of the card ids
   * @param seat the seat that burns
   * @param pool the cards the picks come from
   * @param base the cards every burn holds (none of the pool's)
   * @param k the number of cards picked from the pool, 0 … its size
   */
  BurnList(Deck deck, int seat, long pool, long base, int k) {
    super((int) CHOOSE[Long.bitCount(pool)][k]);
    this.deck = deck;
    this.seat = seat;
    this.pool = pool;
    this.base = base;
    this.k = k;
  }

  @Override
  protected Action make(int index) {
    return new PitchAction.Burn(seat, cards(deck, pick(index)));
  }

  /**
   * The set at an index: the pool's cards from the lowest up, each taken when the index falls among
   * the sets that hold it (those that pick the rest from the cards above it), else skipped past
   * them.
   */
  long pick(int index) {
    long r = index;
    long chosen = base;
    long rest = pool;
    int above = Long.bitCount(pool);
    for (int left = k; left > 0; ) {
      long bit = rest & -rest;
      rest ^= bit;
      above--;
      long with = CHOOSE[above][left - 1];
      if (r < with) {
        chosen |= bit;
        left--;
      } else {
        r -= with;
      }
    }
    return chosen;
  }

  /** A set's cards in canonical order. */
  static Seq<Card> cards(Deck deck, long set) {
    Card[] out = new Card[Long.bitCount(set)];
    int i = 0;
    for (long s = set; s != 0; s = CardSet.withoutLowest(s)) {
      out[i++] = deck.card(Long.numberOfTrailingZeros(s));
    }
    return Array.of(out);
  }
}
