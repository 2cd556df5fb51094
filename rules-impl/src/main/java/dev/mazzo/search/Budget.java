package dev.mazzo.search;

/**
 * How long a bot searches: a number of iterations (deterministic under a seed) or a wall-clock time
 * (not deterministic: how many iterations fit depends on the machine). At least one iteration is
 * always run.
 *
 * @param iterations the iterations, or 0 for a time budget
 * @param millis the milliseconds, or 0 for an iteration budget
 */
record Budget(int iterations, long millis) {

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

  @Override
  public String toString() {
    return millis == 0 ? iterations + " iterations" : millis + " ms";
  }
}
