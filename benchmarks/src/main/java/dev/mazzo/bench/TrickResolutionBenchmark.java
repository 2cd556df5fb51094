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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Trick resolution in the trick core ({@link TrickTable}): one op is the winner's play-order index
 * ({@link TrickTable#winnerIndex}) and the card points ({@link TrickTable#points(long)}) of one
 * complete trick of {@link #size} distinct cards of the Italian 40-card deck, under a random trump.
 * Tricks are random, made in {@link #setUp}; the trick and its trump are packed into one {@code
 * long} slot of a power-of-two array (one load, an increment and a mask per op, no modulo), and
 * both results go to a {@link Blackhole}. {@link #baseline} is the same loop without the
 * resolution, so that the cost of the resolution itself is the difference.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TrickResolutionBenchmark {

  private static final int POOL = 4096;

  /** Cards in a trick: 2, 4, 6 and 8 as in the 2-, 4-, 6- and 8-player variants. */
  @Param({"2", "4", "6", "8"})
  public int size;

  private TrickTable table;

  /** The trick in the low 56 bits (cards) and bits 56 … 59 (count); the trump in bits 60 … 61. */
  private final long[] tricks = new long[POOL];

  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public TrickResolutionBenchmark() {}

  /** Builds the Italian-scheme tables (as briscola-2p does) and the random tricks. */
  @Setup
  public void setUp() {
    Deck deck =
        Positions.game("briscola-2p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get().deck();
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
      tricks[i] = t | ((long) random.nextInt(4) << 60);
    }
  }

  /**
   * One op: the winner and the points of one trick.
   *
   * @param bh consumes the winner's play-order index and the trick's points
   */
  @Benchmark
  public void winnerAndPoints(Blackhole bh) {
    long slot = tricks[next++ & (POOL - 1)];
    long trick = slot & 0x0fff_ffff_ffff_ffffL;
    int trump = (int) (slot >>> 60);
    bh.consume(table.winnerIndex(trick, trump));
    bh.consume(table.points(trick));
  }

  /**
   * The harness without the resolution: the same load and the same two consumed ints.
   *
   * @param bh consumes the trick's size and the trump
   */
  @Benchmark
  public void baseline(Blackhole bh) {
    long slot = tricks[next++ & (POOL - 1)];
    bh.consume(Trick.size(slot & 0x0fff_ffff_ffff_ffffL));
    bh.consume((int) (slot >>> 60));
  }
}
