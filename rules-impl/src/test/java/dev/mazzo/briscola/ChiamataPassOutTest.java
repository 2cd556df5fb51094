package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.dealt;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The end of a chiamata auction: a pass is final (B-47), the auction ends with one seat left
 * (B-48), and a deal all five seats pass is passed out (B-49), which ends a match of one deal
 * (B-41).
 */
class ChiamataPassOutTest {

  // ---------------------------------------------------------------- B-47, B-48

  @Test
  @DisplayName(
      "B-47 a seat that has passed cannot re-enter: any later bid or pass from it is ALREADY_PASSED, even when it would be its turn")
  void b47_noReEntry() {
    Playthrough p = dealt(RANKS);
    p.act(new Pass(1));
    p.act(Hands.rank(2, "A"));
    p.rejects(Hands.rank(1, "3"), Code.ALREADY_PASSED);
    p.rejects(new Pass(1), Code.ALREADY_PASSED);
    p.rejects(Bid.twoWithPoints(1, 70), Code.ALREADY_PASSED);
    p.act(new Pass(3));
    p.act(new Pass(4));
    p.act(new Pass(0));
    assertEquals(Briscola.CALL, p.state().phase(), "B-48 (a) one bid and one seat left");
    assertEquals(2, p.state().toAct());
    assertEquals(
        List.of(new Event.Passed.Plain(0), new ChiamataEvent.AuctionEnded(Option.some(2))),
        p.state().lastEvents().toList());
  }

  @Test
  @DisplayName(
      "B-48 (a) the auction ends as soon as a bid has been made and exactly one seat has not passed; not before")
  void b48a_endWithADeclarer() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "A"));
    p.act(new Pass(2));
    p.act(new Pass(3));
    p.act(new Pass(4));
    assertEquals(Phase.BID, p.state().phase(), "seats 0 and 1 are left");
    assertEquals(0, p.state().toAct());
    p.act(Hands.rank(0, "3"));
    assertEquals(1, p.state().toAct(), "seat 1, outbid, acts again");
    p.act(Hands.rank(1, "K"));
    p.act(new Pass(0));
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(Option.some(1), state(p).declarer());
    assertEquals(Option.some(Hands.rank(1, "K")), state(p).highBid());
  }

  @Test
  @DisplayName(
      "B-48 four seats passed and no bid: the fifth still acts; a bid from it ends the auction by (a)")
  void b48_fifthSeatBids() {
    Playthrough p = dealt(RANKS);
    for (int seat = 1; seat <= 4; seat++) {
      p.act(new Pass(seat));
    }
    assertEquals(Phase.BID, p.state().phase());
    assertEquals(0, p.state().toAct());
    assertEquals(11, p.legal().size(), "pass and the ten ranks");
    p.act(Hands.rank(0, "2"));
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(Option.some(0), state(p).declarer());
    assertEquals(0, p.state().toAct());
    assertEquals(
        List.of(
            new ChiamataEvent.BidMade(0, Option.some(Rank.TWO), Option.none()),
            new ChiamataEvent.AuctionEnded(Option.some(0))),
        p.state().lastEvents().toList());
  }

  // ---------------------------------------------------------------- B-48 (b), B-49, B-41

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {RANKS, POINTS})
  @DisplayName(
      "B-48 (b) B-49 B-42 all five pass: the deal is passed out — a void result with empty sides, every payment 0; it counts as a deal and the deal passes on")
  void b49_passedOut(String id) {
    Playthrough p = dealt(id);
    for (int seat : new int[] {1, 2, 3, 4}) {
      p.act(new Pass(seat));
    }
    p.act(new Pass(0));
    GameState s = p.state();
    BriscolaHandResult h = (BriscolaHandResult) s.results().single();
    assertEquals(1, h.hand());
    assertTrue(h.sides().isEmpty() && h.points().isEmpty() && h.tricks().isEmpty());
    assertTrue(h.winningSide().isEmpty());
    assertEquals(List.of(0, 0, 0, 0, 0), h.scoreChange().toList());
    Contract c = h.contract().get();
    assertEquals(
        new Contract(
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            Array.of(0, 0, 0, 0, 0)),
        c);
    assertEquals(
        List.of(
            new Event.Passed.Plain(0),
            new ChiamataEvent.AuctionEnded(Option.none()),
            new Event.HandScored.Plain(h)),
        s.lastEvents().toList());
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer(), "B-2 the deal passes on");
    assertEquals(2, s.handNumber());
    assertEquals(List.of(0, 0, 0, 0, 0), s.score().toList());
    // B-42: the auction is reset.
    assertTrue(state(p).highBid().isEmpty());
    assertTrue(state(p).passed().isEmpty());
    assertTrue(
        state(p).declarer().isEmpty()
            && state(p).calledCard().isEmpty()
            && state(p).partner().isEmpty());
    for (int seat = 0; seat < 5; seat++) {
      assertTrue(s.hand(seat).isEmpty());
    }
    // The next hand: dealer 1, the eldest is seat 2.
    p.deal(Shuffle.seeded(2).order(s.deck()));
    assertEquals(2, p.state().toAct());
    assertEquals(Phase.BID, p.state().phase());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {RANKS, POINTS})
  @DisplayName(
      "B-41 B-49 with deals 1 a passed-out deal ends the match: every score 0 is shared, so the match is drawn (winner null)")
  void b41_passedOutLastDeal(String id) {
    Playthrough p = dealt(id, "deals", 1);
    for (int seat : new int[] {1, 2, 3, 4, 0}) {
      p.act(new Pass(seat));
    }
    GameState s = p.state();
    assertEquals(Phase.MATCH_OVER, s.phase());
    assertEquals(GameState.NOBODY, s.toAct());
    assertTrue(s.winningSide().isEmpty());
    assertEquals(new Event.MatchEnded.Plain(Option.none()), s.lastEvents().last());
    assertTrue(p.legal().isEmpty());
    assertEquals(1, s.handNumber(), "B-69 hand is the number of the last hand");
    p.rejects(new Pass(1), Code.MATCH_OVER);
    p.rejects(Hands.rank(1, "A"), id.equals(RANKS) ? Code.MATCH_OVER : Code.MALFORMED);
    p.rejects(new Deal(Shuffle.seeded(1).order(s.deck())), Code.MATCH_OVER);
    p.rejects(Bid.twoWithPoints(1, 121), Code.MALFORMED);
  }
}
