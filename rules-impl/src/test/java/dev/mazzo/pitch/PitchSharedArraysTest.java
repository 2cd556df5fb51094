package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Event;
import dev.mazzo.table.Replay;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A play's draft shares the state's arrays until its trick is gathered (issue 29): no transition
 * changes the state it starts from, in any id under random options; and the events a transition
 * emits keep their order however many there are.
 */
class PitchSharedArraysTest {

  @Test
  void noTransitionChangesTheStateItStartsFrom() {
    for (String id : Pitch.ids()) {
      for (long seed = 1; seed <= 12; seed++) {
        Replay.assertFrozen(
            Position.game(id),
            PitchPropertiesTest.options(id, new SplittableRandom(seed)),
            seed,
            300);
      }
    }
  }

  @Test
  void emittedEventsKeepTheirOrder() {
    PitchState s =
        Position.game("pitch-10-4p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
    assertEquals(List.empty(), s.draft().state().d.events, "none");
    for (int n = 1; n <= 20; n++) {
      Draft d = s.draft();
      Event[] events = new Event[n];
      for (int i = 0; i < n; i++) {
        events[i] = new PitchEvent.Out(i);
        d.emit(events[i]);
      }
      assertEquals(List.of(events), d.state().d.events, n + " events");
    }
  }
}
