package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The wire names of the family's own events: one table, {@link PitchCodec#EVENT_NAMES}. */
class PitchEventNamesTest {

  @Test
  @DisplayName("P-39: each of the family's own events is named as the chapter lists it")
  void p39_eventNames() {
    List<Event> events =
        List.of(
            new PitchEvent.Dealt(0),
            new PitchEvent.BidMade(1, Option.none()),
            new Event.Passed.Plain(2),
            new PitchEvent.TrumpNamed(1, Suit.HEARTS, Option.none()),
            new PitchEvent.Discarded(2, 3),
            new PitchEvent.RemainderGiven(1, true, 1, 4),
            new PitchEvent.BlindTaken(1, 6),
            new PitchEvent.Burned(3, List.empty()),
            new PitchEvent.Out(0),
            new Event.PartnerRevealed.Plain(1, Option.none()),
            new PitchEvent.Voided("all-pass"));
    assertEquals(
        List.of(
            "dealt",
            "bid",
            "passed",
            "trump",
            "discarded",
            "remainder",
            "blind",
            "burned",
            "out",
            "partner",
            "void"),
        events.map(Event::name));
    assertEquals(
        HashSet.of(PitchEvent.class.getPermittedSubclasses()),
        HashSet.ofAll(PitchCodec.EVENT_NAMES.keySet()),
        "the table names every event of the sealed interface, and nothing else");
  }
}
