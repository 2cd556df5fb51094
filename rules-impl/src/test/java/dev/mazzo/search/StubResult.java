package dev.mazzo.search;

import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A hand result made by a test: the sides, their points (also their tricks), the winning side and
 * the score change, as {@link Playout}'s reward reads them; hand 1.
 */
record StubResult(
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Option<Integer> winningSide,
    Seq<Integer> scoreChange)
    implements HandResult {

  /** A result whose score change is empty (the reward of the share alone). */
  static StubResult of(Seq<Seq<Integer>> sides, Seq<Integer> points, Option<Integer> winningSide) {
    return new StubResult(sides, points, winningSide, Array.empty());
  }

  @Override
  public int hand() {
    return 1;
  }

  @Override
  public Seq<Integer> tricks() {
    return points;
  }
}
