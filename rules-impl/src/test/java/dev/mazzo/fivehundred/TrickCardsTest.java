package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cards of a won trick listed from its packed ids (issue 29) are the {@code Array} made before
 * (F-16: the {@code trick} event lists them in play order): element by element, as a whole, in
 * their hash and in print.
 */
class TrickCardsTest {

  @Test
  void aTrickIsItsCardsInPlayOrder() {
    Deck deck = Setup.dealt("five-hundred-4p", Map.of()).deck();
    int[] ids = {17, 3, 40, 9};
    long trick = Trick.EMPTY;
    Card[] cards = new Card[ids.length];
    for (int i = 0; i < ids.length; i++) {
      trick = Trick.add(trick, ids[i]);
      cards[i] = deck.card(ids[i]);
    }
    TrickCards list = TrickCards.of(deck, trick);
    Array<Card> eager = Array.of(cards);
    assertEquals(4, list.size());
    for (int i = 0; i < ids.length; i++) {
      assertEquals(cards[i], list.get(i), "F-16: play order");
    }
    assertEquals(eager, list);
    assertEquals(list, eager);
    assertEquals(eager.hashCode(), list.hashCode());
    assertEquals(eager.toString(), list.toString());
  }

  @Test
  void aTrickOfThreeIsThreeCards() {
    Deck deck = Setup.dealt("five-hundred-6p", Map.of()).deck();
    long trick = Trick.add(Trick.add(Trick.add(Trick.EMPTY, 62), 0), 31);
    assertEquals(Array.of(deck.card(62), deck.card(0), deck.card(31)), TrickCards.of(deck, trick));
  }
}
