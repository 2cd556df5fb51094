package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.table.LazySeq;
import dev.mazzo.trick.Trick;

/**
 * The cards of a gathered trick in play order (P-27), for its {@code trick} event, read from the
 * packed trick rather than copied into a list (issue 29: an {@code Array} of them made two card
 * arrays per trick). To the event's readers it is the {@code Array} it was: equal to it both ways,
 * with its hash code and its {@code toString}.
 */
final class TrickCards extends LazySeq<Card> {

  private final Deck deck;
  private final long trick;

  /**
   * The cards of a trick.
   *
   * @param deck the deck of the trick's card ids
   * @param trick the packed trick
   */
  TrickCards(Deck deck, long trick) {
    super(Trick.size(trick));
    this.deck = deck;
    this.trick = trick;
  }

  @Override
  protected Card make(int index) {
    return deck.card(Trick.card(trick, index));
  }
}
