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

/**
 * The bytes a random hand allocates, counted by the JVM for the running thread, after a warm-up
 * counted in hands rather than in seconds: the op of {@link RandomPlayoutBenchmark#checked} (the
 * same deals, the same generator), played {@code warm} times, then five rounds of {@code hands}
 * each, each printed with its bytes per hand. On a loaded machine a JMH warm-up of a few seconds
 * may end before C2 has compiled the transitions, and its B/op is then the interpreter's and C1's;
 * a count of hands does not depend on the CPU the JVM gets.
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.mazzo.bench.AllocationProbe VARIANT WARM
 * HANDS [phases]}; each round prints its bytes per hand, the actions applied per hand (the deal
 * excepted) and the bytes per action (the hand's bytes, new match and deal included, over those
 * actions); with {@code phases}, each round also prints, per phase, the actions per hand and the
 * bytes per action of {@code legalActions} and of {@code apply} (the deal excepted). {@code
 * AllocationProbe ids} prints every variant id of the catalog, one a line. Each round also prints
 * the thread's CPU time per action (the deal and the new match included), which a loaded machine
 * inflates less than wall time; with {@code unchecked} (as in {@code phases,unchecked}) the hands
 * use {@code applyLegal} instead of {@code apply}. The probe counts the deal's bytes and time with
 * the hand, as {@link RandomPlayoutBenchmark} does.
 */
public final class AllocationProbe {

  private static final int ORDERS = 256;
  private static final int ROUNDS = 5;
  private static final int MAX_PHASES = 16;

  /** The xorshift64 state of {@link RandomPlayoutBenchmark}, never 0. */
  private long rng = Xorshift.SEED;

  private AllocationProbe() {}

  /**
   * Runs the probe.
   *
   * @param args the variant id, the hands of the warm-up, the hands of a round, and optionally
   *     {@code phases}
   */
  public static void main(String[] args) {
    if (args.length == 1 && args[0].equals("ids")) {
      for (dev.mazzo.game.Variant v : dev.mazzo.game.Variants.all()) {
        System.out.println(v.id());
      }
      return;
    }
    new AllocationProbe()
        .run(
            args[0],
            Integer.parseInt(args[1]),
            Integer.parseInt(args[2]),
            args.length > 3 && args[3].contains("phases"),
            args.length > 3 && args[3].contains("unchecked"));
  }

  private int pick(int n) {
    rng = Xorshift.next(rng);
    return Xorshift.below(rng, n);
  }

  private void run(String variant, int warm, int hands, boolean phases, boolean unchecked) {
    Game<GameState, PlayerView> game = Positions.game(variant);
    MatchOptions options = MatchOptions.defaults();
    Deck deck = game.newMatch(options).get().deck();
    Shuffle shuffle = Shuffle.seeded(42L);
    Deal[] deals = new Deal[ORDERS];
    for (int i = 0; i < ORDERS; i++) {
      deals[i] = new Deal(shuffle.order(deck));
    }
    ThreadMXBean mx = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    int next = 0;
    // the phases met, in the order met (a family's own phases are open values, not an enum)
    Phase[] met = new Phase[MAX_PHASES];
    int kinds = MAX_PHASES;
    for (int round = 0; round <= ROUNDS; round++) {
      int n = round == 0 ? warm : hands;
      long[] legalBytes = new long[kinds];
      long[] applyBytes = new long[kinds];
      long[] count = new long[kinds];
      long actions = 0;
      long before = mx.getCurrentThreadAllocatedBytes();
      long cpu = mx.getCurrentThreadCpuTime();
      for (int h = 0; h < n; h++) {
        GameState s = game.newMatch(options).get();
        s = game.apply(s, deals[next++ & (ORDERS - 1)]).get();
        while (s.phase() != Phase.DEAL && s.phase() != Phase.MATCH_OVER) {
          int k = kind(met, s.phase());
          long b0 = phases ? mx.getCurrentThreadAllocatedBytes() : 0;
          Seq<Action> legal = game.legalActions(s);
          long b1 = phases ? mx.getCurrentThreadAllocatedBytes() : 0;
          Action a = legal.get(pick(legal.size()));
          s = unchecked ? game.applyLegal(s, a) : game.apply(s, a).get();
          actions++;
          if (phases) {
            legalBytes[k] += b1 - b0;
            applyBytes[k] += mx.getCurrentThreadAllocatedBytes() - b1;
            count[k]++;
          }
        }
      }
      long nanos = mx.getCurrentThreadCpuTime() - cpu;
      long bytes = mx.getCurrentThreadAllocatedBytes() - before;
      if (round == 0) {
        continue;
      }
      System.out.printf(
          "%s round %d: %.1f B/hand over %d hands, %.2f actions/hand, %.1f B/action,"
              + " %.0f ns/action of thread CPU%n",
          variant,
          round,
          bytes / (double) n,
          n,
          actions / (double) n,
          bytes / (double) actions,
          nanos / (double) actions);
      for (int k = 0; k < kinds && met[k] != null; k++) {
        Phase p = met[k];
        if (count[k] > 0) {
          System.out.printf(
              "  %s: %.2f actions/hand, legalActions %.1f B/action, apply %.1f B/action%n",
              p.wireName(),
              count[k] / (double) n,
              legalBytes[k] / (double) count[k],
              applyBytes[k] / (double) count[k]);
        }
      }
    }
  }

  /** The index of a phase in {@code met}, adding it at the first free slot when new. */
  private static int kind(Phase[] met, Phase phase) {
    int k = 0;
    while (met[k] != null && met[k] != phase) {
      k++;
    }
    met[k] = phase;
    return k;
  }
}
