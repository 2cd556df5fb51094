package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.fivehundred.FiveHundredHandResult;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots in the four Five Hundred ids (five-hundred.md): legal play, and greedy play that wins.
 */
class FiveHundredBotTest {

  private static final Bot RANDOM = new RandomBot();
  private static final Bot GREEDY = new GreedyBot();

  /** Greedy bids, discards and calls, but a uniformly random card: measures the card play. */
  private static final Bot RANDOM_PLAY =
      new Bot() {
        @Override
        public Action choose(
            Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
          return view.phase() == Phase.PLAY
              ? RANDOM.choose(game, view, rng)
              : GREEDY.choose(game, view, rng);
        }

        @Override
        public String name() {
          return "random-play";
        }
      };

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

  @Test
  @DisplayName(
      "F-23, F-27: the greedy side wins more than 90% of 100 five-hundred-4p matches against the"
          + " random side")
  void greedyBeatsRandom() {
    double rate = BotPlay.winRate("five-hundred-4p", GREEDY, RANDOM, 100, 41);
    assertTrue(rate > 0.90, "greedy won only " + rate);
  }

  @Test
  @DisplayName(
      "F-17, F-19: with the same greedy auction and discard, greedy card play beats random card"
          + " play in more than 65% of 100 five-hundred-4p matches")
  void greedyPlayBeatsRandomPlay() {
    double rate = BotPlay.winRate("five-hundred-4p", GREEDY, RANDOM_PLAY, 100, 42);
    System.out.println("fh play rate " + rate);
    assertTrue(rate > 0.65, "greedy play won only " + rate);
  }

  @Test
  @DisplayName(
      "F-6, F-23: four greedy seats bid in most hands and make more than 75% of their contracts")
  void greedyContractsAreMade() {
    Game<GameState, PlayerView> game = Variants.byId("five-hundred-4p").get().game();
    SplittableRandom root = new SplittableRandom(43);
    int hands = 0;
    int contracts = 0;
    int made = 0;
    for (int m = 0; m < 20; m++) {
      SplittableRandom rng = root.split();
      GameState s = game.newMatch(MatchOptions.defaults().with("dealer", m % 4)).get();
      Shuffle shuffle = Shuffle.using(rng);
      while (!s.isOver()) {
        s =
            s.toAct() == GameState.CHANCE
                ? game.applyLegal(s, new Deal(shuffle.order(s.deck())))
                : game.applyLegal(s, GREEDY.choose(game, game.view(s, s.toAct()).get(), rng));
        for (Event e : s.lastEvents()) {
          if (e instanceof Event.HandScored h) {
            FiveHundredHandResult r = (FiveHundredHandResult) h.result();
            hands++;
            contracts += r.made().isDefined() ? 1 : 0;
            made += r.made().contains(true) ? 1 : 0;
          }
        }
      }
    }
    System.out.println("fh hands " + hands + " contracts " + contracts + " made " + made);
    assertTrue(contracts > hands * 0.7, contracts + " contracts in " + hands + " hands");
    assertTrue(made > contracts * 0.75, made + " made of " + contracts);
  }
}
