package dev.mazzo.euchre;

import dev.mazzo.family.CountingTally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * What a simulation of Euchre counts beyond the common totals (euchre.md E-19): hands thrown in,
 * marches, lone hands, euchres and lone defences.
 */
final class EuchreTally extends CountingTally {
  private static final int HANDS = 0;
  private static final int THROWN_IN = 1;
  private static final int MARCHES = 2;
  private static final int ALONE = 3;
  private static final int EUCHRES = 4;
  private static final int LONE_DEFENCES = 5;

  EuchreTally() {
    super(6);
  }

  @Override
  protected void count(HandResult result) {
    counts[HANDS]++;
    if (!(result instanceof EuchreHandResult r) || r.declarer().isEmpty()) {
      counts[THROWN_IN]++;
      return;
    }
    int declarerSide = EuchreRules.side(r.declarer().get());
    int made = r.tricks().get(declarerSide);
    counts[MARCHES] += made == 5 ? 1 : 0;
    counts[ALONE] += r.alone() ? 1 : 0;
    counts[EUCHRES] += made < 3 ? 1 : 0;
    counts[LONE_DEFENCES] += r.loneDefender().isDefined() ? 1 : 0;
  }

  @Override
  public Seq<String> report(Totals totals) {
    return sideTableAnd(
        totals,
        pointsPerHand(),
        "Hands %d: thrown in %d, marches %d, lone makers %d, euchres %d, lone defenders %d",
        counts[HANDS],
        counts[THROWN_IN],
        counts[MARCHES],
        counts[ALONE],
        counts[EUCHRES],
        counts[LONE_DEFENCES]);
  }

  @Override
  public String pointsPerHand() {
    return "tricks/hand";
  }

  @Override
  public Seq<String> legend() {
    return Array.of(
        "A hand is one deal of five tricks; a match is played to the target (10 points).",
        "A march: the makers take all five tricks; a euchre: they take fewer than three.");
  }
}
