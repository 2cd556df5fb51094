package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.family.Tally;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
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
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code mazzo simulate}: bot-against-bot matches, then wins and average card points per side and
 * the speed. What is counted and reported beyond the wins, the points, the draws and the hands is
 * the variant's family's {@link Tally} (in chiamata, per seat, the contracts called and made; in
 * Tombolon, the matches won by going out and by Tombolon), found through {@link
 * Families#serving(dev.mazzo.game.Variant)} (a common tally for a variant no family owns): this
 * class names no family. The same seed gives the same matches and the same report (but for the
 * timing line, which comes last and starts with {@code time:}).
 *
 * <p>With two different bots named by {@code --bots}, or with {@code --arena} or {@code --json}, it
 * is the arena of two bots instead ({@link ArenaRun}, {@link Arena}, {@link ArenaReport}):
 * duplicate deals and a report per bot.
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
      description =
          "bots by seat, cycled: random, greedy, ismcts, pimc, easy, medium, hard (default: greedy,random)")
  List<String> botNames;

  /** The bots when {@code --bots} is not given: greedy and random, by seat, cycled. */
  static final List<String> DEFAULT_BOTS = List.of("greedy", "random");

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

  // The arena's options are hidden from the usage picocli prints with a usage error, which the
  // recorded runs of BaselineTest hold as it was; --help lists them in a section of its own.
  @Option(names = "--arena", hidden = true)
  boolean arena;

  @Option(names = "--json", hidden = true)
  boolean json;

  /**
   * The arena's options in {@code mazzo simulate --help} (and {@code mazzo help simulate}), laid
   * out like picocli's list of options and fitted to the help's width.
   */
  static String arenaHelp(int width) {
    List<String> lines =
        new ArrayList<>(
            Wrap.lines(
                "Arena (two bots over duplicate deals, with a report per bot): when --bots names"
                    + " two different bots, or with",
                width));
    String[][] options = {
      {
        "--arena",
        "play each deal twice, the two bots of --bots exchanged, and report per bot the wins with"
            + " their 95% interval, card points per hand and time per move; --games counts the"
            + " matches (even)"
      },
      {"--json", "the arena's report as one JSON object (implies --arena)"}
    };
    for (String[] o : options) {
      String head = "      " + o[0] + " ".repeat(21 - o[0].length());
      lines.addAll(Wrap.fill(head, List.of(o[1].split(" ")), " ".repeat(30), width));
    }
    lines.add("");
    return String.join(System.lineSeparator(), lines);
  }

  /** Adds the arena's section to the help of this command's line, after the options. */
  static void addArenaHelp(CommandLine simulate) {
    List<String> keys = new ArrayList<>(simulate.getHelpSectionKeys());
    keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER_HEADING), "arena");
    simulate.setHelpSectionKeys(keys);
    Map<String, IHelpSectionRenderer> map = new LinkedHashMap<>(simulate.getHelpSectionMap());
    map.put(
        "arena",
        help -> {
          CommandLine cl = help.commandSpec().commandLine();
          // Shown for --help and for "mazzo help simulate" (not parsed), not after a usage error.
          return cl.isUsageHelpRequested() || cl.getParseResult() == null
              ? arenaHelp(help.commandSpec().usageMessage().width())
              : "";
        });
    simulate.setHelpSectionMap(map);
  }

  @Override
  public Integer call() {
    PrintStream out = mazzo.out;
    Either<String, Variant> found = Catalog.variant(variantId);
    if (found.isLeft()) {
      return Catalog.usageError(mazzo, found.getLeft());
    }
    Variant variant = found.get();
    if (games < 1) {
      return Catalog.usageError(mazzo, "--games must be 1 or more");
    }
    // Two different bots named with --bots make an arena (issue 15); without --bots, the default
    // bots play by seat, cycled, as before.
    List<String> names = botNames != null ? botNames : DEFAULT_BOTS;
    boolean twoBotsNamed =
        botNames != null && botNames.size() == 2 && !botNames.get(0).equals(botNames.get(1));
    Bot[] bots = new Bot[names.size()];
    for (int i = 0; i < bots.length; i++) {
      Either<String, Bot> bot = Catalog.bot(names.get(i));
      if (bot.isLeft()) {
        return Catalog.usageError(mazzo, bot.getLeft());
      }
      bots[i] = bot.get();
    }
    Game<GameState, PlayerView> game = variant.game();
    MatchOptions given = Catalog.options(options);
    // A variant without the option (one registered through VariantProvider, issue 30) has its
    // own first dealer, as if it were given.
    boolean dealerGiven =
        given.values().containsKey("dealer")
            || !variant.options().exists(o -> o.name().equals("dealer"));
    Either<Rejection, GameState> probe = game.newMatch(given);
    if (probe.isLeft()) {
      return Catalog.usageError(mazzo, probe.getLeft().message());
    }
    int players = probe.get().players();
    Seq<Seq<Integer>> sides = probe.get().sides();
    // The first dealer rotates from match to match unless given, so no seat always leads.
    GameState[] starts = new GameState[players];
    for (int d = 0; d < players; d++) {
      starts[d] = dealerGiven ? probe.get() : game.newMatch(given.with("dealer", d)).get();
    }

    int sideCount = sides.size();
    Family family = Families.serving(variant);
    PlayerView probeView = game.publicView(probe.get()).get();
    boolean bar = progress != null ? progress : mazzo.interactive && games >= 10_000;
    int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    if (workers < 1) {
      return Catalog.usageError(mazzo, "--threads must be 1 or more");
    }
    if (arena || json || twoBotsNamed) {
      return new ArenaRun(this)
          .run(
              variant,
              bots,
              dealerGiven ? new GameState[] {probe.get()} : starts,
              dealerGiven,
              workers,
              bar);
    }

    // Each match has its own generator, drawn in order from the seed: the report does not
    // depend on how the matches are spread over threads.
    SplittableRandom root = new SplittableRandom(seed);
    long[] seeds = new long[games];
    for (int m = 0; m < games; m++) {
      seeds[m] = root.nextLong();
    }
    Counts total = new Counts(sideCount, family.tally(probeView));
    long t0 = System.nanoTime();
    int[] shown = {-1};
    try {
      Chunks.run(
          games,
          CHUNK,
          workers,
          (lo, hi) -> {
            Counts t = new Counts(sideCount, family.tally(probeView));
            for (int m = lo; m < hi; m++) {
              GameState end =
                  Simulation.play(game, starts[m % players], bots, new SplittableRandom(seeds[m]));
              t.add(end, sides);
            }
            return t;
          },
          (t, done) -> {
            total.merge(t);
            shown[0] = progress(bar, done, games, shown[0]);
          });
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    } catch (ExecutionException e) {
      throw new IllegalStateException("A simulated match failed", e.getCause());
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    if (bar) {
      clearBar();
    }
    say(
        out,
        String.format(
            Locale.ROOT,
            "%s of %s (%s), seed %d, bots %s",
            Catalog.count(games, "match", "matches"),
            variant.id(),
            variant.name(),
            seed,
            String.join(",", names)));
    for (String line : total.tally.report(total.totals(games, sides, bots))) {
      say(out, line);
    }
    say(
        out,
        String.format(
            Locale.ROOT,
            "draws: %d; hands: %d (%.2f per match); first dealer: %s",
            total.draws,
            total.hands,
            (double) total.hands / games,
            given.values().containsKey("dealer")
                ? "seat " + given.get("dealer").get()
                : dealerGiven ? "seat " + probe.get().dealer() : "rotating"));
    for (String line : total.tally.legend()) {
      say(out, line);
    }
    out.printf(
        Locale.ROOT, "time: %.2f s (%.0f matches/s)%n", seconds, games / Math.max(seconds, 1e-9));
    out.flush();
    return 0;
  }

  /** Prints a line of the report, wrapped to the width. */
  private void say(PrintStream out, String line) {
    for (String l : Wrap.lines(line, mazzo.width())) {
      out.println(l);
    }
  }

  /** Matches per task. */
  private static final int CHUNK = 250;

  /** Draws the progress bar when it is on and the percentage changed; returns the one shown. */
  int progress(boolean bar, int done, int total, int shown) {
    int percent = (int) (done * 100L / total);
    if (bar && percent != shown) {
      drawBar(mazzo.err, done, total);
      return percent;
    }
    return shown;
  }

  /** Blanks the progress bar's line. */
  void clearBar() {
    mazzo.err.print("\r" + " ".repeat(mazzo.width() - 1) + "\r");
    mazzo.err.flush();
  }

  /** Draws the bar, narrower on a narrow terminal so that its line fits. */
  private void drawBar(PrintStream err, int done, int total) {
    int width = Math.min(40, mazzo.width() - 30);
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
