package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.table.Replay;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The checks take a seat's action as itself (F-30): {@link FiveHundredGame#seatAction}, which tells
 * each action of the space by its class instead of casting to an interface (issue 29), answers
 * every legal action of random four- and five-handed matches with the very same object.
 */
class SeatActionTest {

  @Test
  void everyLegalActionIsItsOwnSeatAction() {
    Set<Class<?>> seen = new HashSet<>();
    for (String id : new String[] {"five-hundred-4p", "five-hundred-5p"}) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      FiveHundredGame game = (FiveHundredGame) g;
      FiveHundredState any = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
      for (long seed = 1; seed <= 3; seed++) {
        for (FiveHundredState s :
            Replay.walk(
                g, FiveHundredPropertiesTest.options(any, new SplittableRandom(seed)), seed, 150)) {
          for (Action a : g.legalActions(s)) {
            if (!(a instanceof Deal)) {
              assertSame(a, game.seatAction(a), a.toString());
              seen.add(a.getClass());
            }
          }
        }
      }
    }
    assertTrue(seen.size() >= 5, "play, bid, pass, discard and call: " + seen);
  }
}
