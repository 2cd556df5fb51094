package dev.mazzo.pitch;

import dev.mazzo.family.Tally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * What a simulation counts for Pitch (pitch.md P-30 … P-32): bids made and set, moons bid and made,
 * and void hands.
 */
final class PitchTally implements Tally {

  private long made;
  private long set;
  private long moons;
  private long moonsMade;
  private long voids;

  @Override
  public void add(GameState end) {
    for (HandResult r : end.results()) {
      if (r instanceof PitchHandResult p) {
        if (p.isVoid()) {
          voids++;
          continue;
        }
        boolean ok = p.made().get();
        made += ok ? 1 : 0;
        set += ok ? 0 : 1;
        if (p.contract().get().isMoon()) {
          moons++;
          moonsMade += ok ? 1 : 0;
        }
      }
    }
  }

  @Override
  public void merge(Tally other) {
    PitchTally o = (PitchTally) other;
    made += o.made;
    set += o.set;
    moons += o.moons;
    moonsMade += o.moonsMade;
    voids += o.voids;
  }

  @Override
  public Seq<String> report(Totals totals) {
    return totals
        .sideTable("points/hand")
        .append(
            String.format(
                Locale.ROOT,
                "bids made: %d, set: %d; moons: %d, made: %d; void hands: %d",
                made,
                set,
                moons,
                moonsMade,
                voids));
  }

  @Override
  public Seq<String> legend() {
    return Array.of(
        "Legend. A hand is one deal, auction and play; a match is hands until a side reaches the"
            + " target. A bid is made when the bidding side takes at least the points bid"
            + " (P-30); a moon when it takes them all.");
  }
}
