package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The bots' API: budgets, a lone action, a seat not to act, a time budget. */
class BotApiTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();

  /** A generator that fails when used. */
  private static final RandomGenerator UNUSED =
      () -> {
        throw new AssertionError("the generator was used");
      };

  private static List<Strategy> bots() {
    return List.of(
        Ismcts.withIterations(5),
        Pimc.withIterations(2),
        Ismcts.withMillis(2),
        Pimc.withMillis(2),
        Ismcts.defaults(),
        Pimc.defaults());
  }

  /** The last decision of a hand: one card each. */
  private static PlayerView lastTrick() {
    GameState s = Hands.dealt(GAME, 5);
    while (GAME.legalActions(s).size() != 1 || !s.stock().isEmpty()) {
      s = GAME.applyLegal(s, GAME.legalActions(s).head());
    }
    return GAME.view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("a lone legal action is returned at once, without drawing from the generator")
  void loneAction() {
    PlayerView view = lastTrick();
    for (Strategy bot : bots()) {
      assertSame(view.legalActions().head(), bot.choose(GAME, view, UNUSED), bot.toString());
    }
  }

  @Test
  @DisplayName("a view whose seat is not to act is an IllegalArgumentException (Strategy)")
  void notToAct() {
    GameState s = Hands.dealt(GAME, 5);
    PlayerView waiting = GAME.view(s, 1 - s.toAct()).get();
    PlayerView spectator = GAME.publicView(s).get();
    for (Strategy bot : bots()) {
      assertThrows(IllegalArgumentException.class, () -> bot.choose(GAME, waiting, UNUSED));
      assertThrows(IllegalArgumentException.class, () -> bot.choose(GAME, spectator, UNUSED));
    }
  }

  @Test
  @DisplayName("a view the game cannot determinize is an IllegalArgumentException")
  void otherVariant() {
    Game<GameState, PlayerView> other = Variants.byId("briscola-4p").get().game();
    GameState s = Hands.dealt(GAME, 5);
    PlayerView view = GAME.view(s, s.toAct()).get();
    assertThrows(
        IllegalArgumentException.class,
        () -> Ismcts.withIterations(3).choose(other, view, new SplittableRandom(1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> Pimc.withIterations(3).choose(other, view, new SplittableRandom(1)));
  }

  @Test
  @DisplayName("every budget gives one of the view's legal actions, drawing one long")
  void everyBudget() {
    GameState s = Hands.dealt(GAME, 9);
    PlayerView view = GAME.view(s, s.toAct()).get();
    for (Strategy bot : bots()) {
      int[] draws = {0};
      RandomGenerator counting =
          () -> {
            draws[0]++;
            return 42;
          };
      Action a = bot.choose(GAME, view, counting);
      assertTrue(view.legalActions().contains(a), bot + ": " + a);
      assertEquals(1, draws[0], bot.toString());
    }
  }

  @Test
  @DisplayName("budgets: at least one, named in toString; the defaults are the documented ones")
  void budgets() {
    Budget one = Budget.ofIterations(1);
    assertTrue(one.more(0, 0) && !one.more(1, 0), "one iteration is a budget");
    assertThrows(IllegalArgumentException.class, () -> Ismcts.withIterations(0));
    assertThrows(IllegalArgumentException.class, () -> Pimc.withIterations(0));
    assertThrows(IllegalArgumentException.class, () -> Ismcts.withMillis(0));
    assertThrows(IllegalArgumentException.class, () -> Pimc.withMillis(0));
    assertEquals("ismcts(7 iterations)", Ismcts.withIterations(7).toString());
    assertEquals("pimc(30 ms)", Pimc.withMillis(30).toString());
    assertEquals(
        "ismcts(" + Ismcts.DEFAULT_ITERATIONS + " iterations)", Ismcts.defaults().toString());
    assertEquals("pimc(" + Pimc.DEFAULT_ITERATIONS + " iterations)", Pimc.defaults().toString());
    assertSame(Ismcts.defaults(), Ismcts.defaults());
    assertSame(Pimc.defaults(), Pimc.defaults());
  }
}
