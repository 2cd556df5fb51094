package dev.mazzo.pitch;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.table.LazySeq;

/**
 * A seat's legal plays when none is forced (P-23, P-35): a play of every card of its hand, in
 * canonical order, listed without an array: the list keeps the hand's mask and the seat's plays
 * made once with the rules, and {@code get(i)} answers the play of the i-th card (issue 29: the
 * list made as an {@code Array} cost about 75 bytes a play). The elements are those of that list,
 * the same objects.
 */
final class PlayList extends LazySeq<Action> {

  private final Action[] plays;
  private final long hand;

  /**
   * The plays of a hand.
   *
   * @param plays the seat's play of each card id (the rules' row)
   * @param hand the hand, one bit per card id
   */
  PlayList(Action[] plays, long hand) {
    super(Long.bitCount(hand));
    this.plays = plays;
    this.hand = hand;
  }

  @Override
  protected Action make(int index) {
    long h = hand;
    for (int i = 0; i < index; i++) {
      h = CardSet.withoutLowest(h);
    }
    return plays[Long.numberOfTrailingZeros(h)];
  }
}
