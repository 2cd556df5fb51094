package dev.mazzo.fivehundred;

import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;
import io.vavr.collection.Array;
import io.vavr.collection.Iterator;
import java.util.NoSuchElementException;

/**
 * The declarer's legal discards (F-31), listed without making them: every set of three of his cards
 * (286 of 13), each in canonical order, the sets in lexicographic canonical order. The list is the
 * hand's bits and their count; {@code get(i)} makes the i-th {@link Discard} from its rank (issue
 * 29: the eager list allocated 22.9 KB per decision, 286 discards and their card arrays, for a
 * random playout that takes one). {@link Discard} itself is unchanged: a record of the seat and an
 * {@link Array} of three cards, equal to the one the eager list held.
 *
 * <p>Why a lazy list and not another way: vavr's {@code Stream} is lazy, but its {@code size()}
 * makes every element and a cell for each, and {@code size()} is what a random playout asks first;
 * a {@code Discard} backed by a 64-bit card set would still be 286 objects (about 10 KB) and would
 * stop being the plain record of a seat and its cards that hosts, the codec and the match records
 * read; a new return type for {@code Game.legalActions} would break the API. The lazy list keeps
 * the API, the actions and F-31's order, and {@code legalActions} stays the single source of
 * legality ({@code apply} checks a discard as before).
 */
final class DiscardList extends LazySeq<Action> {

  private final Deck deck;
  private final int seat;
  private final long hand;
  private final int n;

  private DiscardList(Deck deck, int seat, long hand, int n) {
    super(n * (n - 1) * (n - 2) / 6);
    this.deck = deck;
    this.seat = seat;
    this.hand = hand;
    this.n = n;
  }

  /** The discards of a seat holding the cards of {@code hand} (a mask of the deck's ids). */
  static DiscardList of(Deck deck, int seat, long hand) {
    return new DiscardList(deck, seat, hand, Long.bitCount(hand));
  }

  /**
   * The discard of rank {@code index}: of the sets that start with the hand's i-th card there are
   * C(n − 1 − i, 2), of those that go on with its j-th card n − 1 − j.
   */
  @Override
  protected Action make(int index) {
    int r = index;
    int i = 0;
    for (int c = (n - 1) * (n - 2) / 2; r >= c; c = (n - 1 - i) * (n - 2 - i) / 2) {
      r -= c;
      i++;
    }
    int j = i + 1;
    for (int c = n - 1 - j; r >= c; c = n - 1 - j) {
      r -= c;
      j++;
    }
    return discard(i, j, j + 1 + r);
  }

  /** Walks the sets in order without ranking each: i < j < l over the hand's positions. */
  @Override
  public Iterator<Action> iterator() {
    return new Iterator<Action>() {
      private int i;
      private int j = 1;
      private int l = 2;

      @Override
      public boolean hasNext() {
        return l < n;
      }

      @Override
      public Action next() {
        if (l >= n) {
          throw new NoSuchElementException("past the last discard");
        }
        Action a = discard(i, j, l);
        if (++l == n) {
          if (++j == n - 1) {
            j = ++i + 1;
          }
          l = j + 1;
        }
        return a;
      }
    };
  }

  private Discard discard(int i, int j, int l) {
    return new Discard(seat, Array.of(card(i), card(j), card(l)));
  }

  /** The hand's card at a position, counted from its lowest id. */
  private dev.mazzo.card.Card card(int position) {
    long m = hand;
    for (int k = 0; k < position; k++) {
      m &= m - 1;
    }
    return deck.card(Long.numberOfTrailingZeros(m));
  }
}
