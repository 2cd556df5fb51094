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

  /** The cards of a packed trick, in play order. */
  static Seq<Card> inOrder(Deck deck, long trick) {
    Card[] out = new Card[dev.mazzo.trick.Trick.size(trick)];
    for (int i = 0; i < out.length; i++) {
      out[i] = deck.card(dev.mazzo.trick.Trick.card(trick, i));
    }
    return io.vavr.collection.Array.of(out);
  }
}
