package dev.mazzo.briscola;

import dev.mazzo.card.Rank;

/**
 * The rank schemes of briscola.md B-10: each rank's strength (its place in the order) and its card
 * points. Ranks not listed with points are worth 0.
 */
public enum Scheme {
  /** A 3 K Q J 7 6 5 4 2; A 11, 3 10, K 4, Q 3, J 2 ({@code briscola-*}). */
  ITALIAN("A 3 K Q J 7 6 5 4 2", 11, 10, 4, 3, 2),
  /** A 7 K Q J 6 5 4 3 2; A 11, 7 10, K 4, Q 3, J 2 ({@code biscambiggia-*}). */
  GENOESE("A 7 K Q J 6 5 4 3 2", 11, 10, 4, 3, 2),
  /** A 7 K J Q 6 5 4 3 2; A 11, 7 10, K 4, J 3, Q 2 ({@code bisca-*}, {@code sueca-4p}). */
  PORTUGUESE("A 7 K J Q 6 5 4 3 2", 11, 10, 4, 3, 2),
  /** The same table as GENOESE, selected by {@code ranks:"queen-high"}. */
  QUEEN_HIGH("A 7 K Q J 6 5 4 3 2", 11, 10, 4, 3, 2),
  /** A 10 K J Q 6 5 4 3 2; A 11, 10 10, K 4, J 3, Q 2 ({@code ranks:"ten"}; 10s replace 7s). */
  TEN("A 10 K J Q 6 5 4 3 2", 11, 10, 4, 3, 2);

  /** The ranks, highest first, as the immutable sequence {@link #order()} returns, made once. */
  private final io.vavr.collection.Seq<Rank> order;

  private final int[] strength = new int[Rank.values().length];
  private final int[] points = new int[Rank.values().length];

  /** Each rank's index in {@link #order}, -1 for a rank the scheme does not hold. */
  private final int[] index = new int[Rank.values().length];

  /** The order, highest first, and the points of its first five ranks, highest first. */
  Scheme(String order, int... topPoints) {
    String[] tokens = order.split(" ");
    Rank[] ranks = new Rank[tokens.length];
    java.util.Arrays.fill(index, -1);
    for (int i = 0; i < tokens.length; i++) {
      Rank r = Rank.parse(tokens[i]).get();
      ranks[i] = r;
      strength[r.ordinal()] = tokens.length - i;
      index[r.ordinal()] = i;
      points[r.ordinal()] = i < topPoints.length ? topPoints[i] : 0;
    }
    this.order = io.vavr.collection.Array.of(ranks);
  }

  /**
   * The ranks of the scheme, highest first: one immutable sequence, not a copy per call (the
   * auction and the call read it with every bid and call).
   */
  public io.vavr.collection.Seq<Rank> order() {
    return order;
  }

  /**
   * A rank's index in {@link #order()} (0 for the highest), as {@code order().indexOf(rank)} but an
   * array read: a rank bid's ladder level, read for each bid checked and made (issue 29).
   *
   * @param rank a rank
   * @return its index, or -1 when the scheme does not hold the rank
   */
  int indexOf(Rank rank) {
    return index[rank.ordinal()];
  }

  /** A rank's strength: 10 for the highest … 1 for the lowest; 0 for a rank not in the deck. */
  public int strength(Rank rank) {
    return strength[rank.ordinal()];
  }

  /** A rank's card points. */
  public int points(Rank rank) {
    return points[rank.ordinal()];
  }
}
