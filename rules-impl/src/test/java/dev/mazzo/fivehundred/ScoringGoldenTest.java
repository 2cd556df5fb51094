package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.code;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.plays;
import static dev.mazzo.fivehundred.Setup.score;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The golden examples G-4, G-5 and G-9 … G-11 of five-hundred.md: slam, set, misère played to its
 * early end, the end of the match and the three-handed result (F-20, F-22 … F-27, F-32).
 */
class ScoringGoldenTest {

  private static final String FOUR = "five-hundred-4p";

  /** 4p, dealer 3: seat 0 (side 0) contracts at {@code bid}. */
  private static FiveHundredState side0(Bid bid, Map<String, Object> options) {
    Map<String, Object> o = new java.util.HashMap<>(options);
    o.put("dealer", 3);
    return contract(dealt(FOUR, o), bid);
  }

  private static FiveHundredHandResult last(FiveHundredState s) {
    return (FiveHundredHandResult) s.results().last();
  }

  @Test
  void g4F23Slam() {
    FiveHundredState all = score(side0(Bid.S7, Map.of()), new int[2], 6, 0, 4, 0);
    assertEquals(Array.of(250, 0), last(all).scoreChange(), "G-4: 10 tricks at 7S score 250");
    assertEquals(Option.some(true), last(all).slam());
    FiveHundredState nine = score(side0(Bid.S7, Map.of()), new int[2], 5, 1, 4, 0);
    assertEquals(Array.of(140, 10), last(nine).scoreChange(), "G-4: 9 tricks score 140");
    assertEquals(Option.some(false), last(nine).slam());
    FiveHundredState c8 = score(side0(Bid.C8, Map.of()), new int[2], 10, 0, 0, 0);
    assertEquals(Array.of(260, 0), last(c8).scoreChange(), "G-4: 8C is worth more than 250");
    assertEquals(Option.some(false), last(c8).slam());
  }

  @Test
  void g5F23Set() {
    FiveHundredHandResult r = last(score(side0(Bid.H8, Map.of()), new int[2], 4, 1, 3, 2));
    assertEquals(Array.of(-300, 30), r.scoreChange(), "G-5");
    assertEquals(Option.some(false), r.made());
    assertEquals(Option.some(1), r.winningSide(), "F-32: set, the defending side wins the hand");
    assertEquals(Array.of(7, 3), r.tricks());
  }

  @Test
  void g10F27EndOfTheMatch() {
    FiveHundredState a = score(side0(Bid.H6, Map.of()), new int[] {460, 300}, 4, 2, 3, 1);
    assertEquals(Array.of(560, 330), a.score());
    assertEquals(Option.some(0), a.winningSide(), "G-10: side 0 made 6H at 560");
    assertEquals(Phase.MATCH_OVER, a.phase());
    assertEquals(Event.MatchEnded.Plain.class, a.lastEvents().last().getClass());

    FiveHundredState b = score(side0(Bid.S6, Map.of()), new int[] {480, 495}, 3, 2, 3, 2);
    assertEquals(Array.of(520, 535), b.score());
    assertEquals(Option.some(0), b.winningSide(), "G-10: the contractors win over 535");

    FiveHundredState c = score(side0(Bid.C7, Map.of()), new int[] {300, 490}, 4, 2, 3, 1);
    assertEquals(Array.of(460, 520), c.score());
    assertEquals(Option.none(), c.winningSide(), "G-10: side 1 did not contract");
    assertEquals(Phase.DEAL, c.phase());
    assertEquals(0, c.dealer(), "F-4: the next dealer");
    FiveHundredState c2 =
        score(side0(Bid.C7, Map.of("winOnlyByContract", false)), new int[] {300, 490}, 4, 2, 3, 1);
    assertEquals(Option.some(1), c2.winningSide(), "G-10: winOnlyByContract = false");

    FiveHundredState d = score(side0(Bid.NT7, Map.of()), new int[] {-400, 100}, 3, 3, 2, 2);
    assertEquals(Array.of(-620, 150), d.score());
    assertEquals(Option.some(1), d.winningSide(), "G-10: side 0 at -620 loses");
    assertEquals(Code.MATCH_OVER, code(d, new Pass(0)), "F-30 check 2");
  }

  @Test
  void g11F32ThreePlayers() {
    FiveHundredState s = contract(dealt("five-hundred-3p", Map.of("dealer", 2)), Bid.D8);
    FiveHundredHandResult r = last(score(s, new int[3], 7, 2, 1));
    assertEquals(Array.of(Array.of(0), Array.of(1, 2)), r.sides(), "G-11");
    assertEquals(Array.of(7, 3), r.tricks());
    assertEquals(Array.of(7, 2, 1), r.tricksBySeat());
    assertEquals(Option.some(false), r.made());
    assertEquals(Option.some(1), r.winningSide());
    assertEquals(Array.of(-280, 20, 10), r.scoreChange());
    assertEquals(Option.some(280), r.value());
    assertEquals(Option.some(0), r.contractingSide());
  }

  /** G-9's hands: seat 1 loses three tricks and wins the fourth. */
  private static FiveHundredState misere(Bid bid, Map<String, Object> options) {
    Map<String, Object> o = new java.util.HashMap<>(options);
    o.put("dealer", 0);
    FiveHundredState s =
        dealt(
            FOUR,
            o,
            "8H 9H QH 6C 8C 10C QC 6D 7D 8D",
            "4H 5H 6H AC AS KS QS JS 10S 9S",
            "7H 10H KH 5C 7C 9C JC KC 4D 5D");
    FiveHundredState dealtState = s;
    if (bid == Bid.MIS) {
      s = act(s, new MakeBid(1, Bid.S6));
      s = act(s, new MakeBid(2, Bid.D7));
      s = act(s, new Pass(3));
      s = act(s, new Pass(0));
      s = act(s, new MakeBid(1, Bid.MIS));
      s = act(s, new Pass(2));
    } else {
      s = contract(s, bid);
    }
    assertEquals(Option.some(1), s.declarer());
    return act(s, new Discard(1, dealtState.kitty().toSeq()));
  }

  @Test
  void g9F20MisereEndsAtTheDeclarersFirstTrick() {
    FiveHundredState s = misere(Bid.MIS, Map.of());
    assertEquals(Array.of(3), s.out(), "G-9, F-15: seat 3 takes no part");
    assertEquals(1, s.toAct(), "F-16: the contractor leads");
    s = plays(s, "4H", "KH");
    assertEquals(0, s.toAct(), "G-9: seat 3 is skipped");
    s = plays(s, "QH", "7H", "8H", "5H", "9H", "6H", "10H", "5C", "6C");
    assertEquals(Phase.PLAY, s.phase());
    s = act(s, Setup.play(s, "AC"));
    FiveHundredHandResult r = last(s);
    assertEquals(Array.of(1, 1, 2, 0), r.tricksBySeat(), "G-9: four tricks");
    assertEquals(Option.some(false), r.made());
    assertEquals(Array.of(0, -250), r.scoreChange(), "G-9: side 1 -250, side 0 nothing");
    assertEquals(Phase.DEAL, s.phase(), "F-20: the hand ends at once");

    FiveHundredState t = misere(Bid.MIS, Map.of("misereOpponentsScoreTricks", true));
    t = plays(t, "4H", "KH", "QH", "7H", "8H", "5H", "9H", "6H", "10H", "5C", "6C", "AC");
    assertEquals(Array.of(10, -250), last(t).scoreChange(), "G-9, F-24: defenders +10");
  }

  @Test
  void g9F24MisereMade() {
    FiveHundredState mis = misere(Bid.MIS, Map.of());
    assertEquals(Array.of(0, 250), last(score(mis, new int[2], 5, 0, 5, 0)).scoreChange());
    FiveHundredState omis = misere(Bid.OMIS, Map.of());
    assertEquals(Array.of(0, 500), last(score(omis, new int[2], 5, 0, 5, 0)).scoreChange());
    assertEquals(Array.of(0, -500), last(score(omis, new int[2], 5, 1, 4, 0)).scoreChange());
  }

  @Test
  void f21OpenMisereExposedAfterTheFirstTrick() {
    FiveHundredState s = misere(Bid.OMIS, Map.of());
    assertEquals(Option.none(), s.exposed(), "F-21: not before the first trick");
    s = plays(s, "4H", "KH", "QH");
    assertEquals(Option.some(s.hand(1)), s.exposed(), "F-21: after the first trick");
    assertEquals(
        Option.some(new FiveHundredEvent.Exposed(1, s.hand(1).toSeq())),
        s.lastEvents().find(e -> e instanceof FiveHundredEvent.Exposed),
        "F-21, F-35: the event shows the nine cards the contractor still holds");
    assertEquals(9, s.hand(1).size());
    FiveHundredState before = misere(Bid.OMIS, Map.of("openMisereExpose", "before-lead"));
    assertEquals(Option.some(before.hand(1)), before.exposed(), "F-21: right after the discard");
    assertTrue(before.lastEvents().exists(e -> e instanceof FiveHundredEvent.Exposed));
    FiveHundredState closed = misere(Bid.MIS, Map.of("openMisereExpose", "before-lead"));
    assertFalse(closed.exposed().isDefined(), "F-21: a closed misère is never shown");
    assertEquals(card(s, "AC"), s.exposed().get().toSeq().find(c -> c.code().equals("AC")).get());
  }

  @Test
  void f21AnOpenMisereLostAtTheFirstTrickIsNeverShown() {
    FiveHundredState s = plays(misere(Bid.OMIS, Map.of()), "AS", "7H", "8H");
    assertEquals(Array.of(0, 1, 0, 0), last(s).tricksBySeat(), "F-20: the hand ends at once");
    assertEquals(Array.of(0, -500), last(s).scoreChange(), "F-24: open misère failed");
    assertEquals(Phase.MATCH_OVER, s.phase(), "F-27 step 3: side 1 at -500 loses");
    assertFalse(
        s.lastEvents().exists(e -> e instanceof FiveHundredEvent.Exposed),
        "F-21: the hand is shown after the first trick only when the hand goes on");
  }

  @Test
  void f27BoundariesAndTies() {
    FiveHundredState exact = score(side0(Bid.H6, Map.of()), new int[] {400, 0}, 3, 2, 3, 2);
    assertEquals(Array.of(500, 40), exact.score());
    assertEquals(Option.some(0), exact.winningSide(), "F-27 step 1: 500 or more");
    FiveHundredState defence =
        score(side0(Bid.C7, Map.of("winOnlyByContract", false)), new int[] {300, 470}, 4, 2, 3, 1);
    assertEquals(Array.of(460, 500), defence.score());
    assertEquals(Option.some(1), defence.winningSide(), "F-27 step 2: 500 exactly");
    FiveHundredState tie =
        score(side0(Bid.S6, Map.of("winOnlyByContract", false)), new int[] {550, 460}, 3, 3, 2, 2);
    assertEquals(Array.of(510, 510), tie.score());
    assertEquals(Option.some(1), tie.winningSide(), "F-27 step 2: a tie to the first from c+1");
    FiveHundredState minus = score(side0(Bid.S6, Map.of()), new int[] {-460, 0}, 3, 3, 2, 2);
    assertEquals(Array.of(-500, 50), minus.score());
    assertEquals(Option.some(1), minus.winningSide(), "F-27 step 3: -500 loses");
    FiveHundredState above = score(side0(Bid.S6, Map.of()), new int[] {-459, 0}, 3, 3, 2, 2);
    assertEquals(Option.none(), above.winningSide(), "F-27: -499 plays on");
    FiveHundredState three = contract(dealt("five-hundred-3p", Map.of("dealer", 2)), Bid.D8);
    FiveHundredState lost = score(three, new int[] {-480, 100, 100}, 4, 3, 3);
    assertEquals(Array.of(-760, 130, 130), lost.score());
    assertEquals(Option.some(1), lost.winningSide(), "F-27 step 3: a tie to the first from c+1");
    FiveHundredState both = score(three, new int[] {-480, 100, 120}, 4, 3, 3);
    assertEquals(Option.some(2), both.winningSide(), "F-27 step 3: the highest of the others");
    FiveHundredState notMade =
        score(side0(Bid.S6, Map.of("winOnlyByContract", true)), new int[] {550, 0}, 2, 4, 2, 2);
    assertEquals(Array.of(510, 60), notMade.score());
    assertEquals(Option.none(), notMade.winningSide(), "F-27: 500 without making a contract");
  }
}
