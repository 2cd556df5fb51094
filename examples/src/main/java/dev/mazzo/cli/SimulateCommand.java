package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.Contract;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.tombolon.TombolonHandResult;
import dev.mazzo.tombolon.TombolonView;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo simulate}: bot-against-bot matches, then wins and average card points per side and
 * the speed. In chiamata, whose match sides are the five seats (B-3) and whose matches may be drawn
 * (B-41), it reports per seat the wins, the average final score and the contracts the seat called
 * and made (B-58), and the share of contracts made by each bot. In Tombolon the average is the deal
 * total per side (T-26), and it counts the matches won by going out (T-28) and by Tombolon (T-25)
 * per side, and the deals played to the end. The same seed gives the same matches and the same
 * report (but for the timing line, which comes last and starts with {@code time:}).
 */
@Command(
    name = "simulate",
    mixinStandardHelpOptions = true,
    description = "Play matches between bots and report wins and card points per side.")
final class SimulateCommand implements Callable<Integer> {

  @ParentCommand Mazzo mazzo;

  @Parameters(index = "0", paramLabel = "<variant>", description = "a variant id (see variants)")
  String variantId;

  @Option(
      names = {"-n", "--games"},
      paramLabel = "N",
      defaultValue = "1000",
      description = "number of matches (default: ${DEFAULT-VALUE})")
  int games;

  @Option(
      names = {"-s", "--seed"},
      paramLabel = "S",
      defaultValue = "1",
      description = "seed of the deals and the bots (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(
      names = {"-b", "--bots"},
      paramLabel = "BOT[,BOT...]",
      split = ",",
      defaultValue = "greedy,random",
      description = "bots by seat, cycled: random, greedy (default: ${DEFAULT-VALUE})")
  List<String> botNames;

  @Option(
      names = {"-o", "--option"},
      paramLabel = "NAME=VALUE",
      description = "a match option, such as handsToWin=3 (see variants)")
  Map<String, String> options = new LinkedHashMap<>();

  @Option(
      names = {"-t", "--threads"},
      paramLabel = "T",
      description =
          "worker threads (default: the number of processors); the report is the same"
              + " for any number")
  Integer threads;

  @Option(
      names = "--progress",
      negatable = true,
      description = "show a progress bar on stderr (default: when on a terminal and N >= 10000)")
  Boolean progress;

  @Override
  public Integer call() {
    PrintStream out = mazzo.out;
    Either<String, Variant> found = Catalog.variant(variantId);
    if (found.isLeft()) {
      return Catalog.usageError(mazzo.err, found.getLeft());
    }
    Variant variant = found.get();
    if (games < 1) {
      return Catalog.usageError(mazzo.err, "--games must be 1 or more");
    }
    Bot[] bots = new Bot[botNames.size()];
    for (int i = 0; i < bots.length; i++) {
      String name = botNames.get(i);
      io.vavr.control.Option<Bot> bot = Bots.byName(name);
      if (bot.isEmpty()) {
        return Catalog.usageError(
            mazzo.err, "unknown bot \"" + name + "\"; the bots are " + Bots.names().mkString(", "));
      }
      bots[i] = bot.get();
    }
    Game<GameState> game = variant.game();
    MatchOptions given = Catalog.options(options);
    boolean dealerGiven = given.values().containsKey("dealer");
    Either<Rejection, GameState> probe = game.newMatch(given);
    if (probe.isLeft()) {
      return Catalog.usageError(mazzo.err, probe.getLeft().message());
    }
    int players = probe.get().players();
    Seq<Seq<Integer>> sides = probe.get().sides();
    // The first dealer rotates from match to match unless given, so no seat always leads.
    GameState[] starts = new GameState[players];
    for (int d = 0; d < players; d++) {
      starts[d] = dealerGiven ? probe.get() : game.newMatch(given.with("dealer", d)).get();
    }

    int sideCount = sides.size();
    PlayerView probeView = game.publicView(probe.get()).get();
    boolean chiamata = probeView instanceof BriscolaView && ((BriscolaView) probeView).isChiamata();
    boolean tombolon = probeView instanceof TombolonView;
    boolean bar = progress != null ? progress : mazzo.interactive && games >= 10_000;
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (workers < 1) {
      return Catalog.usageError(mazzo.err, "--threads must be 1 or more");
    }

    // Each match has its own generator, drawn in order from the seed: the report does not
    // depend on how the matches are spread over threads.
    SplittableRandom root = new SplittableRandom(seed);
    long[] seeds = new long[games];
    for (int m = 0; m < games; m++) {
      seeds[m] = root.nextLong();
    }
    Tally total = new Tally(sideCount, players);
    long t0 = System.nanoTime();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            workers,
            r -> {
              Thread t = new Thread(r, "simulate");
              t.setDaemon(true);
              return t;
            });
    try {
      List<Future<Tally>> parts = new ArrayList<>();
      for (int from = 0; from < games; from += CHUNK) {
        int lo = from;
        int hi = Math.min(games, from + CHUNK);
        parts.add(
            pool.submit(
                () -> {
                  Tally t = new Tally(sideCount, players);
                  for (int m = lo; m < hi; m++) {
                    GameState end =
                        Simulation.play(
                            game, starts[m % players], bots, new SplittableRandom(seeds[m]));
                    t.add(end, sides);
                  }
                  return t;
                }));
      }
      int done = 0;
      int shown = -1;
      for (Future<Tally> part : parts) {
        Tally t = part.get();
        total.merge(t);
        done += t.matches;
        if (bar && done * 100L / games != shown) {
          shown = (int) (done * 100L / games);
          drawBar(mazzo.err, done, games);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    } catch (ExecutionException e) {
      throw new IllegalStateException("A simulated match failed", e.getCause());
    } finally {
      pool.shutdownNow();
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    if (bar) {
      mazzo.err.print("\r" + " ".repeat(70) + "\r");
      mazzo.err.flush();
    }
    long[] wins = total.wins;
    long[] points = total.points;
    long draws = total.draws;
    long hands = total.hands;
    long scoredHands = total.scoredHands;

    out.printf(
        Locale.ROOT,
        "%d matches of %s (%s), seed %d, bots %s%n",
        games,
        variant.id(),
        variant.name(),
        seed,
        String.join(",", botNames));
    if (chiamata) {
      // B-3, B-57: the match sides are the five seats; each hand has its own two sides.
      out.printf(
          Locale.ROOT,
          "%-6s %-8s %-16s %9s %7s %12s %9s %9s%n",
          "side",
          "seats",
          "bots",
          "wins",
          "win%",
          "score/match",
          "contracts",
          "made%");
      for (int i = 0; i < sideCount; i++) {
        int seat = sides.get(i).head();
        out.printf(
            Locale.ROOT,
            "%-6d %-8s %-16s %9d %6.1f%% %12.2f %9d %9s%n",
            i,
            sides.get(i).mkString("+"),
            bots[seat % bots.length].name(),
            wins[i],
            100.0 * wins[i] / games,
            (double) total.score[i] / games,
            total.contracts[seat],
            percent(total.made[seat], total.contracts[seat]));
      }
      long contracts = 0;
      long made = 0;
      StringBuilder byBot = new StringBuilder();
      Map<String, long[]> perBot = new LinkedHashMap<>();
      for (int seat = 0; seat < players; seat++) {
        contracts += total.contracts[seat];
        made += total.made[seat];
        long[] c = perBot.computeIfAbsent(bots[seat % bots.length].name(), b -> new long[2]);
        c[0] += total.contracts[seat];
        c[1] += total.made[seat];
      }
      for (Map.Entry<String, long[]> e : perBot.entrySet()) {
        byBot
            .append(byBot.length() == 0 ? "" : ", ")
            .append(e.getKey())
            .append(' ')
            .append(e.getValue()[1])
            .append('/')
            .append(e.getValue()[0])
            .append(" (")
            .append(percent(e.getValue()[1], e.getValue()[0]))
            .append(')');
      }
      out.printf(
          Locale.ROOT,
          "contracts: %d played, %d made (%s), %d deals passed out; made by caller's bot: %s%n",
          contracts,
          made,
          percent(made, contracts),
          total.passedOut,
          byBot);
    } else {
      out.printf(
          Locale.ROOT,
          "%-6s %-8s %-16s %9s %7s  %s%n",
          "side",
          "seats",
          "bots",
          "wins",
          "win%",
          tombolon ? "deal total/deal" : "card points/hand");
      for (int i = 0; i < sideCount; i++) {
        Seq<Integer> seats = sides.get(i);
        String botList =
            seats.map(seat -> bots[seat % bots.length].name()).distinct().mkString("+");
        out.printf(
            Locale.ROOT,
            "%-6d %-8s %-16s %9d %6.1f%%  %s%n",
            i,
            seats.mkString("+"),
            botList,
            wins[i],
            100.0 * wins[i] / games,
            scoredHands == 0
                ? "-"
                : String.format(Locale.ROOT, "%.2f", (double) points[i] / scoredHands));
      }
    }
    if (tombolon) {
      // T-25, T-28: how the matches ended, per side.
      StringBuilder went = new StringBuilder();
      StringBuilder tomb = new StringBuilder();
      for (int i = 0; i < sideCount; i++) {
        went.append(i == 0 ? "" : ", ")
            .append("side ")
            .append(i)
            .append(' ')
            .append(total.wentOut[i]);
        tomb.append(i == 0 ? "" : ", ")
            .append("side ")
            .append(i)
            .append(' ')
            .append(total.tombolon[i]);
      }
      out.printf(
          Locale.ROOT,
          "went out: %s; Tombolon: %s; complete deals: %d%n",
          went,
          tomb,
          total.complete);
    }
    out.printf(
        Locale.ROOT,
        "draws: %d; hands: %d (%.2f per match); first dealer: %s%n",
        draws,
        hands,
        (double) hands / games,
        dealerGiven ? "seat " + given.values().get("dealer") : "rotating");
    out.printf(
        Locale.ROOT, "time: %.2f s (%.0f matches/s)%n", seconds, games / Math.max(seconds, 1e-9));
    out.flush();
    return 0;
  }

  /** Matches per task. */
  private static final int CHUNK = 250;

  /** What a run of matches added up to. */
  private static final class Tally {
    final long[] wins;
    final long[] points;

    /** The final match score per side, summed over the matches. */
    final long[] score;

    /** Chiamata: contracts played and made per caller's seat (B-58). */
    final long[] contracts;

    final long[] made;

    /** Tombolon: matches won by going out (T-28) and by Tombolon (T-25), per side. */
    final long[] wentOut;

    final long[] tombolon;

    /** Tombolon: deals played to the end. */
    long complete;

    long passedOut;
    long draws;
    long hands;
    long scoredHands;
    int matches;

    Tally(int sides, int players) {
      wins = new long[sides];
      points = new long[sides];
      score = new long[sides];
      contracts = new long[players];
      made = new long[players];
      wentOut = new long[sides];
      tombolon = new long[sides];
    }

    void add(GameState end, Seq<Seq<Integer>> sides) {
      matches++;
      if (end.winner().isDefined()) {
        wins[end.winner().get()]++;
      } else {
        draws++;
      }
      for (int i = 0; i < score.length && i < end.score().size(); i++) {
        score[i] += end.score().get(i);
      }
      for (HandResult r : end.results()) {
        hands++;
        if (r.sides().equals(sides)) {
          scoredHands++;
          for (int i = 0; i < points.length; i++) {
            points[i] += r.points().get(i);
          }
        }
        if (r instanceof TombolonHandResult) {
          TombolonHandResult t = (TombolonHandResult) r;
          if (t.wentOut().isDefined()) {
            wentOut[t.wentOut().get()]++;
          } else {
            complete++;
          }
          for (int i = 0; i < tombolon.length && i < t.bySide().size(); i++) {
            if (t.bySide().get(i).tombolon()) {
              tombolon[i]++;
            }
          }
        }
        if (r instanceof BriscolaHandResult && ((BriscolaHandResult) r).contract().isDefined()) {
          Contract c = ((BriscolaHandResult) r).contract().get();
          if (c.caller().isEmpty()) {
            passedOut++;
          } else {
            contracts[c.caller().get()]++;
            if (c.made().contains(true)) {
              made[c.caller().get()]++;
            }
          }
        }
      }
    }

    void merge(Tally o) {
      matches += o.matches;
      draws += o.draws;
      hands += o.hands;
      scoredHands += o.scoredHands;
      passedOut += o.passedOut;
      complete += o.complete;
      for (int i = 0; i < wins.length; i++) {
        wins[i] += o.wins[i];
        points[i] += o.points[i];
        score[i] += o.score[i];
        wentOut[i] += o.wentOut[i];
        tombolon[i] += o.tombolon[i];
      }
      for (int i = 0; i < contracts.length; i++) {
        contracts[i] += o.contracts[i];
        made[i] += o.made[i];
      }
    }
  }

  private static String percent(long part, long whole) {
    return whole == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
  }

  private static void drawBar(PrintStream err, int done, int total) {
    int width = 40;
    int filled = (int) ((long) done * width / total);
    err.print(
        "\r["
            + "#".repeat(filled)
            + " ".repeat(width - filled)
            + "] "
            + (int) ((long) done * 100 / total)
            + "% "
            + done
            + "/"
            + total);
    err.flush();
  }
}
