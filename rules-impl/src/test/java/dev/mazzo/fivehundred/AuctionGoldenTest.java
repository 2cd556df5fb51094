package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Trump;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The golden examples G-1 … G-3 of five-hundred.md: the deal, the ladder and the auctions. */
class AuctionGoldenTest {

  private static final Game<FiveHundredState, FiveHundredView> G4 =
      FiveHundred.game("five-hundred-4p").get();

  private static FiveHundredState dealt(Map<String, Object> options) {
    FiveHundredState s = G4.newMatch(MatchOptions.of(options)).get();
    return G4.apply(s, new Deal(s.deck().cards())).get();
  }

  private static FiveHundredState act(FiveHundredState s, Action a) {
    return G4.apply(s, a).getOrElseThrow(r -> new AssertionError(r.toString()));
  }

  @Test
  void g1F5DealIndices() {
    FiveHundredState s = dealt(Map.of("dealer", 0));
    Seq<Card> o = s.deck().cards();
    assertEquals(s.set(mask(s, 0, 3) | mask(s, 15, 4) | mask(s, 31, 3)), s.hand(1), "G-1 seat 1");
    assertEquals(s.set(mask(s, 9, 3) | mask(s, 27, 4) | mask(s, 40, 3)), s.hand(0), "G-1 seat 0");
    assertEquals(s.set(mask(s, 12, 3)), s.kitty(), "G-1 kitty order[12..14]");
    assertEquals(43, o.size());
  }

  private static long mask(FiveHundredState s, int from, int count) {
    long m = 0;
    for (int i = from; i < from + count; i++) {
      m |= 1L << i;
    }
    return m;
  }

  private static Code code(FiveHundredState s, Bid b) {
    return G4.apply(s, new MakeBid(s.toAct(), b)).fold(r -> r.code(), x -> null);
  }

  @Test
  void g2F7TheLadderAroundMisere() {
    FiveHundredState s = dealt(Map.of("dealer", 0));
    assertEquals(null, code(s, Bid.OMIS), "G-2 OMIS legal first");
    assertEquals(Code.ILLEGAL_BID, code(s, Bid.MIS));
    FiveHundredState h6 = act(s, new MakeBid(1, Bid.H6));
    assertEquals(Code.ILLEGAL_BID, code(h6, Bid.MIS));
    FiveHundredState s7 = act(s, new MakeBid(1, Bid.S7));
    assertEquals(null, code(s7, Bid.MIS));
    FiveHundredState mis = act(s7, new MakeBid(2, Bid.MIS));
    assertEquals(null, code(mis, Bid.S8));
    assertEquals(Code.BID_TOO_LOW, code(mis, Bid.NT7));
    FiveHundredState s8 = act(s, new MakeBid(1, Bid.S8));
    assertEquals(Code.BID_TOO_LOW, code(s8, Bid.MIS));
    FiveHundredState d10 = act(s, new MakeBid(1, Bid.D10));
    assertEquals(null, code(d10, Bid.OMIS));
    FiveHundredState omis = act(s, new MakeBid(1, Bid.OMIS));
    assertEquals(null, code(omis, Bid.H10));
    assertEquals(null, code(omis, Bid.NT10));
    assertEquals(Code.BID_TOO_LOW, code(omis, Bid.D10));
    FiveHundredState h7 = act(s, new MakeBid(1, Bid.H7));
    Seq<Action> legal = G4.legalActions(h7);
    assertEquals(19, legal.size(), "G-2: 19 actions over 7H");
    assertEquals(new Pass(2), legal.head());
    assertEquals(new MakeBid(2, Bid.NT7), legal.get(1));
    assertEquals(new MakeBid(2, Bid.MIS), legal.get(2));
    assertEquals(new MakeBid(2, Bid.NT10), legal.last());
    assertEquals(
        Code.ILLEGAL_BID,
        code(dealt(Map.of("misere", false)), Bid.OMIS),
        "F-30: a misère bid with misere=false");
  }

  @Test
  void g3F8F9Auctions() {
    FiveHundredState s = dealt(Map.of("dealer", 3));
    s = act(s, new MakeBid(0, Bid.S6));
    s = act(s, new Pass(1));
    s = act(s, new MakeBid(2, Bid.C7));
    s = act(s, new Pass(3));
    assertEquals(
        Code.ALREADY_PASSED, G4.apply(s, new Pass(1)).getLeft().code(), "G-3 ALREADY_PASSED");
    s = act(s, new MakeBid(0, Bid.H7));
    s = act(s, new Pass(2));
    assertEquals(0, s.declarer().get().intValue(), "G-3 Australian: seat 0 at 7H");
    assertEquals(Bid.H7, s.contract().get());
    assertEquals(13, s.hand(0).size(), "F-11: the kitty joins the contractor's hand");
    FiveHundredState a = dealt(Map.of("dealer", 3, "biddingStyle", "american"));
    a = act(a, new MakeBid(0, Bid.S6));
    a = act(a, new Pass(1));
    a = act(a, new MakeBid(2, Bid.C7));
    a = act(a, new Pass(3));
    assertEquals(2, a.declarer().get().intValue(), "G-3 American: seat 2 at 7C");
    assertEquals(Trump.CLUBS, a.trump().get());
  }

  /** F-15: in misère the declarer's partners sit out; every declarer seat, 4p and 6p. */
  @Test
  void f15TheMisereDeclarersPartnersSitOut() {
    int[][] four = {{2}, {3}, {0}, {1}};
    int[][] six = {{2, 4}, {3, 5}, {0, 4}, {1, 5}, {0, 2}, {1, 3}};
    for (int c = 0; c < 4; c++) {
      Draft d = Setup.dealt("five-hundred-4p", Map.of()).draft();
      BidPhase.contract(d, c, Bid.MIS);
      assertEquals(io.vavr.collection.Array.ofAll(four[c]), d.state().out(), "4p, contractor " + c);
    }
    for (int c = 0; c < 6; c++) {
      Draft d = Setup.dealt("five-hundred-6p", Map.of()).draft();
      BidPhase.contract(d, c, Bid.OMIS);
      assertEquals(io.vavr.collection.Array.ofAll(six[c]), d.state().out(), "6p, contractor " + c);
    }
    Draft d = Setup.dealt("five-hundred-6p", Map.of()).draft();
    BidPhase.contract(d, 1, Bid.H7);
    assertEquals(io.vavr.collection.Array.empty(), d.state().out(), "not in a suit contract");
  }
}
