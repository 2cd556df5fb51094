package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The family's actions and their wire types (five-hundred.md §9), and the accessors of state and
 * view for seats out of range.
 */
class ActionsTest {

  @Test
  void typesAndCalls() {
    assertEquals("bid", new MakeBid(0, Bid.S6).type());
    assertEquals("discard", new Discard(0, Array.empty()).type());
    assertEquals("call", Call.alone(0).type());
    assertTrue(Call.alone(0).isAlone());
    assertFalse(Call.card(0, Card.joker(0)).isAlone());
    assertFalse(new Call(0, null).isAlone(), "a null option is no call at all");
    assertEquals(Option.some(Card.joker(0)), Call.card(0, Card.joker(0)).card());
  }

  @Test
  void seatsOutOfRangeHoldNothing() {
    FiveHundredState s = Setup.dealt("five-hundred-4p", Map.of());
    for (int seat : new int[] {-1, 4}) {
      assertTrue(s.hand(seat).isEmpty());
      assertTrue(s.captured(seat).isEmpty());
    }
    assertEquals(10, s.hand(3).size(), "the last seat");
    assertEquals(10, s.hand(0).size(), "the first seat");
    s = Setup.firstLegal(Setup.contract(s, Bid.S6), 4);
    FiveHundredView v = Setup.game("five-hundred-4p").view(s, 0).get();
    for (int seat : new int[] {-1, 4}) {
      assertTrue(v.captured(seat).isEmpty());
      for (Suit suit : Suit.values()) {
        assertFalse(v.shownVoid(seat, suit), "a seat out of range showed no void");
      }
    }
    assertEquals(s.captured(0), v.captured(0));
    assertEquals(s.captured(3), v.captured(3));
    assertEquals(0, v.kittySize());
    assertEquals(
        3,
        Setup.game("five-hundred-4p")
            .view(Setup.dealt("five-hundred-4p", Map.of()), 0)
            .get()
            .kittySize());
  }
}
