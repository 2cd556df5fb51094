package dev.mazzo.pitch;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;

/**
 * The five-player declarer's legal trumps (P-35), listed without making them: per suit H, D, C, S,
 * every trump of that suit he does not hold, in canonical order, each a {@link PitchAction.Trump}
 * calling it. The list keeps the four masks of callable ids; {@code get(i)} answers the i-th action
 * from the calls made once with the rules ({@link Rules#calls}; issue 29: the eager list allocated
 * about 3.3 KB per hand, some 40 actions with their {@code Option}s, for a random playout that
 * takes one, and then each {@code get} made one). The actions equal those of the eager list.
 */
final class TrumpCalls extends LazySeq<Action> {

  private static final Suit[] SUITS = Suit.values();

  /** The declarer's calls, per suit and card id ({@link Rules#calls}). */
  private final PitchAction.Trump[][] calls;

  private final long[] callable;

  private TrumpCalls(PitchAction.Trump[][] calls, long[] callable, int size) {
    super(size);
    this.calls = calls;
    this.callable = callable;
  }

  /** The calls of the declarer of a draft: per suit, its trumps outside his hand. */
  static TrumpCalls of(Draft d) {
    long[] callable = new long[SUITS.length];
    int size = 0;
    for (int t = 0; t < SUITS.length; t++) {
      callable[t] = d.rules.context(t).trumpsLo() & ~d.hands[d.declarer];
      size += Long.bitCount(callable[t]);
    }
    return new TrumpCalls(d.rules.calls[d.declarer], callable, size);
  }

  @Override
  protected Action make(int index) {
    int t = 0;
    int r = index;
    while (r >= Long.bitCount(callable[t])) {
      r -= Long.bitCount(callable[t]);
      t++;
    }
    long m = callable[t];
    for (int k = 0; k < r; k++) {
      m &= m - 1;
    }
    return calls[t][Long.numberOfTrailingZeros(m)];
  }
}
