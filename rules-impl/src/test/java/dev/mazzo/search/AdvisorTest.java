package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** An advised search: the advisor decides outside trick play, the search in it. */
class AdvisorTest {

  private static Game<GameState, PlayerView> game(String id) {
    return Variants.byId(id).get().game();
  }

  /** An advisor that records its calls and answers the view's last legal action. */
  private static final class Recording implements Strategy {
    final List<PlayerView> views = new ArrayList<>();
    final List<RandomGenerator> rngs = new ArrayList<>();

    @Override
    public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
      views.add(view);
      rngs.add(rng);
      return view.legalActions().last();
    }
  }

  /** An advisor that must not be asked. */
  private static final Strategy NEVER =
      (game, view, rng) -> {
        throw new AssertionError("the advisor was asked in phase " + view.phase());
      };

  @ParameterizedTest
  @ValueSource(strings = {"five-hundred-4p", "briscola-chiamata-5p"})
  @DisplayName("an opening bid (27 or 61 bids) is the advisor's: asked once, with the view and rng")
  void anOpeningBidIsAdvised(String id) {
    Game<GameState, PlayerView> game = game(id);
    GameState s = Hands.dealt(game, 11);
    PlayerView view = game.view(s, s.toAct()).get();
    assertEquals(Phase.BID, view.phase());
    assertTrue(view.legalActions().size() > Frame.LONG_LIST, "" + view.legalActions().size());
    Recording ismcts = new Recording();
    Recording pimc = new Recording();
    for (Object[] bot :
        List.of(
            new Object[] {Ismcts.defaults().advisedBy(ismcts), ismcts},
            new Object[] {Pimc.defaults().advisedBy(pimc), pimc})) {
      Strategy b = (Strategy) bot[0];
      Recording advisor = (Recording) bot[1];
      RandomGenerator rng = new SplittableRandom(5);
      assertSame(view.legalActions().last(), b.choose(game, view, rng), b.toString());
      assertEquals(List.of(view), advisor.views);
      assertEquals(List.of(rng), advisor.rngs);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"briscola-2p", "five-hundred-4p"})
  @DisplayName("a card play is searched: the advisor is not asked, the choice is the unadvised one")
  void aPlayIsSearched(String id) {
    Game<GameState, PlayerView> game = game(id);
    GameState s = Hands.dealt(game, 8);
    SplittableRandom r = new SplittableRandom(8);
    while (s.phase() != Phase.PLAY || game.legalActions(s).size() < 2) {
      var legal = game.legalActions(s);
      s = game.applyLegal(s, legal.get(r.nextInt(legal.size())));
    }
    PlayerView view = game.view(s, s.toAct()).get();
    assertEquals(
        Ismcts.withIterations(20).choose(game, view, new SplittableRandom(3)),
        Ismcts.withIterations(20).advisedBy(NEVER).choose(game, view, new SplittableRandom(3)));
    assertEquals(
        Pimc.withIterations(20).choose(game, view, new SplittableRandom(3)),
        Pimc.withIterations(20).advisedBy(NEVER).choose(game, view, new SplittableRandom(3)));
  }

  @Test
  @DisplayName("advised: named in toString, same budget; a null advisor is a bug")
  void names() {
    assertEquals(
        "ismcts(7 iterations, advised)", Ismcts.withIterations(7).advisedBy(NEVER).toString());
    assertEquals("pimc(30 ms, advised)", Pimc.withMillis(30).advisedBy(NEVER).toString());
    assertEquals(
        "ismcts(" + Ismcts.DEFAULT_ITERATIONS + " iterations, advised)",
        Ismcts.defaults().advisedBy(NEVER).toString());
    assertThrows(NullPointerException.class, () -> Ismcts.defaults().advisedBy(null));
    assertThrows(NullPointerException.class, () -> Pimc.defaults().advisedBy(null));
  }

  @Test
  @DisplayName(
      "outside the play a list of 9 legal actions is searched, one of 10 advised; in the play never")
  void theLongList() {
    assertEquals(9, Frame.LONG_LIST);
    Game<GameState, PlayerView> game = game("five-hundred-4p");
    PlayerView nine = null;
    PlayerView ten = null;
    for (long deal = 1; deal <= 200 && (nine == null || ten == null); deal++) {
      GameState s = Hands.dealt(game, deal);
      SplittableRandom r = new SplittableRandom(deal);
      while (s.phase() == Phase.BID) {
        var legal = game.legalActions(s);
        PlayerView v = game.view(s, s.toAct()).get();
        if (legal.size() == 9) {
          nine = v;
        } else if (legal.size() == 10) {
          ten = v;
        }
        s = game.applyLegal(s, legal.get(r.nextInt(legal.size())));
      }
    }
    assertFalse(Frame.advised(nine), "9 bids");
    assertTrue(Frame.advised(ten), "10 bids");
    Recording advisor = new Recording();
    assertSame(
        ten.legalActions().last(),
        Ismcts.withIterations(3).advisedBy(advisor).choose(game, ten, new SplittableRandom(1)));
    assertEquals(List.of(ten), advisor.views, "10 bids are advised");
    assertEquals(
        Ismcts.withIterations(10).choose(game, nine, new SplittableRandom(2)),
        Ismcts.withIterations(10).advisedBy(NEVER).choose(game, nine, new SplittableRandom(2)),
        "9 bids are searched");
    Game<GameState, PlayerView> pitch = game("pitch-10-4p");
    GameState p = Hands.dealt(pitch, 11);
    PlayerView opening = pitch.view(p, p.toAct()).get();
    assertEquals(Phase.BID, opening.phase());
    assertFalse(Frame.advised(opening), "Pitch's bids are searched: " + opening.legalActions());
  }
}
