package dev.mazzo.pitch;

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
 * A simple greedy Pitch bot: it bids the lowest bid when it holds four or more cards of one suit
 * (else passes when it may), names its longest suit (with five players, the first legal call in
 * it), takes the remainder, burns the first legal set, and leads its strongest card; following, it
 * plays its first legal card. It sees only its own view.
 */
final class PitchGreedy implements Strategy {

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("seat " + view.seat() + " is not to act");
    }
    Action first = legal.head();
    switch (view.phase()) {
      case BID:
        return longest(view) >= 4 || !(first instanceof Pass)
            ? legal.find(a -> a instanceof PitchAction.Bid).getOrElse(first)
            : first;
      case TRUMP:
        int suit = longestSuit(view);
        return legal.find(a -> ((PitchAction.Trump) a).suit().ordinal() == suit).getOrElse(first);
      case PLAY:
        return view.table().isEmpty() ? strongest(view, legal) : first;
      default:
        return first;
    }
  }

  private static int[] suitCounts(PlayerView view) {
    int[] n = new int[4];
    for (dev.mazzo.card.Card c : view.ownHand()) {
      if (c.suit().isDefined()) {
        n[c.suit().get().ordinal()]++;
      }
    }
    return n;
  }

  private static int longest(PlayerView view) {
    int best = 0;
    for (int n : suitCounts(view)) {
      best = Math.max(best, n);
    }
    return best;
  }

  private static int longestSuit(PlayerView view) {
    int[] n = suitCounts(view);
    int best = 0;
    for (int s = 1; s < 4; s++) {
      best = n[s] > n[best] ? s : best;
    }
    return best;
  }

  /** The legal play of the highest card by the trump order in use. */
  private static Action strongest(PlayerView view, Seq<Action> legal) {
    PitchView v = (PitchView) view;
    Action best = legal.head();
    int bestStrength = -1;
    for (Action a : legal) {
      int id = v.rules.deck.idOf(((PlayCard) a).card());
      int s = v.rules.context(v.trump).strengthOf(id);
      if (s > bestStrength) {
        bestStrength = s;
        best = a;
      }
    }
    return best;
  }
}
