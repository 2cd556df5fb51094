package dev.mazzo.fivehundred;

import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;
import io.vavr.collection.Iterator;
import java.util.NoSuchElementException;

/**
 * A legal list of actions made once per variant, picked by bits (F-31): the actions of {@code
 * first} whose index is set in {@code firstMask}, in index order, then those of {@code then} whose
 * index is set in {@code thenMask}. The play lists the seat's plays by card id ({@link Spec#plays})
 * and then the joker's named leads by suit (F-18); the auction lists the seat's speeches, pass
 * first and then the legal bids in ladder order (F-8).
 *
 * <p>Issue 29: the eager list was an action array copied into a vavr {@code Array} (two arrays and
 * the wrapper, about 90 bytes for five plays); this is one object of 40 bytes whatever the count,
 * and it answers as the {@code Array} it replaces ({@link LazySeq}).
 */
final class Picks extends LazySeq<Action> {

  private final Action[] first;
  private final long firstMask;
  private final Action[] then;
  private final int thenMask;

  private Picks(Action[] first, long firstMask, Action[] then, int thenMask) {
    super(Long.bitCount(firstMask) + Integer.bitCount(thenMask));
    this.first = first;
    this.firstMask = firstMask;
    this.then = then;
    this.thenMask = thenMask;
  }

  /** The actions of {@code first} at the indices set in {@code mask}, in index order. */
  static Picks of(Action[] first, long mask) {
    return new Picks(first, mask, first, 0);
  }

  /**
   * Those of {@code first} by {@code firstMask}, then those of {@code then} by {@code thenMask}.
   */
  static Picks of(Action[] first, long firstMask, Action[] then, int thenMask) {
    return new Picks(first, firstMask, then, thenMask);
  }

  @Override
  protected Action make(int index) {
    int firstCount = Long.bitCount(firstMask);
    return index < firstCount
        ? first[nth(firstMask, index)]
        : then[nth(thenMask & 0xffffffffL, index - firstCount)];
  }

  /** The index of the mask's {@code k}-th set bit, counted from the lowest (k from 0). */
  static int nth(long mask, int k) {
    long m = mask;
    for (int i = 0; i < k; i++) {
      m &= m - 1;
    }
    return Long.numberOfTrailingZeros(m);
  }

  /** Walks the bits once, without finding each element from the start. */
  @Override
  public Iterator<Action> iterator() {
    return new Iterator<Action>() {
      private long left = firstMask;
      private int thenLeft = thenMask;

      @Override
      public boolean hasNext() {
        return left != 0 || thenLeft != 0;
      }

      @Override
      public Action next() {
        if (left != 0) {
          Action a = first[Long.numberOfTrailingZeros(left)];
          left &= left - 1;
          return a;
        }
        if (thenLeft != 0) {
          Action a = then[Integer.numberOfTrailingZeros(thenLeft)];
          thenLeft &= thenLeft - 1;
          return a;
        }
        throw new NoSuchElementException("past the end of the legal actions");
      }
    };
  }
}
