package dev.mazzo.family;

import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The tally of a variant no registered family owns ({@link CommonFamily}): the common table of the
 * sides (wins, and the points per hand as the variant's {@link HandResult#points()} count them),
 * then the hands played, the hands a side won and the hands no side won.
 */
final class CommonTally extends CountingTally {

  private static final int HANDS = 0;
  private static final int WON = 1;

  /** An empty tally. */
  CommonTally() {
    super(2);
  }

  @Override
  protected void count(HandResult result) {
    counts[HANDS]++;
    counts[WON] += result.winningSide().isDefined() ? 1 : 0;
  }

  @Override
  public Seq<String> report(Totals totals) {
    return sideTableAnd(
        totals,
        pointsPerHand(),
        "hands: %d, won by a side: %d, won by none: %d",
        counts[HANDS],
        counts[WON],
        counts[HANDS] - counts[WON]);
  }

  @Override
  public Seq<String> legend() {
    return Array.of(
        "Legend. The variant has no family of its own: a hand is one of its hand results, the"
            + " points are those its results count, and the bots' greedy choice is the first legal"
            + " action.");
  }
}
