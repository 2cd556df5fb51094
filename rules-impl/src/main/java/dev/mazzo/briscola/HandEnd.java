package dev.mazzo.briscola;

import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.table.TableState;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The end of a hand (briscola.md B-31 … B-42, B-49, B-57 … B-59): the hand scored by the variant's
 * rule — MAJORITY or TOP over the match sides, or the chiamata CONTRACT — or a passed-out deal made
 * void, the result recorded, and the match settled or the deal passed on.
 */
final class HandEnd {

  private HandEnd() {}

  /** Scores the hand that the last trick ended (B-30) and settles the match or passes the deal. */
  static BriscolaState next(BriscolaState s) {
    return s.rules.spec.auction == Spec.Auction.NONE ? scoreSides(s) : scoreContract(s);
  }

  /** MAJORITY or TOP over the match sides (B-31 … B-37). */
  private static BriscolaState scoreSides(BriscolaState s) {
    Rules rules = s.rules;
    int sideCount = rules.sides.size();
    int[] points = new int[sideCount];
    int[] tricks = new int[sideCount];
    for (int p = 0; p < rules.players; p++) {
      points[rules.sideOfSeat[p]] += pilePoints(s, p);
      tricks[rules.sideOfSeat[p]] += pileTricks(s, p);
    }
    int handWinner = handWinner(rules, points);
    int[] change = new int[sideCount];
    if (handWinner >= 0) {
      change[handWinner] = gamePoints(rules, points[handWinner], tricks[handWinner]);
    }
    HandResult result =
        new BriscolaHandResult(
            s.handNumber(),
            rules.sides,
            TableState.boxed(points),
            TableState.boxed(tricks),
            LastEvents.seatOf(handWinner),
            TableState.boxed(change),
            Option.none());
    return settle(s, result, change);
  }

  /**
   * CONTRACT (B-57 … B-59): the declarer's side, with the partner if any, against the other seats;
   * made with at least the target; the payments per seat.
   */
  private static BriscolaState scoreContract(BriscolaState s) {
    Rules rules = s.rules;
    Auction a = s.auction;
    int n = rules.players;
    java.util.List<Integer> declarerSide = new java.util.ArrayList<>();
    java.util.List<Integer> others = new java.util.ArrayList<>();
    int[] points = new int[2];
    int[] tricks = new int[2];
    for (int p = 0; p < n; p++) {
      int side = p == a.declarer() || p == a.partner() ? 0 : 1;
      (side == 0 ? declarerSide : others).add(p);
      points[side] += pilePoints(s, p);
      tricks[side] += pileTricks(s, p);
    }
    int target = a.target();
    boolean made = points[0] >= target;
    int sign = made ? 1 : -1;
    int[] pay = new int[n];
    for (int p = 0; p < n; p++) {
      if (p == a.declarer()) {
        pay[p] = sign * (a.partner() < 0 ? 4 : 2);
      } else if (p == a.partner()) {
        pay[p] = sign;
      } else {
        pay[p] = -sign;
      }
    }
    Bid bid = s.rules.ladder.bid(a.declarer(), a.level());
    Seq<Integer> payments = TableState.boxed(pay);
    Contract contract =
        new Contract(
            Option.some(a.declarer()),
            LastEvents.seatOf(a.partner()),
            bid.rank(),
            bid.points(),
            Option.some(rules.deck.card(a.calledCard())),
            Option.some(target),
            Option.some(made),
            payments);
    HandResult result =
        new BriscolaHandResult(
            s.handNumber(),
            Array.of(Array.ofAll(declarerSide), Array.ofAll(others)),
            TableState.boxed(points),
            TableState.boxed(tricks),
            Option.some(made ? 0 : 1),
            payments,
            Option.some(contract));
    return settle(s, result, pay);
  }

  /**
   * A passed-out deal (B-49): the last pass ends the hand with a void result, no sides and every
   * payment 0.
   *
   * @param s the state after the last pass, its auction with every seat passed
   */
  static BriscolaState passedOut(BriscolaState s) {
    int n = s.rules.players;
    Seq<Integer> zeros = Array.fill(n, 0);
    Option<Integer> none = Option.none();
    Contract contract =
        new Contract(none, none, Option.none(), none, Option.none(), none, Option.none(), zeros);
    HandResult result =
        new BriscolaHandResult(
            s.handNumber(),
            Array.empty(),
            Array.empty(),
            Array.empty(),
            none,
            zeros,
            Option.some(contract));
    return settle(s, result, new int[n]);
  }

  private static int pilePoints(BriscolaState s, int seat) {
    int w = 2 * (s.rules.players + seat);
    return s.rules.table.points(s.cards[w], s.cards[w + 1]);
  }

  private static int pileTricks(BriscolaState s, int seat) {
    int w = 2 * (s.rules.players + seat);
    return (Long.bitCount(s.cards[w]) + Long.bitCount(s.cards[w + 1])) / s.rules.players;
  }

  /**
   * B-42: the result is recorded and the score updated; the match ends (B-39 … B-41) with the last
   * position kept, or the deal passes to the next dealer with everything emptied.
   *
   * @param s the state that ended the hand
   */
  private static BriscolaState settle(BriscolaState s, HandResult result, int[] change) {
    Rules rules = s.rules;
    Draft d = s.draft();
    int[] score = d.score.clone();
    for (int side = 0; side < score.length; side++) {
      score[side] += change[side];
    }
    d.score = score;
    d.results = d.results.append(result);
    d.handEnded = true;
    int matchWinner = matchWinner(rules, score);
    boolean over =
        rules.spec.match == Spec.Match.DEALS ? d.handNo >= rules.deals : matchWinner >= 0;
    if (over) {
      d.phase = Phase.MATCH_OVER;
      d.toAct = GameState.NOBODY;
      d.trick = Trick.EMPTY;
      d.winner = matchWinner;
    } else {
      d.dealer = rules.next(d.dealer);
      d.handNo++;
      d.winner = -1;
      d.awaitDeal();
    }
    // one inlined copy of the state's constructor (see PlayPhase.next)
    return d.state();
  }

  /**
   * The side that wins the match with this score, or -1: the highest total after the last deal,
   * none on a shared top (B-41); else the first side to the target (B-39, B-40).
   */
  private static int matchWinner(Rules rules, int[] score) {
    int matchWinner = -1;
    if (rules.spec.match == Spec.Match.DEALS) {
      int top = Integer.MIN_VALUE;
      for (int side = 0; side < score.length; side++) {
        top = Math.max(top, score[side]);
      }
      for (int side = 0; side < score.length; side++) {
        if (score[side] == top) {
          if (matchWinner != -1) {
            return -1;
          }
          matchWinner = side;
        }
      }
      return matchWinner;
    }
    for (int side = 0; side < score.length; side++) {
      if (score[side] >= rules.handsToWin) {
        matchWinner = side;
      }
    }
    return matchWinner;
  }

  /**
   * What the winning side receives (B-36): 1, or by the Sueca scale (B-37) 4 for every trick (the
   * bandeira), 2 for 91 points or more, else 1.
   */
  static int gamePoints(Rules rules, int points, int tricks) {
    if (rules.scale == Spec.Scale.SINGLE) {
      return 1;
    }
    if (tricks == rules.tricks) {
      return 4;
    }
    return points >= 91 ? 2 : 1;
  }

  /** The side that wins the hand, or -1 for a void hand (B-33 MAJORITY, B-34 TOP). */
  static int handWinner(Rules rules, int[] points) {
    if (rules.handRule == HandRule.MAJORITY) {
      for (int side = 0; side < points.length; side++) {
        if (2 * points[side] > rules.total) {
          return side;
        }
      }
      return -1;
    }
    int best = -1;
    boolean shared = false;
    for (int side = 0; side < points.length; side++) {
      if (best < 0 || points[side] > points[best]) {
        best = side;
        shared = false;
      } else if (points[side] == points[best]) {
        shared = true;
      }
    }
    return shared ? -1 : best;
  }
}
