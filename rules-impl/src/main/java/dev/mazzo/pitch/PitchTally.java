package dev.mazzo.pitch;

import dev.mazzo.family.CountingTally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * What a simulation counts for Pitch (pitch.md P-30 … P-32): bids made and set, moons bid and made,
 * and void hands.
 */
final class PitchTally extends CountingTally {

  private static final int MADE = 0;
  private static final int SET = 1;
  private static final int MOONS = 2;
  private static final int MOONS_MADE = 3;
  private static final int VOIDS = 4;

  PitchTally() {
    super(5);
  }

  @Override
  protected void count(HandResult r) {
    if (r instanceof PitchHandResult p) {
      if (p.isVoid()) {
        counts[VOIDS]++;
        return;
      }
      boolean ok = p.made().get();
      counts[ok ? MADE : SET]++;
      if (p.contract().get().isMoon()) {
        counts[MOONS]++;
        counts[MOONS_MADE] += ok ? 1 : 0;
      }
    }
  }

  @Override
  public Seq<String> report(Totals totals) {
    return sideTableAnd(
        totals,
        "points/hand",
        "bids made: %d, set: %d; moons: %d, made: %d; void hands: %d",
        counts[MADE],
        counts[SET],
        counts[MOONS],
        counts[MOONS_MADE],
        counts[VOIDS]);
  }

  @Override
  public Seq<String> legend() {
    return Array.of(
        "Legend. A hand is one deal, auction and play; a match is hands until a side reaches the"
            + " target. A bid is made when the bidding side takes at least the points bid"
            + " (P-30); a moon when it takes them all.");
  }
}
