package dev.mazzo.bot;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.random.RandomGenerator;

/** Plays an action drawn uniformly from the legal actions. */
public final class RandomBot implements Bot {

  /** The name on the command line. */
  public static final String NAME = "random";

  /** A random bot. */
  public RandomBot() {}

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    return legal.get(rng.nextInt(legal.size()));
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String toString() {
    return NAME;
  }
}
