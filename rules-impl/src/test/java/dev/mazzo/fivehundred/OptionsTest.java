package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.firstLegal;
import static dev.mazzo.fivehundred.Setup.game;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The options of five-hundred.md §12, each by its effect (misère, openMisereExpose,
 * winOnlyByContract and misereOpponentsScoreTricks are also in the golden tests), and MALFORMED for
 * an unknown option, a value of the wrong type or out of range, and null.
 */
class OptionsTest {

  private static final String FOUR = "five-hundred-4p";

  private static FiveHundredState allPass(FiveHundredState s) {
    while (s.phase() == Phase.BID) {
      s = act(s, new Pass(s.toAct()));
    }
    return s;
  }

  @Test
  void dealerF4() {
    for (int dealer = 0; dealer < 4; dealer++) {
      FiveHundredState s = dealt(FOUR, Map.of("dealer", dealer));
      assertEquals(dealer, s.dealer());
      assertEquals((dealer + 1) % 4, s.toAct(), "F-8: seat d+1 speaks first");
    }
    FiveHundredState six = dealt("five-hundred-6p", Map.of("dealer", 5));
    assertEquals(0, six.toAct());
  }

  @Test
  void biddingStyleF8F9() {
    FiveHundredState au = dealt(FOUR, Map.of());
    au = act(au, new MakeBid(1, Bid.S6));
    au = act(au, new MakeBid(2, Bid.S7));
    au = act(au, new Pass(3));
    au = act(au, new Pass(0));
    assertEquals(Phase.BID, au.phase(), "F-8: the overcalled seat speaks again");
    assertEquals(1, au.toAct());
    FiveHundredState am = dealt(FOUR, Map.of("biddingStyle", "american"));
    am = act(am, new MakeBid(1, Bid.S6));
    am = act(am, new MakeBid(2, Bid.S7));
    am = act(am, new Pass(3));
    am = act(am, new Pass(0));
    assertEquals(FiveHundred.DISCARD, am.phase(), "F-9: each seat speaks once");
    assertEquals(Option.some(2), am.declarer());
    FiveHundredState none = allPass(dealt(FOUR, Map.of("biddingStyle", "american")));
    assertTrue(((FiveHundredHandResult) none.results().last()).isVoid(), "F-9, F-10");
  }

  @Test
  void misereF7() {
    FiveHundredState off = act(dealt(FOUR, Map.of("misere", false)), new MakeBid(1, Bid.H7));
    Seq<Action> legal = game(FOUR).legalActions(off);
    assertFalse(legal.exists(a -> a instanceof MakeBid && ((MakeBid) a).bid().isMisere()));
    assertEquals(17, legal.size(), "G-2's 19 without MIS and OMIS");
    FiveHundredState on = act(dealt(FOUR, Map.of()), new MakeBid(1, Bid.H7));
    assertEquals(19, game(FOUR).legalActions(on).size());
  }

  @Test
  void allPassRedealF10F29() {
    FiveHundredState s = allPass(dealt(FOUR, Map.of("dealer", 2)));
    FiveHundredHandResult r = (FiveHundredHandResult) s.results().last();
    assertTrue(r.isVoid());
    assertEquals(Array.empty(), r.sides());
    assertEquals(Array.of(0, 0, 0, 0), r.tricksBySeat());
    assertEquals(Array.of(0, 0), r.scoreChange());
    assertEquals(Option.none(), r.winningSide());
    assertEquals(Phase.DEAL, s.phase(), "F-29: the next deal");
    assertEquals(3, s.dealer(), "F-4: dealer + 1 after a void hand");
    assertEquals(2, s.handNumber());
    assertEquals(Array.of(0, 0), s.score());
    assertTrue(s.lastEvents().exists(e -> e instanceof FiveHundredEvent.Void));
  }

  @Test
  void allPassNoTrumpTricksF10F26() {
    FiveHundredState s = allPass(dealt(FOUR, Map.of("dealer", 2, "allPass", "no-trump-tricks")));
    assertEquals(Phase.PLAY, s.phase(), "F-10: played at no-trumps");
    assertEquals(Option.some(Trump.NO_TRUMP), s.trump());
    assertEquals(3, s.toAct(), "F-16: seat d+1 leads");
    assertEquals(Option.none(), s.declarer());
    assertEquals(3, s.kitty().size(), "F-10: the kitty stays dead");
    assertEquals(Array.empty(), s.out(), "every seat takes part");
    s = firstLegal(s, 40);
    FiveHundredHandResult r = (FiveHundredHandResult) s.results().last();
    assertEquals(s.sides(), r.sides(), "F-32: the match sides");
    assertEquals(10, r.tricksBySeat().sum().intValue());
    int t0 = r.tricksBySeat().get(0) + r.tricksBySeat().get(2);
    assertEquals(Array.of(10 * t0, 10 * (10 - t0)), r.scoreChange(), "F-26: 10 a trick");
    assertEquals(Option.none(), r.winningSide());
    assertEquals(Option.none(), r.made());
    assertEquals(Option.none(), r.contractingSide());
  }

  @Test
  void allPassNoTrumpTricksInThreeAndFive() {
    for (String id : new String[] {"five-hundred-3p", "five-hundred-5p"}) {
      FiveHundredState s = allPass(dealt(id, Map.of("allPass", "no-trump-tricks")));
      s = firstLegal(s, 10 * s.players());
      FiveHundredHandResult r = (FiveHundredHandResult) s.results().last();
      assertEquals(r.tricksBySeat().map(t -> 10 * t), r.scoreChange(), id + " F-26");
    }
  }

  private static Code rejected(String id, Map<String, Object> options) {
    return game(id).newMatch(MatchOptions.of(options)).fold(r -> r.code(), s -> null);
  }

  @Test
  void badOptionsAreMalformed() {
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("trumps", "H")), "unknown option");
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("dealer", 4)));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("dealer", -1)));
    assertEquals(Code.MALFORMED, rejected("five-hundred-3p", Map.of("dealer", 3)));
    assertEquals(null, rejected("five-hundred-6p", Map.of("dealer", 5)));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("dealer", "1")));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("biddingStyle", "british")));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("misere", "true")));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("openMisereExpose", "never")));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("winOnlyByContract", 1)));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("allPass", "misdeal")));
    assertEquals(Code.MALFORMED, rejected(FOUR, Map.of("misereOpponentsScoreTricks", "no")));
    Map<String, Object> nullValue = new HashMap<>();
    nullValue.put("misere", null);
    assertEquals(Code.MALFORMED, rejected(FOUR, nullValue), "null");
    Map<String, Object> all = new HashMap<>();
    all.put("dealer", 1);
    all.put("biddingStyle", "american");
    all.put("misere", false);
    all.put("openMisereExpose", "before-lead");
    all.put("winOnlyByContract", false);
    all.put("allPass", "no-trump-tricks");
    all.put("misereOpponentsScoreTricks", true);
    assertEquals(null, rejected(FOUR, all), "every option at its other value");
    assertEquals(
        Array.of(
            "dealer",
            "biddingStyle",
            "misere",
            "openMisereExpose",
            "winOnlyByContract",
            "allPass",
            "misereOpponentsScoreTricks"),
        game(FOUR).variant().options().map(o -> o.name()),
        "§12");
  }

  @Test
  void eventsOfTheAuctionF35() {
    FiveHundredState s = dealt(FOUR, Map.of());
    assertEquals(Array.of(new FiveHundredEvent.Dealt(0)), s.lastEvents());
    s = act(s, new MakeBid(1, Bid.S6));
    assertEquals(Array.of(new FiveHundredEvent.BidMade(1, Bid.S6)), s.lastEvents());
    s = act(s, new Pass(2));
    assertEquals(Array.of(new Event.Passed.Plain(2)), s.lastEvents());
    s = act(s, new Pass(3));
    FiveHundredState before = s;
    s = act(s, new Pass(0));
    Seq<Event> e = s.lastEvents();
    assertEquals(new FiveHundredEvent.Contract(1, Bid.S6), e.get(1));
    assertEquals(
        new FiveHundredEvent.Kitty(1, Option.some(before.kitty().toSeq())), e.get(2), "F-35");
    assertEquals(
        new FiveHundredEvent.Kitty(1, Option.none()),
        game(FOUR).view(s, 2).get().events().get(2),
        "F-35: the kitty's cards only to the contractor");
  }
}
