package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Briscola;
import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.pitch.Pitch;
import dev.mazzo.pitch.PitchState;
import dev.mazzo.pitch.PitchView;
import dev.mazzo.tombolon.Tombolon;
import dev.mazzo.tombolon.TombolonState;
import dev.mazzo.tombolon.TombolonView;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A state or view of another variant given to a game, through the typed entry points and the
 * untyped one: MALFORMED with a sentence naming the game's variant, and the unchecked fast path
 * falls back to the checked one, which refuses it (an exception: the fast path takes only states of
 * its own game).
 */
class ForeignStateTest {

  private static <S extends GameState, V extends PlayerView> void refusesForeign(
      Game<S, V> game, S foreign, V foreignView, String id) {
    assertEquals(
        "That state is not a match of " + id, game.publicView(foreign).getLeft().message());
    assertEquals("That state is not a match of " + id, game.view(foreign, 0).getLeft().message());
    assertEquals(
        "That view is not of a match of " + id,
        game.determinize(foreignView, new SplittableRandom(1)).getLeft().message());
    assertTrue(game.legalActions(foreign).isEmpty());
    Deal deal = new Deal(Shuffle.seeded(1).order(foreign.deck()));
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> game.applyLegal(foreign, deal));
    assertEquals("That state is not a match of " + id, e.getMessage());
  }

  @Test
  @DisplayName("Briscola: a briscola-3p state or view given to briscola-2p is refused")
  void briscola() {
    Game<BriscolaState, BriscolaView> two = Briscola.game("briscola-2p").get();
    Game<BriscolaState, BriscolaView> three = Briscola.game("briscola-3p").get();
    BriscolaState s = three.newMatch(MatchOptions.defaults()).get();
    s = three.apply(s, new Deal(Shuffle.seeded(2).order(s.deck()))).get();
    refusesForeign(two, s, three.view(s, 0).get(), "briscola-2p");
  }

  @Test
  @DisplayName("Tombolon: a padova state or view given to rovigo is refused")
  void tombolon() {
    Game<TombolonState, TombolonView> rovigo = Tombolon.game("tombolon-rovigo-2p").get();
    Game<TombolonState, TombolonView> padova = Tombolon.game("tombolon-padova-2p").get();
    TombolonState s = padova.newMatch(MatchOptions.defaults()).get();
    s = padova.apply(s, new Deal(Shuffle.seeded(2).order(s.deck()))).get();
    refusesForeign(rovigo, s, padova.view(s, 0).get(), "tombolon-rovigo-2p");
    TombolonState own = rovigo.newMatch(MatchOptions.defaults()).get();
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> rovigo.applyLegal(own, new Pass(0)));
    assertTrue(e.getMessage().contains("pass"), e.getMessage());
  }

  @Test
  @DisplayName("Pitch: a pitch-10-5p state or view given to pitch-10-4p is refused (TableGame)")
  void pitch() {
    // Pitch keeps TableGame's fast path, which falls back to the checked one for a foreign state.
    Game<PitchState, PitchView> four = Pitch.game("pitch-10-4p").get();
    Game<PitchState, PitchView> five = Pitch.game("pitch-10-5p").get();
    PitchState s = five.newMatch(MatchOptions.defaults()).get();
    s = five.apply(s, new Deal(Shuffle.seeded(2).order(s.deck()))).get();
    refusesForeign(four, s, five.view(s, 0).get(), "pitch-10-4p");
  }

  @Test
  @DisplayName("Untyped: a tombolon state or view given to briscola-2p is refused")
  void untyped() {
    Game<GameState, PlayerView> briscola = Variants.byId("briscola-2p").get().game();
    Game<GameState, PlayerView> tombolon = Variants.byId("tombolon-rovigo-2p").get().game();
    GameState s = tombolon.newMatch(MatchOptions.defaults()).get();
    s = tombolon.apply(s, new Deal(Shuffle.seeded(2).order(s.deck()))).get();
    refusesForeign(briscola, s, tombolon.view(s, 0).get(), "briscola-2p");
  }

  @Test
  @DisplayName(
      "Untyped: every catalog game refuses a state and a view of each other variant, with no cast"
          + " that fails (the catalog's game is the typed one, TableGame#untyped)")
  void everyCatalogGame() {
    for (Variant other : Variants.all()) {
      Game<GameState, PlayerView> g = other.game();
      GameState s = g.newMatch(MatchOptions.defaults()).get();
      s = g.apply(s, new Deal(Shuffle.seeded(3).order(s.deck()))).get();
      PlayerView v = g.view(s, 0).get();
      for (Variant variant : Variants.all().remove(other)) {
        refusesForeign(variant.game(), s, v, variant.id());
      }
    }
  }
}
