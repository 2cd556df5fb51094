package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.code;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.discard;
import static dev.mazzo.fivehundred.Setup.firstLegal;
import static dev.mazzo.fivehundred.Setup.game;
import static dev.mazzo.fivehundred.Setup.play;
import static dev.mazzo.fivehundred.Setup.plays;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The golden examples G-6 … G-8 of five-hundred.md: the left bower and the joker follow trumps
 * (F-13, F-17), the joker in no-trumps with its named suit and the suits shown void (F-18, F-19).
 */
class PlayGoldenTest {

  private static final String FOUR = "five-hundred-4p";

  private static Seq<Action> legal(FiveHundredState s) {
    return game(s.variantId()).legalActions(s);
  }

  private static Seq<Action> playsOf(FiveHundredState s, String codes) {
    return Array.of(codes.split(" ")).map(c -> (Action) play(s, c));
  }

  /** Dealer 0, seat 1 contracts at {@code bid} and discards these three cards. */
  private static FiveHundredState lead(Bid bid, String discard, String... hands) {
    FiveHundredState s = contract(dealt(FOUR, Map.of("dealer", 0), hands), bid);
    return act(s, discard(s, discard));
  }

  @Test
  void g6F17TheLeftBowerFollowsATrumpLead() {
    FiveHundredState s =
        lead(Bid.H7, "4H 5H QD", "", "QH KH AH 10H 9H 8H 7H 6H 5H 4H", "JD AD 5C", "", "JH JK QD");
    s = act(s, play(s, "QH"));
    assertEquals(2, s.toAct());
    assertEquals(playsOf(s, "JD"), legal(s), "G-6: JD is seat 2's only heart");
    assertEquals(Code.MUST_FOLLOW_SUIT, code(s, play(s, "AD")), "G-6: AD on a trump lead");
  }

  @Test
  void g6F17TheLeftBowerCannotFollowItsPrintedSuit() {
    String declarer = "KD QH KH AH 10H 9H 8H 7H 6H 5H";
    FiveHundredState s =
        lead(Bid.H7, "4H 5H 6H", "", declarer, "JD 9D AC 5C 6C 7C 8C 9C 10C JC", "", "JH JK 4H");
    s = act(s, play(s, "KD"));
    assertEquals(playsOf(s, "9D"), legal(s), "G-6: 9D is seat 2's only diamond");
    assertEquals(Code.MUST_FOLLOW_SUIT, code(s, play(s, "JD")), "G-6: JD is a heart");
  }

  @Test
  void g6F19TheLeftBowerWinsAnOffSuitTrick() {
    String declarer = "KD QH KH AH 10H 9H 8H 7H 6H 5H";
    String seat2 = "JD 9C AC 5C 6C 7C 8C 10C JC QC";
    FiveHundredState s = lead(Bid.H7, "4H 5H 6H", "", declarer, seat2, "", "JH JK 4H");
    s = act(s, play(s, "KD"));
    assertTrue(legal(s).containsAll(playsOf(s, "JD 9C")), "G-6: void in diamonds, either");
    assertEquals(10, legal(s).size());
    s = act(s, play(s, "JD"));
    s = firstLegal(s, 2);
    assertEquals(Array.of(0, 0, 1, 0), s.tricksBySeat(), "G-6: JD wins without JK or JH");
    assertEquals(2, s.toAct(), "F-16: the winner leads");

    FiveHundredState h =
        lead(Bid.H7, "4H 5H KC", "", declarer, seat2, "JH AS 5S 6S 7S 8S 9S 10S JS QS", "JK 4H KC");
    h = plays(h, "KD", "JD", "JH");
    h = firstLegal(h, 1);
    assertEquals(Array.of(0, 0, 0, 1), h.tricksBySeat(), "G-6: JH beats JD");
  }

  @Test
  void g7F17TheJokerIsATrump() {
    FiveHundredState dealtState =
        dealt(
            FOUR,
            Map.of("dealer", 0),
            "",
            "10S AH AS KS QS 9S 8S 7S 6S 5S",
            "JK 5H AD 4D 5D 6D 7D 8D 9D 10D");
    FiveHundredState s = contract(dealtState, Bid.S7);
    s = act(s, new Discard(1, dealtState.kitty().toSeq()));
    FiveHundredState spade = act(s, play(s, "10S"));
    assertEquals(playsOf(spade, "JK"), legal(spade), "G-7: the joker follows a trump lead");
    FiveHundredState heart = act(s, play(s, "AH"));
    assertEquals(playsOf(heart, "5H"), legal(heart), "G-7: 5H follows hearts");
    assertEquals(Code.MUST_FOLLOW_SUIT, code(heart, play(heart, "JK")), "G-7: JK is no heart");
  }

  private static final String SEAT2_NT = "JK 4H AD AC 5C 6C 7C 8C 9C 10C";

  /** Dealer 1: seat 2 contracts at 8NT, discards the kitty and leads. */
  private static FiveHundredState noTrump(String seat3) {
    FiveHundredState s =
        contract(dealt(FOUR, Map.of("dealer", 1), "", "", SEAT2_NT, seat3, "JC QC KC"), Bid.NT8);
    return act(s, discard(s, "JC QC KC"));
  }

  private static PlayWithSuit jokerLead(FiveHundredState s, Suit suit) {
    return new PlayWithSuit(s.toAct(), card(s, "JK"), suit);
  }

  @Test
  void g8F18TheJokerLedInNoTrumpsNamesTheLedSuit() {
    FiveHundredState s = noTrump("7H AS KS QS JS 10S 9S 8S 7S 6S");
    assertEquals(2, s.toAct());
    assertEquals(
        FiveHundred.ILLEGAL_JOKER_SUIT, code(s, play(s, "JK")), "G-8: JK led without a suit");
    assertEquals(
        Array.of(Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES),
        legal(s).filter(a -> PlayWithSuit.cardOf(a).isJoker()).map(a -> ((PlayWithSuit) a).suit()),
        "F-31: one JK lead per suit, H D C S");
    s = act(s, jokerLead(s, Suit.HEARTS));
    assertEquals(Option.some(Suit.HEARTS), s.namedSuit());
    assertEquals(
        io.vavr.collection.Vector.of(new FiveHundredEvent.JokerLed(2, card(s, "JK"), Suit.HEARTS)),
        s.lastEvents(),
        "F-35: the joker led naming H (the first suit) is told with its suit");
    assertEquals(playsOf(s, "7H"), legal(s), "G-8: seat 3 must follow the named suit");
    s = act(s, play(s, "7H"));
    s = firstLegal(s, 2);
    assertEquals(Array.of(0, 0, 1, 0), s.tricksBySeat(), "G-8, F-19: JK wins");
  }

  @Test
  void g8F18ASuitShownVoidCannotBeNamed() {
    FiveHundredState s = noTrump("AH AS 4D KS QS JS 10S 9S 8S 7S");
    s = plays(s, "4H", "AH");
    s = firstLegal(s, 2);
    assertEquals(3, s.toAct(), "AH wins trick 1");
    s = act(s, play(s, "AS"));
    s = firstLegal(s, 2);
    assertEquals(2, s.toAct());
    assertTrue(
        legal(s).contains(play(s, "JK")),
        "G-8: void in the led suit, JK may be played (and names nothing)");
    s = act(s, play(s, "5C"));
    assertEquals(3, s.toAct(), "AS wins trick 2");
    s = act(s, play(s, "4D"));
    s = firstLegal(s, 2);
    assertEquals(
        Code.MUST_FOLLOW_SUIT, code(s, play(s, "JK")), "G-8: holding a diamond, JK is barred");
    s = act(s, play(s, "AD"));
    assertEquals(2, s.toAct(), "AD wins trick 3");
    assertEquals(
        FiveHundred.ILLEGAL_JOKER_SUIT,
        code(s, jokerLead(s, Suit.SPADES)),
        "G-8: seat 2 played a club on a spade lead");
    assertEquals(
        Array.of(Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS),
        legal(s).filter(a -> PlayWithSuit.cardOf(a).isJoker()).map(a -> ((PlayWithSuit) a).suit()),
        "G-8: the JK leads are H, D, C");
    assertEquals(
        FiveHundred.ILLEGAL_JOKER_SUIT,
        code(s, new PlayWithSuit(2, card(s, "AC"), Suit.CLUBS)),
        "F-18: a suit on any other play");
  }
}
