package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import java.util.random.RandomGenerator;

/**
 * A family's way of choosing an action from one seat's view, such as its greedy strategy ({@link
 * Family#greedy()}), which any bot of any host may delegate to. It sees only what the seat may know
 * and keeps no state between calls, so one strategy may play several seats of several matches at
 * once.
 */
@FunctionalInterface
public interface Strategy {

  /**
   * Chooses an action for the seat of the view.
   *
   * @param game the rules of the match (for simulating on a determinized state)
   * @param view the seat's view; its seat must be the one to act
   * @param rng the source of randomness, so that a seeded match replays
   * @return one of {@code view.legalActions()}
   * @throws IllegalArgumentException if the view lists no legal action (the seat is not to act)
   */
  Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng);
}
