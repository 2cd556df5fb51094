package dev.mazzo.bot;

import static dev.mazzo.bot.BotPlay.GREEDY;
import static dev.mazzo.bot.BotPlay.RANDOM;
import static dev.mazzo.bot.BotPlay.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots play only legal actions, in all 18 ids of the Briscola family (B-6, B-66), and RandomBot
 * picks uniformly among them.
 */
class BotLegalPlayTest {

  // ------------------------------------------------------------------------ legal, every id

  /**
   * Two whole matches of each of the 18 ids, with the checked {@code apply}: every answer of either
   * bot must be one of its view's legal actions (so Sueca's follow suit, B-23, and every bid and
   * call of chiamata), and be accepted.
   */
  @Property(tries = 8)
  @Label("B-6, B-66: the bots only ever play one of their view's legal actions, in all 18 ids")
  void botsPlayOnlyLegalActions(@ForAll long seed) {
    // The other families have their own tests (TombolonBotTest, FiveHundredBotTest …).
    Seq<Variant> briscola =
        Variants.all().filter(v -> dev.mazzo.briscola.Briscola.ids().contains(v.id()));
    assertEquals(18, briscola.size(), "B-6 lists 18 ids");
    SplittableRandom rng = new SplittableRandom(seed);
    for (Variant variant : briscola) {
      Game<GameState, PlayerView> game = variant.game();
      for (int m = 0; m < 2; m++) {
        Bot[] bots = rng.nextBoolean() ? new Bot[] {GREEDY, RANDOM} : new Bot[] {RANDOM, GREEDY};
        if (rng.nextInt(4) == 0) {
          bots = new Bot[] {GREEDY};
        }
        GameState s =
            game.newMatch(MatchOptions.defaults().with("dealer", rng.nextInt(variant.players())))
                .get();
        Shuffle shuffle = Shuffle.using(rng);
        int plays = 0;
        while (!s.isOver()) {
          if (s.toAct() == GameState.CHANCE) {
            s = game.apply(s, new Deal(shuffle.order(s.deck()))).get();
            continue;
          }
          int seat = s.toAct();
          PlayerView view = game.view(s, seat).get();
          Action a = bots[seat % bots.length].choose(game, view, rng);
          assertTrue(view.legalActions().contains(a), () -> a + " is not legal for " + view);
          Either<Rejection, GameState> next = game.apply(s, a);
          assertTrue(next.isRight(), () -> variant.id() + " rejected " + a + ": " + next.getLeft());
          s = next.get();
          plays += a instanceof PlayCard ? 1 : 0;
        }
        assertTrue(s.results().nonEmpty(), variant.id());
        assertTrue(plays > 0 || s.results().forAll(r -> r.sides().isEmpty()), variant.id());
      }
    }
  }

  @Test
  @DisplayName("B-66: RandomBot is uniform over the legal actions")
  void randomIsUniform() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = dealt(game, 0, "5C", "AS", "6C", "2S", "4C", "KH", "7H");
    PlayerView view = game.view(s, s.toAct()).get();
    SplittableRandom rng = new SplittableRandom(3);
    int[] counts = new int[3];
    for (int i = 0; i < 3000; i++) {
      counts[view.legalActions().indexOf(RANDOM.choose(game, view, rng))]++;
    }
    for (int c : counts) {
      assertTrue(c > 850 && c < 1150, () -> "counts " + java.util.Arrays.toString(counts));
    }
  }
}
