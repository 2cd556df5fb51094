package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Phase;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Id 0 and seat 0 are values, not "none" (pitch.md P-2, P-37, P-38): the called card {@code AH}
 * (card id 0) and a partner in seat 0 are shown as such by the state and, once the called card is
 * played, by every view.
 */
class PitchSeatZeroTest {

  @Test
  void p37_p38_calledCardOfIdZeroAndPartnerInSeatZero() {
    Draft d = new Draft(Position.newMatch("pitch-10-5p", Map.of()).rules);
    d.phase = Phase.PLAY;
    d.declarer = 2;
    d.called = 0;
    d.partner = 0;
    d.revealed = true;
    PitchState s = d.state();
    assertEquals(Option.some(Position.card("AH")), s.called());
    assertEquals(Option.some(0), s.partner());
    PitchView v = new PitchView(s, 1, List.empty());
    assertEquals(Option.some(0), v.partner());
  }
}
