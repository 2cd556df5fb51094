package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.LADDER;
import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.dealt;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Rank;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The chiamata bids: the auction order (B-44), the ladder of ranks (B-45), the legal bids and the 2
 * with points (B-46), and the points auction of biscambiggia-chiamata-5p (B-62).
 */
class ChiamataBidLadderTest {

  // ---------------------------------------------------------------- B-44

  @Test
  @DisplayName(
      "B-44 the eldest acts first; after each bid or pass the turn goes to the next seat that has not passed")
  void b44_auctionOrder() {
    Playthrough p = dealt(RANKS);
    int[][] script = {
      // seat, bid index on the ladder (-1 pass), toAct after
      {1, -1, 2},
      {2, 0, 3},
      {3, -1, 4},
      {4, 1, 0},
      {0, 2, 2},
      {2, 3, 4},
      {4, 4, 0},
      {0, -1, 2},
      {2, 5, 4}
    };
    for (int[] step : script) {
      p.act(step[1] < 0 ? new Pass(step[0]) : Hands.rank(step[0], LADDER.get(step[1])));
      assertEquals(step[2], p.state().toAct(), "after seat " + step[0]);
      assertEquals(Phase.BID, p.state().phase());
    }
    p.act(new Pass(4));
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(2, p.state().toAct(), "seat 2 is the one seat left: the caller");
    // With dealer 3 the eldest is seat 4, and the turn wraps round to 0.
    Playthrough q = dealt(RANKS, "dealer", 3);
    assertEquals(4, q.state().toAct());
    q.act(new Pass(4));
    assertEquals(0, q.state().toAct());
    q.act(Hands.rank(0, "A"));
    q.act(new Pass(1));
    q.act(new Pass(2));
    assertEquals(3, q.state().toAct());
    q.act(Hands.rank(3, "3"));
    assertEquals(0, q.state().toAct(), "seat 4 has passed: seat 0 acts");
  }

  // ---------------------------------------------------------------- B-45, B-46

  @Test
  @DisplayName(
      "B-45 B-46 the ladder A < 3 < K < Q < J < 7 < 6 < 5 < 4 < 2: a bid is accepted exactly when it is strictly higher; jumps are allowed")
  void b45_ladder() {
    for (int i = 0; i < LADDER.size(); i++) {
      for (int j = 0; j < LADDER.size(); j++) {
        Playthrough p = dealt(RANKS);
        p.act(Hands.rank(1, LADDER.get(i)));
        if (j > i) {
          p.act(Hands.rank(2, LADDER.get(j)));
          assertEquals(Option.some(Hands.rank(2, LADDER.get(j))), state(p).highBid());
        } else {
          p.rejects(Hands.rank(2, LADDER.get(j)), Code.BID_TOO_LOW);
        }
      }
    }
  }

  @Test
  @DisplayName(
      "B-46 a points bid only after the plain 2 or a points bid, 61 to 120, each strictly greater; 121 is MALFORMED")
  void b46_pointsBids() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "4"));
    p.rejects(Bid.twoWithPoints(2, 61), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(2, 120), Code.BID_TOO_LOW);
    p.act(Hands.rank(2, "2"));
    p.rejects(Hands.rank(3, "2"), Code.BID_TOO_LOW);
    assertEquals(
        "Bid 2 with at least 61 points",
        p.rejects(Hands.rank(3, "A"), Code.BID_TOO_LOW).message(),
        "above the plain 2 a rank is too low");
    assertEquals(
        "Bid 2 with at least 61 points",
        p.rejects(Bid.twoWithPoints(3, 60), Code.BID_TOO_LOW).message(),
        "after the plain 2, points below 61 are too low");
    p.rejects(Bid.twoWithPoints(3, 0), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(3, -5), Code.BID_TOO_LOW);
    p.rejects(Bid.twoWithPoints(3, 121), Code.MALFORMED);
    p.rejects(Bid.twoWithPoints(3, Integer.MAX_VALUE), Code.MALFORMED);
    p.rejects(new Bid(3, Option.some(Rank.TWO), Option.some(null)), Code.MALFORMED);
    p.act(Bid.twoWithPoints(3, 61));
    p.rejects(Bid.twoWithPoints(4, 61), Code.BID_TOO_LOW);
    p.rejects(Hands.rank(4, "2"), Code.BID_TOO_LOW);
    p.act(Bid.twoWithPoints(4, 62));
    p.act(Bid.twoWithPoints(0, 120));
    assertEquals(List.of(new Pass(1)), p.legal().toList(), "above 2/120 only a pass is left");
    p.rejects(Bid.twoWithPoints(1, 120), Code.BID_TOO_LOW);
  }

  @Test
  @DisplayName(
      "B-46 after a bid of A, a bid of A is BID_TOO_LOW and the answer lists every lower rank")
  void b46_belowAnAce() {
    Playthrough p = dealt(RANKS);
    p.act(Hands.rank(1, "A"));
    Rejection again = p.rejects(Hands.rank(2, "A"), Code.BID_TOO_LOW);
    assertEquals("Bid lower than A: 3, K, Q, J, 7, 6, 5, 4 or 2", again.message());
  }

  // ---------------------------------------------------------------- B-62

  @Test
  @DisplayName(
      "B-62 the points auction: 61 to 120, each bid strictly greater; below 61 or not above the current bid BID_TOO_LOW; above 120 MALFORMED")
  void b62_pointsAuction() {
    Playthrough p = dealt(POINTS);
    p.rejects(Bid.points(1, 60), Code.BID_TOO_LOW);
    p.rejects(Bid.points(1, 0), Code.BID_TOO_LOW);
    p.rejects(Bid.points(1, 121), Code.MALFORMED);
    p.act(Bid.points(1, 70));
    p.rejects(Bid.points(2, 70), Code.BID_TOO_LOW);
    assertEquals(
        "Bid at least 71 points", p.rejects(Bid.points(2, 69), Code.BID_TOO_LOW).message());
    p.rejects(Bid.points(2, 121), Code.MALFORMED);
    p.act(Bid.points(2, 71));
    p.act(new Pass(3));
    p.act(Bid.points(4, 120));
    assertEquals(List.of(new Pass(0)), p.legal().toList());
    for (int seat : new int[] {0, 1, 2}) {
      p.act(new Pass(seat));
    }
    assertEquals(Briscola.CALL, p.state().phase());
    assertEquals(Option.some(4), state(p).declarer());
    assertEquals(Option.some(Bid.points(4, 120)), state(p).highBid());
  }
}
