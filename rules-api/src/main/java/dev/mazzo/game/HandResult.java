package dev.mazzo.game;

import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The outcome of one finished hand (protocol.md HAND_RESULT). Families add their own fields
 * (chiamata's contract, Tombolon's breakdown) in their own result types.
 */
public interface HandResult {
  /** The hand's number, from 1. */
  int hand();

  /** The sides of this hand, each a list of seats in ascending order. */
  Seq<Seq<Integer>> sides();

  /**
   * What each side took in the hand, in its family's measure, aligned with {@link #sides()}: card
   * points in the Briscola family (briscola.md B-31), the deal's total in Tombolon (tombolon.md
   * T-31), the points scored in Pitch (pitch.md P-28), tricks in Five Hundred (five-hundred.md
   * F-32); the family's result type says which.
   */
  Seq<Integer> points();

  /** The tricks each side won, aligned with {@link #sides()} (empty in non-trick games). */
  Seq<Integer> tricks();

  /**
   * The index into this hand's {@link #sides()} of the side that won the hand; none for a void
   * hand. (The wire calls it {@code winner}.)
   */
  Option<Integer> winningSide();

  /** What the hand changed in the match score, aligned with the match's sides. */
  Seq<Integer> scoreChange();
}
