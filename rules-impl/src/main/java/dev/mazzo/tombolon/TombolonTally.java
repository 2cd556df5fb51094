package dev.mazzo.tombolon;

import dev.mazzo.family.CountingTally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * What a simulation counts for Tombolon: the common table of the sides with the deal total per side
 * (T-26) as its points, then per side the matches won by going out (T-28) and by Tombolon (T-25),
 * and the deals played to the end.
 */
final class TombolonTally extends CountingTally {

  /**
   * The sides; the counts are the deals ended by going out (T-28) per side that went out, then the
   * deals in which a side made Tombolon (T-25) per side, then the deals played to the end.
   */
  private final int sides;

  TombolonTally(int sides) {
    super(2 * sides + 1);
    this.sides = sides;
  }

  @Override
  protected void count(HandResult r) {
    if (r instanceof TombolonHandResult t) {
      counts[t.wentOut().isDefined() ? t.wentOut().get() : 2 * sides]++;
      for (int i = 0; i < sides && i < t.bySide().size(); i++) {
        if (t.bySide().get(i).tombolon()) {
          counts[sides + i]++;
        }
      }
    }
  }

  /** T-26: the points of a Tombolon deal are its deal total. */
  @Override
  public String pointsPerHand() {
    return "deal total/deal";
  }

  @Override
  public Seq<String> report(Totals totals) {
    // T-25, T-28: how the matches ended, per side.
    StringBuilder went = new StringBuilder();
    StringBuilder tomb = new StringBuilder();
    for (int i = 0; i < sides; i++) {
      went.append(i == 0 ? "" : ", ").append("side ").append(i).append(' ').append(counts[i]);
      tomb.append(i == 0 ? "" : ", ")
          .append("side ")
          .append(i)
          .append(' ')
          .append(counts[sides + i]);
    }
    return sideTableAnd(
        totals,
        pointsPerHand(),
        "went out: %s; Tombolon: %s; complete deals: %d",
        went,
        tomb,
        counts[2 * sides]);
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
