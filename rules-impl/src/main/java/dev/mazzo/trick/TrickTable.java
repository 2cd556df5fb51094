package dev.mazzo.trick;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;

/**
 * The trick-taking core, written once for every trick game: per-deck tables of suit, strength and
 * card points by card id, and the three operations every trick game needs — the trick winner
 * (briscola.md B-24, B-25), the trick's points (B-26), and follow-suit legality (B-23).
 *
 * <p>A trick in progress is a {@link Trick} packed into one {@code long}; hands are two-word bit
 * masks. Nothing here allocates.
 *
 * <p>A table built by the public constructor ranks cards by their printed suits, the trump being a
 * suit given per call (Briscola's families). A {@link TrumpContext} builds one of these per trump
 * instead, with each card's <em>effective</em> suit (a bower is a trump, pitch.md P-4,
 * five-hundred.md F-13) folded into the entries; the operations below are the same code for both.
 */
public final class TrickTable {

  /*
   * Trick resolution has no data-dependent branch: the cards of a real trick are as random to the
   * branch predictor as the benchmark's, and a mispredicted branch per card cost more than the
   * rest of the work. One int per card id, its entry, holds everything:
   *
   *   bits 24..27  its suit, one-hot (the trump copy)
   *   bit  23      the trump copy's bit of "no trump" (-1): zero, but in a no-trump context of
   *                TrumpContext for the cards that are trumps there (Five Hundred's JK, F-18)
   *   bits 18..22  its suit, one-hot again, bit 22 for a joker, which has no suit (the led copy)
   *   bits 13..17  its strength within its suit, 1 .. 31
   *   bits 10..12  zero; a card's play-order tiebreak 7 - i goes there
   *   bits  0.. 9  its points, 0 .. 127, so that eight of them add up without a carry out
   *
   * A trick's mask keeps the strength bits, the trump suit's bit of the trump copy and the led
   * suit's (the first card's) bit of the led copy. Masked, a trump is above every other card, a
   * card of the led suit above every card of a third suit (which keeps only its strength, below
   * the led card: it never wins), and strength decides within each (B-24). Two identical cards
   * have the same entry (B-25); the tiebreak 7 - i makes the first played the greater. The winner
   * is the maximum (Math.max: a conditional move) of at most eight ints, reduced as a tree, in one
   * straight-line case per trick size. The points are the low bits of the sum of the entries.
   */

  private static final int POINTS_BITS = 0x3ff;
  private static final int POINTS_LIMIT = 128;
  private static final int TIE_SHIFT = 10;
  private static final int STRENGTH_SHIFT = 13;
  private static final int STRENGTH_BITS = 0x1f << STRENGTH_SHIFT;
  private static final int STRENGTH_LIMIT = 32;
  private static final int LED_SHIFT = 18;
  private static final int LED_BITS = 0x1f << LED_SHIFT;
  private static final int JOKER_LED_BIT = 1 << (LED_SHIFT + 4);
  private static final int TRUMP_SHIFT = 24;

  /**
   * The length of {@link #entry}: every seven-bit card id, so that an id taken from a packed trick
   * with {@code & (entry.length - 1)} is the same as with {@code & 0x7f}, and C2 turns the array
   * bounds checks of such indices into one {@code entry.length > 0} test for all the cards.
   */
  private static final int ENTRIES = Deck.MAX_SIZE;

  private final Deck deck;
  private final byte[] suit;
  private final byte[] strength;
  private final byte[] points;

  /** The entry of each card id; see above. Ids past the deck have none (0). */
  private final int[] entry;

  private final long[] suitLo = new long[4];
  private final long[] suitHi = new long[4];

  /**
   * Tables for a deck.
   *
   * @param deck the deck
   * @param strengthOf a card's strength within its suit, 1 … 31, higher is stronger; identical
   *     cards must have the same strength
   * @param pointsOf a card's points, 0 … 127
   * @throws IllegalArgumentException for a strength or points out of range
   */
  public TrickTable(
      Deck deck,
      java.util.function.ToIntFunction<Card> strengthOf,
      java.util.function.ToIntFunction<Card> pointsOf) {
    this(
        deck,
        printedSuits(deck),
        printedTrumpBits(deck),
        apply(deck, strengthOf),
        apply(deck, pointsOf));
  }

  /**
   * Tables from per-card-id values: the common constructor of the printed-suit tables above and of
   * the per-trump-context tables of {@link TrumpContext}, which fold the trump into the suits.
   *
   * @param suitOf each card's (effective) suit ordinal, or -1 for a card of no suit
   * @param trumpBits each card's trump copy (bits 23 … 27 of its entry): {@link #trumpBit} of every
   *     trump it is a trump for, 0 for none
   * @param strengthOf each card's strength within its (effective) suit, 1 … 31
   * @param pointsOf each card's points, 0 … 127
   */
  TrickTable(Deck deck, int[] suitOf, int[] trumpBits, int[] strengthOf, int[] pointsOf) {
    this.deck = deck;
    int n = deck.size();
    this.suit = new byte[n];
    this.strength = new byte[n];
    this.points = new byte[n];
    this.entry = new int[ENTRIES];
    for (int id = 0; id < n; id++) {
      Card c = deck.card(id);
      int cardSuit = suitOf[id];
      int s = strengthOf[id];
      if (s < 1 || s >= STRENGTH_LIMIT) {
        throw new IllegalArgumentException("strength out of range for " + c + ": " + s);
      }
      int p = pointsOf[id];
      if (p < 0 || p >= POINTS_LIMIT) {
        throw new IllegalArgumentException("points out of range for " + c + ": " + p);
      }
      suit[id] = (byte) cardSuit;
      strength[id] = (byte) s;
      points[id] = (byte) p;
      int ledBits = cardSuit < 0 ? JOKER_LED_BIT : 1 << (LED_SHIFT + cardSuit);
      entry[id] = trumpBits[id] | ledBits | s << STRENGTH_SHIFT | p;
      if (cardSuit >= 0) {
        if (id < 64) {
          suitLo[cardSuit] |= 1L << id;
        } else {
          suitHi[cardSuit] |= 1L << id; // a shift takes its distance mod 64: bit id - 64
        }
      }
    }
  }

  /**
   * The trump copy's bit of a trump (a suit ordinal, or -1 for none): a card whose entry holds it
   * wins over every card without it in {@link #winnerIndex} with that trump.
   */
  static int trumpBit(int trump) {
    return 1 << (TRUMP_SHIFT + trump);
  }

  private static int[] printedSuits(Deck deck) {
    int[] out = new int[deck.size()];
    for (int id = 0; id < out.length; id++) {
      Card c = deck.card(id);
      out[id] = c.isJoker() ? -1 : c.suit().get().ordinal();
    }
    return out;
  }

  /** A card of a printed suit is a trump when its suit is; a joker never is. */
  private static int[] printedTrumpBits(Deck deck) {
    int[] suits = printedSuits(deck);
    int[] out = new int[suits.length];
    for (int id = 0; id < out.length; id++) {
      out[id] = suits[id] < 0 ? 0 : trumpBit(suits[id]);
    }
    return out;
  }

  private static int[] apply(Deck deck, java.util.function.ToIntFunction<Card> f) {
    int[] out = new int[deck.size()];
    for (int id = 0; id < out.length; id++) {
      out[id] = f.applyAsInt(deck.card(id));
    }
    return out;
  }

  /**
   * The deck.
   *
   * @return the deck the tables were built for
   */
  public Deck deck() {
    return deck;
  }

  /**
   * The suit ordinal of a card id (-1 for a joker).
   *
   * @param id a card id of the deck
   * @return H 0, D 1, C 2, S 3, or -1
   */
  public int suitOf(int id) {
    return suit[id];
  }

  /**
   * The points of a card id.
   *
   * @param id a card id of the deck
   * @return 0 … 127
   */
  public int pointsOf(int id) {
    return points[id];
  }

  /**
   * The strength of a card id within its suit.
   *
   * @param id a card id of the deck
   * @return 1 … 31, higher is stronger
   */
  public int strengthOf(int id) {
    return strength[id];
  }

  /**
   * The index, in play order, of the card that wins the trick (B-24): the highest trump, or with no
   * trump the highest card of the led suit; of two identical cards the first played stays the
   * winner (B-25). A joker has no suit: it is never a trump, and when it leads only another joker
   * follows its suit.
   *
   * @param trick the packed trick, at least one card
   * @param trump the trump suit's ordinal, or -1 for none
   * @return the winning card's play-order index, 0 for the lead
   */
  public int winnerIndex(long trick, int trump) {
    // Kept short (bytecode well below C2's FreqInlineSize) so that it inlines into its callers.
    int[] e = entry;
    int lo = (int) trick;
    // The led copy's bit of the first card's suit, the trump copy's bit of the trump suit (bit 23,
    // set in no entry, for -1) and the strengths.
    int mask = e[lo & (e.length - 1)] & LED_BITS | STRENGTH_BITS | 1 << (TRUMP_SHIFT + trump);
    switch (Trick.size(trick)) {
      case 2:
        // 1 when the second card's key is greater, else 0 (also when the two are equal: B-25).
        return (e[lo & (e.length - 1)] & mask) - (e[(lo >>> 7) & (e.length - 1)] & mask) >>> 31;
      case 3:
        return index(max3(e, lo, mask, 7));
      case 4:
        return index(max4(e, lo, mask, 7));
      case 5:
        return index(Math.max(max4(e, lo, mask, 7), key(e, (int) (trick >>> 28), 0, mask, 3)));
      case 6:
        return index(Math.max(max4(e, lo, mask, 7), max2(e, (int) (trick >>> 28), mask, 3)));
      case 7:
        return index(Math.max(max4(e, lo, mask, 7), max3(e, (int) (trick >>> 28), mask, 3)));
      case 8:
        return index(Math.max(max4(e, lo, mask, 7), max4(e, (int) (trick >>> 28), mask, 3)));
      default:
        return 0;
    }
  }

  /** The play-order index i of the card whose key, with its tiebreak 7 - i, is {@code best}. */
  private static int index(int best) {
    return (best >>> TIE_SHIFT & 7) ^ 7;
  }

  /**
   * The greater key of the first two cards packed in {@code ids}, seven bits each, whose tiebreaks
   * are {@code tie} and {@code tie - 1}.
   */
  private static int max2(int[] e, int ids, int mask, int tie) {
    return Math.max(key(e, ids, 0, mask, tie), key(e, ids, 7, mask, tie - 1));
  }

  /** The greatest key of the first three cards packed in {@code ids}; see {@link #max2}. */
  private static int max3(int[] e, int ids, int mask, int tie) {
    return Math.max(max2(e, ids, mask, tie), key(e, ids, 14, mask, tie - 2));
  }

  /** The greatest key of the four cards packed in {@code ids}; see {@link #max2}. */
  private static int max4(int[] e, int ids, int mask, int tie) {
    return Math.max(max2(e, ids, mask, tie), max2(e, ids >>> 14, mask, tie - 2));
  }

  /**
   * The key of the card whose id is at bit {@code shift} of {@code ids}: its entry masked to the
   * trick's trump and led suit, with its tiebreak {@code tie} (7 - its play-order index).
   */
  private static int key(int[] e, int ids, int shift, int mask, int tie) {
    return e[(ids >>> shift) & (e.length - 1)] & mask | tie << TIE_SHIFT;
  }

  /**
   * The sum of the card points of the trick's cards (B-26).
   *
   * @param trick a packed trick
   * @return the points; 0 for the empty trick
   */
  public int points(long trick) {
    int[] e = entry;
    int lo = (int) trick;
    int sum;
    switch (Trick.size(trick)) {
      case 1:
        sum = e[lo & (e.length - 1)];
        break;
      case 2:
        sum = sum2(e, lo);
        break;
      case 3:
        sum = sum3(e, lo);
        break;
      case 4:
        sum = sum4(e, lo);
        break;
      case 5:
        sum = sum4(e, lo) + e[(int) (trick >>> 28) & (e.length - 1)];
        break;
      case 6:
        sum = sum4(e, lo) + sum2(e, (int) (trick >>> 28));
        break;
      case 7:
        sum = sum4(e, lo) + sum3(e, (int) (trick >>> 28));
        break;
      case 8:
        sum = sum4(e, lo) + sum4(e, (int) (trick >>> 28));
        break;
      default:
        return 0;
    }
    return sum & POINTS_BITS;
  }

  /** The sum of the entries of the first two cards packed in {@code ids}, seven bits each. */
  private static int sum2(int[] e, int ids) {
    return e[ids & (e.length - 1)] + e[(ids >>> 7) & (e.length - 1)];
  }

  /** The sum of the entries of the first three cards packed in {@code ids}. */
  private static int sum3(int[] e, int ids) {
    return sum2(e, ids) + e[(ids >>> 14) & (e.length - 1)];
  }

  /** The sum of the entries of the four cards packed in {@code ids}. */
  private static int sum4(int[] e, int ids) {
    return sum2(e, ids) + sum2(e, ids >>> 14);
  }

  /**
   * The sum of the card points of a set of card ids (two words).
   *
   * @param lo the ids 0 … 63, as bits
   * @param hi the ids from 64 on (id 64 + k is bit k)
   * @return the points of those cards
   */
  public int points(long lo, long hi) {
    int sum = 0;
    while (lo != 0) {
      sum += points[Long.numberOfTrailingZeros(lo)];
      lo = CardSet.withoutLowest(lo);
    }
    while (hi != 0) {
      sum += points[64 + Long.numberOfTrailingZeros(hi)];
      hi = CardSet.withoutLowest(hi);
    }
    return sum;
  }

  /**
   * The low word of the cards a seat may play when it must follow suit (B-23): the cards of the led
   * suit if it holds any, else its whole hand. With {@code led} -1 (it leads) the whole hand.
   *
   * @param handLo the hand's ids 0 … 63, as bits
   * @param handHi the hand's ids from 64 on (id 64 + k is bit k)
   * @param led the led suit's ordinal, or -1
   * @return the playable cards among ids 0 … 63
   */
  public long followLo(long handLo, long handHi, int led) {
    return mustFollow(handLo, handHi, led) ? handLo & suitLo[led] : handLo;
  }

  /**
   * The high word of the cards a seat may play when it must follow suit; see {@link #followLo}.
   *
   * @param handLo the hand's ids 0 … 63, as bits
   * @param handHi the hand's ids from 64 on (id 64 + k is bit k)
   * @param led the led suit's ordinal, or -1
   * @return the playable cards among ids from 64 on
   */
  public long followHi(long handLo, long handHi, int led) {
    return mustFollow(handLo, handHi, led) ? handHi & suitHi[led] : handHi;
  }

  /** True when a suit was led ({@code led} at least 0) and the hand holds a card of it. */
  private boolean mustFollow(long handLo, long handHi, int led) {
    return led >= 0 && ((handLo & suitLo[led]) | (handHi & suitHi[led])) != 0;
  }
}
