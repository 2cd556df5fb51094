package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.family.Families;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import java.io.PrintStream;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;

/**
 * {@code mazzo simulate --arena}: checks the two bots, plays the duplicate deals of an {@link
 * Arena} over the threads, and prints the {@link ArenaReport} as text or JSON. Each deal draws its
 * two seeds (its shuffles, its bots) in order from the run's seed, so a seed gives the same report
 * for any number of threads, but for the times.
 */
final class ArenaRun {

  /** Deals per task: few, since a searching bot takes long over a deal. */
  static final int CHUNK = 8;

  private final SimulateCommand command;

  ArenaRun(SimulateCommand command) {
    this.command = command;
  }

  /** Why these bots or this number of matches make no arena, if they do not. */
  static io.vavr.control.Option<String> check(Bot[] bots, int games) {
    if (bots.length != 2) {
      return io.vavr.control.Option.some(
          "the arena plays two bots against each other, and "
              + bots.length
              + (bots.length == 1 ? " was" : " were")
              + " named; name two, such as --bots greedy,random");
    }
    if (bots[0] == bots[1]) {
      return io.vavr.control.Option.some(
          "the arena needs two different bots, and " + bots[0].name() + " was named twice");
    }
    if (games % 2 != 0) {
      return io.vavr.control.Option.some(
          "the arena plays each deal twice, the bots exchanged: --games must be even");
    }
    return io.vavr.control.Option.none();
  }

  /**
   * Plays the arena and prints its report.
   *
   * @param starts the new match of each first dealer, or the one of the given dealer
   * @return the exit code
   */
  int run(
      Variant variant,
      Bot[] bots,
      GameState[] starts,
      boolean dealerGiven,
      int workers,
      boolean bar) {
    PrintStream out = command.mazzo.out;
    io.vavr.control.Option<String> bad = check(bots, command.games);
    if (bad.isDefined()) {
      return Catalog.usageError(command.mazzo, bad.get());
    }
    Game<GameState, PlayerView> game = variant.game();
    Arena arena = new Arena(game, bots, starts);
    int players = starts[0].players();
    int deals = command.games / 2;
    SplittableRandom root = new SplittableRandom(command.seed);
    long[] seeds = new long[2 * deals];
    for (int i = 0; i < seeds.length; i++) {
      seeds[i] = root.nextLong();
    }
    Arena.Counts total = new Arena.Counts(players);
    long t0 = System.nanoTime();
    int[] shown = {-1};
    try {
      Chunks.run(
          deals,
          CHUNK,
          workers,
          (lo, hi) -> {
            Arena.Counts c = new Arena.Counts(players);
            for (int g = lo; g < hi; g++) {
              arena.playDeal(g, seeds[2 * g], seeds[2 * g + 1], c);
            }
            return c;
          },
          (c, done) -> {
            total.merge(c);
            shown[0] = command.progress(bar, 2 * done, command.games, shown[0]);
          });
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    } catch (ExecutionException e) {
      throw new IllegalStateException("An arena match failed", e.getCause());
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    if (bar) {
      command.clearBar();
    }
    List<ArenaReport.Line> lines =
        List.of(
            ArenaReport.Line.of(bots[0].name(), 0, total),
            ArenaReport.Line.of(bots[1].name(), 1, total));
    ArenaReport.Run about =
        new ArenaReport.Run(
            variant,
            command.seed,
            deals,
            dealerGiven ? "seat " + starts[0].dealer() : "rotating",
            arena.cycle(),
            seconds,
            Families.serving(variant).tally(game.publicView(starts[0]).get()).pointsPerHand());
    if (command.json) {
      out.println(ArenaReport.json(about, total, lines));
    } else {
      for (String line : ArenaReport.text(about, total, lines)) {
        for (String l : Wrap.lines(line, command.mazzo.width())) {
          out.println(l);
        }
      }
    }
    out.flush();
    return 0;
  }
}
