package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.dealt;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chiamata auctions of golden examples G-7 (the rank auction, rows 1 to 12, and what every view
 * shows after it: B-70) and G-8 (the 2 with points, rows 1 to 11), and G-8's first bids (B-46).
 */
class ChiamataGoldenAuctionTest {

  // ---------------------------------------------------------------- G-7 (rows 1 to 12)

  @ParameterizedTest(name = "firstLead {0}")
  @ValueSource(strings = {"eldest", "caller"})
  @DisplayName(
      "G-7 rows 1–12: the rank auction, with toAct after each action, ALREADY_PASSED and BID_TOO_LOW; caller 4 with 5, call D: 5D, partner 3")
  void g7_table(String firstLead) {
    Playthrough p = Playthrough.of(RANKS, "firstLead", firstLead);
    p.deal(Hands.seededWith(p, 526, 2, "5D"));
    assertTrue(p.state().hand(3).contains(p.card("5D")), "B-43 order[2] goes to seat 3");
    assertEquals(Phase.BID, p.state().phase());
    assertEquals(1, p.state().toAct());
    // 1
    p.act(Hands.rank(1, "A"));
    assertEquals(2, p.state().toAct());
    assertEquals(
        new ChiamataEvent.BidMade(1, Option.some(Rank.ACE), Option.none()),
        p.state().lastEvents().single());
    assertEquals(Option.some(Hands.rank(1, "A")), state(p).highBid());
    // 2: a jump past 3 is allowed
    p.act(Hands.rank(2, "K"));
    assertEquals(3, p.state().toAct());
    // 3
    p.act(new Pass(3));
    assertEquals(4, p.state().toAct());
    assertEquals(new Event.Passed.Plain(3), p.state().lastEvents().single());
    assertEquals(List.of(3), state(p).passed().toList());
    // 4
    p.rejects(Hands.rank(3, "2"), Code.ALREADY_PASSED);
    // 5
    p.act(Hands.rank(4, "J"));
    assertEquals(0, p.state().toAct());
    // 6
    p.act(new Pass(0));
    assertEquals(1, p.state().toAct());
    // 7: Q is not below J
    Rejection low = p.rejects(Hands.rank(1, "Q"), Code.BID_TOO_LOW);
    assertEquals("Bid lower than J: 7, 6, 5, 4 or 2", low.message());
    // 8
    p.act(Hands.rank(1, "7"));
    assertEquals(2, p.state().toAct());
    // 9: seat 3 has passed
    p.act(new Pass(2));
    assertEquals(4, p.state().toAct());
    // 10
    p.act(Hands.rank(4, "5"));
    assertEquals(1, p.state().toAct());
    assertEquals(Phase.BID, p.state().phase());
    // 11: the auction ends
    p.act(new Pass(1));
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(4, p.state().toAct());
    assertEquals(Option.some(4), state(p).declarer());
    assertEquals(Option.some(Hands.rank(4, "5")), state(p).highBid());
    assertEquals(List.of(0, 1, 2, 3), state(p).passed().toList());
    assertEquals(
        List.of(new Event.Passed.Plain(1), new ChiamataEvent.AuctionEnded(Option.some(4))),
        p.state().lastEvents().toList());
    assertTrue(p.state().trump().isEmpty(), "B-51 trump is null until the call");
    for (int seat = 0; seat < 5; seat++) {
      // B-70 every view shows the auction and the declarer as the SUMMARY does, and no partner.
      BriscolaView v = (BriscolaView) p.view(seat);
      assertEquals(state(p).highBid(), v.highBid());
      assertEquals(state(p).passed().toList(), v.passed().toList());
      assertEquals(Option.some(4), v.declarer());
      assertTrue(v.calledCard().isEmpty() && v.partner().isEmpty() && !v.partnerKnown());
      assertEquals(seat == 4 ? 4 : 0, v.legalActions().size(), "B-66 H, D, C, S for the caller");
    }
    // 12
    p.act(Call.suit(4, Suit.DIAMONDS));
    assertEquals(Option.some(p.card("5D")), state(p).calledCard());
    assertEquals(Option.some(Suit.DIAMONDS), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
    assertTrue(p.state().trumpCard().isEmpty(), "B-51 trumpCard is always null in chiamata");
    assertEquals(Option.some(3), state(p).partner(), "the SUMMARY's partner is 3");
    assertEquals(
        new ChiamataEvent.Called(4, p.card("5D"), Suit.DIAMONDS), p.state().lastEvents().single());
    assertEquals(Phase.PLAY, p.state().phase());
    assertEquals(firstLead.equals("caller") ? 4 : 1, p.state().toAct(), "B-20 B-54 the first lead");
    assertEquals(
        "[[0],[1],[2],[3],[4]]", Hands.sides(p.state().sides()), "B-3 match sides unchanged");
  }

  // ---------------------------------------------------------------- G-8

  @Test
  @DisplayName(
      "G-8 rows 1–11: 2, 2/61 (beats the plain 2), 4 and 2/61 BID_TOO_LOW, 2/70, 2/121 MALFORMED; four passes: caller 3 with 2/70; call C: 2C, trump C")
  void g8_table() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "2"));
    assertEquals(2, p.state().toAct());
    p.act(Bid.twoWithPoints(2, 61));
    assertEquals(3, p.state().toAct());
    assertEquals(
        new ChiamataEvent.BidMade(2, Option.some(Rank.TWO), Option.some(61)),
        p.state().lastEvents().single());
    p.rejects(Hands.rank(3, "4"), Code.BID_TOO_LOW);
    Rejection notAbove = p.rejects(Bid.twoWithPoints(3, 61), Code.BID_TOO_LOW);
    assertEquals("Bid 2 with at least 62 points", notAbove.message());
    p.act(Bid.twoWithPoints(3, 70));
    assertEquals(4, p.state().toAct());
    p.rejects(Bid.twoWithPoints(4, 121), Code.MALFORMED);
    for (int seat : new int[] {4, 0, 1}) {
      p.act(new Pass(seat));
      assertEquals(Phase.BID, p.state().phase());
    }
    p.act(new Pass(2));
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(Option.some(3), state(p).declarer());
    assertEquals(Option.some(Bid.twoWithPoints(3, 70)), state(p).highBid());
    p.act(Call.suit(3, Suit.CLUBS));
    assertEquals(Option.some(p.card("2C")), state(p).calledCard());
    assertEquals(Option.some(Suit.CLUBS), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
  }

  @Test
  @DisplayName(
      "G-8 B-46 in a fresh auction a first bid of 2/61 is BID_TOO_LOW; in biscambiggia-chiamata-5p a first bid of 60 points is BID_TOO_LOW and 61 is ok")
  void g8_firstBids() {
    Playthrough p = dealt(RANKS);
    Rejection r = p.rejects(Bid.twoWithPoints(1, 61), Code.BID_TOO_LOW);
    assertEquals("A bid of 2 with points is possible only after a plain 2", r.message());
    Playthrough q = dealt(POINTS);
    assertEquals(
        "Bid at least 61 points", q.rejects(Bid.points(1, 60), Code.BID_TOO_LOW).message());
    q.act(Bid.points(1, 61));
    assertEquals(
        new ChiamataEvent.BidMade(1, Option.none(), Option.some(61)),
        q.state().lastEvents().single());
    assertEquals(Option.some(Bid.points(1, 61)), state(q).highBid());
  }
}
