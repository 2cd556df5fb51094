package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.Replay;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The checks take a seat's action as itself (P-34): {@link PitchGame#seatAction}, which tells each
 * action of the space by its class instead of casting to an interface (issue 29), answers every
 * legal action of random matches with the very same object.
 */
class SeatActionTest {

  @Test
  void everyLegalActionIsItsOwnSeatAction() {
    Set<Class<?>> seen = new HashSet<>();
    for (String id : new String[] {"pitch-10-4p", "pitch-10-5p"}) {
      Game<PitchState, PitchView> g = Pitch.game(id).get();
      PitchGame game = (PitchGame) g;
      for (long seed = 1; seed <= 4; seed++) {
        for (PitchState s : Replay.walk(g, MatchOptions.defaults(), seed, 150)) {
          for (Action a : g.legalActions(s)) {
            if (!(a instanceof Deal)) {
              assertSame(a, game.seatAction(a), a.toString());
              seen.add(a.getClass());
            }
          }
        }
      }
    }
    assertTrue(seen.size() >= 5, "play, bid, pass, trump and burn: " + seen);
  }
}
