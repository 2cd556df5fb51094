package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Event;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * A transition's events over its buffer ({@link EventList}, issue 29) are the cons list they
 * replaced: the first event, then the buffer's in order, equal both ways, the same hash, printed as
 * {@code List(…)}.
 */
class EventListTest {

  private static final Event A = new PitchEvent.Out(0);
  private static final Event B = new PitchEvent.Out(1);
  private static final Event C = new PitchEvent.Out(2);

  @Test
  void theFirstEventThenTheBuffersInOrder() {
    EventList l = new EventList(A, new Event[] {B, C, null, null}, 2);
    assertEquals(3, l.size());
    assertSame(A, l.get(0));
    assertSame(B, l.get(1));
    assertSame(C, l.get(2));
    assertEquals(List.of(A, B, C), l);
    assertEquals(l, List.of(A, B, C));
    assertEquals(List.of(A, B, C).hashCode(), l.hashCode());
    assertEquals(List.of(A, B, C).toString(), l.toString());
    assertEquals("List", l.stringPrefix());
  }

  @Test
  void withoutAFirstEventTheBufferAlone() {
    EventList l = new EventList(null, new Event[] {B, C, A}, 2);
    assertEquals(2, l.size());
    assertSame(B, l.get(0));
    assertSame(C, l.get(1));
    assertEquals(List.of(B, C), l);
  }

  /** A transition that emits two or more events gives its state a list over the buffer. */
  @Test
  void aDraftOfSeveralEventsLeavesItsBufferToTheList() {
    PitchState s =
        Position.game("pitch-10-4p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
    Draft d = s.draft();
    d.startWith(List.of(A));
    d.emit(B);
    d.emit(C);
    PitchState frozen = d.state();
    assertEquals(EventList.class, frozen.lastEvents().getClass());
    assertEquals(List.of(A, B, C), frozen.lastEvents());
    assertEquals(0, frozen.bufferLength(), "the buffer is the list's");
    Draft one = s.draft();
    one.emit(B);
    assertEquals(List.of(B), one.state().lastEvents());
  }

  /** A view's events stay a cons list when the state's are an {@link EventList} (P-38). */
  @Test
  void aViewsEventsAreAConsList() {
    dev.mazzo.game.Game<PitchState, PitchView> g = Position.game("pitch-10-4p");
    int met = 0;
    for (PitchState s :
        dev.mazzo.table.Replay.walk(g, dev.mazzo.game.MatchOptions.defaults(), 5, 200)) {
      if (s.lastEvents() instanceof EventList) {
        PitchView v = g.view(s, 0).get();
        assertTrue(v.events() instanceof List, "a List");
        assertEquals(s.lastEvents().size(), v.events().size());
        met++;
      }
    }
    assertTrue(met > 0, "states with several events: " + met);
  }
}
