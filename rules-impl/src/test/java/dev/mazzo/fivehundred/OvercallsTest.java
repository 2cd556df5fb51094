package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.hint.SearchHint;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What Five Hundred's game tells the search about overcalls ({@link SearchHint#overcalls}): the
 * next rung of the ladder (the five lowest bids) where greedy passes, never over a bid of the
 * seat's own team (F-4). Another game's state gets none ({@code RolloutTest}).
 */
class OvercallsTest {

  private static final Map<String, Object> NONE = Map.of();

  private static int overcalls(GameState s) {
    return ((SearchHint) Setup.game(s.variantId())).overcalls(s);
  }

  @Test
  @DisplayName(
      "F-4, F-8 (4p): the opening and an opponent's bid may be overcalled, a partner's not")
  void fourHanded() {
    FiveHundredState s = dealt("five-hundred-4p", NONE);
    assertEquals(Phase.BID, s.phase());
    assertEquals(1, s.toAct());
    assertEquals(FiveHundredGame.OVERCALLS, overcalls(s), "no bid stands yet");
    s = act(s, new MakeBid(1, Bid.S6));
    assertEquals(2, s.toAct());
    assertEquals(5, overcalls(s), "seat 2 over seat 1, an opponent");
    s = act(s, new Pass(2));
    assertEquals(3, s.toAct());
    assertEquals(0, overcalls(s), "seat 3 over seat 1, its partner");
    s = act(s, new MakeBid(3, Bid.C6));
    assertEquals(0, s.toAct());
    assertEquals(5, overcalls(s), "seat 0 over seat 3, an opponent");
    s = act(s, new Pass(0));
    assertEquals(1, s.toAct());
    assertEquals(0, overcalls(s), "seat 1 over seat 3, its partner");
  }

  @Test
  @DisplayName("F-4 (4p): seat 0's bid, spoken first after dealer 3, is its partner's at seat 2")
  void seatZeroHolds() {
    FiveHundredState s = dealt("five-hundred-4p", Map.of("dealer", 3));
    assertEquals(0, s.toAct());
    s = act(s, new MakeBid(0, Bid.S6));
    assertEquals(5, overcalls(s), "seat 1 over seat 0");
    s = act(s, new Pass(1));
    assertEquals(2, s.toAct());
    assertEquals(0, overcalls(s), "seat 2 over seat 0, its partner");
  }

  @Test
  @DisplayName("F-4 (6p): teams of three, {0, 2, 4} against {1, 3, 5}")
  void sixHanded() {
    FiveHundredState s = dealt("five-hundred-6p", NONE);
    s = act(s, new MakeBid(1, Bid.S6));
    assertEquals(5, overcalls(s), "seat 2 over seat 1");
    s = act(s, new Pass(2));
    assertEquals(0, overcalls(s), "seat 3 over seat 1, a teammate");
    s = act(s, new Pass(3));
    assertEquals(5, overcalls(s), "seat 4 over seat 1");
    s = act(s, new Pass(4));
    assertEquals(0, overcalls(s), "seat 5 over seat 1, a teammate");
  }

  @Test
  @DisplayName("F-4 (3p, 5p): every seat keeps its own score, so every bid may be overcalled")
  void noTeams() {
    for (String id : new String[] {"five-hundred-3p", "five-hundred-5p"}) {
      FiveHundredState s = dealt(id, NONE);
      s = act(s, new MakeBid(1, Bid.S6));
      assertEquals(5, overcalls(s), id + ": seat 2 over seat 1");
      s = act(s, new Pass(2));
      assertEquals(5, overcalls(s), id + ": seat " + s.toAct() + " over seat 1");
    }
  }
}
