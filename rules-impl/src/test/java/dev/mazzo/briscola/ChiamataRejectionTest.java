package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.dealt;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What a chiamata auction and call reject: the shapes of bids, passes and calls (B-64), actions out
 * of their phase (B-65), and the order of the checks (B-67).
 */
class ChiamataRejectionTest {

  // ---------------------------------------------------------------- B-64

  @Test
  @DisplayName(
      "B-64 briscola-chiamata-5p: a bid without rank, points with a rank other than 2, a rank not of the deck, a seat out of range are MALFORMED")
  void b64_rankBidShapes() {
    Playthrough p = dealt(RANKS);
    p.rejects(Bid.points(1, 70), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(Rank.ACE), Option.some(70)), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(Rank.KING), Option.some(61)), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.TEN), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.JOKER), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, null, Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, Option.some(null), Option.none()), Code.MALFORMED);
    p.rejects(Hands.rank(5, "A"), Code.MALFORMED);
    p.rejects(Hands.rank(-1, "A"), Code.MALFORMED);
    p.rejects(new Pass(5), Code.MALFORMED);
    // The same shapes are MALFORMED before the deal too (check 1 before WRONG_PHASE).
    Playthrough fresh = Playthrough.of(RANKS);
    fresh.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    fresh.rejects(Hands.rank(1, "A"), Code.WRONG_PHASE);
  }

  @Test
  @DisplayName(
      "B-64 biscambiggia-chiamata-5p: a bid with a rank (plain or 2 with points) or without points is MALFORMED")
  void b64_pointsBidShapes() {
    Playthrough p = dealt(POINTS);
    p.rejects(Hands.rank(1, "A"), Code.MALFORMED);
    p.rejects(Bid.twoWithPoints(1, 70), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.none()), Code.MALFORMED);
    p.rejects(new Bid(1, Option.none(), Option.some(null)), Code.MALFORMED);
  }

  @Test
  @DisplayName(
      "B-64 the call: the other form and NT are ILLEGAL_CALL; both or neither of suit and card, or a card not of the deck, MALFORMED")
  void b64_callForms() {
    Playthrough r = dealt(RANKS);
    r.act(Hands.rank(1, "A"));
    for (int seat : new int[] {2, 3, 4, 0}) {
      r.act(new Pass(seat));
    }
    assertEquals(
        "Call a suit: H, D, C or S",
        r.rejects(Call.card(1, r.card("AC")), Briscola.ILLEGAL_CALL).message());
    r.rejects(Call.noTrump(1), Briscola.ILLEGAL_CALL);
    r.rejects(
        new Call(1, Option.some(Suit.HEARTS), false, Option.some(r.card("AC"))), Code.MALFORMED);
    r.rejects(new Call(1, Option.none(), false, Option.none()), Code.MALFORMED);
    r.rejects(new Call(1, Option.some(Suit.HEARTS), true, Option.none()), Code.MALFORMED);
    r.rejects(new Call(1, null, false, Option.none()), Code.MALFORMED);
    r.rejects(Call.card(1, Card.parse("10H").get()), Code.MALFORMED);
    r.rejects(Call.card(1, Card.parse("AS#2").get()), Code.MALFORMED);
    r.rejects(Call.suit(6, Suit.HEARTS), Code.MALFORMED);
    r.act(Call.suit(1, Suit.HEARTS));
    assertEquals(Option.some(r.card("AH")), state(r).calledCard());

    Playthrough q = dealt(POINTS);
    q.act(Bid.points(1, 61));
    for (int seat : new int[] {2, 3, 4, 0}) {
      q.act(new Pass(seat));
    }
    assertEquals(
        "Call a card, such as AC",
        q.rejects(Call.suit(1, Suit.CLUBS), Briscola.ILLEGAL_CALL).message());
    q.rejects(Call.noTrump(1), Briscola.ILLEGAL_CALL);
    q.rejects(
        new Call(1, Option.some(Suit.CLUBS), false, Option.some(q.card("AC"))), Code.MALFORMED);
    q.rejects(new Call(1, Option.none(), false, Option.none()), Code.MALFORMED);
    q.rejects(Call.card(1, Card.parse("8C").get()), Code.MALFORMED);
    q.act(Call.card(1, q.card("AC")));
    assertEquals(Option.some(q.card("AC")), state(q).calledCard());
  }

  @Test
  @DisplayName(
      "B-64 an action of another family is MALFORMED in chiamata; the sentence lists the five it"
          + " accepts")
  void b64_otherActionsInChiamata() {
    Playthrough p = dealt(RANKS);
    Rejection r = p.rejects(() -> "trump", Code.MALFORMED);
    assertTrue(r.message().endsWith(": it accepts deal, play, bid, pass and call"), r.message());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-3p", "bisca-8p", "sueca-4p"})
  @DisplayName("B-64 bid, pass and call are not actions of the other variants: MALFORMED")
  void b64_notInOtherVariants(String id) {
    Playthrough p = Playthrough.of(id);
    p.deal(Shuffle.seeded(1).order(p.state().deck()));
    int seat = p.state().toAct();
    p.rejects(new Pass(seat), Code.MALFORMED);
    p.rejects(Hands.rank(seat, "A"), Code.MALFORMED);
    p.rejects(Bid.points(seat, 70), Code.MALFORMED);
    p.rejects(Call.suit(seat, Suit.HEARTS), Code.MALFORMED);
    p.rejects(Call.card(seat, p.card("AH")), Code.MALFORMED);
  }

  // ---------------------------------------------------------------- B-65, B-67

  @Test
  @DisplayName(
      "B-65 B-67 WRONG_PHASE: play or deal during bid, call during bid, bid or pass during call and play, deal during call")
  void b65_wrongPhase() {
    Playthrough p = dealt(RANKS);
    int seat = p.state().toAct();
    Card held = p.state().hand(seat).toSeq().head();
    p.rejects(new PlayCard(seat, held), Code.WRONG_PHASE);
    p.rejects(new Deal(Shuffle.seeded(2).order(p.state().deck())), Code.WRONG_PHASE);
    p.rejects(Call.suit(seat, Suit.HEARTS), Code.WRONG_PHASE);
    p.act(Hands.rank(1, "A"));
    for (int s : new int[] {2, 3, 4, 0}) {
      p.act(new Pass(s));
    }
    p.rejects(Hands.rank(1, "2"), Code.WRONG_PHASE);
    p.rejects(new Pass(1), Code.WRONG_PHASE);
    p.rejects(new PlayCard(1, p.state().hand(1).toSeq().head()), Code.WRONG_PHASE);
    p.rejects(new Deal(Shuffle.seeded(2).order(p.state().deck())), Code.WRONG_PHASE);
    // WRONG_PHASE comes before ALREADY_PASSED: seat 2 passed, but this is the call phase.
    p.rejects(Hands.rank(2, "2"), Code.WRONG_PHASE);
    p.act(Call.suit(1, Suit.SPADES));
    p.rejects(Hands.rank(2, "2"), Code.WRONG_PHASE);
    p.rejects(new Pass(1), Code.WRONG_PHASE);
    p.rejects(Call.suit(1, Suit.SPADES), Code.WRONG_PHASE);
    assertEquals(Phase.PLAY, p.state().phase());
  }

  @Test
  @DisplayName(
      "B-67 ALREADY_PASSED comes before NOT_YOUR_TURN; NOT_YOUR_TURN before BID_TOO_LOW and ILLEGAL_CALL; MALFORMED first of all")
  void b67_order() {
    Playthrough p = dealt(RANKS);
    p.act(new Pass(1));
    p.act(Hands.rank(2, "J"));
    // Seat 1 passed and it is seat 3's turn: ALREADY_PASSED, not NOT_YOUR_TURN.
    p.rejects(Hands.rank(1, "2"), Code.ALREADY_PASSED);
    p.rejects(new Pass(1), Code.ALREADY_PASSED);
    // Seat 4 has not passed, and a bid of A would be too low: NOT_YOUR_TURN first.
    p.rejects(Hands.rank(4, "A"), Code.NOT_YOUR_TURN);
    p.rejects(Hands.rank(4, "2"), Code.NOT_YOUR_TURN);
    p.rejects(new Pass(0), Code.NOT_YOUR_TURN);
    // A malformed bid from a passed seat is MALFORMED.
    p.rejects(Bid.twoWithPoints(1, 121), Code.MALFORMED);
    p.rejects(Bid.rank(1, Rank.EIGHT), Code.MALFORMED);
    p.rejects(Hands.rank(3, "A"), Code.BID_TOO_LOW);
    p.act(new Pass(3));
    p.act(new Pass(4));
    p.act(new Pass(0));
    // The call: NOT_YOUR_TURN before ILLEGAL_CALL.
    p.rejects(Call.noTrump(3), Code.NOT_YOUR_TURN);
    p.rejects(Call.suit(3, Suit.HEARTS), Code.NOT_YOUR_TURN);
    p.rejects(Call.noTrump(2), Briscola.ILLEGAL_CALL);
  }
}
