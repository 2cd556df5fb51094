package dev.mazzo.search;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import java.util.function.BiFunction;

/** Seeded hands for the search tests: deals from a seed, random seats, one seat decided apart. */
final class Hands {

  private Hands() {}

  /** A new match of the variant with its first deal from {@code seed}. */
  static GameState dealt(Game<GameState, PlayerView> game, long seed) {
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    return game.applyLegal(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
  }

  /**
   * The view of the seat to act after the deal of {@code seed} and {@code cards} first-legal plays.
   */
  static PlayerView late(Game<GameState, PlayerView> game, long seed, int cards) {
    GameState s = dealt(game, seed);
    for (int i = 0; i < cards; i++) {
      s = game.applyLegal(s, game.legalActions(s).head());
    }
    return game.view(s, s.toAct()).get();
  }

  /**
   * Plays from {@code s} to the end of the first hand that has a result (dealing again, from the
   * seed, a hand that ends without one): {@code seat} by {@code decide} given its view, every other
   * seat at random.
   *
   * @return the state after the hand's result
   */
  static GameState playHand(
      Game<GameState, PlayerView> game,
      GameState start,
      int seat,
      BiFunction<GameState, PlayerView, Action> decide,
      SplittableRandom rng) {
    GameState s = start;
    int before = s.results().size();
    while (s.results().size() == before && !s.isOver()) {
      if (s.toAct() == GameState.CHANCE) {
        s = game.applyLegal(s, new Deal(Shuffle.using(rng).order(s.deck())));
      } else if (s.toAct() == seat) {
        s = game.applyLegal(s, decide.apply(s, game.view(s, seat).get()));
      } else {
        Seq<Action> legal = game.legalActions(s);
        s = game.applyLegal(s, legal.get(rng.nextInt(legal.size())));
      }
    }
    return s;
  }
}
