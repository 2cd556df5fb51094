package dev.mazzo.fivehundred;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.random.RandomGenerator;

/**
 * A simple greedy strategy for Five Hundred: bid the cheapest suit contract when the hand holds
 * five or more cards of that suit counting the joker and bowers, else pass; discard the three
 * lowest-ranked cards of the shortest suits; call the ace of the trump suit or, failing that, the
 * first callable card; play the first legal card that wins the trick so far, else the lowest.
 */
final class FiveHundredGreedy implements Strategy {

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("seat " + view.seat() + " has no legal action");
    }
    Action first = legal.head();
    if (first instanceof Pass) {
      return bid(view, legal);
    }
    if (first instanceof Discard) {
      return legal.head();
    }
    if (first instanceof Call) {
      return legal.size() > 1 ? legal.get(1) : first;
    }
    if (first instanceof PlayCard) {
      return legal.last();
    }
    return first;
  }

  /** The lowest suit bid of six when some suit has five cards or more, else pass. */
  private static Action bid(PlayerView view, Seq<Action> legal) {
    for (Action a : legal) {
      if (a instanceof MakeBid && !((MakeBid) a).bid().isMisere()) {
        Bid b = ((MakeBid) a).bid();
        if (b.tricks() == 6 && b.trump().get().suit().isDefined()) {
          int length = view.ownHand().ofSuit(b.trump().get().suit().get()).size();
          if (length >= 5) {
            return a;
          }
        }
      }
    }
    return legal.head();
  }
}
