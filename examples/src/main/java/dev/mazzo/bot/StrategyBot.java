package dev.mazzo.bot;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import java.util.Objects;
import java.util.random.RandomGenerator;

/** A {@link Strategy} under a command-line name ({@link Bot#of}). */
final class StrategyBot implements Bot {

  private final String name;
  private final Strategy strategy;

  StrategyBot(String name, Strategy strategy) {
    this.name = Objects.requireNonNull(name, "name");
    this.strategy = Objects.requireNonNull(strategy, "strategy");
  }

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    if (view.legalActions().isEmpty()) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    return strategy.choose(game, view, rng);
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String toString() {
    return name;
  }
}
