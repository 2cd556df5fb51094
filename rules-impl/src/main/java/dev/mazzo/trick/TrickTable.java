package dev.mazzo.trick;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;

/**
 * The trick-taking core, written once for every trick game: per-deck tables of suit, strength and
 * card points by card id, and the three operations every trick game needs — the trick winner
 * (briscola.md B-24, B-25), the trick's points (B-26), and follow-suit legality (B-23).
 *
 * <p>A trick in progress is a {@link Trick} packed into one {@code long}; hands are two-word bit
 * masks. Nothing here allocates.
 */
public final class TrickTable {

  /** Strengths are below this, so that led suit and trump fold into one key. */
  private static final int LED_BONUS = 32;

  private static final int TRUMP_BONUS = 64;

  private final Deck deck;
  private final byte[] suit;
  private final byte[] strength;
  private final byte[] points;
  private final long[] suitLo = new long[4];
  private final long[] suitHi = new long[4];

  /**
   * Tables for a deck.
   *
   * @param deck the deck
   * @param strengthOf a card's strength within its suit, 1 … 31, higher is stronger; identical
   *     cards must have the same strength
   * @param pointsOf a card's points
   */
  public TrickTable(
      Deck deck,
      java.util.function.ToIntFunction<Card> strengthOf,
      java.util.function.ToIntFunction<Card> pointsOf) {
    this.deck = deck;
    int n = deck.size();
    this.suit = new byte[n];
    this.strength = new byte[n];
    this.points = new byte[n];
    for (int id = 0; id < n; id++) {
      Card c = deck.card(id);
      suit[id] = (byte) (c.isJoker() ? -1 : c.suit().get().ordinal());
      int s = strengthOf.applyAsInt(c);
      if (s < 1 || s >= LED_BONUS) {
        throw new IllegalArgumentException("strength out of range for " + c + ": " + s);
      }
      strength[id] = (byte) s;
      points[id] = (byte) pointsOf.applyAsInt(c);
    }
    for (int s = 0; s < 4; s++) {
      suitLo[s] = deck.suitMaskLo(s);
      suitHi[s] = deck.suitMaskHi(s);
    }
  }

  /** The deck. */
  public Deck deck() {
    return deck;
  }

  /** The suit ordinal of a card id (-1 for a joker). */
  public int suitOf(int id) {
    return suit[id];
  }

  /** The points of a card id. */
  public int pointsOf(int id) {
    return points[id];
  }

  /** The strength of a card id within its suit. */
  public int strengthOf(int id) {
    return strength[id];
  }

  /**
   * The index, in play order, of the card that wins the trick (B-24): the highest trump, or with no
   * trump the highest card of the led suit; of two identical cards the first played stays the
   * winner (B-25).
   *
   * @param trick the packed trick, at least one card
   * @param trump the trump suit's ordinal, or -1 for none
   */
  public int winnerIndex(long trick, int trump) {
    int count = Trick.size(trick);
    int first = Trick.card(trick, 0);
    int led = suit[first];
    int best = 0;
    int bestKey = strength[first] + (led == trump ? TRUMP_BONUS : LED_BONUS);
    for (int i = 1; i < count; i++) {
      int c = Trick.card(trick, i);
      int s = suit[c];
      int key = strength[c] + (s == trump ? TRUMP_BONUS : s == led ? LED_BONUS : 0);
      if (key > bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return best;
  }

  /** The sum of the card points of the trick's cards (B-26). */
  public int points(long trick) {
    int count = Trick.size(trick);
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum += points[Trick.card(trick, i)];
    }
    return sum;
  }

  /** The sum of the card points of a set of card ids (two words). */
  public int points(long lo, long hi) {
    int sum = 0;
    while (lo != 0) {
      sum += points[Long.numberOfTrailingZeros(lo)];
      lo &= lo - 1;
    }
    while (hi != 0) {
      sum += points[64 + Long.numberOfTrailingZeros(hi)];
      hi &= hi - 1;
    }
    return sum;
  }

  /**
   * The low word of the cards a seat may play when it must follow suit (B-23): the cards of the led
   * suit if it holds any, else its whole hand. With {@code led} -1 (it leads) the whole hand.
   */
  public long followLo(long handLo, long handHi, int led) {
    if (led < 0) {
      return handLo;
    }
    long lo = handLo & suitLo[led];
    long hi = handHi & suitHi[led];
    return (lo | hi) == 0 ? handLo : lo;
  }

  /** The high word of the cards a seat may play when it must follow suit; see {@link #followLo}. */
  public long followHi(long handLo, long handHi, int led) {
    if (led < 0) {
      return handHi;
    }
    long lo = handLo & suitLo[led];
    long hi = handHi & suitHi[led];
    return (lo | hi) == 0 ? handHi : hi;
  }
}
