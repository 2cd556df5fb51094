package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The greedy strategy's chiamata auction and call ({@link ChiamataGreedy}), on its own constants
 * and helpers (moved here with the strategy from examples' BotTest, whose ChiamataBotTest tests the
 * strategy through GreedyBot).
 */
class ChiamataGreedyTest {

  private static final Strategy GREEDY = new BriscolaGreedy();

  @Test
  @DisplayName(
      "B-45: the greedy strategy never bids without an ace, three or king (Italian) or an ace,"
          + " seven or king (Genoese) in its hand, and never bids a card it holds")
  void bidsOnlyWhatItsHandSupports() {
    for (String id : new String[] {"briscola-chiamata-5p", "biscambiggia-chiamata-5p"}) {
      Game<GameState, PlayerView> game = Variants.byId(id).get().game();
      SplittableRandom rng = new SplittableRandom(31);
      int bids = 0;
      int passesWithoutHonour = 0;
      for (int deal = 0; deal < 400; deal++) {
        GameState s = game.newMatch(MatchOptions.defaults().with("dealer", deal % 5)).get();
        s = game.apply(s, new Deal(Shuffle.using(rng).order(s.deck()))).get();
        while (s.phase() == Phase.BID) {
          int seat = s.toAct();
          BriscolaView v = (BriscolaView) game.view(s, seat).get();
          Action a = GREEDY.choose(game, v, rng);
          Scheme scheme = v.scheme();
          boolean honour = false;
          for (Card c : v.ownHand()) {
            honour |= scheme.strength(c.rank()) >= 8;
          }
          if (!honour) {
            assertTrue(a instanceof Pass, () -> "bid " + a + " with " + v.ownHand());
            passesWithoutHonour++;
          }
          if (a instanceof Bid) {
            bids++;
            Bid b = (Bid) a;
            if (b.points().isDefined()) {
              assertTrue(b.points().get() <= ChiamataGreedy.MAX_POINTS_BID, a::toString);
            } else {
              // The bid rank is a suit's natural bid: the strongest rank it lacks in a suit
              // where it holds every stronger rank (so that it calls a card it does not hold).
              Rank r = b.rank().get();
              boolean natural = false;
              for (Suit suit : Suit.values()) {
                natural |=
                    ChiamataGreedy.naturalRank(v.ownHand(), suit, scheme) == r
                        && ChiamataGreedy.hasHonour(v.ownHand(), suit, scheme);
              }
              assertTrue(natural, () -> "bid " + r + " with " + v.ownHand());
            }
          }
          s = game.apply(s, a).get();
        }
        if (s.phase() == Briscola.CALL) {
          int declarer = s.toAct();
          Action call = GREEDY.choose(game, game.view(s, declarer).get(), rng);
          GameState after = game.apply(s, call).get();
          Card called = ((BriscolaView) game.publicView(after).get()).calledCard().get();
          if (id.startsWith("biscambiggia")) {
            assertFalse(s.hand(declarer).contains(called), "B-63: it calls a card it lacks");
          }
        }
      }
      assertTrue(bids > 100, id + ": it bids with good hands: " + bids);
      assertTrue(passesWithoutHonour > 0, id + ": some hands have no honour");
    }
  }
}
