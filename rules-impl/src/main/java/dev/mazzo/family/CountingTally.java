package dev.mazzo.family;

import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * A {@link Tally} whose counts are whole numbers laid out in one array by the family, written once:
 * a finished match is counted hand result by hand result, batches merge by adding the counts index
 * by index (so the report does not depend on how matches were spread over threads), and the common
 * report is the table of the sides followed by one line of the counts.
 */
public abstract class CountingTally implements Tally {

  /** The counts, in the family's layout. */
  protected final long[] counts;

  /**
   * A tally of zeros.
   *
   * @param size how many counts the family keeps
   */
  protected CountingTally(int size) {
    this.counts = new long[size];
  }

  @Override
  public final void add(GameState end) {
    for (HandResult r : end.results()) {
      count(r);
    }
  }

  /**
   * Counts one hand of a finished match.
   *
   * @param result the hand's result, of any family
   */
  protected abstract void count(HandResult result);

  /** {@inheritDoc} The other tally's counts are added index by index. */
  @Override
  public final void merge(Tally other) {
    long[] more = ((CountingTally) other).counts;
    for (int i = 0; i < counts.length; i++) {
      counts[i] += more[i];
    }
  }

  /**
   * The common table of the sides, then one line of counts.
   *
   * @param totals the counts every family has
   * @param pointsHeading the heading of the table's points column
   * @param format the line's format, in the root locale
   * @param args the line's values
   * @return the lines
   */
  protected static Seq<String> sideTableAnd(
      Totals totals, String pointsHeading, String format, Object... args) {
    return totals.sideTable(pointsHeading).append(String.format(Locale.ROOT, format, args));
  }
}
