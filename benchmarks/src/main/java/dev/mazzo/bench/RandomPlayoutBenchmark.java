package dev.mazzo.bench;

import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
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
 * A whole random hand through the public API, as a simulator or a Monte Carlo bot plays it. One op:
 * {@link Game#newMatch} with the default options, the {@link Deal} of one pre-shuffled order (the
 * orders are made in {@link #setUp} with {@link Shuffle#seeded} and taken in turn), then, until the
 * hand ends (the phase is back to DEAL, or MATCH_OVER), {@link Game#legalActions}, a uniformly
 * random pick with an inlined xorshift generator, and the transition: the checked {@link
 * Game#apply} in {@link #checked}, the unchecked {@link Game#applyLegal} in {@link #unchecked}. A
 * briscola-2p hand is one deal and 40 plays; in chiamata the auction (bids and passes) and the call
 * are part of the hand (a passed-out deal ends the op); a Tombolon op is one deal, every
 * distribution of it (they follow without a further {@link Deal}), or a redeal.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RandomPlayoutBenchmark {

  private static final int ORDERS = 256;

  /**
   * The variant id: the 22 Briscola and Tombolon ids, and the canonical Pitch and Five Hundred ids.
   */
  @Param({
    "briscola-2p",
    "briscola-3p",
    "briscola-4p",
    "briscola-6p",
    "biscambiggia-2p",
    "biscambiggia-3p",
    "biscambiggia-4p",
    "biscambiggia-6p",
    "briscola-chiamata-5p",
    "biscambiggia-chiamata-5p",
    "bisca-2p",
    "bisca-dos-sete-2p",
    "bisca-dos-nove-2p",
    "bisca-3p",
    "bisca-4p",
    "bisca-6p",
    "bisca-8p",
    "sueca-4p",
    "tombolon-rovigo-2p",
    "tombolon-rovigo-4p",
    "tombolon-padova-2p",
    "tombolon-padova-4p",
    "pitch-10-4p",
    "pitch-10-5p",
    "five-hundred-4p"
  })
  public String variant;

  private Game<GameState, PlayerView> game;
  private MatchOptions options;
  private final Deal[] deals = new Deal[ORDERS];
  private int nextDeal;

  /** The xorshift64 state, never 0. */
  private long rng = Xorshift.SEED;

  /** Creates the benchmark state; JMH calls it. */
  public RandomPlayoutBenchmark() {}

  /** Makes {@value #ORDERS} seeded deck orders and the default options. */
  @Setup
  public void setUp() {
    game = Positions.game(variant);
    options = MatchOptions.defaults();
    Deck deck = game.newMatch(options).get().deck();
    Shuffle shuffle = Shuffle.seeded(42L);
    for (int i = 0; i < ORDERS; i++) {
      deals[i] = new Deal(shuffle.order(deck));
    }
  }

  /** A uniform index below n from the xorshift64 generator (n is small). */
  private int pick(int n) {
    rng = Xorshift.next(rng);
    return Xorshift.below(rng, n);
  }

  /** True while the hand goes on: anything but DEAL and MATCH_OVER. */
  private static boolean inHand(Phase phase) {
    return phase != Phase.DEAL && phase != Phase.MATCH_OVER;
  }

  /**
   * One op: a random hand with the checked {@code apply}.
   *
   * @return the state at the end of the hand
   */
  @Benchmark
  public GameState checked() {
    GameState s = game.newMatch(options).get();
    s = game.apply(s, deals[nextDeal++ & (ORDERS - 1)]).get();
    while (inHand(s.phase())) {
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(pick(legal.size()))).get();
    }
    return s;
  }

  /**
   * One op: a random hand with the unchecked {@code applyLegal}.
   *
   * @return the state at the end of the hand
   */
  @Benchmark
  public GameState unchecked() {
    GameState s = game.newMatch(options).get();
    s = game.applyLegal(s, deals[nextDeal++ & (ORDERS - 1)]);
    while (inHand(s.phase())) {
      Seq<Action> legal = game.legalActions(s);
      s = game.applyLegal(s, legal.get(pick(legal.size())));
    }
    return s;
  }
}
