package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.table.TableState;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The end of a hand (pitch.md P-29 … P-32): made, set or moon for four players (P-30) and five
 * (P-31), the void hand (P-32), and the move to the next deal, the dealer passing left (P-9), or to
 * the end of the match ({@link MatchEnd}, P-33).
 */
final class HandEnd {

  private HandEnd() {}

  /**
   * The winning side's index (0 or 1) and the outcome of a scored hand, made once (issue 29: a hand
   * end made a dozen small objects): an {@code Option} is compared by value, so a shared one is the
   * one a hand made before.
   */
  private static final Option<Integer> SIDE_0 = Option.some(0);

  private static final Option<Integer> SIDE_1 = Option.some(1);
  private static final Option<Boolean> MADE = Option.some(true);
  private static final Option<Boolean> SET = Option.some(false);

  /** P-32: the hand is void; no score changes; the next deal, dealer + 1. */
  static void voidHand(Draft d, String reason) {
    int n = d.players();
    Option<PitchHandResult.Contract> contract =
        d.trump < 0 ? Option.none() : Option.some(contract(d));
    PitchHandResult r =
        new PitchHandResult(
            d.handNo,
            Array.empty(),
            Array.empty(),
            Option.none(),
            Option.some(reason),
            d.dealer,
            "all-pass".equals(reason) ? Option.none() : contract,
            Array.fill(n, 0),
            Array.empty(),
            Array.empty(),
            Option.none(),
            Array.fill(d.rules.sideCount(), 0));
    d.emit(new PitchEvent.Voided(reason));
    d.emit(new Event.HandScored.Plain(r));
    d.results = d.results.append(r);
    nextDeal(d);
  }

  private static PitchHandResult.Contract contract(Draft d) {
    return new PitchHandResult.Contract(
        d.declarer,
        d.bid == d.rules.moon ? Option.none() : Option.some((int) d.bid),
        Suit.ofOrdinal(d.trump),
        d.called < 0 ? Option.none() : Option.some(d.rules.deck.card(d.called)),
        d.partner < 0 ? Option.none() : Option.some((int) d.partner));
  }

  /** The seats of the bidding side: 4p the declarer's match side, 5p the declarer and partner. */
  static boolean bidding(Draft d, int seat) {
    return d.players() == 4
        ? (seat & 1) == (d.declarer & 1)
        : seat == d.declarer || seat == d.partner;
  }

  /** P-29 … P-31: the hand is scored; then the end of the match or the next deal. */
  static void end(Draft d) {
    int n = d.players();
    Rules rules = d.rules;
    int pB = 0;
    int pD = 0;
    for (int p = 0; p < n; p++) {
      if (bidding(d, p)) {
        pB += d.pointsOf(p);
      } else {
        pD += d.pointsOf(p);
      }
    }
    boolean moon = d.bid == rules.moon;
    boolean made = moon ? pB == rules.total : pB >= d.bid;
    int bidChange = made ? (rules.madeBidScoresBid ? d.bid : pB) : -d.bid;
    int[] change = new int[rules.sideCount()];
    for (int side = 0; side < change.length; side++) {
      int seat = side; // 4p: seat 0 or 1 is on match side 0 or 1; 5p: a side is a seat
      boolean ours = bidding(d, seat);
      if (moon) {
        int old = d.score[side];
        change[side] = ours && made ? (old >= 0 ? rules.target : 0) - old : 0;
      } else if (ours) {
        change[side] = bidChange;
      } else {
        change[side] = !rules.defendersScore ? 0 : n == 4 ? pD : d.pointsOf(seat);
      }
    }
    d.score = d.score.clone(); // shared with the hand's states until now
    for (int side = 0; side < change.length; side++) {
      d.score[side] += change[side];
    }
    PitchHandResult r = result(d, made, pB, pD, change);
    d.emit(new Event.HandScored.Plain(r));
    d.results = d.results.append(r);
    int winner = MatchEnd.winner(d, moon && !made);
    if (winner >= 0) {
      d.phase = Phase.MATCH_OVER;
      d.toAct = GameState.NOBODY;
      d.winner = Option.some(winner);
      d.emit(new Event.MatchEnded.Plain(d.winner));
    } else {
      nextDeal(d);
    }
  }

  private static PitchHandResult result(Draft d, boolean made, int pB, int pD, int[] change) {
    int n = d.players();
    Seq<Seq<Integer>> sides;
    int biddingIndex;
    if (n == 4) {
      sides = d.rules.sides();
      biddingIndex = d.declarer & 1;
    } else {
      sides = d.rules.contractSides(d.declarer, d.partner);
      biddingIndex = 0;
    }
    Integer[] points = new Integer[2];
    points[biddingIndex] = pB;
    points[1 - biddingIndex] = pD;
    // The point cards of each side: 4p the match sides, seat p on side p & 1; 5p the bidding side
    // (declarer and partner), then the others.
    long[] sets = new long[2];
    for (int p = 0; p < n; p++) {
      sets[n == 4 ? p & 1 : bidding(d, p) ? 0 : 1] |= d.pointCardsOf(p);
    }
    Array<Seq<Card>> pointCards =
        Array.of(BurnPhase.cards(d, sets[0]), BurnPhase.cards(d, sets[1]));
    TrumpContext ctx = d.rules.context(d.trump);
    long dead = 0;
    for (int p = 0; p < n; p++) {
      for (long b = d.burned[p]; b != 0; b = CardSet.withoutLowest(b)) {
        int id = Long.numberOfTrailingZeros(b);
        dead |= ctx.pointsOf(id) > 0 ? 1L << id : 0;
      }
    }
    return new PitchHandResult(
        d.handNo,
        sides,
        Array.of(points),
        (made ? biddingIndex : 1 - biddingIndex) == 0 ? SIDE_0 : SIDE_1,
        Option.none(),
        d.dealer,
        Option.some(contract(d)),
        pointsBySeat(d),
        pointCards,
        BurnPhase.cards(d, dead),
        made ? MADE : SET,
        TableState.boxed(change));
  }

  /** The points credited to each seat (P-36). */
  private static Seq<Integer> pointsBySeat(Draft d) {
    Integer[] out = new Integer[d.players()];
    for (int p = 0; p < out.length; p++) {
      out[p] = d.pointsOf(p);
    }
    return Array.of(out);
  }

  /** The next deal (P-9, P-37): the hand's fields cleared, dealer + 1. */
  static void nextDeal(Draft d) {
    d.clearHand();
    d.dealer = (byte) d.next(d.dealer);
    d.handNo++;
    d.phase = Phase.DEAL;
    d.toAct = GameState.CHANCE;
  }
}
