package dev.mazzo.card;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An immutable set of cards of one {@link Deck}, backed by two {@code long} bit masks (bit i is the
 * card with id i). Hands, piles and "cards of suit X" are CardSets; iteration is in the deck's
 * canonical order.
 *
 * <p>Equality covers the deck and the bits.
 */
public final class CardSet implements Iterable<Card> {

  private final Deck deck;
  private final long lo;
  private final long hi;

  private CardSet(Deck deck, long lo, long hi) {
    this.deck = deck;
    this.lo = lo;
    this.hi = hi;
  }

  /**
   * The set of a deck with these bits; bits beyond the deck's size are dropped.
   *
   * @param lo ids 0 … 63
   * @param hi ids 64 … 127
   */
  public static CardSet ofBits(Deck deck, long lo, long hi) {
    int n = deck.size();
    long loMask = n >= 64 ? -1L : (1L << n) - 1;
    long hiMask = n <= 64 ? 0L : (n == 128 ? -1L : (1L << (n - 64)) - 1);
    return new CardSet(deck, lo & loMask, hi & hiMask);
  }

  /**
   * A bit mask without its lowest set bit ({@code 0} stays {@code 0}): the step of a loop over the
   * ids of a mask, {@code for (long m = mask; m != 0; m = CardSet.withoutLowest(m))}. The engines
   * step through their masks with it, so the idiom is written and tested once (and a mutation of it
   * in an engine cannot turn the loop into one that never ends).
   *
   * @param mask a mask of card ids (one word of a set)
   * @return the mask with its lowest set bit cleared
   */
  public static long withoutLowest(long mask) {
    return mask & (mask - 1);
  }

  /**
   * A bit mask without one bit.
   *
   * @param mask a mask of card ids (one word of a set)
   * @param bit the bit to clear, 0 … 63
   * @return the mask with that bit cleared
   */
  public static long without(long mask, int bit) {
    return mask & ~(1L << bit);
  }

  /** The set of these cards of the deck; cards the deck does not hold are left out. */
  public static CardSet of(Deck deck, Card... cards) {
    long lo = 0;
    long hi = 0;
    for (Card c : cards) {
      int id = deck.idOf(c);
      if (id >= 64) {
        hi |= 1L << id;
      } else if (id >= 0) {
        lo |= 1L << id;
      }
    }
    return new CardSet(deck, lo, hi);
  }

  /** The deck these cards belong to. */
  public Deck deck() {
    return deck;
  }

  /** The mask of ids 0 … 63. */
  public long lo() {
    return lo;
  }

  /** The mask of ids 64 … 127. */
  public long hi() {
    return hi;
  }

  /** The number of cards. */
  public int size() {
    return Long.bitCount(lo) + Long.bitCount(hi);
  }

  /** True when the set has no card. */
  public boolean isEmpty() {
    return (lo | hi) == 0;
  }

  /** True when the set holds the card (false for a card not of this deck). */
  public boolean contains(Card card) {
    return containsId(deck.idOf(card));
  }

  /**
   * True when the set holds the card with this id; false for an id outside the deck (a shift reads
   * only an id's low six bits, so -1 or 128 would otherwise read the bit of id 63 or 64).
   */
  public boolean containsId(int id) {
    if (id < 0 || id >= Deck.MAX_SIZE) {
      return false;
    }
    return id < 64 ? (lo & (1L << id)) != 0 : (hi & (1L << id)) != 0;
  }

  /** This set and the card (the same set for a card not of this deck). */
  public CardSet with(Card card) {
    int id = deck.idOf(card);
    if (id < 0) {
      return this;
    }
    return id < 64 ? new CardSet(deck, lo | 1L << id, hi) : new CardSet(deck, lo, hi | 1L << id);
  }

  /** This set without the card. */
  public CardSet without(Card card) {
    int id = deck.idOf(card);
    if (id < 0) {
      return this;
    }
    return id < 64
        ? new CardSet(deck, lo & ~(1L << id), hi)
        : new CardSet(deck, lo, hi & ~(1L << id));
  }

  /** The cards in either set; the sets must be of the same deck. */
  public CardSet union(CardSet other) {
    return new CardSet(deck, lo | other.lo, hi | other.hi);
  }

  /** The cards in both sets. */
  public CardSet intersect(CardSet other) {
    return new CardSet(deck, lo & other.lo, hi & other.hi);
  }

  /** The cards of this set that are not in the other. */
  public CardSet minus(CardSet other) {
    return new CardSet(deck, lo & ~other.lo, hi & ~other.hi);
  }

  /** The cards of one suit. */
  public CardSet ofSuit(Suit suit) {
    int s = suit.ordinal();
    return new CardSet(deck, lo & deck.suitMaskLo(s), hi & deck.suitMaskHi(s));
  }

  /** The cards in the deck's canonical order. */
  public Seq<Card> toSeq() {
    Card[] out = new Card[size()];
    int i = 0;
    for (Card c : this) {
      out[i++] = c;
    }
    return Array.of(out);
  }

  @Override
  public Iterator<Card> iterator() {
    return new Iterator<>() {
      private long l = lo;
      private long h = hi;

      @Override
      public boolean hasNext() {
        return (l | h) != 0;
      }

      @Override
      public Card next() {
        if (l != 0) {
          int id = Long.numberOfTrailingZeros(l);
          l &= l - 1;
          return deck.card(id);
        }
        if (h != 0) {
          int id = Long.numberOfTrailingZeros(h);
          h &= h - 1;
          return deck.card(64 + id);
        }
        throw new NoSuchElementException();
      }
    };
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof CardSet)) {
      return false;
    }
    CardSet s = (CardSet) o;
    return lo == s.lo && hi == s.hi && deck.equals(s.deck);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(lo) * 31 + Long.hashCode(hi);
  }

  /** The codes in canonical order, such as {@code [KH, AS, 2S]}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (Card c : this) {
      if (sb.length() > 1) {
        sb.append(", ");
      }
      sb.append(c.code());
    }
    return sb.append(']').toString();
  }
}
