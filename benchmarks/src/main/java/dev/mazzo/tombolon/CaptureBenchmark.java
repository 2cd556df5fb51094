package dev.mazzo.tombolon;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Variants;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Tombolon capture enumeration (tombolon.md T-12, T-21) on a 10-card table: one op of {@link #sets}
 * is {@code Captures.sets(rules, card, table)}, every capture set of a numeral on a table of 10
 * random cards, as {@code legalActions} and the checks call it; one op of {@link #hasAny} is the
 * existence test {@code Captures.hasAny} (T-13). The played card is a random numeral not on the
 * table. 1024 (table, card) pairs per variant are made in {@link #setUp} from a fixed seed and
 * taken in turn.
 *
 * <p>This class is in the package {@code dev.mazzo.tombolon} so that it can call the
 * package-private {@code Captures} and {@code Rules}: the benchmark jar runs on the class path,
 * where the package is split between this jar's class and {@code rules-impl}'s without a module
 * boundary. No engine class was made public for it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CaptureBenchmark {

  private static final int POOL = 1024;

  /** The deck: Rovigo's 40 cards (values 1 … 7) or Padova's 52 (values 1 … 10). */
  @Param({"tombolon-rovigo-2p", "tombolon-padova-2p"})
  public String variant;

  private Rules rules;
  private final long[] tables = new long[POOL];
  private final int[] cards = new int[POOL];
  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public CaptureBenchmark() {}

  /** Resolves the default rules of the variant and makes the random tables and cards. */
  @Setup
  public void setUp() {
    TombolonState s =
        (TombolonState) Variants.byId(variant).get().game().newMatch(MatchOptions.defaults()).get();
    rules = s.rules;
    int n = rules.size;
    SplittableRandom random = new SplittableRandom(20240502L);
    int[] ids = new int[n];
    for (int i = 0; i < POOL; i++) {
      for (int k = 0; k < n; k++) {
        ids[k] = k;
      }
      long table = 0L;
      for (int k = 0; k < 10; k++) {
        int j = k + random.nextInt(n - k);
        int tmp = ids[k];
        ids[k] = ids[j];
        ids[j] = tmp;
        table |= 1L << ids[k];
      }
      int card;
      do {
        card = random.nextInt(n);
      } while ((table & (1L << card)) != 0 || (rules.numerals & (1L << card)) == 0);
      tables[i] = table;
      cards[i] = card;
    }
  }

  /**
   * One op: every capture set of one numeral on one 10-card table.
   *
   * @param bh consumes the array of sets
   */
  @Benchmark
  public void sets(Blackhole bh) {
    int i = next++ & (POOL - 1);
    bh.consume(Captures.sets(rules, cards[i], tables[i]));
  }

  /**
   * One op: whether one numeral has a capture set on one 10-card table.
   *
   * @param bh consumes the answer
   */
  @Benchmark
  public void hasAny(Blackhole bh) {
    int i = next++ & (POOL - 1);
    bh.consume(Captures.hasAny(rules, cards[i], tables[i]));
  }
}
