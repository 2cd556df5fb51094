package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link TableState#positionHash}: the rules, the phase, the seat to act and the hand number,
 * combined as {@code java.util.Arrays.hashCode} would combine them after the rules' hash, so that
 * every family's {@code hashCode} starts from the same position.
 */
class PositionHashTest {

  private static int expected(TableState s) {
    int h = s.tableRules().hashCode();
    h = 31 * h + s.phase().hashCode();
    h = 31 * h + s.toAct();
    return 31 * h + s.handNumber();
  }

  @ParameterizedTest
  @ValueSource(strings = {"briscola-2p", "briscola-chiamata-5p", "tombolon-padova-4p"})
  @DisplayName("the position hash of each state of a hand's start, and it moves with the seat")
  void positionHash(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.applyLegal(s, new Deal(Shuffle.seeded(7).order(s.deck())));
    int checked = 0;
    for (int i = 0; i < 6 && s.toAct() >= 0; i++, checked++) {
      TableState t = (TableState) s;
      assertEquals(expected(t), t.positionHash(), id + " step " + i);
      GameState next = game.applyLegal(s, game.legalActions(s).last());
      if (next.toAct() != s.toAct() && next.phase() == s.phase()) {
        assertNotEquals(t.positionHash(), ((TableState) next).positionHash(), "step " + i);
      }
      s = next;
    }
    assertEquals(6, checked, "six positions of " + id);
  }
}
