package dev.mazzo.bench;

import dev.mazzo.briscola.Scheme;
import dev.mazzo.card.Deck;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
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

/**
 * Trick resolution in the trick core ({@link TrickTable}): one op is the winner's play-order
 * index ({@link TrickTable#winnerIndex}) and the card points ({@link TrickTable#points(long)}) of
 * one complete trick of {@link #size} distinct cards of the Italian 40-card deck, under a random
 * trump. Tricks are random, made in {@link #setUp} and read from a cyclic array; both results are
 * returned (folded into one int) so that JMH consumes them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TrickResolutionBenchmark {

  private static final int POOL = 4096;

  /** Cards in a trick: 2 as in briscola-2p, 4 as in the four-player variants. */
  @Param({"2", "4"})
  public int size;

  private TrickTable table;
  private final long[] tricks = new long[POOL];
  private final int[] trumps = new int[POOL];
  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public TrickResolutionBenchmark() {}

  /** Builds the Italian-scheme tables (as briscola-2p does) and the random tricks. */
  @Setup
  public void setUp() {
    Deck deck = Positions.game("briscola-2p").newMatch(dev.mazzo.game.MatchOptions.defaults())
        .get().deck();
    Scheme scheme = Scheme.ITALIAN;
    table = new TrickTable(deck, c -> scheme.strength(c.rank()), c -> scheme.points(c.rank()));
    SplittableRandom random = new SplittableRandom(20240501L);
    int n = deck.size();
    for (int i = 0; i < POOL; i++) {
      // A partial Fisher–Yates draw of `size` distinct card ids.
      int[] ids = new int[n];
      for (int k = 0; k < n; k++) {
        ids[k] = k;
      }
      long t = Trick.EMPTY;
      for (int k = 0; k < size; k++) {
        int j = k + random.nextInt(n - k);
        int tmp = ids[k];
        ids[k] = ids[j];
        ids[j] = tmp;
        t = Trick.add(t, ids[k]);
      }
      tricks[i] = t;
      trumps[i] = random.nextInt(4);
    }
  }

  /**
   * One op: the winner and the points of one trick.
   *
   * @return the winner's play-order index times 256 plus the trick's points
   */
  @Benchmark
  public int winnerAndPoints() {
    int i = next++ & (POOL - 1);
    long trick = tricks[i];
    return (table.winnerIndex(trick, trumps[i]) << 8) | table.points(trick);
  }
}
