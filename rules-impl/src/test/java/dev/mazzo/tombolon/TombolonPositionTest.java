package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A state and every view of it tell the public part of a Tombolon position alike (T-32, T-33). */
class TombolonPositionTest {

  @Test
  @DisplayName(
      "T-33: every seat's view and the public one reads the state's table, counters and secured")
  void viewsTellWhatTheStateTells() {
    for (String id : Tombolon.ids()) {
      Game<TombolonState, TombolonView> game = Tombolon.game(id).get();
      TombolonState s = game.newMatch(MatchOptions.defaults()).get();
      int steps = 0;
      for (int i = 0; i < 400 && !s.isOver(); i++) {
        if (s.phase() == Phase.DEAL) {
          s = game.apply(s, new Deal(Shuffle.seeded(id.length() + i).order(s.deck()))).get();
          continue;
        }
        assertSameAsViews(game, s);
        Seq<Action> legal = game.legalActions(s);
        s = game.apply(s, legal.get((i * 7) % legal.size())).get();
        steps++;
      }
      assertTrue(steps > 20, id);
    }
  }

  private static void assertSameAsViews(Game<TombolonState, TombolonView> game, TombolonState s) {
    for (int seat = -1; seat < s.players(); seat++) {
      TombolonPosition v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
      assertEquals(s.eldest(), v.eldest());
      assertEquals(s.tableCards(), v.tableCards());
      assertEquals(s.lastTaker(), v.lastTaker());
      assertEquals(s.distribution(), v.distribution());
      assertEquals(s.target(), v.target());
      assertEquals(s.secured(), v.secured());
      for (int side = -1; side <= 2; side++) {
        assertEquals(s.scopeCount(side), v.scopeCount(side));
        assertEquals(s.scopePoints(side), v.scopePoints(side));
        assertEquals(s.colorePoints(side), v.colorePoints(side));
        assertEquals(s.secured(side), v.secured(side));
      }
    }
  }
}
