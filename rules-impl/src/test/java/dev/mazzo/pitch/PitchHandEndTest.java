package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.card;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The score of a hand at its boundaries (pitch.md P-30, P-31, P-36), the points set by the test:
 * the contract of the result names the called card of id 0 and a partner in seat 0, and a made moon
 * from a score of exactly 0 gives the target.
 */
class PitchHandEndTest {

  private static Draft ended(String id, int declarer, int bid, int... points) {
    Draft d = new Draft(Position.newMatch(id, Map.of()).rules);
    d.phase = dev.mazzo.game.Phase.PLAY;
    d.declarer = (byte) declarer;
    d.bid = (byte) bid;
    d.trump = (byte) Suit.HEARTS.ordinal();
    Piles.setPoints(d, points);
    return d;
  }

  private static PitchHandResult result(Draft d) {
    HandEnd.end(d);
    PitchState s = d.state();
    for (Event e : s.lastEvents()) {
      if (e instanceof Event.HandScored h) {
        return (PitchHandResult) h.result();
      }
    }
    throw new AssertionError("no hand result in " + s.lastEvents());
  }

  @Test
  void p36_theCalledAceOfIdZeroAndAPartnerInSeatZero() {
    Draft d = ended("pitch-10-5p", 2, 6, 4, 0, 3, 2, 1);
    d.called = (byte) (d.rules.deck.idOf(card("AH")));
    d.partner = 0;
    assertEquals(0, d.called, "AH is the first card of the deck (P-2)");
    PitchHandResult r = result(d);
    assertEquals(
        Option.some(
            new PitchHandResult.Contract(
                2, Option.some(6), Suit.HEARTS, Option.some(card("AH")), Option.some(0))),
        r.contract());
    assertEquals(Array.of(7, 0, 7, 2, 1), r.scoreChange(), "P-31: bidder and partner made 7");
  }

  @Test
  void p30_aMadeMoonFromExactlyZeroGivesTheTarget() {
    Draft d = ended("pitch-10-4p", 1, 0, 0, 6, 0, 4);
    d.bid = (byte) d.rules.moon;
    d.score[1] = 0;
    d.score[0] = 30;
    PitchHandResult r = result(d);
    assertEquals(Array.of(0, 52), r.scoreChange(), "P-30: 0 or more becomes the target");
  }
}
