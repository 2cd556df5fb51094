package dev.mazzo.briscola;

import static dev.mazzo.briscola.RandomMatches.options;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.table.Replay;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The checks take a seat's action as itself (B-67): {@link BriscolaGame#seatAction}, which tells a
 * play, a bid, a pass and a call by their classes instead of casting to an interface (issue 29),
 * answers every legal action of random chiamata matches with the very same object, and so the seat
 * the checks read is the action's own.
 */
class SeatActionTest {

  @Test
  void everyLegalActionOfTheChiamataIsItsOwnSeatAction() {
    String id = "briscola-chiamata-5p";
    BriscolaGame game = (BriscolaGame) Briscola.game(id).get();
    Set<Class<?>> seen = new HashSet<>();
    for (long seed = 1; seed <= 3; seed++) {
      for (GameState s :
          Replay.walk(RandomMatches.game(id), options(id, new SplittableRandom(seed)), seed, 120)) {
        for (Action a : RandomMatches.game(id).legalActions(s)) {
          if (!(a instanceof Deal)) {
            assertSame(a, game.seatAction(a), a.toString());
            seen.add(a.getClass());
          }
        }
      }
    }
    assertTrue(seen.size() >= 4, "play, bid, pass and call: " + seen);
  }
}
