package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** What every family's narrator is made of: the seating, the text, "you" and the seats' names. */
class SeatNarratorTest {

  /** Tells nothing; shows what it was made of. */
  private static final class Plain extends SeatNarrator<Text> {
    Plain(Seating seating, Text text) {
      super(seating, text);
    }

    @Override
    public Seq<String> draw(PlayerView view, Seq<Action> choices) {
      return Array.of(who(0), who(seat));
    }

    @Override
    public Seq<String> tell(Event event, PlayerView view) {
      return Array.empty();
    }
  }

  @Test
  void keepsItsSeatingTextAndSeatAndNamesTheSeats() {
    Seating seating = new Seating(2, List.of(List.of(0, 2), List.of(1, 3)));
    Text text = Families.all().head().text();
    Plain n = new Plain(seating, text);
    assertSame(seating, n.seating);
    assertSame(text, n.text);
    assertEquals(2, n.seat);
    assertEquals(Array.of("seat 0", "you"), n.draw(null, List.empty()));
  }

  @Test
  void wordsTheAuctionsBidsAndPassesAndTellsASentenceAsItsLines() {
    Plain n = new Plain(new Seating(2, List.of(List.of(0, 2), List.of(1, 3))), null);
    assertEquals("You bid 7 hearts.", n.bid(2, "7 hearts"));
    assertEquals("Seat 1 bids 3.", n.bid(1, "3"));
    assertEquals("You pass.", n.passed(2));
    assertEquals("Seat 0 passes.", n.passed(0));
    assertEquals(Array.of("Seat 0 passes."), SeatNarrator.lines("Seat 0 passes."));
  }

  /** An event of its own for {@link SeatNarrator#tellOwn}. */
  private record Own(int seat) implements Event {
    @Override
    public String name() {
      return "own";
    }
  }

  @Test
  void tellsItsOwnEventsInASentenceAndTheRestAsTheSeatingDoes() {
    Seating seating = new Seating(1, List.of(List.of(0), List.of(1)));
    Plain n = new Plain(seating, null);
    Event.Dealt dealt = new Event.Dealt.Plain(0, Option.none());
    assertEquals(seating.tell(dealt, null), n.dealt(0, null));
    assertEquals(
        Array.of("Seat 0 passes."),
        n.tellOwn(new Own(0), null, Own.class, o -> Option.some(n.passed(o.seat()))));
    assertEquals(Array.empty(), n.tellOwn(new Own(0), null, Own.class, o -> Option.none()));
    assertEquals(
        seating.tell(dealt, null),
        n.tellOwn(dealt, null, Own.class, o -> Option.some("never told")));
  }
}
