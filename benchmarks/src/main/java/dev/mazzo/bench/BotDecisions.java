package dev.mazzo.bench;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import dev.mazzo.search.Ismcts;
import io.vavr.collection.Seq;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Two measures of a search bot's single decisions (issue 29), seat 0 and 2 the bot's and the other
 * seats greedy's, matches of seeds 1, 2, … (first dealer seat 0, default options):
 *
 * <ul>
 *   <li>{@code cpu VARIANT BOT DECISIONS WARM}: the thread CPU time ({@link
 *       ThreadMXBean#getCurrentThreadCpuTime}) of each of the bot's decisions among two or more
 *       legal actions; the first {@code WARM} (JIT warm-up) are left out, then {@code DECISIONS}
 *       are counted; prints their mean, median, 95th percentile (nearest rank) and maximum in ms.
 *   <li>{@code judge VARIANT ITERATIONS MATCHES PHASE ROLLOUTS}: at each decision in {@code PHASE}
 *       (such as {@code BID}) of the first six hands of each match, where {@code
 *       Ismcts.withIterations(ITERATIONS)} guided by the family's greedy strategy chooses another
 *       action than greedy, both actions are judged by {@code ROLLOUTS} rollouts in which greedy
 *       plays every seat to the hand's end from a determinization of the view: the seat's mean
 *       payment ({@code scoreChange} of its match side). Printed per kind of difference (the first
 *       action, such as a pass; a lower or a higher index than greedy's; in a list of at most nine
 *       actions or a longer one): how many, the mean payment after each choice, and how often the
 *       search's was the better. Only the differing decisions are searched and judged; greedy plays
 *       the rest, cards included.
 * </ul>
 *
 * <p>{@code java -cp benchmarks/target/benchmarks.jar dev.mazzo.bench.BotDecisions cpu
 * five-hundred-4p ismcts 400 300}.
 */
public final class BotDecisions {

  private BotDecisions() {}

  /**
   * Runs one of the two measures.
   *
   * @param args {@code cpu VARIANT BOT DECISIONS WARM} or {@code judge VARIANT ITERATIONS MATCHES
   *     PHASE ROLLOUTS}
   */
  public static void main(String[] args) {
    Game<GameState, PlayerView> game = Variants.byId(args[1]).get().game();
    Strategy greedy = Families.of(args[1]).get().greedy();
    if (args[0].equals("cpu")) {
      cpu(game, args[1], Bots.byName(args[2]).get(), Integer.parseInt(args[3]), args);
    } else {
      Judge j = new Judge(game, greedy, Integer.parseInt(args[5]));
      j.run(
          Ismcts.withIterations(Integer.parseInt(args[2])).guidedBy(greedy),
          Integer.parseInt(args[3]),
          Phase.of(args[4].toLowerCase(java.util.Locale.ROOT).replace('_', '-')));
      j.print(args[1] + " " + args[4]);
    }
  }

  private static void cpu(
      Game<GameState, PlayerView> game, String id, Bot bot, int decisions, String[] args) {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Bot greedy = Bots.byName("greedy").get();
    int warm = Integer.parseInt(args[4]);
    long[] cpu = new long[decisions + warm];
    int n = 0;
    for (long seed = 1; n < cpu.length; seed++) {
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      Shuffle shuffle = Shuffle.seeded(seed);
      SplittableRandom rng = new SplittableRandom(seed);
      while (!s.isOver() && n < cpu.length) {
        int seat = s.toAct();
        if (seat == GameState.CHANCE) {
          s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
          continue;
        }
        PlayerView v = game.view(s, seat).get();
        Action a;
        if (seat % 2 == 0) {
          long t0 = mx.getCurrentThreadCpuTime();
          a = bot.choose(game, v, rng);
          if (v.legalActions().size() > 1) {
            cpu[n++] = mx.getCurrentThreadCpuTime() - t0;
          }
        } else {
          a = greedy.choose(game, v, rng);
        }
        s = game.applyLegal(s, a);
      }
    }
    long[] x = Arrays.copyOfRange(cpu, warm, cpu.length);
    Arrays.sort(x);
    long sum = 0;
    for (long t : x) {
      sum += t;
    }
    System.out.printf(
        Locale.ROOT,
        "%s %s: %d decisions, CPU ms mean %.2f, p50 %.2f, p95 %.2f, max %.2f%n",
        id,
        bot.name(),
        x.length,
        sum / 1e6 / x.length,
        x[x.length / 2] / 1e6,
        x[(int) Math.ceil(0.95 * x.length) - 1] / 1e6,
        x[x.length - 1] / 1e6);
  }

  /** The {@code judge} measure's rollouts and counts. */
  private static final class Judge {
    private static final String[] KINDS = {"first", "lower", "higher"};
    private final Game<GameState, PlayerView> game;
    private final Strategy greedy;
    private final int rollouts;

    /**
     * Per list length (short, long) and kind: count, payments after the search's, greedy's, wins.
     */
    private final double[][][] counts = new double[2][3][4];

    Judge(Game<GameState, PlayerView> game, Strategy greedy, int rollouts) {
      this.game = game;
      this.greedy = greedy;
      this.rollouts = rollouts;
    }

    void run(Ismcts search, int matches, Phase phase) {
      for (long seed = 1; seed <= matches; seed++) {
        GameState s = game.newMatch(MatchOptions.defaults()).get();
        Shuffle shuffle = Shuffle.seeded(seed);
        SplittableRandom rng = new SplittableRandom(seed);
        int hands = 0;
        while (!s.isOver() && hands < 6) {
          int seat = s.toAct();
          if (seat == GameState.CHANCE) {
            s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
            hands++;
            continue;
          }
          PlayerView v = game.view(s, seat).get();
          Seq<Action> legal = v.legalActions();
          Action a;
          if (seat % 2 == 0 && v.phase() == phase && legal.size() > 1) {
            long r = rng.nextLong();
            Action g = greedy.choose(game, v, new SplittableRandom(r));
            a = search.choose(game, v, new SplittableRandom(r));
            if (!a.equals(g)) {
              int gi = legal.indexOf(g);
              int ai = legal.indexOf(a);
              double[] c = counts[legal.size() > 9 ? 1 : 0][ai == 0 ? 0 : ai < gi ? 1 : 2];
              double after = payment(v, a, r);
              double instead = payment(v, g, r);
              c[0]++;
              c[1] += after;
              c[2] += instead;
              c[3] += after > instead ? 1 : 0;
            }
          } else {
            a = greedy.choose(game, v, rng);
          }
          s = game.applyLegal(s, a);
        }
      }
    }

    /** The seat's mean payment after {@code a}, greedy playing every seat from determinizations. */
    private double payment(PlayerView v, Action a, long seed) {
      SplittableRandom rng = new SplittableRandom(seed);
      double sum = 0;
      for (int i = 0; i < rollouts; i++) {
        GameState s = game.determinize(v, rng).get();
        int before = s.results().size();
        int side = 0;
        while (!s.sides().get(side).contains(v.seat())) {
          side++;
        }
        s = game.applyLegal(s, a);
        while (s.toAct() >= 0) {
          s = game.applyLegal(s, greedy.choose(game, game.view(s, s.toAct()).get(), rng));
        }
        if (s.results().size() > before) {
          sum += s.results().last().scoreChange().get(side);
        }
      }
      return sum / rollouts;
    }

    void print(String what) {
      for (int len = 0; len < 2; len++) {
        for (int k = 0; k < 3; k++) {
          double[] c = counts[len][k];
          if (c[0] > 0) {
            System.out.printf(
                Locale.ROOT,
                "%s %s %s: %d differing decisions; mean payment after the search's choice %.3f,"
                    + " after greedy's %.3f; the search's better in %d%n",
                what,
                len == 1 ? "long" : "short",
                KINDS[k],
                (int) c[0],
                c[1] / c[0],
                c[2] / c[0],
                (int) c[3]);
          }
        }
      }
    }
  }
}
