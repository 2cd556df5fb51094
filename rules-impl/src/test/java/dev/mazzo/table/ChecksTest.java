package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.SeatAction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * User text quoted in a rejection (design.md, rejections a player understands): clipped by code
 * points, and an unpaired surrogate, which a JSON escape can smuggle in, replaced so that the
 * answer encodes cleanly. The seat of a seat's action, read by the checks' fast path for a play.
 */
class ChecksTest {

  @Test
  @DisplayName("clip counts code points, cuts with an ellipsis and replaces only lone surrogates")
  void clip() {
    assertEquals("abc", Checks.clip("abc", 3));
    assertEquals("ab…", Checks.clip("abc", 2));
    assertEquals("", Checks.clip("", 0));
    // U+10000 and U+1D800 are whole code points (their low 16 bits are 0x0000 and a surrogate).
    String pairs = "\uD800\uDC00\uD836\uDC00";
    assertEquals(pairs, Checks.clip(pairs, 2));
    assertEquals("\uD800\uDC00…", Checks.clip(pairs, 1));
    assertEquals("a\uFFFDb\uFFFD", Checks.clip("a\uDC00b\uD800", 10));
    assertEquals("\uD7FF\uFFFD\uE000", Checks.clip("\uD7FF\uDFFF\uE000", 10));
    assertEquals("\"x\"", Checks.quote("x"));
  }

  @Test
  @DisplayName("seatOf reads a play's seat as a PlayCard's and any other seat's action's by seat()")
  void seatOf() {
    assertEquals(3, Checks.seatOf(new PlayCard(3, Card.of(Rank.ACE, Suit.HEARTS))));
    assertEquals(2, Checks.seatOf(new Pass(2)));
    // a host's own seat action, of no family's type, goes through seat() like any other
    SeatAction own =
        new SeatAction() {
          @Override
          public int seat() {
            return 4;
          }

          @Override
          public String type() {
            return "own";
          }
        };
    assertEquals(4, Checks.seatOf(own));
  }
}
