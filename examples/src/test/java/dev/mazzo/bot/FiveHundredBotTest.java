package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;

/** The bots in the four Five Hundred ids (five-hundred.md): legal play only. */
class FiveHundredBotTest {

  private static final Bot RANDOM = new RandomBot();
  private static final Bot GREEDY = new GreedyBot();

  private static final String[] IDS = {
    "five-hundred-3p", "five-hundred-4p", "five-hundred-5p", "five-hundred-6p"
  };

  /**
   * A whole match of each Five Hundred id with the checked {@code apply}: every answer must be one
   * of the view's legal actions (F-31) and be accepted (F-30); every match ends with a winner
   * (F-28).
   */
  @Property(tries = 4)
  @Label("F-30, F-31: the bots only ever play one of their view's legal actions, in the four ids")
  void botsPlayOnlyLegalActions(@ForAll long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    for (String id : IDS) {
      Game<GameState, PlayerView> game = Variants.byId(id).get().game();
      int players = game.variant().players();
      Bot[] bots = rng.nextBoolean() ? new Bot[] {GREEDY, RANDOM} : new Bot[] {RANDOM, GREEDY};
      GameState s =
          game.newMatch(MatchOptions.defaults().with("dealer", rng.nextInt(players))).get();
      Shuffle shuffle = Shuffle.using(rng);
      int steps = 0;
      while (!s.isOver() && steps++ < 20_000) {
        if (s.toAct() == GameState.CHANCE) {
          s = game.apply(s, new Deal(shuffle.order(s.deck()))).get();
          continue;
        }
        int seat = s.toAct();
        PlayerView view = game.view(s, seat).get();
        Action a = bots[seat % bots.length].choose(game, view, rng);
        assertTrue(view.legalActions().contains(a), () -> a + " is not legal for " + view);
        Either<Rejection, GameState> next = game.apply(s, a);
        assertTrue(next.isRight(), () -> id + " rejected " + a + ": " + next.getLeft());
        s = next.get();
      }
      assertTrue(s.isOver(), id + " ends");
      assertTrue(s.winningSide().isDefined(), "F-28: no drawn matches in " + id);
    }
  }
}
