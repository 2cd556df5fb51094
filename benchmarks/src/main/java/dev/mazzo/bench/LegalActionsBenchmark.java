package dev.mazzo.bench;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.List;
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
 * {@link Game#legalActions}: one op is the list of legal plays of one reachable state in phase PLAY
 * (1 to 3 cards in the two-player variants; biscambiggia-2p must follow suit, B-23). The states
 * come from seeded random hands made in {@link #setUp} and are read from a cyclic array; the
 * returned list is consumed by JMH.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class LegalActionsBenchmark {

  private static final int POOL = 1024;

  /** The variant id. */
  @Param({"briscola-2p", "biscambiggia-2p"})
  public String variant;

  private Game<GameState, PlayerView> game;
  private GameState[] states;
  private int next;

  /** Creates the benchmark state; JMH calls it. */
  public LegalActionsBenchmark() {}

  /** Plays seeded random hands and keeps {@value #POOL} of their PLAY states. */
  @Setup
  public void setUp() {
    game = Positions.game(variant);
    List<GameState> pool = Positions.playStates(game, POOL, 7L);
    states = pool.toArray(new GameState[0]);
  }

  /**
   * One op: the legal actions of one state.
   *
   * @return the legal actions
   */
  @Benchmark
  public Seq<Action> legalActions() {
    return game.legalActions(states[next++ & (POOL - 1)]);
  }
}
