package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The sentences of the call and discard rejections (five-hundred.md F-11, F-12, F-30): why a card
 * cannot be called, a card outside the deck, a card discarded twice; an action the table does not
 * know.
 */
class CallDiscardMessagesTest {

  private static Rejection rejection(FiveHundredState s, dev.mazzo.game.Action a) {
    return Setup.game(s.variantId()).apply(s, a).getLeft();
  }

  @Test
  void f12WhyACardCannotBeCalled() {
    FiveHundredState s =
        dealt("five-hundred-5p", Map.of("dealer", 3), "JK", "AH", "", "", "2C 3C 4C 5C 6C 7C");
    s = contract(s, Bid.S7);
    s = act(s, new Discard(4, Setup.cards(s, "2C 3C 4C")));
    Rejection joker = rejection(s, Call.card(4, card(s, "JK")));
    assertEquals(FiveHundred.ILLEGAL_CALL, joker.code());
    assertTrue(joker.message().contains("the joker cannot be called"), joker.message());
    Rejection discarded = rejection(s, Call.card(4, card(s, "3C")));
    assertTrue(discarded.message().contains("you discarded 3C"), discarded.message());
    Rejection held = rejection(s, Call.card(4, card(s, "5C")));
    assertTrue(held.message().contains("you hold 5C"), held.message());
    Call jk = Call.card(4, card(s, "JK"));
    assertFalse(
        Setup.game(s.variantId()).legalActions(s).contains(jk),
        "F-12: the joker held by seat 0 is not callable");
  }

  @Test
  void f30ADiscardOfCardsOutsideTheDeckOrTwice() {
    FiveHundredState s = contract(dealt("five-hundred-4p", Map.of("dealer", 3)), Bid.S6);
    int c = s.toAct();
    Card threeH = Card.of(Rank.parse("3").get(), Suit.HEARTS);
    Rejection foreign =
        rejection(
            s,
            new Discard(c, Array.of(threeH, s.hand(c).toSeq().get(0), s.hand(c).toSeq().get(1))));
    assertEquals(Code.MALFORMED, foreign.code());
    assertTrue(foreign.message().startsWith("3H is not a card of this deck"), foreign.message());
    Card x = s.hand(c).toSeq().get(4);
    Rejection twice = rejection(s, new Discard(c, Array.of(x, x, s.hand(c).toSeq().get(1))));
    assertEquals(Code.MALFORMED, twice.code(), "F-30 check 1: a card twice");
    assertTrue(twice.message().contains("appears twice"), twice.message());
  }

  @Test
  void f30AnUnknownActionNamesTheActionsOfTheTable() {
    FiveHundredState five = dealt("five-hundred-5p", Map.of("dealer", 3));
    Rejection r = rejection(five, () -> "remainder");
    assertEquals(Code.MALFORMED, r.code());
    assertEquals(
        "The action type \"remainder\" is not an action of five-hundred-5p: it accepts deal, bid,"
            + " pass, discard, call and play",
        r.message());
    FiveHundredState four = dealt("five-hundred-4p", Map.of("dealer", 3));
    assertEquals(
        "The action type \"call\" is not an action of five-hundred-4p: it accepts deal, bid, pass,"
            + " discard and play",
        rejection(four, Call.card(0, card(four, "AH"))).message(),
        "F-12: no call with four");
  }
}
