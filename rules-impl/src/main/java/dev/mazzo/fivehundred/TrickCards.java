package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.table.LazySeq;
import dev.mazzo.trick.Trick;

/**
 * The cards of a finished trick in play order, as its {@code TrickWon} event lists them (F-16):
 * read from the packed {@link Trick} when asked for. Issue 29: the list was a card array copied
 * into a vavr {@code Array} (two arrays and the wrapper, 80 bytes a trick) that a playout never
 * reads; this is one object of 32 bytes, which answers, prints and hashes as that {@code Array}
 * ({@link LazySeq}).
 */
final class TrickCards extends LazySeq<Card> {

  private final Deck deck;
  private final long trick;

  private TrickCards(Deck deck, long trick) {
    super(Trick.size(trick));
    this.deck = deck;
    this.trick = trick;
  }

  /** The cards of a packed trick of a deck's ids, in play order. */
  static TrickCards of(Deck deck, long trick) {
    return new TrickCards(deck, trick);
  }

  @Override
  protected Card make(int index) {
    return deck.card(Trick.card(trick, index));
  }
}
