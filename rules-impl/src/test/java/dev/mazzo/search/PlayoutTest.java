package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The playout's horizon and reward, and the budgets. */
class PlayoutTest {

  private static final Seq<Seq<Integer>> TEAMS = Array.of(Array.of(0, 2), Array.of(1, 3));

  private static double[] rewards(Seq<HandResult> results, int before, int seats) {
    double[] out = new double[seats];
    Playout.rewards(results, before, out);
    return out;
  }

  @Test
  @DisplayName("winning the hand is worth 3/4, the side's share of the points 1/4, per side")
  void rewardOfAWonHand() {
    Seq<HandResult> r = List.of(StubResult.of(TEAMS, Array.of(90, 30), Option.some(0)));
    double won = 0.75 + 0.25 * 90 / 120;
    double lost = 0.25 * 30 / 120;
    assertArrayEquals(new double[] {won, lost, won, lost}, rewards(r, 0, 4), 1e-12);
  }

  @Test
  @DisplayName("ISMCTS's weights: winning the hand 1/4, the share of the points 3/4")
  void rewardWeighted() {
    Seq<HandResult> r = List.of(StubResult.of(TEAMS, Array.of(90, 30), Option.some(0)));
    double[] out = new double[4];
    Playout.rewards(r, 0, Ismcts.OUTCOME, out);
    double won = 0.25 + 0.75 * 90 / 120;
    double lost = 0.75 * 30 / 120;
    assertArrayEquals(new double[] {won, lost, won, lost}, out, 1e-12);
    Playout.rewards(r, 0, 1, out);
    assertArrayEquals(new double[] {1, 0, 1, 0}, out, 1e-12, "the outcome alone");
    Playout.rewards(r, 0, 0, out);
    assertArrayEquals(new double[] {0.75, 0.25, 0.75, 0.25}, out, 1e-12, "the share alone");
  }

  @Test
  @DisplayName("a hand without a winner is worth 3/8 plus the share; no points: a share of 1/2")
  void rewardOfADrawnHand() {
    Seq<HandResult> drawn = List.of(StubResult.of(TEAMS, Array.of(60, 60), Option.none()));
    assertArrayEquals(new double[] {0.5, 0.5, 0.5, 0.5}, rewards(drawn, 0, 4), 1e-12);
    Seq<HandResult> none = List.of(StubResult.of(TEAMS, Array.of(0, 0), Option.some(1)));
    assertArrayEquals(new double[] {0.125, 0.875, 0.125, 0.875}, rewards(none, 0, 4), 1e-12);
    Seq<HandResult> negative = List.of(StubResult.of(TEAMS, Array.of(-3, 2), Option.some(1)));
    assertArrayEquals(new double[] {0, 1, 0, 1}, rewards(negative, 0, 4), 1e-12);
  }

  @Test
  @DisplayName("no new result, or a seat in no side of it, is neutral (1/2)")
  void neutralRewards() {
    Seq<HandResult> old = List.of(StubResult.of(TEAMS, Array.of(120, 0), Option.some(0)));
    assertArrayEquals(new double[] {0.5, 0.5, 0.5, 0.5}, rewards(old, 1, 4), 1e-12);
    Seq<HandResult> two =
        old.append(StubResult.of(Array.of(Array.of(1)), Array.of(7), Option.some(0)));
    assertArrayEquals(new double[] {0.5, 1, 0.5}, rewards(two, 1, 3), 1e-12);
    Seq<HandResult> shortPoints = List.of(StubResult.of(TEAMS, Array.of(5), Option.none()));
    assertArrayEquals(
        new double[] {0.625, 0.5, 0.625, 0.5}, rewards(shortPoints, 0, 4), 1e-12, "no points");
  }

  @Test
  @DisplayName("a playout stops where no seat acts: the next deal, with the hand's result")
  void playoutStopsAtTheHandsEnd() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-4p").get().game();
    GameState s = Hands.dealt(game, 3);
    GameState end = Playout.toHandEnd(game, s, new SplittableRandom(1));
    assertEquals(1, end.results().size());
    assertTrue(end.toAct() < 0, "a chance node or the match's end");
    assertEquals(end, Playout.toHandEnd(game, end, new SplittableRandom(2)), "nothing to play");
    Playout.Work work = new Playout.Work();
    assertEquals(
        end, Playout.toHandEnd(game, s, new SplittableRandom(1), work), "the same playout");
    // 40 cards applied, each after listing its legal cards (1 to 3: 80 to 160 units), and the
    // other cards tried where the card completes one of the 10 tricks (0 to 2 units each).
    assertEquals(165, work.units, "this seeded playout's work");
  }

  @Test
  @DisplayName(
      "PIMC's n iterations are ⌈n / actions⌉ samples, or fewer when the work cap is reached")
  void pimcSamples() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = Hands.dealt(game, 4);
    PlayerView view = game.view(s, s.toAct()).get();
    Action[] actions = view.legalActions().toJavaArray(Action[]::new);
    assertEquals(3, actions.length);
    double[] totals = new double[3];
    assertEquals(
        1, Pimc.withIterations(3).score(game, view, actions, totals, new SplittableRandom(1)));
    for (double t : totals) {
      assertTrue(t >= 0 && t <= 1, "one reward each: " + t);
    }
    assertEquals(
        2,
        Pimc.withIterations(4).score(game, view, actions, new double[3], new SplittableRandom(1)));
    // About 500 units a sample (three playouts): the cap of 30 · 150 stops it after 9, not 10.
    assertEquals(
        9,
        Pimc.withIterations(30).score(game, view, actions, new double[3], new SplittableRandom(1)));
    // 30 cards later samples are cheap: ⌈4 / 3⌉ and ⌈7 / 3⌉ of them, the cap far away.
    PlayerView late = Hands.late(game, 4, 30);
    Action[] three = late.legalActions().toJavaArray(Action[]::new);
    assertEquals(3, three.length);
    assertEquals(
        2, Pimc.withIterations(4).score(game, late, three, new double[3], new SplittableRandom(1)));
    assertEquals(
        3, Pimc.withIterations(7).score(game, late, three, new double[3], new SplittableRandom(1)));
  }

  @Test
  @DisplayName("a budget runs at least one iteration, and counts iterations or time")
  void budgets() {
    Budget three = Budget.ofIterations(3);
    long deadline = three.deadline(System.nanoTime());
    assertTrue(three.more(0, deadline) && three.more(2, deadline) && !three.more(3, deadline));
    Budget ms = Budget.ofMillis(1);
    long now = System.nanoTime();
    assertTrue(ms.more(0, now - 1) && !ms.more(1, now - 1) && ms.more(1, now + 1_000_000_000L));
    assertEquals(now + 1_000_000, ms.deadline(now));
    assertEquals("3 iterations", three.toString());
    assertEquals("1 ms", ms.toString());
    long cap = 3 * Budget.WORK_PER_ITERATION;
    assertTrue(three.more(1, cap - 1, deadline) && !three.more(1, cap, deadline), "work capped");
    assertTrue(three.more(0, Long.MAX_VALUE, deadline), "the first iteration runs whatever");
    assertTrue(!three.more(3, 0, deadline), "iterations still count");
    assertTrue(ms.more(1, Long.MAX_VALUE, now + 1_000_000_000L), "time budgets count no work");
    assertThrows(IllegalArgumentException.class, () -> Budget.ofIterations(0));
    assertThrows(IllegalArgumentException.class, () -> Budget.ofMillis(0));
  }

  @Test
  @DisplayName("pimc plays the highest total, the first in the view's order of equal ones")
  void pimcBest() {
    assertEquals(1, Pimc.best(new double[] {1, 2.5, 2.5}));
    assertEquals(2, Pimc.best(new double[] {1, 2.5, 2.75}));
    assertEquals(0, Pimc.best(new double[] {3, 3, 3}));
    assertEquals(0, Pimc.best(new double[] {3, 2, 1}));
  }
}
