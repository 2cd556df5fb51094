package dev.mazzo.bot;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import java.util.random.RandomGenerator;

/**
 * A player program. It sees what one seat may know (a {@link PlayerView}) and returns one of the
 * view's {@link PlayerView#legalActions() legal actions}; so a host may apply its answer with
 * {@link Game#applyLegal}. Bots keep no state between calls: one bot may play several seats.
 */
public interface Bot {

  /**
   * Chooses an action for the seat of the view.
   *
   * @param game the rules of the match (for simulating on a determinized state)
   * @param view the seat's view; its seat must be the one to act
   * @param rng the bot's source of randomness, so that a seeded match replays
   * @return one of {@code view.legalActions()}
   * @throws IllegalArgumentException if the view lists no legal action (the seat is not to act)
   */
  Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng);

  /**
   * The bot's short name.
   *
   * @return the name as given on the command line, such as {@code random} or {@code greedy}
   */
  String name();

  /**
   * A bot that plays a strategy under a name: how a search strategy of the library (or any {@link
   * Strategy}) joins {@link Bots}. The strategy must keep no state between calls, as a bot does.
   *
   * @param name the name on the command line, such as {@code ismcts}
   * @param strategy what chooses the action
   * @return the bot
   */
  static Bot of(String name, Strategy strategy) {
    return new StrategyBot(name, strategy);
  }
}
