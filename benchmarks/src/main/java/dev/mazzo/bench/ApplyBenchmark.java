package dev.mazzo.bench;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.List;
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
 * One transition: one op applies one legal play to one reachable state in phase PLAY, either
 * through the checked {@link Game#apply} (the B-67 checks, then the transition, wrapped in an
 * {@code Either}) or the unchecked {@link Game#applyLegal}. The (state, legal play) pairs come from
 * seeded random hands made in {@link #setUp} and are read from a cyclic array; they mix plays that
 * only add a card to the table, plays that complete a trick and draw, and (about one in forty)
 * plays that end the hand and score it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ApplyBenchmark {

  private static final int POOL = 1024;

  /** The variant id. */
  @Param({"briscola-2p", "biscambiggia-2p"})
  public String variant;

  private Game<GameState, PlayerView> game;
  private GameState[] states;
  private Action[] actions;
  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public ApplyBenchmark() {}

  /** Keeps {@value #POOL} PLAY states of seeded random hands, each with one of its legal plays. */
  @Setup
  public void setUp() {
    game = Positions.game(variant);
    List<GameState> pool = Positions.playStates(game, POOL, 11L);
    SplittableRandom random = new SplittableRandom(13L);
    states = new GameState[POOL];
    actions = new Action[POOL];
    for (int i = 0; i < POOL; i++) {
      states[i] = pool.get(i);
      Seq<Action> legal = game.legalActions(states[i]);
      actions[i] = legal.get(random.nextInt(legal.size()));
    }
  }

  /**
   * One op: a checked {@code apply} of a legal play.
   *
   * @return the next state (always a right)
   */
  @Benchmark
  public Either<Rejection, GameState> apply() {
    int i = next++ & (POOL - 1);
    return game.apply(states[i], actions[i]);
  }

  /**
   * One op: an unchecked {@code applyLegal} of a legal play.
   *
   * @return the next state
   */
  @Benchmark
  public GameState applyLegal() {
    int i = next++ & (POOL - 1);
    return game.applyLegal(states[i], actions[i]);
  }
}
