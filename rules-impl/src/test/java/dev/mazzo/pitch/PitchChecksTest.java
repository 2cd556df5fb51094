package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static dev.mazzo.pitch.Position.cards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Every rejection code of pitch.md §15, in the order of the checks of P-34; state unchanged. */
class PitchChecksTest {

  private static final Map<String, Object> NONE = Map.of();

  /** The code, and the state left as it was (§15: a rejected action leaves the state unchanged). */
  private static Code code(PitchState s, Action a) {
    PitchState copy = s;
    Either<Rejection, PitchState> r = Position.game(s.variantId()).apply(s, a);
    assertTrue(r.isLeft(), () -> a + " accepted");
    assertTrue(r.getLeft().message() != null && !r.getLeft().message().isBlank());
    assertEquals(copy, s);
    return r.getLeft().code();
  }

  private static PitchState dealt(String id) {
    String[] hands =
        id.endsWith("5p") ? new String[] {"", "", "", "", ""} : new String[] {"", "", "", ""};
    return Position.deal(Position.newMatch(id, NONE), hands, "");
  }

  @Test
  void p34_malformed_shapes() {
    PitchState s = Position.newMatch("pitch-10-4p", NONE);
    s = apply(s, new Deal(Position.order(s, new String[] {"", "", "", ""}, "")));
    assertEquals(Code.MALFORMED, code(s, new Pass(4)), "seat out of range");
    assertEquals(Code.MALFORMED, code(s, new Pass(-1)));
    assertEquals(Code.MALFORMED, code(s, PitchAction.Bid.of(1, 0)), "amount 1 … T");
    assertEquals(Code.MALFORMED, code(s, PitchAction.Bid.of(1, 11)));
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Bid(1, null)));
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Bid(1, Option.some(null))));
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Trump(1, null, Option.none())));
    assertEquals(
        Code.MALFORMED, code(s, PitchAction.Trump.calling(1, Suit.HEARTS, card("AH"))), "4p call");
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Trump(1, Suit.HEARTS, null)));
    assertEquals(Code.MALFORMED, code(s, new PlayCard(1, card("11H"))), "a card of no deck here");
    assertEquals(Code.MALFORMED, code(s, new PlayCard(1, null)));
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Burn(1, cards("5H 5H"))), "repeated");
    assertEquals(Code.MALFORMED, code(s, new PitchAction.Burn(1, null)));
    assertEquals(
        Code.MALFORMED, code(s, new dev.mazzo.briscola.Bid(1, Option.none(), Option.some(70))));
    assertEquals(Code.MALFORMED, code(s, new Deal(Array.of(card("AH")))));
    PitchState noJokers = Position.newMatch("pitch-5-4p", Map.of("removeJokers", true));
    assertEquals(Code.MALFORMED, code(noJokers, new PlayCard(0, card("JK1"))), "JK1 removed");
    PitchState five = dealt("pitch-10-5p");
    assertEquals(Code.MALFORMED, code(five, PitchAction.Trump.of(1, Suit.HEARTS)), "5p needs call");
    assertEquals(Code.MALFORMED, code(five, new PitchAction.Remainder(1, true)), "no remainder");
  }

  @Test
  void p34_orderOfTheChecks() {
    PitchState start = Position.newMatch("pitch-10-4p", NONE);
    // WRONG_PHASE before NOT_YOUR_TURN: a play during the deal.
    assertEquals(Code.WRONG_PHASE, code(start, new PlayCard(3, card("AH"))));
    PitchState s = dealt("pitch-10-4p");
    assertEquals(Code.WRONG_PHASE, code(s, new PitchAction.Remainder(1, true)));
    assertEquals(Code.WRONG_PHASE, code(s, new Deal(s.deck().cards())));
    // NOT_YOUR_TURN.
    assertEquals(Code.NOT_YOUR_TURN, code(s, new Pass(2)));
    // ALREADY_PASSED before NOT_YOUR_TURN.
    PitchState p = apply(s, new Pass(1));
    assertEquals(Code.ALREADY_PASSED, code(p, PitchAction.Bid.of(1, 5)));
    assertEquals(Code.ALREADY_PASSED, code(p, new Pass(1)));
    // BID_TOO_LOW below minBid; DEALER_MUST_BID.
    assertEquals(Code.BID_TOO_LOW, code(p, PitchAction.Bid.of(2, 3)));
    PitchState stuck = apply(apply(p, new Pass(2)), new Pass(3));
    assertEquals(Pitch.DEALER_MUST_BID, code(stuck, new Pass(0)));
    PitchState moon = apply(stuck, PitchAction.Bid.moon(0));
    assertEquals(Pitch.TRUMP, moon.phase());
    assertEquals(Code.NOT_YOUR_TURN, code(moon, PitchAction.Trump.of(1, Suit.HEARTS)));
  }

  @Test
  void p34_callAndBurnAndPlayCodes() {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    s = Position.deal(s, new String[] {"", "", "KH 2C 3C 4C 5C 6C 7C 8C 9C 10C", "", ""}, "");
    s = Position.auction(s, 2, 5);
    // NOT_A_TRUMP before ILLEGAL_CALL: 2C is held and not a heart trump.
    assertEquals(Pitch.NOT_A_TRUMP, code(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("2C"))));
    assertEquals(
        Pitch.ILLEGAL_CALL, code(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("KH"))));
    // Burn: CARD_NOT_IN_HAND before ILLEGAL_BURN; the called card never burns.
    Draft d = Position.play("pitch-10-5p", NONE, 'H', 0, 5, "AH KH QH 9H 8H 7H 6H", "JH");
    d.called = (byte) (d.rules.deck.idOf(card("KH")));
    d.partner = Draft.NONE;
    d.calledFromBlind = true;
    d.phase = Pitch.BURN;
    d.toAct = 0;
    PitchState burn = d.state();
    assertEquals(Code.CARD_NOT_IN_HAND, code(burn, new PitchAction.Burn(0, cards("JH"))));
    assertEquals(Pitch.ILLEGAL_BURN, code(burn, new PitchAction.Burn(0, cards("KH"))), "called");
    assertEquals(Pitch.ILLEGAL_BURN, code(burn, new PitchAction.Burn(0, cards("AH"))), "a point");
    assertEquals(Pitch.ILLEGAL_BURN, code(burn, new PitchAction.Burn(0, cards("QH 9H"))), "count");
    assertEquals(
        Array.of("6H", "7H", "8H", "9H", "QH").map(c -> (Action) new PitchAction.Burn(0, cards(c))),
        Position.game("pitch-10-5p").legalActions(burn),
        "P-21, P-35: zero-point sets, the called card left out");
    // Play: CARD_NOT_IN_HAND before MUST_PLAY_CALLED_CARD.
    PitchState play = apply(burn, new PitchAction.Burn(0, cards("QH")));
    assertEquals(Phase.PLAY, play.phase());
    assertEquals(Code.CARD_NOT_IN_HAND, code(play, new PlayCard(0, card("JH"))));
    assertEquals(Pitch.MUST_PLAY_CALLED_CARD, code(play, new PlayCard(0, card("AH"))));
    assertEquals(
        Array.of(new PlayCard(0, card("KH"))), Position.game("pitch-10-5p").legalActions(play));
  }

  @Test
  void p34_matchOverAfterMalformed() {
    Draft d = Position.play("pitch-10-4p", NONE, 'S', 0, 4, "8S", "KS", "QS", "9S");
    d.score = new int[] {50, 0};
    Piles.setPoints(d, 9, 1, 0, 0);
    PitchState s = d.state();
    for (Card c : cards("8S KS QS 9S")) {
      s = apply(s, new PlayCard(s.toAct(), c));
    }
    assertTrue(s.isOver());
    assertEquals(Code.MALFORMED, code(s, new Pass(7)));
    assertEquals(Code.MATCH_OVER, code(s, new Pass(1)));
    assertEquals(Code.MATCH_OVER, code(s, new Deal(s.deck().cards())));
  }

  /** The seat of every action class of the space, read from its class (issue 29). */
  @Test
  void theSeatOfEachActionClass() {
    PitchGame g = (PitchGame) Position.game("pitch-10-5p");
    Card ah = card("AH");
    assertEquals(1, g.seatOf(new PlayCard(1, ah)));
    assertEquals(2, g.seatOf(new Pass(2)));
    assertEquals(3, g.seatOf(PitchAction.Bid.of(3, 7)));
    assertEquals(4, g.seatOf(PitchAction.Trump.calling(4, Suit.HEARTS, ah)));
    assertEquals(1, g.seatOf(new PitchAction.Burn(1, Array.of(ah))));
    assertEquals(2, g.seatOf(new PitchAction.Remainder(2, true)));
  }
}
