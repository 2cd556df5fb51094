package dev.mazzo.search;

/**
 * How long a bot searches: a number of iterations (deterministic under a seed) or a wall-clock time
 * (not deterministic: how many iterations fit depends on the machine). At least one iteration is
 * always run.
 *
 * <p>An iteration budget also caps the <em>work</em> of a decision at {@link #WORK_PER_ITERATION}
 * units per iteration: a unit is one action applied or one legal action listed, both counted by the
 * search. An iteration from a bid goes through the rest of the auction, a discard of hundreds of
 * listed combinations and the whole play, and costs several times one from the middle of the play;
 * the cap stops such a search early, after the same iterations for the same view and seed, so that
 * the time of a decision stays bounded in every variant and the decision deterministic.
 *
 * @param iterations the iterations, or 0 for a time budget
 * @param millis the milliseconds, or 0 for an iteration budget
 */
record Budget(int iterations, long millis) {

  /**
   * The work units per iteration of an iteration budget. Measured (session 8): an iteration from
   * the first trick of a briscola-2p hand costs about 190 units, one from a chiamata bid about 330,
   * one from a Five Hundred bid about 470, and one from the middle of a hand far fewer; so the cap
   * binds at the start of a hand and in auctions only.
   */
  static final long WORK_PER_ITERATION = 150;

  /** An iteration budget; {@code n} must be at least 1. */
  static Budget ofIterations(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("an iteration budget must be at least 1, not " + n);
    }
    return new Budget(n, 0);
  }

  /** A time budget; {@code ms} must be at least 1. */
  static Budget ofMillis(long ms) {
    if (ms < 1) {
      throw new IllegalArgumentException("a time budget must be at least 1 ms, not " + ms);
    }
    return new Budget(0, ms);
  }

  /**
   * The nanoTime at which a search started at {@code startNanos} must stop; unused for an iteration
   * budget.
   */
  long deadline(long startNanos) {
    return startNanos + millis * 1_000_000L;
  }

  /** Whether a search that has run {@code done} iterations runs another one. */
  boolean more(int done, long deadline) {
    if (done == 0) {
      return true;
    }
    return millis == 0 ? done < iterations : System.nanoTime() - deadline < 0;
  }

  /**
   * Whether a search that has run {@code done} iterations and {@code work} units of work runs
   * another one: as {@link #more(int, long)}, and, for an iteration budget, while the work is below
   * {@link #WORK_PER_ITERATION} times the iterations.
   */
  boolean more(int done, long work, long deadline) {
    return done == 0
        || more(done, deadline) && (millis != 0 || work < WORK_PER_ITERATION * iterations);
  }

  @Override
  public String toString() {
    return millis == 0 ? iterations + " iterations" : millis + " ms";
  }
}
