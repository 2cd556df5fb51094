package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Families;
import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exact accounting and boundaries of the guided search (issue 29): which candidates a widened
 * node offers, which the search expands first, what a guided playout costs, and when a budget
 * stops. Each example fails for a one-token change of the search.
 */
class SearchGuideGateTest {

  private static Game<GameState, PlayerView> game(String id) {
    return Variants.byId(id).get().game();
  }

  /** A guide that answers the legal action at a fixed fraction of the list, counting its calls. */
  private static final class At implements Strategy {
    final int num;
    final int den;
    int calls;

    At(int num, int den) {
      this.num = num;
      this.den = den;
    }

    @Override
    public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
      calls++;
      Seq<Action> legal = view.legalActions();
      return legal.get((legal.size() - 1) * num / den);
    }
  }

  /** A guide that answers the last action at its first call and the first one after. */
  private static final class LastThenFirst implements Strategy {
    int calls;

    @Override
    public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
      return calls++ == 0 ? view.legalActions().last() : view.legalActions().head();
    }
  }

  private static List<Integer> order(int g, int top, int k) {
    int[] out = new int[40];
    int m = Guide.order(g, top, k, out);
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < m; i++) {
      l.add(out[i]);
    }
    return l;
  }

  @Test
  @DisplayName("order: exact candidates at every boundary (k, the first action, the top)")
  void orderBoundaries() {
    assertEquals(List.of(3), order(3, 10, 1), "k = 1: the guide's choice alone");
    assertEquals(List.of(3, 0), order(3, 10, 2));
    assertEquals(List.of(0), order(0, 10, 1));
    assertEquals(List.of(0, 1), order(0, 10, 2));
    assertEquals(List.of(2, 0, 1, 3, 4), order(2, 5, 10), "0 is offered once, not again at d = 2");
    assertEquals(List.of(1, 0, 2, 3), order(1, 4, 10));
    assertEquals(List.of(2, 0, 1), order(2, 3, 10), "bounded by the top");
    assertEquals(List.of(4, 0, 3, 2, 1), order(4, 5, 10));
    assertEquals(List.of(0, 1, 2, 3), order(0, 4, 10));
    assertEquals(List.of(6, 0, 5, 7, 4, 8, 3, 9, 2, 1), order(6, 10, 40));
  }

  @Test
  @DisplayName("widening: 2 + floor(sqrt(visits / 16)) candidates, exactly at each step")
  void widthSteps() {
    assertEquals(3, Guide.width(63, 27));
    assertEquals(4, Guide.width(143, 27));
    assertEquals(5, Guide.width(144, 27));
    assertEquals(3, Guide.width(144, 3));
  }

  @Test
  @DisplayName("the guide's index adds the legal list's length plus one to the work")
  void indexWork() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    GameState s = Hands.dealt(game, 2);
    Seq<Action> legal = game.legalActions(s);
    Playout.Work work = new Playout.Work();
    work.units = 7;
    int i = new Guide(new At(1, 1)).index(game, s, legal, new SplittableRandom(1), work);
    assertEquals(legal.size() - 1, i);
    assertEquals(7 + legal.size() + 1, work.units);
    assertEquals(0, Guide.NONE.index(game, s, legal, new SplittableRandom(1), work));
    assertEquals(7 + legal.size() + 1, work.units, "no guide, no work");
  }

  @Test
  @DisplayName("a guided playout costs 2 (n + 1) per guided decision and step's cost otherwise")
  void guidedPlayoutWork() {
    Game<GameState, PlayerView> game = game("briscola-chiamata-5p");
    int forced = 0;
    for (long seed = 1; seed <= 4; seed++) {
      GameState start = Hands.dealt(game, seed);
      Playout.Work work = new Playout.Work();
      GameState end =
          Playout.toHandEnd(game, start, new SplittableRandom(seed), work, new Guide(new At(1, 1)));
      // The same hand replayed: the guide's (last) action at a decision among two or more outside
      // the play, step's otherwise, with the same random numbers.
      SplittableRandom rng = new SplittableRandom(seed);
      Playout.Work steps = new Playout.Work();
      long expected = 0;
      GameState s = start;
      while (s.toAct() >= 0 && !game.legalActions(s).isEmpty()) {
        Seq<Action> legal = game.legalActions(s);
        if (legal.size() > 1 && s.phase() != Phase.PLAY) {
          expected += 2L * (legal.size() + 1);
          s = game.applyLegal(s, legal.last());
        } else {
          forced += legal.size() == 1 && s.phase() != Phase.PLAY ? 1 : 0;
          s = Playout.step(game, s, legal, rng, steps);
        }
      }
      assertEquals(expected + steps.units, work.units, "seed " + seed);
      assertEquals(s.results(), end.results());
    }
    assertTrue(forced > 0, "a forced decision outside the play was met");
  }

  @Test
  @DisplayName("the root candidates start at the guide's choice, asked once, in a long list")
  void rootStartsAtTheGuide() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView view = GuideTest.discardView(game);
    Seq<Action> legal = view.legalActions();
    int g = (legal.size() - 1) / 3;
    for (long seed = 1; seed <= 8; seed++) {
      At at = new At(1, 3);
      Ismcts.Search search =
          new Ismcts.Search(game, view, new SplittableRandom(seed), new Guide(at));
      assertEquals(1, at.calls);
      search.iterate();
      assertNotNull(search.root.child(legal.get(g)), "seed " + seed);
      assertEquals(1, search.expanded);
      search.iterate();
      assertNotNull(search.root.child(legal.get(0)), "then the first action");
    }
  }

  @Test
  @DisplayName("the root's guide is asked once: a guide that changes its mind is not asked again")
  void rootGuideAskedOnce() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView view = GuideTest.discardView(game);
    Seq<Action> legal = view.legalActions();
    Ismcts.Search search =
        new Ismcts.Search(game, view, new SplittableRandom(5), new Guide(new LastThenFirst()));
    search.iterate();
    assertNotNull(search.root.child(legal.last()));
    assertNull(search.root.child(legal.head()));
  }

  @Test
  @DisplayName("a short auction (not widened) still starts at the guide's bid")
  void shortAuctionStartsAtTheGuide() {
    Game<GameState, PlayerView> game = game("pitch-10-4p");
    GameState s = Hands.dealt(game, 3);
    PlayerView view = game.view(s, s.toAct()).get();
    Seq<Action> legal = view.legalActions();
    assertEquals(Phase.BID, view.phase());
    assertFalse(Guide.wide(view.phase(), legal.size()), "" + legal.size());
    assertTrue(legal.size() > 2, "" + legal.size());
    Ismcts.Search search =
        new Ismcts.Search(game, view, new SplittableRandom(2), new Guide(new At(1, 1)));
    search.iterate();
    assertNotNull(search.root.child(legal.last()));
  }

  @Test
  @DisplayName("a search not guided expands a random untried action, not always the first")
  void unguidedExpandsAtRandom() {
    Game<GameState, PlayerView> game = game("briscola-2p");
    GameState dealt = Hands.dealt(game, 1);
    PlayerView view = game.view(dealt, dealt.toAct()).get();
    Seq<Action> legal = view.legalActions();
    int notFirst = 0;
    for (long seed = 1; seed <= 10; seed++) {
      Ismcts.Search search = new Ismcts.Search(game, view, new SplittableRandom(seed), Guide.NONE);
      search.iterate();
      notFirst += search.root.child(legal.head()) == null ? 1 : 0;
    }
    assertTrue(notFirst > 0 && notFirst < 10, "" + notFirst);
  }

  @Test
  @DisplayName("the public guided search decides a discard around its guide's choice")
  void guidedByReachesTheSearch() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView view = GuideTest.discardView(game);
    Seq<Action> legal = view.legalActions();
    Action a =
        Ismcts.withIterations(1).guidedBy(new At(1, 2)).choose(game, view, new SplittableRandom(4));
    assertEquals(legal.get((legal.size() - 1) / 2), a);
  }

  @Test
  @DisplayName("an advisor given before the guide still decides the auction")
  void advisorKeptByGuidedBy() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    GameState s = Hands.dealt(game, 2);
    PlayerView view = game.view(s, s.toAct()).get();
    At advisor = new At(1, 1);
    Strategy bot =
        Ismcts.withIterations(3)
            .advisedBy(advisor)
            .guidedBy(Families.of("five-hundred-4p").get().greedy());
    assertEquals(view.legalActions().last(), bot.choose(game, view, new SplittableRandom(1)));
    assertTrue(advisor.calls > 0);
  }

  @Test
  @DisplayName("an iteration budget runs exactly its iterations")
  void budgetBoundary() {
    Budget b = Budget.ofIterations(3);
    assertTrue(b.more(0, 0));
    assertTrue(b.more(2, 0));
    assertFalse(b.more(3, 0));
    assertFalse(b.more(3, 0, 0));
    assertTrue(b.more(2, 0, 0));
  }
}
