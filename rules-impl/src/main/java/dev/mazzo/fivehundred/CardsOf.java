package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import io.vavr.collection.Seq;

/** Masks of card ids as cards, in the deck's canonical order (F-2). */
final class CardsOf {

  private CardsOf() {}

  /** The cards of a mask of ids, in canonical order. */
  static Seq<Card> seq(Deck deck, long mask) {
    return CardSet.ofBits(deck, mask, 0L).toSeq();
  }
}
