package dev.mazzo.bench;

import com.sun.management.ThreadMXBean;
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
import java.lang.management.ManagementFactory;
import java.util.Arrays;

/**
 * Checked {@code apply} against unchecked {@code applyLegal} in one JVM, the two alternating (issue
 * 29: checked at most 1.3× unchecked). {@link RandomPlayoutBenchmark} measures every checked case
 * minutes before every unchecked one, and each fork settles into a fast or a slow C2 mode, so its
 * checked ÷ unchecked moves with the machine's drift and the forks' modes; here each round plays
 * {@code hands} random hands checked, then the same hands (the same deals and picks) unchecked, and
 * the ratio of the two rounds' thread CPU times is taken per round. Both paths share one JVM's
 * profile, as in a server that validates some moves and trusts others.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.mazzo.bench.CheckedRatio IDS ROUNDS
 * HANDS}, IDS comma-separated; after 30 warm-up rounds, per id: the mean CPU time per hand of each
 * path, the ratio of their totals, and the median and quartiles of the rounds' ratios. A
 * diagnostic, not a JMH result: quote JMH for claims and this for where a ratio stands.
 */
public final class CheckedRatio {

  private static final int ORDERS = 256;
  private static final int WARM_ROUNDS = 30;

  private final Game<GameState, PlayerView> game;
  private final MatchOptions options = MatchOptions.defaults();
  private final Deal[] deals = new Deal[ORDERS];
  private int next;

  /** The xorshift64 state of {@link RandomPlayoutBenchmark}, never 0. */
  private long rng = Xorshift.SEED;

  /** Kept so that the JIT cannot drop the hands. */
  private GameState sink;

  private CheckedRatio(String variant) {
    game = Positions.game(variant);
    Deck deck = game.newMatch(options).get().deck();
    Shuffle shuffle = Shuffle.seeded(42L);
    for (int i = 0; i < ORDERS; i++) {
      deals[i] = new Deal(shuffle.order(deck));
    }
  }

  /**
   * Runs the comparison.
   *
   * @param args the variant ids (comma-separated), the measured rounds and the hands of a round
   */
  public static void main(String[] args) {
    int rounds = Integer.parseInt(args[1]);
    int hands = Integer.parseInt(args[2]);
    for (String variant : args[0].split(",")) {
      new CheckedRatio(variant).run(variant, rounds, hands);
    }
  }

  private void run(String variant, int rounds, int hands) {
    ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    double[] ratios = new double[rounds];
    long checked = 0;
    long unchecked = 0;
    for (int r = -WARM_ROUNDS; r < rounds; r++) {
      long rng0 = rng;
      int next0 = next;
      long t0 = mx.getCurrentThreadCpuTime();
      play(hands, true);
      long t1 = mx.getCurrentThreadCpuTime();
      rng = rng0;
      next = next0;
      play(hands, false);
      long t2 = mx.getCurrentThreadCpuTime();
      if (r >= 0) {
        checked += t1 - t0;
        unchecked += t2 - t1;
        ratios[r] = (t1 - t0) / (double) (t2 - t1);
      }
    }
    Arrays.sort(ratios);
    System.out.printf(
        "%-24s checked %7.0f ns/hand, unchecked %7.0f ns/hand, ratio %.3f,"
            + " rounds' median %.3f [quartiles %.3f – %.3f]%n",
        variant,
        checked / (double) rounds / hands,
        unchecked / (double) rounds / hands,
        checked / (double) unchecked,
        ratios[rounds / 2],
        ratios[rounds / 4],
        ratios[3 * rounds / 4]);
  }

  /** Plays {@code hands} random hands, each from a new match and the next deal. */
  private void play(int hands, boolean checked) {
    for (int h = 0; h < hands; h++) {
      GameState s = game.newMatch(options).get();
      Deal deal = deals[next++ & (ORDERS - 1)];
      s = checked ? game.apply(s, deal).get() : game.applyLegal(s, deal);
      while (s.phase() != Phase.DEAL && s.phase() != Phase.MATCH_OVER) {
        Seq<Action> legal = game.legalActions(s);
        Action a = legal.get(pick(legal.size()));
        s = checked ? game.apply(s, a).get() : game.applyLegal(s, a);
      }
      sink = s;
    }
  }

  private int pick(int n) {
    rng = Xorshift.next(rng);
    return Xorshift.below(rng, n);
  }
}
