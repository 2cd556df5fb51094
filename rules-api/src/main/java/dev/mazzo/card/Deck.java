package dev.mazzo.card;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * The ordered list of distinct cards that a variant uses. A card's index in its deck is its
 * <em>id</em> (0 … {@code size()-1}); the order is the variant's canonical order (briscola.md B-5),
 * so card lists that are sets are printed in it.
 *
 * <p>A deck holds at most {@value #MAX_SIZE} cards, so that a {@link CardSet} fits in two {@code
 * long}s. Decks are immutable and compared by their cards.
 */
public final class Deck {

  /** The largest deck: two full 40-card decks plus jokers fit. */
  public static final int MAX_SIZE = 128;

  private final Card[] cards;
  private final int[] idByOrdinal;
  private final long[] suitMasks;
  private final Seq<Card> seq;
  private final int hash;

  private Deck(Card[] cards) {
    this.cards = cards;
    this.idByOrdinal = new int[Card.universeSize()];
    Arrays.fill(idByOrdinal, -1);
    this.suitMasks = new long[8];
    for (int i = 0; i < cards.length; i++) {
      Card c = cards[i];
      idByOrdinal[c.ordinal()] = i;
      if (!c.isJoker()) {
        int s = c.suit().get().ordinal();
        suitMasks[2 * s + (i >>> 6)] |= 1L << i;
      }
    }
    this.seq = Array.of(cards);
    this.hash = Arrays.hashCode(cards);
  }

  /**
   * A deck of these cards, in this order.
   *
   * @throws IllegalArgumentException when a card repeats or there are more than {@value #MAX_SIZE}
   *     (decks are built by the library's variants, not from user input)
   */
  public static Deck of(Iterable<Card> cards) {
    Card[] array = Array.ofAll(cards).toJavaArray(Card[]::new);
    if (array.length > MAX_SIZE) {
      throw new IllegalArgumentException("a deck holds at most " + MAX_SIZE + " cards");
    }
    boolean[] seen = new boolean[Card.universeSize()];
    for (Card c : array) {
      if (c == null || seen[c.ordinal()]) {
        throw new IllegalArgumentException("a deck holds distinct cards: " + c);
      }
      seen[c.ordinal()] = true;
    }
    return new Deck(array);
  }

  /** The number of cards. */
  public int size() {
    return cards.length;
  }

  /** The card with this id; {@code id} must be in 0 … {@code size()-1}. */
  public Card card(int id) {
    return cards[id];
  }

  /** The card's id in this deck, or -1 when the deck does not hold it (or it is null). */
  public int idOf(Card card) {
    return card == null ? -1 : idByOrdinal[card.ordinal()];
  }

  /** True when the deck holds this card. */
  public boolean contains(Card card) {
    return idOf(card) >= 0;
  }

  /**
   * Parses a card code that must be a card of this deck.
   *
   * @return the card, or none when the code is not a card or not in this deck
   */
  public Option<Card> parse(String code) {
    return Card.parse(code).filter(this::contains);
  }

  /** The cards in deck order. */
  public Seq<Card> cards() {
    return seq;
  }

  /** Every card of the deck, as a set. */
  public CardSet all() {
    int n = cards.length;
    long lo = n >= 64 ? -1L : (1L << n) - 1;
    long hi = n <= 64 ? 0L : (n == 128 ? -1L : (1L << (n - 64)) - 1);
    return CardSet.ofBits(this, lo, hi);
  }

  /** The deck's cards of one suit. */
  public CardSet suit(Suit suit) {
    return CardSet.ofBits(this, suitMasks[2 * suit.ordinal()], suitMasks[2 * suit.ordinal() + 1]);
  }

  /** The low word (ids 0 … 63) of the mask of one suit, for the engines' hot paths. */
  public long suitMaskLo(int suitOrdinal) {
    return suitMasks[2 * suitOrdinal];
  }

  /** The high word (ids 64 … 127) of the mask of one suit, for the engines' hot paths. */
  public long suitMaskHi(int suitOrdinal) {
    return suitMasks[2 * suitOrdinal + 1];
  }

  /** An empty set of this deck's cards. */
  public CardSet none() {
    return CardSet.ofBits(this, 0L, 0L);
  }

  @Override
  public boolean equals(Object o) {
    return this == o || (o instanceof Deck && Arrays.equals(cards, ((Deck) o).cards));
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return "Deck" + Arrays.toString(cards);
  }
}
