package dev.mazzo.family;

import dev.mazzo.game.GameState;
import io.vavr.collection.Seq;

/**
 * What a simulation counts for a family beyond the {@link Totals} every family has (contracts
 * called and made, matches won by going out …), and the report lines it prints. A host makes one
 * per batch of matches with {@link Family#tally}, adds each finished match, and merges the batches
 * in order, so that the report does not depend on how matches were spread over threads.
 */
public interface Tally {

  /**
   * Counts one finished match.
   *
   * @param end the final state of a match that started like the tally's
   */
  void add(GameState end);

  /**
   * Adds another tally's counts to this one.
   *
   * @param other a tally made by the same family for the same start
   */
  void merge(Tally other);

  /**
   * The report's lines between the heading (matches, variant, seed, bots) and the common line of
   * draws and hands: the table of the sides and the family's own counts.
   *
   * @param totals the counts every family has, of the same matches
   * @return the lines, without line separators
   */
  Seq<String> report(Totals totals);

  /**
   * The name of what a side takes per hand, as {@link dev.mazzo.game.HandResult#points()} counts it
   * in the family: the heading of the points column of the family's report and of the arena's
   * table, such as {@code card points/hand} or {@code tricks/hand}, the noun before the slash and
   * the unit after it.
   *
   * @return the heading; {@code points/hand} by default
   */
  default String pointsPerHand() {
    return "points/hand";
  }

  /**
   * A short legend printed under the report: what a hand and a match are in the variant and what
   * the report's columns and counts mean. The host wraps the lines.
   *
   * @return the lines, without line separators; none by default
   */
  default Seq<String> legend() {
    return io.vavr.collection.Array.empty();
  }
}
