package dev.mazzo.briscola;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayCard;
import dev.mazzo.table.LazySeq;

/**
 * The legal plays of a seat (B-22, B-23) listed without making a list: the playable cards as a
 * two-word mask over the seat's plays, in canonical order (B-66: by card id, ascending). Its length
 * is the mask's bit count, and {@code get(i)} is the play of the i-th lowest id (issue 29: the
 * eager cons list cost a cell per card but the highest, 17 % of the bytes of a random briscola-2p
 * action, and {@code get} walked it). The plays are the rules' own ({@link Rules#plays}), the very
 * objects the eager list held.
 */
final class PlayList extends LazySeq<Action> {

  private final PlayCard[] plays;
  private final long lo;
  private final long hi;

  private PlayList(PlayCard[] plays, long lo, long hi) {
    super(Long.bitCount(lo) + Long.bitCount(hi));
    this.plays = plays;
    this.lo = lo;
    this.hi = hi;
  }

  /** The plays of the cards of {@code lo} (ids 0 … 63) and {@code hi} (ids 64 …), two or more. */
  static PlayList of(PlayCard[] plays, long lo, long hi) {
    return new PlayList(plays, lo, hi);
  }

  @Override
  protected Action make(int index) {
    int below = Long.bitCount(lo);
    return index < below ? plays[nth(lo, index)] : plays[64 + nth(hi, index - below)];
  }

  /** The id of the {@code k}-th lowest card of a word holding more than {@code k} cards. */
  private static int nth(long word, int k) {
    long m = word;
    for (int i = 0; i < k; i++) {
      m = CardSet.withoutLowest(m);
    }
    return Long.numberOfTrailingZeros(m);
  }
}
