package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.score;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The score and the end of the match at the positions the golden examples leave out
 * (five-hundred.md F-22 … F-24, F-27, F-32): the second side contracting, a partner in seat 0, the
 * misère defenders' score for several tricks, a made misère that reaches 500, and the -500 rule
 * when every side is down.
 */
class ScoreBoundaryTest {

  private static FiveHundredHandResult last(FiveHundredState s) {
    return (FiveHundredHandResult) s.results().last();
  }

  /** 4p, dealer 0: seat 1 (side 1) contracts at 8H. */
  private static FiveHundredState side1(Map<String, Object> options) {
    Map<String, Object> o = new java.util.HashMap<>(options);
    o.put("dealer", 0);
    return contract(dealt("five-hundred-4p", o), Bid.H8);
  }

  @Test
  void f32TheSecondSideSetTheFirstWins() {
    FiveHundredHandResult r = last(score(side1(Map.of()), new int[2], 3, 4, 2, 1));
    assertEquals(Option.some(1), r.contractingSide(), "F-32: seat 1 is side 1");
    assertEquals(Option.some(false), r.made());
    assertEquals(Option.some(0), r.winningSide(), "F-32: set, side 0 wins the hand");
    assertEquals(Array.of(50, -300), r.scoreChange(), "F-23");
  }

  @Test
  void f27DefendersAt500WithoutWinOnlyByContract() {
    FiveHundredState s =
        score(side1(Map.of("winOnlyByContract", false)), new int[] {480, 0}, 3, 4, 2, 1);
    assertEquals(Array.of(530, -300), s.score(), "F-25: a score goes below zero");
    assertEquals(Option.some(0), s.winningSide(), "F-27 step 2: side 0 at 530");
    assertEquals(Phase.MATCH_OVER, s.phase());
  }

  @Test
  void f24MisereDefendersScoreTenPerDeclarerTrick() {
    FiveHundredState s =
        dealt("five-hundred-4p", Map.of("dealer", 0, "misereOpponentsScoreTricks", true));
    FiveHundredState k = s;
    s = act(s, new MakeBid(1, Bid.S6));
    s = act(s, new MakeBid(2, Bid.D7));
    s = act(s, new Pass(3));
    s = act(s, new Pass(0));
    s = act(s, new MakeBid(1, Bid.MIS));
    s = act(s, new Pass(2));
    s = act(s, new Discard(1, k.kitty().toSeq()));
    FiveHundredHandResult r = last(score(s, new int[2], 5, 2, 3, 0));
    assertEquals(Array.of(20, -250), r.scoreChange(), "F-24: two tricks, 20 to the defenders");
  }

  /** 3p, dealer 1: seat 2 contracts at 8D and is set with 6 tricks, seats 0 and 1 take 2 each. */
  private static FiveHundredState threeSet(Map<String, Object> options, int... before) {
    Map<String, Object> o = new java.util.HashMap<>(options);
    o.put("dealer", 1);
    FiveHundredState s = contract(dealt("five-hundred-3p", o), Bid.D8);
    return score(s, before, 2, 2, 6);
  }

  @Test
  void f27TheFirstAt500IsNotReplacedByALowerOne() {
    FiveHundredState s = threeSet(Map.of("winOnlyByContract", false), 560, 520, 0);
    assertEquals(Array.of(580, 540, -280), s.score());
    assertEquals(Option.some(0), s.winningSide(), "F-27 step 2: the highest, 580");
  }

  @Test
  void f27EverySideAtMinus500TheHighestWins() {
    FiveHundredState s = threeSet(Map.of(), -600, -600, -300);
    assertEquals(Array.of(-580, -580, -580), s.score());
    assertEquals(Phase.MATCH_OVER, s.phase(), "F-27 step 3: a side at -500 ends the match");
    assertEquals(Option.some(0), s.winningSide(), "F-27: the tie to the first from c+1");
  }

  @Test
  void f27ASideAtExactlyMinus500EndsTheMatch() {
    FiveHundredState s = threeSet(Map.of(), 0, 0, -220);
    assertEquals(Array.of(20, 20, -500), s.score());
    assertEquals(Phase.MATCH_OVER, s.phase(), "F-27 step 3: -500 exactly is 'at -500 or less'");
    assertEquals(Option.some(0), s.winningSide(), "F-27: the tie of 20 to the first from c+1");
  }

  /** 5p, dealer {@code dealer}: the first to speak contracts at 7S and calls AH, held by seat 1. */
  private static FiveHundredState called(int dealer, String... hands) {
    FiveHundredState s = dealt("five-hundred-5p", Map.of("dealer", dealer), hands);
    s = contract(s, Bid.S7);
    int c = s.declarer().get();
    s = act(s, new Discard(c, Setup.cards(s, "2C 3C 4C")));
    return act(s, Call.card(c, card(s, "AH")));
  }

  @Test
  void f27FivePlayersTheDeclarerFirstOverALowerPartner() {
    FiveHundredState s = called(4, "2C 3C 4C 5C 6C 7C 8C 9C 10C JC", "AH");
    assertEquals(Option.some(1), s.partner());
    FiveHundredState end = score(s, new int[] {450, 420, 0, 0, 0}, 5, 3, 1, 1, 0);
    assertEquals(Array.of(590, 560, 10, 10, 0), end.score());
    assertEquals(Option.some(0), end.winningSide(), "F-27: the contractor over a lower partner");
  }

  @Test
  void f27AMadeMisereIsAContractMadeAndWinsAt500() {
    FiveHundredState omis = contract(dealt("five-hundred-4p", Map.of("dealer", 3)), Bid.OMIS);
    FiveHundredState end = score(omis, new int[] {0, 490}, 0, 5, 0, 5);
    assertEquals(Array.of(500, 490), end.score(), "F-24: open misère made, +500");
    assertEquals(
        Option.some(0), end.winningSide(), "F-27 step 1: the contract made, side 0 at 500 wins");
    assertEquals(Phase.MATCH_OVER, end.phase());
  }

  @Test
  void f22APartnerInSeatZero() {
    FiveHundredState s = called(0, "AH", "2C 3C 4C 5C 6C 7C 8C 9C 10C JC");
    assertEquals(Option.some(1), s.declarer());
    assertEquals(Option.some(0), s.partner());
    FiveHundredHandResult r = last(score(s, new int[5], 3, 5, 1, 1, 0));
    assertEquals(Option.some(0), r.partner(), "F-32: the partner, seat 0");
    assertEquals(Array.of(Array.of(0, 1), Array.of(2, 3, 4)), r.sides(), "F-22");
    assertEquals(Array.of(8, 2), r.tricks());
    assertEquals(Array.of(140, 140, 10, 10, 0), r.scoreChange(), "F-23: both score the contract");
  }
}
