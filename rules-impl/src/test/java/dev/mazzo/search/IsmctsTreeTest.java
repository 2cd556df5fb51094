package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The ISMCTS tree: one expansion per iteration, the visits, the final choice. */
class IsmctsTreeTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();

  private static PlayerView firstDecision() {
    GameState s = Hands.dealt(GAME, 4);
    return GAME.view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("each iteration expands exactly one node and visits the root once")
  void oneExpansionPerIteration() {
    PlayerView view = firstDecision();
    Ismcts.Search search = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
    for (int i = 0; i < 30; i++) {
      search.iterate();
    }
    assertEquals(30, search.expanded);
    assertEquals(5676, search.work.units, "the descents' and playouts' work, seeded");
    assertEquals(30, search.root.visits);
    int children = 0;
    int visits = 0;
    for (Action a : view.legalActions()) {
      Node c = search.root.child(a);
      children++;
      visits += c.visits;
      assertTrue(c.availability >= c.visits, a.toString());
    }
    assertEquals(3, children);
    assertEquals(30, visits, "every iteration passes through one root child");
  }

  @Test
  @DisplayName("a search runs the budget's iterations, or fewer when its work reaches the cap")
  void runStopsAtTheBudget() {
    PlayerView view = firstDecision();
    Ismcts.Search two = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
    two.run(Budget.ofIterations(2));
    assertEquals(2, two.root.visits, "191 units after one iteration, below the cap of 300");
    // About 190 units an iteration at the first trick: the cap of 30 · 150 stops it after 24.
    Ismcts.Search thirty = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
    thirty.run(Budget.ofIterations(30));
    assertEquals(24, thirty.root.visits);
    assertEquals(4542, thirty.work.units);
    // 30 cards later an iteration costs about 40 units: the 5 iterations stop it, far below 750.
    Ismcts.Search late =
        new Ismcts.Search(GAME, Hands.late(GAME, 4, 30), new SplittableRandom(1), Guide.NONE);
    late.run(Budget.ofIterations(5));
    assertEquals(5, late.root.visits);
    assertEquals(201, late.work.units);
  }

  @Test
  @DisplayName("the choice: most visits, then the higher reward, then the view's order")
  void choice() {
    PlayerView view = firstDecision();
    Seq<Action> legal = view.legalActions();
    Ismcts.Search search = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
    Node a0 = search.root.expand(legal.get(0), view.seat());
    Node a1 = search.root.expand(legal.get(1), view.seat());
    Node a2 = search.root.expand(legal.get(2), view.seat());
    set(a0, 8, 0);
    set(a1, 7, 1);
    set(a2, 7, 6);
    assertEquals(legal.get(0), search.best(legal), "more visits beat a higher mean");
    set(a0, 5, 5);
    assertEquals(legal.get(2), search.best(legal), "equal visits: the higher reward");
    set(a1, 7, 6);
    assertEquals(legal.get(1), search.best(legal), "equal: the first in the view's order");
  }

  @Test
  @DisplayName("UCB1: mean reward + c·√(ln availability / visits), exactly")
  void ucbValue() {
    Node n = new Node(null, 0, null);
    n.visits = 4;
    n.reward = 3;
    n.availability = 10;
    assertEquals(0.75 + 0.35 * Math.sqrt(Math.log(10) / 4), n.ucb(0.35), 0);
    assertEquals(0.75 + 0.7 * Math.sqrt(Math.log(10) / 4), n.ucb(0.7), 0);
    n.availability = 1;
    assertEquals(0.75, n.ucb(0.35), 0, "ln 1 = 0: the mean alone");
    Node expanded = new Node(null, -1, null).expand(null, 2);
    assertEquals(1, expanded.availability, "a new child was available once");
    assertEquals(2, expanded.actor);
    assertEquals(0, expanded.visits);
  }

  @Test
  @DisplayName("a descent through equal UCB values takes the first child in the legal order")
  void ucbTieTakesTheFirst() {
    PlayerView view = firstDecision();
    Seq<Action> legal = view.legalActions();
    Ismcts.Search search = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
    for (Action a : legal) {
      set(search.root.expand(a, view.seat()), 3, 1.5);
    }
    search.iterate();
    assertEquals(4, search.root.child(legal.get(0)).visits, "the first of the tied children");
    for (int i = 0; i < legal.size(); i++) {
      assertEquals(2, search.root.child(legal.get(i)).availability, "each was available again");
    }
    for (int i = 1; i < legal.size(); i++) {
      assertEquals(3, search.root.child(legal.get(i)).visits);
    }
  }

  @Test
  @DisplayName("an iteration adds the playout's reward with ISMCTS's weights (1/4 the outcome)")
  void iterationRewardIsWeighted() {
    // The hand's last trick: one card each, the hidden one the only card not seen, so the one
    // iteration's playout is the hand's true end.
    for (long deal = 1; deal <= 4; deal++) {
      GameState s = Hands.dealt(GAME, deal);
      for (int i = 0; i < 38; i++) {
        s = GAME.applyLegal(s, GAME.legalActions(s).head());
      }
      int seat = s.toAct();
      PlayerView view = GAME.view(s, seat).get();
      Ismcts.Search search = new Ismcts.Search(GAME, view, new SplittableRandom(1), Guide.NONE);
      search.iterate();
      GameState end = s;
      while (end.results().size() == s.results().size()) {
        end = GAME.applyLegal(end, GAME.legalActions(end).head());
      }
      HandResult r = end.results().last();
      int side = Playout.sideOf(r.sides(), seat);
      double total = Math.max(0, r.points().get(0)) + Math.max(0, r.points().get(1));
      double share = Math.max(0, r.points().get(side)) / total;
      double won = r.winningSide().contains(side) ? 1 : r.winningSide().isEmpty() ? 0.5 : 0;
      Node child = search.root.child(view.legalActions().head());
      assertEquals(1, child.visits);
      assertEquals(0.25 * won + 0.75 * share, child.reward, 1e-12, "deal " + deal);
      assertNotEquals(0.75 * won + 0.25 * share, child.reward, 1e-9, "not PIMC's weights");
    }
  }

  private static void set(Node n, int visits, double reward) {
    n.visits = visits;
    n.reward = reward;
  }
}
