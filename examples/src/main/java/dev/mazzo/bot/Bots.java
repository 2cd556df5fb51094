package dev.mazzo.bot;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.search.Ismcts;
import dev.mazzo.search.Pimc;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/** The bots by their command-line names. */
public final class Bots {

  private static final Bot GREEDY = new GreedyBot();

  /** The easiest difficulty level: {@code ismcts} at {@value #EASY_ITERATIONS} iterations. */
  public static final String EASY = "easy";

  /** The middle difficulty level: {@code ismcts} at {@value #MEDIUM_ITERATIONS} iterations. */
  public static final String MEDIUM = "medium";

  /** The hardest difficulty level: {@code ismcts} at {@value #HARD_ITERATIONS} iterations. */
  public static final String HARD = "hard";

  /**
   * The iterations of {@link #EASY}: a quarter of {@link #MEDIUM}'s, a search that looks a few
   * moves ahead and often errs.
   */
  public static final int EASY_ITERATIONS = 75;

  /**
   * The iterations of {@link #MEDIUM}: a quarter of the default {@code ismcts}. Each level has four
   * times the budget of the one below; each beats the one below in briscola-2p, sueca-4p,
   * tombolon-rovigo-2p, pitch-10-4p, five-hundred-4p and briscola-chiamata-5p (issue 29, see
   * benchmarks/README.md).
   */
  public static final int MEDIUM_ITERATIONS = 300;

  /**
   * The iterations of {@link #HARD}: the default {@code ismcts} ({@link
   * Ismcts#DEFAULT_ITERATIONS}).
   */
  public static final int HARD_ITERATIONS = Ismcts.DEFAULT_ITERATIONS;

  private static final Seq<Bot> ALL =
      Array.of(
          new RandomBot(),
          new GreedyBot(),
          // The library's search bots at their default budgets (issue 15). ismcts searches every
          // decision, the bids, calls, trumps, discards and burns too, guided by the family's
          // greedy strategy (issue 29); pimc leaves the long lists outside trick play to greedy.
          Bot.of("ismcts", Ismcts.defaults().guidedBy(Bots::greedy)),
          Bot.of("pimc", Pimc.defaults().advisedBy(Bots::greedy)),
          // Difficulty levels for a UI (issue 29): the same search at three budgets.
          Bot.of(EASY, Ismcts.withIterations(EASY_ITERATIONS).guidedBy(Bots::greedy)),
          Bot.of(MEDIUM, Ismcts.withIterations(MEDIUM_ITERATIONS).guidedBy(Bots::greedy)),
          Bot.of(HARD, Ismcts.withIterations(HARD_ITERATIONS).guidedBy(Bots::greedy)));

  private Bots() {}

  /** The greedy bot as a strategy: the family's greedy one, found by the view's variant id. */
  private static Action greedy(
      Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    return GREEDY.choose(game, view, rng);
  }

  /**
   * Every bot.
   *
   * @return the bots, in a stable order
   */
  public static Seq<Bot> all() {
    return ALL;
  }

  /**
   * The bots' names.
   *
   * @return every bot's name, such as {@code random} and {@code greedy}
   */
  public static Seq<String> names() {
    return ALL.map(Bot::name);
  }

  /**
   * A bot by its name.
   *
   * @param name the name, in any case
   * @return the bot, or none for an unknown name
   */
  public static Option<Bot> byName(String name) {
    return name == null ? Option.none() : ALL.find(b -> b.name().equalsIgnoreCase(name.trim()));
  }
}
