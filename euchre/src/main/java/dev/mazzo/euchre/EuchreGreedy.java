package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.euchre.EuchreAction.Discard;
import dev.mazzo.euchre.EuchreAction.GoAlone;
import dev.mazzo.euchre.EuchreAction.MakeTrump;
import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Seq;
import java.util.random.RandomGenerator;

/**
 * The Euchre family's greedy strategy: it makes a suit trump when it holds three of its trumps
 * (bowers counted, E-3), never goes alone, discards its weakest card, and in play takes the trick
 * in progress with its cheapest winning card, else throws its weakest. It looks no further than the
 * current trick.
 */
final class EuchreGreedy implements Strategy {

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("seat " + view.seat() + " is not to act");
    }
    long hand = view.ownHand().lo();
    Action first = legal.head();
    if (first instanceof GoAlone g) {
      return new GoAlone(g.seat(), false);
    }
    if (first instanceof Pass || first instanceof MakeTrump) {
      return bid(legal, hand);
    }
    TrumpContext ctx = EuchreRules.context(view.trump().get().suit().get().ordinal());
    if (first instanceof Discard) {
      return weakest(legal, ctx);
    }
    long trick = Trick.EMPTY;
    for (var p : view.table()) {
      trick = Trick.add(trick, EuchreRules.DECK.idOf(p.card()));
    }
    Action best = null;
    int bestStrength = Integer.MAX_VALUE;
    for (Action a : legal) {
      int id = EuchreRules.DECK.idOf(((PlayCard) a).card());
      long with = Trick.add(trick, id);
      int strength = strength(ctx, id);
      if (ctx.winnerIndex(with) == Trick.size(trick) && strength < bestStrength) {
        best = a;
        bestStrength = strength;
      }
    }
    return best != null ? best : weakest(legal, ctx);
  }

  /** Makes the first suit it may name with three or more trumps; stuck, the best one. */
  private static Action bid(Seq<Action> legal, long hand) {
    Action pass = null;
    Action best = null;
    int most = -1;
    for (Action a : legal) {
      if (a instanceof Pass) {
        pass = a;
        continue;
      }
      Suit suit = ((MakeTrump) a).suit();
      int trumps = Long.bitCount(hand & EuchreRules.context(suit.ordinal()).trumpsLo());
      if (trumps > most) {
        most = trumps;
        best = a;
      }
    }
    return most >= 3 || pass == null ? best : pass;
  }

  /** The action whose card is weakest: a plain card before a trump, a low one before a high. */
  private static Action weakest(Seq<Action> legal, TrumpContext ctx) {
    Action out = legal.head();
    int low = Integer.MAX_VALUE;
    for (Action a : legal) {
      Card c = a instanceof Discard x ? x.card() : ((PlayCard) a).card();
      int s = strength(ctx, EuchreRules.DECK.idOf(c));
      if (s < low) {
        low = s;
        out = a;
      }
    }
    return out;
  }

  /** A card's strength with trumps above every plain card. */
  private static int strength(TrumpContext ctx, int id) {
    return ctx.strengthOf(id) + (ctx.isTrump(id) ? 100 : 0);
  }
}
