package dev.mazzo.briscola;

import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The result of one Briscola-family hand (briscola.md B-72).
 *
 * @param hand the hand's number
 * @param sides the sides of this hand
 * @param points card points per side; they sum to the deck's total T (B-31)
 * @param tricks tricks won per side
 * @param winningSide the winning side, none for a void hand
 * @param scoreChange game points per match side (B-36)
 * @param contract the chiamata fields (B-72); none in the other variants
 */
public record BriscolaHandResult(
    int hand,
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Seq<Integer> tricks,
    Option<Integer> winningSide,
    Seq<Integer> scoreChange,
    Option<Contract> contract)
    implements HandResult {

  /** A result without a contract: every variant but chiamata. */
  public BriscolaHandResult(
      int hand,
      Seq<Seq<Integer>> sides,
      Seq<Integer> points,
      Seq<Integer> tricks,
      Option<Integer> winner,
      Seq<Integer> scoreChange) {
    this(hand, sides, points, tricks, winner, scoreChange, Option.none());
  }
}
