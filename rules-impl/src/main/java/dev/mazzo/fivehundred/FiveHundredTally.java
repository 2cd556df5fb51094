package dev.mazzo.fivehundred;

import dev.mazzo.family.CountingTally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;

/**
 * What a simulation counts for Five Hundred: the common table of the sides with the tricks per hand
 * as points, then the contracts made and set, the misères among them, and the void hands (F-23,
 * F-24, F-29).
 */
final class FiveHundredTally extends CountingTally {

  private static final int MADE = 0;
  private static final int SET = 1;
  private static final int MISERE = 2;
  private static final int VOIDS = 3;

  FiveHundredTally() {
    super(4);
  }

  @Override
  protected void count(HandResult r) {
    if (r instanceof FiveHundredHandResult h) {
      counts[VOIDS] += h.isVoid() ? 1 : 0;
      counts[MADE] += h.made().contains(true) ? 1 : 0;
      counts[SET] += h.made().contains(false) ? 1 : 0;
      counts[MISERE] += h.bid().exists(Bid::isMisere) ? 1 : 0;
    }
  }

  /** F-32: the points of a Five Hundred hand are its tricks. */
  @Override
  public String pointsPerHand() {
    return "tricks/hand";
  }

  @Override
  public Seq<String> report(Totals totals) {
    return sideTableAnd(
        totals,
        pointsPerHand(),
        "contracts made: %d; set: %d; misère contracts: %d; void hands: %d",
        counts[MADE],
        counts[SET],
        counts[MISERE],
        counts[VOIDS]);
  }
}
