package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Families;
import dev.mazzo.family.Strategy;
import dev.mazzo.fivehundred.Bid;
import dev.mazzo.fivehundred.MakeBid;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Overcalls in a hinted auction (issue 29, {@link Guide#bidTop(int, int, GameState)}): where greedy
 * passes in Five Hundred's long ladder, the search weighs the pass and the five lowest bids; never
 * over its own team's bid (five-hundred.md F-4); where greedy bids, nothing above its bid; and no
 * other game overcalls.
 */
class OvercallTest {

  private static final String ID = "five-hundred-4p";

  private static Game<GameState, PlayerView> game(String id) {
    return Variants.byId(id).get().game();
  }

  private static Guide hinted(String id) {
    return new Guide(Families.of(id).get().greedy(), game(id));
  }

  private static int greedy(Game<GameState, PlayerView> game, GameState s) {
    PlayerView v = game.view(s, s.toAct()).get();
    Strategy greedy = Families.of(s.variantId()).get().greedy();
    return v.legalActions().indexOf(greedy.choose(game, v, new SplittableRandom(1)));
  }

  /** The root's children of a search of {@code s}'s seat to act, as indices into its legal list. */
  private static List<Integer> searched(Game<GameState, PlayerView> game, GameState s, long seed) {
    return tried(search(game, s, seed), game.legalActions(s));
  }

  /** A search of {@code s}'s seat to act at the default budget; its decision is legal. */
  private static Ismcts.Search search(Game<GameState, PlayerView> game, GameState s, long seed) {
    return search(game, s, seed, Ismcts.DEFAULT_ITERATIONS);
  }

  /**
   * A search of {@code s}'s seat to act at a budget of {@code iterations}; its decision is legal.
   */
  private static Ismcts.Search search(
      Game<GameState, PlayerView> game, GameState s, long seed, int iterations) {
    PlayerView view = game.view(s, s.toAct()).get();
    Ismcts.Search search = new Ismcts.Search(game, view, new SplittableRandom(seed), hinted(ID));
    search.run(Budget.ofIterations(iterations));
    assertTrue(view.legalActions().contains(search.best(view.legalActions())));
    return search;
  }

  private static List<Integer> tried(Ismcts.Search search, Seq<Action> legal) {
    List<Integer> tried = new ArrayList<>();
    for (int i = 0; i < legal.size(); i++) {
      if (search.root.child(legal.get(i)) != null) {
        tried.add(i);
      }
    }
    return tried;
  }

  /** The first opening of a deal from seed 1 up where greedy passes (index 0) or bids. */
  private static GameState opening(Game<GameState, PlayerView> game, boolean passes) {
    for (long seed = 1; seed < 60; seed++) {
      GameState s = Hands.dealt(game, seed);
      if ((greedy(game, s) == 0) == passes) {
        return s;
      }
    }
    throw new AssertionError("no such opening in 60 deals");
  }

  @Test
  @DisplayName(
      "bidTop: the pass and the five lowest bids where greedy passes, else as without hint")
  void bidTop() {
    Game<GameState, PlayerView> game = game(ID);
    Guide guide = hinted(ID);
    GameState pass = opening(game, true);
    Seq<Action> legal = game.legalActions(pass);
    int n = legal.size();
    assertEquals(27, n, "the pass and the 26 bids of F-6 but misère (F-7)");
    assertEquals(6, guide.bidTop(0, n, pass), "greedy passes: the pass and five bids");
    assertEquals(1, new Guide(Families.of(ID).get().greedy()).bidTop(0, n, pass), "no hint");
    GameState bid = opening(game, false);
    int g = greedy(game, bid);
    assertEquals(g + 1, guide.bidTop(g, n, bid), "greedy bids: up to its bid");
    // Seat 1 bids 6 spades (the ladder's lowest): seat 2, its opponent, may overcall.
    GameState s1 = game.applyLegal(pass, legal.get(1));
    assertEquals(2, s1.toAct());
    assertEquals(6, guide.bidTop(0, game.legalActions(s1).size(), s1), "over an opponent");
    // Seat 2 passes: seat 3 speaks over its partner's bid (F-4), and only passes.
    GameState s2 = game.applyLegal(s1, game.legalActions(s1).head());
    assertEquals(3, s2.toAct());
    assertEquals(1, guide.bidTop(0, game.legalActions(s2).size(), s2), "over its partner");
    // Seat 1 bids 9 diamonds instead: nine actions left, a short list keeps its own rule.
    assertEquals(new MakeBid(1, Bid.D9), legal.get(18));
    GameState nine = game.applyLegal(pass, legal.get(18));
    assertEquals(Frame.LONG_LIST, game.legalActions(nine).size(), "pass, 9H, 9NT, 10S … 10NT");
    assertEquals(Guide.bidTop(0, Frame.LONG_LIST), guide.bidTop(0, Frame.LONG_LIST, nine));
    // Another game's long ladder: the chiamata's opening bids, no hint.
    Game<GameState, PlayerView> chiamata = game("briscola-chiamata-5p");
    GameState c = Hands.dealt(chiamata, 1);
    int cn = chiamata.legalActions(c).size();
    assertTrue(cn > Frame.LONG_LIST, "" + cn);
    assertEquals(
        1,
        new Guide(Families.of("briscola-chiamata-5p").get().greedy(), chiamata).bidTop(0, cn, c));
  }

  @Test
  @DisplayName("a search where greedy passes tries the pass and the five lowest bids, no others")
  void aPassIsSearchedWithTheNextRung() {
    Game<GameState, PlayerView> game = game(ID);
    GameState s = opening(game, true);
    Ismcts.Search search = search(game, s, 1);
    // The work cap stops a bid's search after a few hundred iterations: the list widens to 5 or 6.
    int width = Guide.width(search.root.visits - 1, game.legalActions(s).size());
    assertTrue(width >= 5, "" + search.root.visits);
    List<Integer> expected = List.of(0, 1, 2, 3, 4, 5).subList(0, Math.min(6, width));
    assertEquals(expected, tried(search, game.legalActions(s)));
  }

  @Test
  @DisplayName("a search over its partner's bid only passes (F-4); where greedy bids, not above it")
  void noOvercallOfThePartnerNorAboveGreedysBid() {
    Game<GameState, PlayerView> game = game(ID);
    GameState s = opening(game, true);
    s = game.applyLegal(s, game.legalActions(s).get(1));
    s = game.applyLegal(s, game.legalActions(s).head());
    assertEquals(List.of(0), searched(game, s, 2));
    GameState bid = opening(game, false);
    int g = greedy(game, bid);
    List<Integer> tried = searched(game, bid, 3);
    assertTrue(tried.contains(g) && tried.size() == Math.min(g, 5), g + ": " + tried);
    for (int i : tried) {
      assertTrue(i >= 1 && i <= g, "greedy bids " + g + ": no pass, nothing above: " + tried);
    }
  }

  @Test
  @DisplayName("judged: an overcall on fewer than OVERCALL_VISITS iterations yields to the pass")
  void judged() {
    Game<GameState, PlayerView> game = game(ID);
    Guide guide = hinted(ID);
    GameState pass = opening(game, true);
    Seq<Action> legal = game.legalActions(pass);
    Action overcall = legal.get(1);
    int few = Guide.OVERCALL_VISITS - 1;
    assertEquals(legal.head(), guide.judged(pass.phase(), legal, 0, overcall, few));
    assertEquals(
        overcall, guide.judged(pass.phase(), legal, 0, overcall, Guide.OVERCALL_VISITS), "enough");
    assertEquals(overcall, guide.judged(pass.phase(), legal, 1, overcall, few), "greedy bids");
    assertEquals(
        overcall,
        new Guide(Families.of(ID).get().greedy()).judged(pass.phase(), legal, 0, overcall, few),
        "no hint: no overcall to judge");
    assertEquals(
        overcall,
        Guide.NONE.judged(pass.phase(), legal, 0, overcall, few),
        "a search not guided bids anything");
    // Seat 1 bids 9 diamonds: the nine actions left are a short list, its own rule.
    GameState nine = game.applyLegal(pass, legal.get(18));
    Seq<Action> short9 = game.legalActions(nine);
    assertEquals(Frame.LONG_LIST, short9.size());
    assertEquals(
        short9.get(1), guide.judged(nine.phase(), short9, 0, short9.get(1), few), "short list");
  }

  @Test
  @DisplayName(
      "a search of easy's budget passes where greedy passes; the default budget keeps its choice")
  void aSmallSearchDoesNotOvercall() {
    Game<GameState, PlayerView> game = game(ID);
    GameState s = opening(game, true);
    Seq<Action> legal = game.legalActions(s);
    int overcalled = 0;
    for (long seed = 1; seed <= 20; seed++) {
      Ismcts.Search small = search(game, s, seed, 75);
      assertTrue(small.root.visits < Guide.OVERCALL_VISITS, "" + small.root.visits);
      assertEquals(legal.head(), small.best(legal), "seed " + seed);
      overcalled += small.mostVisited(legal).equals(legal.head()) ? 0 : 1;
    }
    // The rule is not idle: some of these small searches preferred an overcall.
    assertTrue(overcalled > 0, "no small search preferred an overcall");
    Ismcts.Search full = search(game, s, 1);
    assertTrue(full.root.visits >= Guide.OVERCALL_VISITS, "" + full.root.visits);
    assertEquals(full.mostVisited(legal), full.best(legal));
  }
}
