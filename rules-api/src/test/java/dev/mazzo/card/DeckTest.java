package dev.mazzo.card;

import static dev.mazzo.card.Decks.c;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.ArrayList;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A variant's {@link Deck}: ids, look-ups and parsing (briscola.md B-5). */
class DeckTest {

  @Test
  @DisplayName("B-5 a card's index in the canonical order is its id")
  void idsFollowTheOrder() {
    Deck d = Decks.forty();
    assertEquals(40, d.size());
    assertEquals(c("AH"), d.card(0));
    assertEquals(c("KH"), d.card(9));
    assertEquals(c("AD"), d.card(10));
    assertEquals(c("AC"), d.card(20));
    assertEquals(c("7S"), d.card(36));
    assertEquals(c("KS"), d.card(39));
    for (int id = 0; id < d.size(); id++) {
      assertEquals(id, d.idOf(d.card(id)));
      assertTrue(d.contains(d.card(id)));
      assertSame(d.card(id), d.cards().get(id));
    }
  }

  @Test
  @DisplayName("Deck.idOf and contains: -1 and false for a card of another deck or null")
  void cardsOutsideTheDeck() {
    Deck d = Decks.forty();
    for (String code : new String[] {"10H", "8S", "9C", "AS#2", "JK", "JK1", "13D"}) {
      assertEquals(-1, d.idOf(c(code)), code);
      assertFalse(d.contains(c(code)), code);
    }
    assertEquals(-1, d.idOf(null));
    assertFalse(d.contains(null));
  }

  @Test
  @DisplayName("protocol.md: a code parses in a deck only when the deck holds the card")
  void parseInDeck() {
    Deck d = Decks.forty();
    assertEquals(Option.some(c("7H")), d.parse("7h"));
    assertEquals(Option.some(c("QC")), d.parse("QC"));
    assertTrue(d.parse("10H").isEmpty(), "no 10s in the 40-card deck");
    assertTrue(d.parse("TH").isEmpty());
    assertTrue(d.parse("AS#2").isEmpty());
    assertTrue(d.parse("JK").isEmpty());
    assertTrue(d.parse("garbage").isEmpty());
    assertTrue(d.parse(null).isEmpty());
    assertTrue(d.parse("").isEmpty());
    Deck two = Decks.eighty();
    assertEquals(Option.some(c("AS#2")), two.parse("as#2"));
    assertEquals(79, two.idOf(c("KS#2")));
    assertEquals(40, two.idOf(c("AH#2")));
  }

  @Test
  @DisplayName("B-5 a two-deck pack lists every plain code, then every #2 code")
  void twoDeckOrder() {
    Deck d = Decks.eighty();
    assertEquals(80, d.size());
    for (int id = 0; id < 40; id++) {
      assertEquals(0, d.card(id).copy());
      assertEquals(1, d.card(40 + id).copy());
      assertTrue(d.card(id).isIdenticalTo(d.card(40 + id)));
    }
  }

  @Test
  @DisplayName("Deck.of refuses repeated cards, null and more than 128 cards")
  void deckOfRefusesBadLists() {
    ArrayList<Card> twice = new ArrayList<>(Decks.fortyCards(0));
    twice.add(c("AH"));
    assertThrows(IllegalArgumentException.class, () -> Deck.of(twice));
    ArrayList<Card> withNull = new ArrayList<>(Decks.fortyCards(0));
    withNull.add(null);
    assertThrows(IllegalArgumentException.class, () -> Deck.of(withNull));
    ArrayList<Card> tooMany = new ArrayList<>();
    for (int i = 0; i < 129; i++) {
      tooMany.add(Card.ofOrdinal(i));
    }
    assertThrows(IllegalArgumentException.class, () -> Deck.of(tooMany));
    assertEquals(128, Decks.full128().size());
  }

  @Test
  @DisplayName("Decks are equal when they hold the same cards in the same order")
  void equality() {
    assertEquals(Decks.forty(), Decks.forty());
    assertEquals(Decks.forty().hashCode(), Decks.forty().hashCode());
    assertNotEquals(Decks.forty(), Decks.eighty());
    assertNotEquals(Decks.forty(), Deck.of(List.ofAll(Decks.fortyCards(0)).reverse()));
  }

  @Test
  @DisplayName("Deck.all, none and suit")
  void wholeSets() {
    Deck d = Decks.forty();
    assertEquals(40, d.all().size());
    assertEquals(d.cards(), d.all().toSeq());
    assertTrue(d.none().isEmpty());
    for (Suit s : Suit.values()) {
      CardSet suit = d.suit(s);
      assertEquals(10, suit.size());
      for (Card card : suit) {
        assertEquals(s, card.suit().get());
      }
    }
    Deck two = Decks.eighty();
    assertEquals(20, two.suit(Suit.SPADES).size());
    assertTrue(two.suit(Suit.SPADES).contains(c("KS#2")));
    Deck full = Decks.full128();
    assertEquals(128, full.all().size());
    assertEquals(32, full.suit(Suit.HEARTS).size());
  }
}
