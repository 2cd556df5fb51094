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

  private static final Seq<Bot> ALL =
      Array.of(
          new RandomBot(),
          new GreedyBot(),
          // The library's search bots (issue 15) at their default budgets, searching trick play
          // and leaving the bids, calls and discards to the family's greedy strategy.
          Bot.of("ismcts", Ismcts.defaults().advisedBy(Bots::greedy)),
          Bot.of("pimc", Pimc.defaults().advisedBy(Bots::greedy)));

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
