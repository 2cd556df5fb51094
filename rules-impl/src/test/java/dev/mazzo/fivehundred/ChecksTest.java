package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.code;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.game;
import static dev.mazzo.fivehundred.Setup.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Deal;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every rejection code of five-hundred.md §13, each through the check order of F-30: where two
 * checks fail, the earlier one gives the code.
 */
class ChecksTest {

  private static final String FOUR = "five-hundred-4p";

  /** 4p, dealer 0, dealt in canonical order: seat 1 speaks first. */
  private static FiveHundredState bidding() {
    return dealt(FOUR, Map.of("dealer", 0));
  }

  /** Seat 1 contracts at 7H and is to discard. */
  private static FiveHundredState discarding() {
    return contract(bidding(), Bid.H7);
  }

  @Test
  void f30Check1Malformed() {
    FiveHundredState deal = game(FOUR).newMatch(MatchOptions.defaults()).get();
    FiveHundredState s = bidding();
    Card twoH = Card.of(Rank.TWO, Suit.HEARTS);
    assertEquals(Code.MALFORMED, code(deal, new MakeBid(4, Bid.S6)), "seat out of range first");
    assertEquals(Code.MALFORMED, code(s, new MakeBid(-1, Bid.S6)));
    assertEquals(Code.MALFORMED, code(s, new MakeBid(1, null)), "a bid without its bid");
    assertEquals(Code.MALFORMED, code(s, new MakeBid(4, null)), "the seat before the bid");
    assertEquals(Code.MALFORMED, code(s, new Pass(4)), "a pass by no seat of the table");
    assertEquals(Code.MALFORMED, code(s, new Pass(-1)));
    assertEquals(Code.MALFORMED, code(s, new PlayCard(1, twoH)), "2H is not in the 43 cards");
    assertEquals(Code.MALFORMED, code(s, new PlayCard(1, null)));
    assertEquals(Code.MALFORMED, code(s, new PlayWithSuit(1, card(s, "AH"), null)), "null suit");
    assertEquals(Code.MALFORMED, code(s, new Discard(1, null)));
    assertEquals(
        Code.MALFORMED, code(s, new Discard(1, Array.of(twoH, card(s, "AH"), card(s, "KH")))));
    assertEquals(
        Code.MALFORMED,
        code(s, new Discard(1, Array.of(card(s, "AH"), card(s, "AH"), card(s, "KH")))),
        "a repeated code");
    assertEquals(Code.MALFORMED, code(s, Call.alone(1)), "no call outside 5p");
    assertEquals(Code.MALFORMED, code(deal, new Deal(deal.deck().cards().tail())), "F-5");
    FiveHundredState five = dealt("five-hundred-5p", Map.of());
    assertEquals(Code.MALFORMED, code(five, new Call(1, null)), "a call of neither");
    assertEquals(Code.MALFORMED, code(five, Call.card(1, null)));
    assertEquals(
        Code.MALFORMED,
        code(five, Call.card(1, Card.of(Rank.ELEVEN, Suit.HEARTS))),
        "11H is only in the 63 cards");
  }

  @Test
  void f30Check1ASeatOfNoTableIsMalformedForADiscardACallAndANamedLead() {
    FiveHundredState s = discarding();
    Discard legal = (Discard) game(FOUR).legalActions(s).head();
    assertEquals(Code.MALFORMED, code(s, new Discard(4, legal.cards())), "F-30: seat 4 of 4");
    assertEquals(null, code(s, legal), "the same cards from seat 1");
    assertEquals(
        Code.MALFORMED, code(s, new PlayWithSuit(-1, card(s, "JK"), Suit.HEARTS)), "seat -1");
    FiveHundredState five = dealt("five-hundred-5p", Map.of());
    assertEquals(Code.MALFORMED, code(five, Call.alone(5)), "seat 5 of 5");
  }

  @Test
  void f30Check1APlayOfACardOutsideTheDeckAndABidWithoutItsBidAreMalformed() {
    // The game checks a plain play, a pass and a bid itself (issue 29), before checkShape.
    FiveHundredState s = bidding();
    assertEquals(Code.MALFORMED, code(s, new PlayCard(1, Card.of(Rank.TWO, Suit.HEARTS))));
    assertEquals(Code.MALFORMED, code(s, new MakeBid(1, null)));
    assertEquals(null, code(s, new MakeBid(1, Bid.S6)));
  }

  @Test
  void f30Check2MatchOverBeforeTheRest() {
    FiveHundredState s = contract(dealt(FOUR, Map.of("dealer", 3)), Bid.H6);
    FiveHundredState over = Setup.score(s, new int[] {460, 300}, 4, 2, 3, 1);
    assertEquals(Code.MATCH_OVER, code(over, new Deal(over.deck().cards())));
    assertEquals(Code.MATCH_OVER, code(over, new Pass(1)), "not WRONG_PHASE");
    assertEquals(Code.MALFORMED, code(over, new Pass(7)), "MALFORMED comes first");
    assertEquals(Array.empty(), game(FOUR).legalActions(over), "F-31: [] at the end");
  }

  @Test
  void f30Check3WrongPhase() {
    FiveHundredState deal = game(FOUR).newMatch(MatchOptions.defaults()).get();
    assertEquals(Code.WRONG_PHASE, code(deal, new Pass(1)));
    FiveHundredState s = bidding();
    assertEquals(Code.WRONG_PHASE, code(s, new Deal(s.deck().cards())));
    assertEquals(Code.WRONG_PHASE, code(s, play(s, "AH")), "before NOT_YOUR_TURN");
    assertEquals(Code.WRONG_PHASE, code(s, new PlayCard(2, card(s, "AH"))));
    assertEquals(Code.WRONG_PHASE, code(discarding(), new Pass(2)), "before ALREADY_PASSED");
    assertEquals(
        Code.WRONG_PHASE,
        code(s, new Discard(1, Setup.cards(s, "AH KH QH"))),
        "a discard in the auction");
  }

  @Test
  void f30Check4AlreadyPassedBeforeNotYourTurn() {
    FiveHundredState s = act(act(bidding(), new MakeBid(1, Bid.S6)), new Pass(2));
    assertEquals(3, s.toAct());
    assertEquals(Code.ALREADY_PASSED, code(s, new Pass(2)));
    assertEquals(Code.ALREADY_PASSED, code(s, new MakeBid(2, Bid.NT10)));
  }

  @Test
  void f30Check5NotYourTurn() {
    FiveHundredState s = bidding();
    assertEquals(Code.NOT_YOUR_TURN, code(s, new Pass(2)));
    assertEquals(Code.NOT_YOUR_TURN, code(s, new MakeBid(2, Bid.MIS)), "before ILLEGAL_BID");
    FiveHundredState d = discarding();
    assertEquals(
        Code.NOT_YOUR_TURN,
        code(d, new Discard(2, Setup.cards(d, "AH"))),
        "before ILLEGAL_DISCARD");
  }

  @Test
  void f30Check6Bids() {
    FiveHundredState off = dealt(FOUR, Map.of("misere", false));
    FiveHundredState high = act(off, new MakeBid(1, Bid.NT10));
    assertEquals(Code.ILLEGAL_BID, code(high, new MakeBid(2, Bid.MIS)), "misere=false first");
    FiveHundredState on = act(bidding(), new MakeBid(1, Bid.NT10));
    assertEquals(Code.BID_TOO_LOW, code(on, new MakeBid(2, Bid.MIS)), "then BID_TOO_LOW");
    assertEquals(Code.BID_TOO_LOW, code(on, new MakeBid(2, Bid.NT10)), "an equal bid");
    FiveHundredState nt6 = act(bidding(), new MakeBid(1, Bid.NT6));
    assertEquals(Code.ILLEGAL_BID, code(nt6, new MakeBid(2, Bid.MIS)), "then MIS without 7");
  }

  @Test
  void f30Check6Discards() {
    FiveHundredState s = discarding();
    Card notHeld = s.hand(2).toSeq().head();
    assertEquals(
        FiveHundred.ILLEGAL_DISCARD,
        code(s, new Discard(1, Array.of(notHeld, s.hand(2).toSeq().get(1)))),
        "the count first");
    assertEquals(FiveHundred.ILLEGAL_DISCARD, code(s, new Discard(1, s.hand(1).toSeq().take(4))));
    assertEquals(
        Code.CARD_NOT_IN_HAND, code(s, new Discard(1, s.hand(1).toSeq().take(2).append(notHeld))));
    assertEquals(null, code(s, new Discard(1, s.hand(1).toSeq().take(3))));
  }

  @Test
  void f30Check6Plays() {
    FiveHundredState d =
        dealt(
            FOUR,
            Map.of("dealer", 0),
            "",
            "AC KS QS 10S 9S 8S 7S 6S 5S AS",
            "5C 4D 5D 6D 7D 8D 9D 10D KD QD");
    FiveHundredState s = contract(d, Bid.H7);
    s = act(s, new Discard(1, d.kitty().toSeq()));
    assertEquals(
        Code.CARD_NOT_IN_HAND,
        code(s, new PlayWithSuit(1, card(s, "5C"), Suit.HEARTS)),
        "CARD_NOT_IN_HAND first");
    FiveHundredState led = act(s, play(s, "AC"));
    assertEquals(
        Code.MUST_FOLLOW_SUIT,
        code(led, new PlayWithSuit(2, card(s, "4D"), Suit.HEARTS)),
        "MUST_FOLLOW_SUIT before ILLEGAL_JOKER_SUIT");
    assertEquals(
        FiveHundred.ILLEGAL_JOKER_SUIT,
        code(led, new PlayWithSuit(2, card(s, "5C"), Suit.CLUBS)),
        "F-18: a suit on another play");
    assertEquals(null, code(led, play(led, "5C")));
  }
}
