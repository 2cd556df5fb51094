package dev.mazzo.tombolon;

import dev.mazzo.family.Tally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * What a simulation counts for Tombolon: the common table of the sides with the deal total per side
 * (T-26) as its points, then per side the matches won by going out (T-28) and by Tombolon (T-25),
 * and the deals played to the end.
 */
final class TombolonTally implements Tally {

  /** Deals ended by going out (T-28), per side that went out. */
  private final long[] wentOut;

  /** Deals in which a side made Tombolon (T-25), per side. */
  private final long[] tombolon;

  /** Deals played to the end. */
  private long complete;

  TombolonTally(int sides) {
    wentOut = new long[sides];
    tombolon = new long[sides];
  }

  @Override
  public void add(GameState end) {
    for (HandResult r : end.results()) {
      if (r instanceof TombolonHandResult) {
        TombolonHandResult t = (TombolonHandResult) r;
        if (t.wentOut().isDefined()) {
          wentOut[t.wentOut().get()]++;
        } else {
          complete++;
        }
        for (int i = 0; i < tombolon.length && i < t.bySide().size(); i++) {
          if (t.bySide().get(i).tombolon()) {
            tombolon[i]++;
          }
        }
      }
    }
  }

  @Override
  public void merge(Tally other) {
    TombolonTally o = (TombolonTally) other;
    complete += o.complete;
    for (int i = 0; i < wentOut.length; i++) {
      wentOut[i] += o.wentOut[i];
      tombolon[i] += o.tombolon[i];
    }
  }

  @Override
  public Seq<String> report(Totals totals) {
    // T-25, T-28: how the matches ended, per side.
    StringBuilder went = new StringBuilder();
    StringBuilder tomb = new StringBuilder();
    for (int i = 0; i < wentOut.length; i++) {
      went.append(i == 0 ? "" : ", ").append("side ").append(i).append(' ').append(wentOut[i]);
      tomb.append(i == 0 ? "" : ", ").append("side ").append(i).append(' ').append(tombolon[i]);
    }
    return totals
        .sideTable("deal total/deal")
        .append(
            String.format(
                Locale.ROOT,
                "went out: %s; Tombolon: %s; complete deals: %d",
                went,
                tomb,
                complete));
  }

  @Override
  public Seq<String> legend() {
    return Array.of(
        "Legend. A deal is the cards dealt and played until the stock and the hands are"
            + " empty, or until a side goes out; the last line counts deals as hands. A match"
            + " is deals until a side reaches the target (T-30).",
        "deal total/deal: a side's points per deal (scopa, colore, napoli and mazzo points,"
            + " T-26). went out: matches a side won by going out during a deal, when its score"
            + " plus the points secured in the deal reached the target (T-28). Tombolon: deals in which a side took all six"
            + " mazzo points and every spade, which wins the match (T-25).",
        "A complete deal is one played to its last card and scored, not cut short by a side"
            + " going out.");
  }
}
