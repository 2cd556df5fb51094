package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
  @ValueSource(strings = {"five-hundred-4p", "briscola-chiamata-5p", "pitch-10-4p"})
  @DisplayName("a bid is the advisor's: asked once, with the view and the generator given")
  void aBidIsAdvised(String id) {
    Game<GameState, PlayerView> game = game(id);
    GameState s = Hands.dealt(game, 11);
    PlayerView view = game.view(s, s.toAct()).get();
    assertEquals(Phase.BID, view.phase());
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
}
