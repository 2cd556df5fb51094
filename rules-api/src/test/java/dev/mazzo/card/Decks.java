package dev.mazzo.card;

import java.util.ArrayList;
import java.util.List;

/** Decks for the card tests, built the way briscola.md B-5 and B-8 describe them. */
final class Decks {

  /** The ranks of the 40-card deck in canonical order (B-5). */
  static final Rank[] FORTY_RANKS = {
    Rank.ACE,
    Rank.TWO,
    Rank.THREE,
    Rank.FOUR,
    Rank.FIVE,
    Rank.SIX,
    Rank.SEVEN,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING
  };

  private Decks() {}

  /** The 40-card deck in canonical order: H D C S, A 2 3 4 5 6 7 J Q K (B-5, B-8). */
  static Deck forty() {
    return Deck.of(fortyCards(0));
  }

  /** Two 40-card decks: every plain code, then every #2 code (B-5), 80 cards. */
  static Deck eighty() {
    List<Card> cards = fortyCards(0);
    cards.addAll(fortyCards(1));
    return Deck.of(cards);
  }

  /** The largest deck: every suited card of the universe, both copies, 128 cards. */
  static Deck full128() {
    List<Card> cards = new ArrayList<>();
    for (int i = 0; i < 128; i++) {
      cards.add(Card.ofOrdinal(i));
    }
    return Deck.of(cards);
  }

  static List<Card> fortyCards(int copy) {
    List<Card> cards = new ArrayList<>();
    for (Suit s : Suit.values()) {
      for (Rank r : FORTY_RANKS) {
        cards.add(Card.of(r, s, copy));
      }
    }
    return cards;
  }

  static Card c(String code) {
    return Card.parse(code).getOrElseThrow(() -> new IllegalArgumentException(code));
  }
}
