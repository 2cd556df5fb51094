package dev.mazzo.fivehundred;

import dev.mazzo.family.Tally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * What a simulation counts for Five Hundred: the common table of the sides with the tricks per hand
 * as points, then the contracts made and set, the misères among them, and the void hands (F-23,
 * F-24, F-29).
 */
final class FiveHundredTally implements Tally {

  private long made;
  private long set;
  private long misere;
  private long voids;

  FiveHundredTally(int sides) {}

  @Override
  public void add(GameState end) {
    for (HandResult r : end.results()) {
      if (r instanceof FiveHundredHandResult) {
        FiveHundredHandResult h = (FiveHundredHandResult) r;
        voids += h.isVoid() ? 1 : 0;
        made += h.made().contains(true) ? 1 : 0;
        set += h.made().contains(false) ? 1 : 0;
        misere += h.bid().exists(Bid::isMisere) ? 1 : 0;
      }
    }
  }

  @Override
  public void merge(Tally other) {
    FiveHundredTally o = (FiveHundredTally) other;
    made += o.made;
    set += o.set;
    misere += o.misere;
    voids += o.voids;
  }

  @Override
  public Seq<String> report(Totals totals) {
    return totals
        .sideTable("tricks/hand")
        .append(
            String.format(
                Locale.ROOT,
                "contracts made: %d; set: %d; misère contracts: %d; void hands: %d",
                made,
                set,
                misere,
                voids));
  }
}
