package dev.mazzo.card;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Orders a deck for a {@code Deal}. A host shuffles with any source — {@link #using} a {@code
 * SecureRandom} on a server — and a test or a replay uses {@link #seeded(long)}, which gives the
 * same orders for the same seed on every machine and JDK.
 */
public final class Shuffle {

  private final RandomGenerator random;

  private Shuffle(RandomGenerator random) {
    this.random = random;
  }

  /**
   * A reproducible shuffle: {@link SplittableRandom} with this seed, a fixed algorithm. Successive
   * {@link #order} calls continue the same sequence.
   */
  public static Shuffle seeded(long seed) {
    return new Shuffle(new SplittableRandom(seed));
  }

  /** A shuffle drawing from the given generator (which it advances). */
  public static Shuffle using(RandomGenerator random) {
    return new Shuffle(random);
  }

  /** A uniformly random order of the deck (Fisher–Yates), index 0 the top card. */
  public Seq<Card> order(Deck deck) {
    Card[] cards = deck.cards().toJavaArray(Card[]::new);
    for (int i = cards.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card t = cards[i];
      cards[i] = cards[j];
      cards[j] = t;
    }
    return Array.of(cards);
  }
}
