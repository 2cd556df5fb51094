package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The bids of the ladder (five-hundred.md F-6) by tricks and trump, and their notation. */
class BidTest {

  @Test
  void f6ABidByTricksAndTrump() {
    assertEquals(Option.some(Bid.S6), Bid.of(6, Trump.of(Suit.SPADES)));
    assertEquals(Option.some(Bid.H7), Bid.of(7, Trump.of(Suit.HEARTS)));
    assertEquals(Option.some(Bid.NT10), Bid.of(10, Trump.NO_TRUMP));
    assertEquals(Option.none(), Bid.of(5, Trump.of(Suit.SPADES)), "below 6 tricks");
    assertEquals(Option.none(), Bid.of(11, Trump.NO_TRUMP), "above 10 tricks");
    assertEquals(Option.none(), Bid.of(8, null), "no trump named");
    assertEquals(Option.none(), Bid.of(0, null), "misère is no number of tricks and trump");
  }

  @Test
  void f6TheNotationOfTheLadder() {
    assertEquals("6S", Bid.S6.code());
    assertEquals("7H", Bid.H7.code());
    assertEquals("10NT", Bid.NT10.code());
    assertEquals("MIS", Bid.MIS.code());
    assertEquals("OMIS", Bid.OMIS.code());
  }
}
