package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.Test;

/** A table state's text for logs and test messages, written once in {@link TableState}. */
class StateTextTest {

  private static String text(String id) {
    GameState s = Variants.byId(id).get().game().newMatch(MatchOptions.defaults()).get();
    return s.toString();
  }

  @Test
  void namesTheVariantHandPhaseAndSeatToAct() {
    assertEquals("briscola-2p hand 1 deal toAct -1", text("briscola-2p"));
    assertEquals("tombolon-rovigo-2p hand 1 deal toAct -1", text("tombolon-rovigo-2p"));
    assertEquals("five-hundred-4p hand 1 deal toAct -1", text("five-hundred-4p"));
  }
}
