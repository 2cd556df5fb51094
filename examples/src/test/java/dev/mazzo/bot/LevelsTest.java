package dev.mazzo.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import dev.mazzo.search.Ismcts;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The registry's search bots: ismcts unadvised, and the difficulty levels (issue 29). */
class LevelsTest {

  /** The first decision of a five-hundred-4p hand: an opening bid among 27 actions. */
  private static PlayerView openingBid(Game<GameState, PlayerView> game, long seed) {
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.applyLegal(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
    return game.view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("easy, medium and hard are registered after the other bots, in that order")
  void registered() {
    assertEquals(
        List.of("random", "greedy", "ismcts", "pimc", "easy", "medium", "hard"),
        Bots.names().asJava());
    for (String name : List.of("easy", "medium", "hard", "EASY", " Hard ")) {
      assertTrue(Bots.byName(name).isDefined(), name);
    }
    assertTrue(Bots.EASY_ITERATIONS < Bots.MEDIUM_ITERATIONS);
    assertTrue(Bots.MEDIUM_ITERATIONS < Bots.HARD_ITERATIONS);
    // Each level four times the one below, hard the default ismcts (benchmarks/README.md).
    assertEquals(Ismcts.DEFAULT_ITERATIONS, Bots.HARD_ITERATIONS);
    assertEquals(4 * Bots.EASY_ITERATIONS, Bots.MEDIUM_ITERATIONS);
    assertEquals(4 * Bots.MEDIUM_ITERATIONS, Bots.HARD_ITERATIONS);
  }

  @Test
  @DisplayName("ismcts and the levels search the opening bid themselves, each with its budget")
  void theLevelsAreTheSearchAtTheirBudgets() {
    Game<GameState, PlayerView> game = Variants.byId("five-hundred-4p").get().game();
    int[][] budgets = {
      {Ismcts.DEFAULT_ITERATIONS},
      {Bots.EASY_ITERATIONS},
      {Bots.MEDIUM_ITERATIONS},
      {Bots.HARD_ITERATIONS}
    };
    List<String> names = List.of("ismcts", "easy", "medium", "hard");
    for (long seed = 1; seed <= 3; seed++) {
      PlayerView view = openingBid(game, seed);
      assertEquals(Phase.BID, view.phase());
      assertTrue(view.legalActions().size() > 9);
      for (int i = 0; i < names.size(); i++) {
        Action bot = Bots.byName(names.get(i)).get().choose(game, view, new SplittableRandom(seed));
        Action search =
            Ismcts.withIterations(budgets[i][0])
                .guidedBy(Families.of("five-hundred-4p").get().greedy())
                .choose(game, view, new SplittableRandom(seed));
        assertEquals(search, bot, names.get(i) + ", seed " + seed);
        assertTrue(view.legalActions().contains(bot));
      }
    }
  }
}
