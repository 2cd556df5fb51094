package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The edges of the checks and the void hand that the other Pitch tests leave open: the sentence of
 * each WRONG_PHASE and of a bid below the moon (P-34, §15), a bid of 1 well formed (P-34 item 1), a
 * call of a card of no Pitch deck (P-34 item 1), and the events and result of an all-pass hand
 * (P-32, P-36, P-39).
 */
class PitchSentencesTest {

  private static final String[] FOUR = {"", "", "", ""};

  private static Rejection rejection(PitchState s, Action a) {
    Either<Rejection, PitchState> r = Position.game(s.variantId()).apply(s, a);
    assertTrue(r.isLeft(), () -> a + " accepted");
    return r.getLeft();
  }

  private static PitchState dealt(Map<String, Object> options) {
    return Position.deal(Position.newMatch("pitch-10-4p", options), FOUR, "");
  }

  @Test
  void p34_wrongPhase_saysWhatTheTableIsWaitingFor() {
    PitchState fresh = Position.newMatch("pitch-10-4p", Map.of());
    Rejection deal = rejection(fresh, new Pass(1));
    assertEquals(Code.WRONG_PHASE, deal.code());
    assertEquals("The cards have not been dealt yet", deal.message());

    PitchState bid = dealt(Map.of());
    Rejection auction = rejection(bid, new PlayCard(1, card("AH")));
    assertEquals(Code.WRONG_PHASE, auction.code());
    assertEquals("The auction is on: bid or pass", auction.message());

    // Dealer 0: seats 1, 2, 3 pass, the stuck dealer bids 4 (P-12); phase trump.
    PitchState trump = apply(apply(apply(bid, new Pass(1)), new Pass(2)), new Pass(3));
    trump = apply(trump, PitchAction.Bid.of(0, 4));
    Rejection naming = rejection(trump, new PlayCard(0, card("AH")));
    assertEquals(Code.WRONG_PHASE, naming.code());
    assertEquals("The bidder must name trumps first", naming.message());
  }

  @Test
  void p34_bidOfOneIsWellFormedButTooLow() {
    PitchState s = dealt(Map.of());
    Rejection r = rejection(s, PitchAction.Bid.of(1, 1));
    assertEquals(Code.BID_TOO_LOW, r.code(), "1 … T is well formed (P-34 item 1)");
    assertEquals("A bid is a number from 4 to 10, or moon: 1 is not a bid", r.message());
  }

  @Test
  void p11_p34_bidsBelowAndAboveNameTheSameLimits() {
    // G-3: bidding 3 is BID_TOO_LOW and bidding 11 MALFORMED, but both name minBid … T and moon.
    PitchState s = dealt(Map.of());
    Rejection low = rejection(s, PitchAction.Bid.of(1, 3));
    Rejection high = rejection(s, PitchAction.Bid.of(1, 11));
    Rejection zero = rejection(s, PitchAction.Bid.of(1, 0));
    assertEquals(Code.BID_TOO_LOW, low.code());
    assertEquals(Code.MALFORMED, high.code());
    assertEquals(Code.MALFORMED, zero.code());
    assertEquals("A bid is a number from 4 to 10, or moon: 3 is not a bid", low.message());
    assertEquals("A bid is a number from 4 to 10, or moon: 11 is not a bid", high.message());
    assertEquals("A bid is a number from 4 to 10, or moon: 0 is not a bid", zero.message());
    PitchState six = dealt(Map.of("minBid", 6));
    assertEquals(
        "A bid is a number from 6 to 10, or moon: 5 is not a bid",
        rejection(six, PitchAction.Bid.of(1, 5)).message());
  }

  @Test
  void p12_stuckDealerIsToldTheSameLimits() {
    PitchState s = apply(apply(apply(dealt(Map.of()), new Pass(1)), new Pass(2)), new Pass(3));
    Rejection r = rejection(s, new Pass(0));
    assertEquals(Pitch.DEALER_MUST_BID, r.code());
    assertEquals(
        "Every other seat has passed: the dealer must bid, from 4 to 10 or moon", r.message());
  }

  @Test
  void p11_standingBidIsNamedInTheSentence() {
    PitchState s = dealt(Map.of());
    PitchState five = apply(s, PitchAction.Bid.of(1, 5));
    Rejection number = rejection(five, PitchAction.Bid.of(2, 5));
    assertEquals(Code.BID_TOO_LOW, number.code());
    assertEquals("A bid must be above the standing bid of 5", number.message());
    PitchState moon = apply(s, PitchAction.Bid.moon(1));
    Rejection above = rejection(moon, PitchAction.Bid.of(2, 10));
    assertEquals(Code.BID_TOO_LOW, above.code());
    assertEquals("A bid must be above the standing bid of moon", above.message());
  }

  @Test
  void p34_callOfACardOfNoPitchDeckIsMalformed() {
    PitchState s =
        Position.deal(
            Position.newMatch("pitch-10-5p", Map.of()), new String[] {"", "", "", "", ""}, "");
    Rejection r = rejection(s, PitchAction.Trump.calling(1, Suit.HEARTS, card("11H")));
    assertEquals(Code.MALFORMED, r.code(), "checked before the phase (P-34 item 1)");
    assertEquals("11H is not a card of this deck", r.message());
  }

  @Test
  void p32_p39_allPassVoidsTheHandWithItsEvents() {
    PitchState s = dealt(Map.of("allPassRedeal", true));
    for (int seat : new int[] {1, 2, 3, 0}) {
      s = apply(s, new Pass(seat));
    }
    PitchHandResult r = (PitchHandResult) s.results().last();
    assertTrue(r.isVoid());
    assertTrue(r.tricks().isEmpty(), "P-36: no tricks in a Pitch result");
    assertEquals(
        List.of(
            new Event.Passed.Plain(0),
            new PitchEvent.Voided("all-pass"),
            new Event.HandScored.Plain(r)),
        s.lastEvents().toList());
  }
}
