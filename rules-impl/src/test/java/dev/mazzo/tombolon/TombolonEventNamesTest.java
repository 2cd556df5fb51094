package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The wire names of the family's own events: one table, {@link TombolonCodec#EVENT_NAMES}. */
class TombolonEventNamesTest {

  @Test
  @DisplayName("T-34: each of the family's own events is named as the chapter lists it")
  void t34_eventNames() {
    List<TombolonEvent> events =
        List.of(
            new TombolonEvent.Dealt(0, 1),
            new TombolonEvent.Table(List.empty()),
            new TombolonEvent.Redeal(List.empty()),
            new TombolonEvent.Played(1, Card.of(Rank.ACE, Suit.CLUBS), List.empty()),
            new TombolonEvent.Scopa(1, 3),
            new TombolonEvent.Colore(1, 3),
            new TombolonEvent.Sweep(2, List.empty()),
            new TombolonEvent.WentOut(0));
    assertEquals(
        List.of("dealt", "table", "redeal", "played", "scopa", "colore", "sweep", "wentOut"),
        events.map(Event::name));
    assertEquals(
        HashSet.of(TombolonEvent.class.getPermittedSubclasses()),
        HashSet.ofAll(TombolonCodec.EVENT_NAMES.keySet()),
        "the table names every event of the sealed interface, and nothing else");
  }
}
