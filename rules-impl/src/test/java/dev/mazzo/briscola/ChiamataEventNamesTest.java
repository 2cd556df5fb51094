package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The wire names of chiamata's events: one table, {@link BriscolaCodec#EVENT_NAMES}. */
class ChiamataEventNamesTest {

  @Test
  @DisplayName("B-71: each chiamata event is named as the chapter lists it")
  void b71_eventNames() {
    Card called = Card.of(Rank.ACE, Suit.CLUBS);
    List<Event> events =
        List.of(
            new ChiamataEvent.BidMade(1, Option.none(), Option.some(70)),
            new Event.Passed.Plain(2),
            new ChiamataEvent.AuctionEnded(Option.none()),
            new ChiamataEvent.Called(1, called, Suit.CLUBS),
            new Event.PartnerRevealed.Plain(1, Option.none()));
    assertEquals(List.of("bid", "passed", "auction", "called", "partner"), events.map(Event::name));
    assertEquals(
        HashSet.of(ChiamataEvent.class.getPermittedSubclasses()),
        HashSet.ofAll(BriscolaCodec.EVENT_NAMES.keySet()),
        "the table names every event of the sealed interface, and nothing else");
  }
}
