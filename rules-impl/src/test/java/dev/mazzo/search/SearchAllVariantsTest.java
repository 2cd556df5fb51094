package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots' conformance, for every id of the catalog: over a seeded hand, each decision of the
 * bot's seat is one of the view's legal actions, is the same for the same view and seed (so it
 * depends on nothing but the view: the view of a state determinized from it, with other hidden
 * cards, gets the same decision), and nothing throws.
 */
class SearchAllVariantsTest {

  private static final Strategy ISMCTS = Ismcts.withIterations(12);
  private static final Strategy PIMC = Pimc.withIterations(3);

  @Test
  @DisplayName("ISMCTS: legal, view-only, deterministic under a seed, in every variant")
  void ismctsInEveryVariant() {
    check(ISMCTS, 0);
  }

  @Test
  @DisplayName("PIMC: legal, view-only, deterministic under a seed, in every variant")
  void pimcInEveryVariant() {
    check(PIMC, 1);
  }

  private static void check(Strategy bot, int seat) {
    int decisions = 0;
    int otherStates = 0;
    for (Variant v : Variants.all()) {
      Game<GameState, PlayerView> game = v.game();
      SplittableRandom rng = new SplittableRandom(v.id().length());
      int[] counts = new int[2];
      GameState end =
          Hands.playHand(
              game,
              Hands.dealt(game, 17),
              seat,
              (s, view) -> {
                long seed = rng.nextLong();
                Action a = bot.choose(game, view, new SplittableRandom(seed));
                assertTrue(view.legalActions().contains(a), v.id() + ": " + a);
                GameState other = game.determinize(view, new SplittableRandom(~seed)).get();
                PlayerView same = game.view(other, seat).get();
                assertEquals(view, same, v.id());
                assertEquals(a, bot.choose(game, same, new SplittableRandom(seed)), v.id());
                counts[0]++;
                counts[1] += other.equals(s) ? 0 : 1;
                return a;
              },
              rng);
      assertEquals(1, end.results().size(), v.id() + ": the hand was played to its result");
      assertTrue(counts[0] > 0, v.id() + ": the bot decided");
      decisions += counts[0];
      otherStates += counts[1];
    }
    assertTrue(decisions > 3 * Variants.all().size(), "decisions: " + decisions);
    assertNotEquals(0, otherStates, "the same views came from other states");
  }
}
