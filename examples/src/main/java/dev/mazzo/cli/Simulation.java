package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import java.util.random.RandomGenerator;

/** Plays whole matches between bots, for {@code mazzo simulate} and the tests. */
final class Simulation {

  private Simulation() {}

  /**
   * Plays a match to its end: each deal shuffled with {@code rng}, each seat's action chosen by
   * {@code bots[seat % bots.length]} from its own view and applied with {@link Game#applyLegal} (a
   * bot only returns a legal action).
   *
   * @param start a new match
   * @return the final state
   */
  static GameState play(
      Game<GameState, PlayerView> game, GameState start, Bot[] bots, RandomGenerator rng) {
    Shuffle shuffle = Shuffle.using(rng);
    GameState s = start;
    while (!s.isOver()) {
      int seat = s.toAct();
      if (seat == GameState.CHANCE) {
        s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
      } else {
        PlayerView view = game.view(s, seat).get();
        Action a = bots[seat % bots.length].choose(game, view, rng);
        s = game.applyLegal(s, a);
      }
    }
    return s;
  }
}
