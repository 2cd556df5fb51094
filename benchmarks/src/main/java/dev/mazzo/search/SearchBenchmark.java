package dev.mazzo.search;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The search bots' own loop (issue 15), in operations per second, from the first decision of a
 * seeded hand (the view of the seat to act after the deal, 256 deals taken in turn): {@link
 * #determinize} is one determinization as the bots make it ({@code Frame.sample}); {@link #playout}
 * one random playout to the hand's end and its rewards ({@code Playout}) from a state determinized
 * in {@code @Setup}; {@link #ismcts} one ISMCTS iteration (determinize, descend, expand, play out,
 * back-propagate) and {@link #pimc} one PIMC playout (with its share of determinizations), both as
 * the average over a decision of {@value #ITERATIONS} iterations through the public {@code choose}.
 *
 * <p>It is in the package {@code dev.mazzo.search} (in this module) so that it can call the
 * package-private {@code Frame} and {@code Playout}: the jar runs on the class path, where the
 * package is split with no module boundary. That package has no {@code package-info.java} here.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SearchBenchmark {

  private static final int POSITIONS = 256;

  /** The iterations of one {@link #ismcts} or {@link #pimc} decision. */
  static final int ITERATIONS = 200;

  /** The variant id. */
  @Param({"briscola-2p", "sueca-4p", "tombolon-rovigo-2p"})
  public String variant;

  private Game<GameState, PlayerView> game;
  private final PlayerView[] views = new PlayerView[POSITIONS];
  private final GameState[] samples = new GameState[POSITIONS];
  private final SplittableRandom rng = new SplittableRandom(42);
  private final Ismcts ismcts = Ismcts.withIterations(ITERATIONS);
  private final Pimc pimc = Pimc.withIterations(ITERATIONS);
  private double[] rewards;
  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public SearchBenchmark() {}

  /** Deals {@value #POSITIONS} seeded hands and determinizes each first decision once. */
  @Setup
  public void setUp() {
    game = Variants.byId(variant).get().game();
    Shuffle shuffle = Shuffle.seeded(42L);
    for (int i = 0; i < POSITIONS; i++) {
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      while (s.toAct() < 0) { // a void deal is dealt again
        s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
      }
      views[i] = game.view(s, s.toAct()).get();
      samples[i] = Frame.sample(game, views[i], rng);
    }
    rewards = new double[views[0].players()];
  }

  /**
   * One determinization of a view.
   *
   * @return the sampled state
   */
  @Benchmark
  public GameState determinize() {
    return Frame.sample(game, views[next++ & (POSITIONS - 1)], rng);
  }

  /**
   * One random playout to the end of the hand, and its rewards.
   *
   * @return the reward of seat 0
   */
  @Benchmark
  public double playout() {
    GameState start = samples[next++ & (POSITIONS - 1)];
    Seq<HandResult> results = Playout.toHandEnd(game, start, rng).results();
    Playout.rewards(results, start.results().size(), rewards);
    return rewards[0];
  }

  /**
   * One ISMCTS decision of {@value #ITERATIONS} iterations, reported per iteration.
   *
   * @return the decision
   */
  @Benchmark
  @OperationsPerInvocation(ITERATIONS)
  public Object ismcts() {
    return ismcts.choose(game, views[next++ & (POSITIONS - 1)], rng);
  }

  /**
   * One PIMC decision of {@value #ITERATIONS} playouts, reported per playout.
   *
   * @return the decision
   */
  @Benchmark
  @OperationsPerInvocation(ITERATIONS)
  public Object pimc() {
    return pimc.choose(game, views[next++ & (POSITIONS - 1)], rng);
  }
}
