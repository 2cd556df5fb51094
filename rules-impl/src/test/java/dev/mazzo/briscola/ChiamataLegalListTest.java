package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.LADDER;
import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The legal lists of chiamata (B-66): pass and then the bids above the high bid, lowest first, in
 * the rank and the points auction; the calls of the call phase; nothing in the deal phase.
 */
class ChiamataLegalListTest {

  // ---------------------------------------------------------------- B-66

  private static List<Action> passThen(int seat, List<String> ranks) {
    return List.<Action>of(new Pass(seat)).appendAll(ranks.map(r -> Hands.rank(seat, r)));
  }

  @Test
  @DisplayName(
      "B-66 legal in the rank auction: pass first, then the legal bids from lowest to highest; after J: pass, 7, 6, 5, 4, 2; after 2/100: pass, 2/101 … 2/120")
  void b66_legalRankAuction() {
    Playthrough p = dealt(RANKS);
    assertEquals(
        passThen(1, LADDER), p.legal().toList(), "first bid: any plain rank, no points bid");
    p.act(Hands.rank(1, "J"));
    assertEquals(passThen(2, List.of("7", "6", "5", "4", "2")), p.legal().toList());
    p.act(Hands.rank(2, "2"));
    List<Action> after2 =
        List.<Action>of(new Pass(3))
            .appendAll(List.rangeClosed(61, 120).map(n -> Bid.twoWithPoints(3, n)));
    assertEquals(after2, p.legal().toList());
    p.act(Bid.twoWithPoints(3, 100));
    List<Action> after100 =
        List.<Action>of(new Pass(4))
            .appendAll(List.rangeClosed(101, 120).map(n -> Bid.twoWithPoints(4, n)));
    assertEquals(after100, p.legal().toList());
    assertEquals(after100, p.view(4).legalActions().toList(), "the VIEW's legal is the same");
    assertTrue(p.view(3).legalActions().isEmpty(), "legal only for the seat to act");
    // Every listed action is accepted.
    for (Action a : p.legal()) {
      assertTrue(p.game().apply(p.state(), a).isRight(), a.toString());
    }
  }

  @Test
  @DisplayName("B-66 legal in the points auction: pass, then 61 … 120; after 70: pass, 71 … 120")
  void b66_legalPointsAuction() {
    Playthrough p = dealt(POINTS);
    assertEquals(
        List.<Action>of(new Pass(1))
            .appendAll(List.rangeClosed(61, 120).map(n -> Bid.points(1, n))),
        p.legal().toList());
    p.act(Bid.points(1, 70));
    assertEquals(
        List.<Action>of(new Pass(2))
            .appendAll(List.rangeClosed(71, 120).map(n -> Bid.points(2, n))),
        p.legal().toList());
  }

  @Test
  @DisplayName(
      "B-66 legal in the call phase: H, D, C, S (rank auction), or every card of the deck in canonical order (points auction); [] in the deal phase")
  void b66_legalCalls() {
    Playthrough r = dealt(RANKS, "dealer", 2);
    assertEquals(3, r.state().toAct());
    r.act(Hands.rank(3, "K"));
    for (int s : new int[] {4, 0, 1, 2}) {
      r.act(new Pass(s));
    }
    assertEquals(
        List.of(Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)
            .map(x -> (Action) Call.suit(3, x)),
        r.legal().toList());
    Playthrough q = dealt(POINTS);
    q.act(Bid.points(1, 80));
    for (int s : new int[] {2, 3, 4, 0}) {
      q.act(new Pass(s));
    }
    assertEquals(
        q.state().deck().cards().map(c -> (Action) Call.card(1, c)).toList(), q.legal().toList());
    assertEquals(40, q.legal().size());
    assertTrue(Playthrough.of(RANKS).legal().isEmpty());
  }
}
