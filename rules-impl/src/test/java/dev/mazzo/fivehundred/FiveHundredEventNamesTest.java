package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The wire names of the family's own events: one table, {@link FiveHundredCodec#EVENT_NAMES}. */
class FiveHundredEventNamesTest {

  @Test
  @DisplayName("F-35: each of the family's own events is named as the chapter lists it")
  void f35_eventNames() {
    List<Event> events =
        List.of(
            new FiveHundredEvent.Dealt(0),
            new FiveHundredEvent.BidMade(1, Bid.MIS),
            new Event.Passed.Plain(2),
            new FiveHundredEvent.Contract(1, Bid.MIS),
            new FiveHundredEvent.Kitty(1, Option.none()),
            new FiveHundredEvent.Discarded(1, 3),
            new FiveHundredEvent.Called(1, Option.none()),
            new Event.PartnerRevealed.Plain(1, Option.some(3)),
            new FiveHundredEvent.Exposed(1, List.empty()),
            new FiveHundredEvent.Void(),
            new FiveHundredEvent.JokerLed(2, Card.joker(0), Suit.HEARTS));
    assertEquals(
        List.of(
            "dealt",
            "bid",
            "passed",
            "contract",
            "kitty",
            "discarded",
            "called",
            "partner",
            "exposed",
            "void",
            "played"),
        events.map(Event::name));
    assertEquals(
        HashSet.of(FiveHundredEvent.class.getPermittedSubclasses()),
        HashSet.ofAll(FiveHundredCodec.EVENT_NAMES.keySet()),
        "the table names every event of the sealed interface, and nothing else");
  }
}
