package dev.mazzo.bench;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Reachable positions for the benchmarks, made through the public API only: seeded deals and
 * uniformly random legal plays.
 */
final class Positions {

  private Positions() {}

  /** The game of a registered variant id. */
  static Game<GameState, PlayerView> game(String variantId) {
    return Variants.byId(variantId)
        .getOrElseThrow(() -> new IllegalArgumentException("unknown variant " + variantId))
        .game();
  }

  /** The most actions from a deal to phase PLAY (a chiamata auction takes a few dozen). */
  static final int MAX_TO_PLAY = 1_000;

  /**
   * {@code count} states in phase PLAY, sampled from random hands: from each hand a few states at
   * random points, so that early, middle and late tricks, leading and following seats all appear.
   * Before the play, a variant's other phases (the chiamata auction and call) are played at random
   * too, and a chance node is dealt; a variant that does not reach PLAY within {@value
   * #MAX_TO_PLAY} actions of its deal is an error, not an endless loop.
   */
  static List<GameState> playStates(Game<GameState, PlayerView> game, int count, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Shuffle shuffle = Shuffle.seeded(seed);
    MatchOptions options = MatchOptions.defaults();
    List<GameState> out = new ArrayList<>(count);
    while (out.size() < count) {
      GameState s = game.newMatch(options).get();
      s = game.apply(s, new Deal(shuffle.order(s.deck()))).get();
      for (int steps = 0; s.phase() != Phase.PLAY && !s.isOver(); steps++) {
        if (steps == MAX_TO_PLAY) {
          throw new IllegalStateException(
              s.variantId()
                  + " is still in phase "
                  + s.phase()
                  + " after "
                  + steps
                  + " actions from its deal: no PLAY state to benchmark");
        }
        if (s.toAct() == GameState.CHANCE) {
          s = game.apply(s, new Deal(shuffle.order(s.deck()))).get();
        } else {
          Seq<Action> legal = game.legalActions(s);
          s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
        }
      }
      while (s.phase() == Phase.PLAY) {
        if (out.size() < count && random.nextInt(4) == 0) {
          out.add(s);
        }
        Seq<Action> legal = game.legalActions(s);
        s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
      }
    }
    return out;
  }

  /** The smallest power of two at or above n, for cyclic indexing with a mask. */
  static int powerOfTwo(int n) {
    return Integer.highestOneBit(Math.max(1, n - 1)) << 1;
  }
}
