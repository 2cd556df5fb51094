package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.briscola.Briscola;
import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.tombolon.Tombolon;
import dev.mazzo.tombolon.TombolonState;
import dev.mazzo.tombolon.TombolonView;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A host that knows the family gets typed games from the family's entry point, without a cast
 * (design.md, the family boundary); the catalog's untyped game is the same rules.
 */
class TypedAccessTest {

  @Test
  @DisplayName("Briscola.game and Tombolon.game cover exactly their families' ids of the catalog")
  void entryPointsCoverTheCatalog() {
    Seq<String> all = Variants.all().map(Variant::id);
    assertEquals(all.filter(id -> Families.of(id).get().name().equals("briscola")), Briscola.ids());
    assertEquals(all.filter(id -> Families.of(id).get().name().equals("tombolon")), Tombolon.ids());
    for (String id : Briscola.ids()) {
      assertEquals(id, Briscola.game(id).get().variant().id());
    }
    for (String id : Tombolon.ids()) {
      assertEquals(id, Tombolon.game(id).get().variant().id());
    }
    assertTrue(Briscola.game("tombolon-rovigo-2p").isEmpty());
    assertTrue(Tombolon.game("briscola-2p").isEmpty());
    assertTrue(Briscola.game(null).isEmpty());
  }

  @Test
  @DisplayName("a typed game plays as the catalog's does, and its views need no cast (B-70, T-33)")
  void typedAndUntypedAgree() {
    Game<BriscolaState, BriscolaView> typed = Briscola.game("briscola-4p").get();
    Game<GameState, PlayerView> untyped = Variants.byId("briscola-4p").get().game();
    BriscolaState s = typed.newMatch(MatchOptions.defaults()).get();
    GameState u = untyped.newMatch(MatchOptions.defaults()).get();
    assertEquals(s, u);
    Deal deal = new Deal(Shuffle.seeded(3).order(s.deck()));
    s = typed.apply(s, deal).get();
    u = untyped.apply(u, deal).get();
    for (int i = 0; i < 12; i++) {
      assertEquals(typed.legalActions(s), untyped.legalActions(u));
      s = typed.applyLegal(s, typed.legalActions(s).head());
      u = untyped.applyLegal(u, untyped.legalActions(u).head());
      assertEquals(s, u);
    }
    BriscolaView v = typed.view(s, 0).get();
    assertEquals(untyped.view(u, 0).get(), v);
    assertEquals(s.table().isEmpty(), v.winningPlay().isEmpty());

    Game<TombolonState, TombolonView> tombolon = Tombolon.game("tombolon-rovigo-2p").get();
    TombolonState t = tombolon.newMatch(MatchOptions.defaults()).get();
    t = tombolon.apply(t, new Deal(Shuffle.seeded(3).order(t.deck()))).get();
    TombolonView tv = tombolon.view(t, 1).get();
    assertEquals(t.tableCards(), tv.tableCards());
  }

  @Test
  @DisplayName("a typed game still rejects a state of a sibling variant as MALFORMED (B-64)")
  void siblingStatesAreRejected() {
    Game<BriscolaState, BriscolaView> two = Briscola.game("briscola-2p").get();
    Game<BriscolaState, BriscolaView> four = Briscola.game("briscola-4p").get();
    BriscolaState s = four.newMatch(MatchOptions.defaults()).get();
    Rejection r = two.apply(s, new Deal(Shuffle.seeded(1).order(s.deck()))).getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code());
    assertTrue(two.legalActions(s).isEmpty());
    assertTrue(two.view(s, 0).isLeft());
  }
}
