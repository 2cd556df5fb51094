package dev.mazzo.bench;

/**
 * The xorshift64 generator that every benchmark and probe picks its random legal actions with
 * (Marsaglia's 13, 7, 17 triple), written once: the callers keep their own {@code long} state and
 * step it here, so that the JMH benchmarks, the probes and the loads draw the same picks from the
 * same seed, and a static call that C2 inlines costs what the code written in place did.
 */
final class Xorshift {

  /** The state every caller starts from (never 0). */
  static final long SEED = 0x9E3779B97F4A7C15L;

  private Xorshift() {}

  /**
   * The generator's next state.
   *
   * @param x the current state, not 0
   * @return the next state
   */
  static long next(long x) {
    x ^= x << 13;
    x ^= x >>> 7;
    x ^= x << 17;
    return x;
  }

  /**
   * A uniform index below {@code n} from a state's high 32 bits (multiply and shift, no modulo).
   *
   * @param x a state
   * @param n the bound, small and positive
   * @return an index in [0, n)
   */
  static int below(long x, int n) {
    return (int) (((x >>> 32) * n) >>> 32);
  }
}
