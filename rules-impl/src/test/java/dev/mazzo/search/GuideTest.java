package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The guided search of issue 29: ismcts searches the bids and discards itself (no advisor), among
 * candidates ordered around the family's greedy choice, with playouts that bid and discard as
 * greedy does.
 */
class GuideTest {

  private static Game<GameState, PlayerView> game(String id) {
    return Variants.byId(id).get().game();
  }

  /** The guide of a variant's family: its greedy strategy. */
  private static Guide guide(String id) {
    return new Guide(Families.of(id).get().greedy());
  }

  /** The first view of a hand's auction: the seat to act after the deal. */
  private static PlayerView openingBid(Game<GameState, PlayerView> game, long seed) {
    GameState s = Hands.dealt(game, seed);
    return game.view(s, s.toAct()).get();
  }

  @Test
  @DisplayName("candidates: the guide's, then the first, then its neighbours nearest first")
  void order() {
    int[] out = new int[30];
    assertEquals(7, Guide.order(5, 27, 7, out));
    assertEquals(List.of(5, 0, 4, 6, 3, 7, 2), first(out, 7));
    assertEquals(3, Guide.order(0, 27, 3, out));
    assertEquals(List.of(0, 1, 2), first(out, 3));
    // Bounded above (an auction): nothing at or past the top, and the list ends there.
    assertEquals(4, Guide.order(3, 4, 10, out));
    assertEquals(List.of(3, 0, 2, 1), first(out, 4));
    assertEquals(1, Guide.order(0, 1, 10, out));
    assertEquals(List.of(4, 0), first(out, Guide.order(4, 27, 2, out)));
    // Without the first action (a long ladder's pass where the guide bids): 1 … top - 1 only.
    assertEquals(List.of(3, 2, 1), first(out, Guide.order(3, 4, 10, out, false)));
    assertEquals(List.of(5, 4), first(out, Guide.order(5, 6, 2, out, false)));
    assertEquals(List.of(1), first(out, Guide.order(1, 2, 10, out, false)));
    assertEquals(List.of(0), first(out, Guide.order(0, 1, 10, out, false)), "the guide passes");
    assertEquals(List.of(5, 0, 4), first(out, Guide.order(5, 6, 3, out, true)));
  }

  @Test
  @DisplayName(
      "an auction searches the pass in a short list, in a long one only if the guide passes")
  void passes() {
    assertFalse(Guide.passes(5, 27), "a long ladder where the guide bids: no pass");
    assertFalse(Guide.passes(1, 10));
    assertTrue(Guide.passes(0, 27), "the guide passes");
    assertTrue(Guide.passes(5, 9), "a short list");
  }

  private static List<Integer> first(int[] a, int n) {
    List<Integer> l = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(a[i]);
    }
    return l;
  }

  @Test
  @DisplayName("an auction may bid the guide's bid or lower; one step higher only in a short list")
  void bidTop() {
    assertEquals(6, Guide.bidTop(5, 27), "a long ladder: at most the guide's bid");
    assertEquals(7, Guide.bidTop(5, 9), "a short list: one step more");
    assertEquals(9, Guide.bidTop(8, 9), "never past the list");
    assertEquals(1, Guide.bidTop(0, 27), "the guide passes: pass only");
  }

  @Test
  @DisplayName("widening: two candidates, a third at 16 visits, a fourth at 64, never past n")
  void width() {
    assertEquals(2, Guide.width(0, 27));
    assertEquals(2, Guide.width(15, 27));
    assertEquals(3, Guide.width(16, 27));
    assertEquals(4, Guide.width(64, 27));
    assertEquals(6, Guide.width(256, 27));
    assertEquals(2, Guide.width(10_000, 2));
    assertTrue(Guide.wide(Phase.BID, 10));
    assertFalse(Guide.wide(Phase.BID, 9));
    assertFalse(Guide.wide(Phase.PLAY, 40));
  }

  @ParameterizedTest
  @ValueSource(strings = {"five-hundred-4p", "briscola-chiamata-5p"})
  @DisplayName(
      "an opening bid is searched: greedy's bid and the bids below, no pass where greedy bids")
  void anOpeningBidIsSearched(String id) {
    Game<GameState, PlayerView> game = game(id);
    int openings = 0;
    for (long seed = 1; seed <= 6; seed++) {
      PlayerView view = openingBid(game, seed);
      Seq<Action> legal = view.legalActions();
      assertEquals(Phase.BID, view.phase());
      assertTrue(legal.size() > Frame.LONG_LIST, "" + legal.size());
      Strategy greedy = Families.of(id).get().greedy();
      int g = legal.indexOf(greedy.choose(game, view, new SplittableRandom(1)));
      Ismcts.Search search = new Ismcts.Search(game, view, new SplittableRandom(seed), guide(id));
      search.run(Budget.ofIterations(200));
      List<Integer> tried = new ArrayList<>();
      for (int i = 0; i < legal.size(); i++) {
        if (search.root.child(legal.get(i)) != null) {
          tried.add(i);
        }
      }
      assertTrue(tried.contains(g), "greedy's bid " + g + " is searched: " + tried);
      assertEquals(
          g == 0, tried.contains(0), "the pass is searched only if greedy passes: " + tried);
      // The iterations (the work cap stops them early) widen the list; an auction's candidates
      // end at greedy's bid.
      int width = Guide.width(search.root.visits - 1, legal.size());
      assertTrue(width >= 3, "" + search.root.visits);
      assertEquals(Math.min(Math.max(g, 1), width), tried.size(), "" + tried);
      openings += g > 0 ? 1 : 0;
      for (int i : tried) {
        assertTrue(i <= g, "no bid above greedy's " + g + ": " + tried);
      }
      assertTrue(legal.contains(search.best(legal)));
    }
    assertTrue(openings >= 2, "greedy bids at some of these openings: " + openings);
  }

  @ParameterizedTest
  @ValueSource(strings = {"five-hundred-4p", "briscola-chiamata-5p", "pitch-10-4p"})
  @DisplayName("the default ismcts is not advised and decides a bid deterministically under a seed")
  void deterministicAndLegal(String id) {
    Game<GameState, PlayerView> game = game(id);
    assertEquals(
        "ismcts(" + Ismcts.DEFAULT_ITERATIONS + " iterations)", Ismcts.defaults().toString());
    Strategy bot = Ismcts.withIterations(60);
    for (long seed = 1; seed <= 4; seed++) {
      PlayerView view = openingBid(game, seed);
      Action a = bot.choose(game, view, new SplittableRandom(seed));
      assertTrue(view.legalActions().contains(a), a.toString());
      assertEquals(a, bot.choose(game, view, new SplittableRandom(seed)), "same seed, same bid");
    }
  }

  @Test
  @DisplayName("guidedBy: a null guide is a bug; an advised search keeps its guide")
  void guidedBy() {
    org.junit.jupiter.api.Assertions.assertThrows(
        NullPointerException.class, () -> Ismcts.defaults().guidedBy(null));
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView view = openingBid(game, 2);
    Strategy greedy = Families.of("five-hundred-4p").get().greedy();
    Recording advisor = new Recording();
    // Advised, the opening bid is the advisor's (its last legal action), asked once.
    Action advised =
        Ismcts.withIterations(30)
            .guidedBy(greedy)
            .advisedBy(advisor)
            .choose(game, view, new SplittableRandom(1));
    assertEquals(view.legalActions().last(), advised);
    assertEquals(List.of(Phase.BID), advisor.phases);
  }

  @Test
  @DisplayName("a Five Hundred discard (hundreds of sets) is searched, legal and deterministic")
  void aDiscardIsSearched() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView view = discardView(game);
    Seq<Action> legal = view.legalActions();
    assertTrue(legal.size() > 100, "" + legal.size());
    Ismcts.Search search =
        new Ismcts.Search(game, view, new SplittableRandom(3), guide("five-hundred-4p"));
    search.run(Budget.ofIterations(100));
    int tried = 0;
    for (Action a : legal) {
      tried += search.root.child(a) == null ? 0 : 1;
    }
    assertTrue(tried >= 3 && tried <= Guide.width(100, legal.size()), "tried " + tried);
    Strategy bot =
        Ismcts.withIterations(100).guidedBy(Families.of("five-hundred-4p").get().greedy());
    Action a = bot.choose(game, view, new SplittableRandom(9));
    assertTrue(legal.contains(a));
    assertEquals(a, bot.choose(game, view, new SplittableRandom(9)));
  }

  /** The declarer's discard of the first hand of five-hundred-4p whose auction greedy wins. */
  static PlayerView discardView(Game<GameState, PlayerView> game) {
    Strategy greedy = Families.of("five-hundred-4p").get().greedy();
    for (long seed = 1; seed < 50; seed++) {
      GameState s = Hands.dealt(game, seed);
      SplittableRandom rng = new SplittableRandom(seed);
      while (s.toAct() >= 0 && s.phase() == Phase.BID) {
        s = game.applyLegal(s, greedy.choose(game, game.view(s, s.toAct()).get(), rng));
      }
      if (s.toAct() >= 0 && s.phase() == Phase.of("discard")) {
        return game.view(s, s.toAct()).get();
      }
    }
    throw new AssertionError("no contract in 50 deals");
  }

  /** A guide that records the phases it was asked in and answers the last legal action. */
  private static final class Recording implements Strategy {
    final List<Phase> phases = new ArrayList<>();

    @Override
    public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
      phases.add(view.phase());
      return view.legalActions().last();
    }
  }

  @Test
  @DisplayName(
      "a guided playout asks the guide outside trick play only, and plays to the hand's end")
  void guidedPlayout() {
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    GameState s = Hands.dealt(game, 4);
    Recording rec = new Recording();
    Playout.Work work = new Playout.Work();
    GameState end = Playout.toHandEnd(game, s, new SplittableRandom(1), work, new Guide(rec));
    assertTrue(end.results().size() > s.results().size() || end.isOver(), "the hand ended");
    assertFalse(rec.phases.isEmpty());
    assertFalse(rec.phases.contains(Phase.PLAY), rec.phases.toString());
    assertTrue(rec.phases.contains(Phase.BID), rec.phases.toString());
    // The last legal action of an opening bid is the highest bid: 10NT, so a contract and a
    // discard follow, both the guide's.
    assertTrue(rec.phases.contains(Phase.of("discard")), rec.phases.toString());
  }

  @Test
  @DisplayName(
      "Briscola has no decision outside the play: the guided search is the search of before")
  void briscolaUnchanged() {
    Game<GameState, PlayerView> game = game("briscola-2p");
    PlayerView view = openingBid(game, 5);
    Ismcts.Search guided =
        new Ismcts.Search(game, view, new SplittableRandom(2), guide("briscola-2p"));
    Ismcts.Search plain = new Ismcts.Search(game, view, new SplittableRandom(2), Guide.NONE);
    guided.run(Budget.ofIterations(50));
    plain.run(Budget.ofIterations(50));
    assertEquals(plain.work.units, guided.work.units);
    assertEquals(plain.best(view.legalActions()), guided.best(view.legalActions()));
  }
}
