package dev.mazzo.briscola;

import dev.mazzo.card.Rank;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.table.Checks;
import dev.mazzo.trick.Seats;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * Phase {@code bid}, the chiamata auction (briscola.md B-44 … B-49, B-62): the legal bids, a bid's
 * checks, and a bid or a pass with what follows — the next bidder, the declarer (phase {@code
 * call}), or a passed-out deal. The legal bids and the checks share one predicate: {@link #level}.
 */
final class BidPhase {

  private BidPhase() {}

  /** Pass, then every legal bid from the lowest to the highest on the ladder (B-45, B-66). */
  static Seq<Action> legal(BriscolaState s) {
    return s.rules.ladder.legalBids(s.toAct(), s.auction.level());
  }

  /**
   * A bid's fields for this variant (B-46, B-62, B-64). Each field is read once (issue 29: the
   * checks read each option again and again, and a checked bid cost about twice an unchecked one).
   */
  static Option<Rejection> shape(Rules rules, Bid b) {
    Option<Rank> rankOption = b.rank();
    Option<Integer> pointsOption = b.points();
    if (rankOption == null || pointsOption == null) {
      return Checks.malformed("A bid needs a rank or points");
    }
    boolean hasPoints = pointsOption.isDefined();
    if (hasPoints) {
      Integer points = pointsOption.get();
      if (points == null || points > 120) {
        return Checks.malformed("A bid's points are a whole number from 61 to 120");
      }
    }
    boolean hasRank = rankOption.isDefined();
    if (rules.spec.auction == Spec.Auction.POINTS) {
      if (hasRank) {
        return Checks.malformed("In this auction a bid is points only, without a rank");
      }
      if (!hasPoints) {
        return Checks.malformed("A bid needs points");
      }
      return Option.none();
    }
    Rank rank = hasRank ? rankOption.get() : null;
    if (rank == null) {
      return Checks.malformed("A bid names a rank: A, 3, K, Q, J, 7, 6, 5, 4 or 2");
    }
    if (rules.scheme.strength(rank) == 0) {
      return Checks.malformed(rank.token() + " is not a rank of this deck");
    }
    if (hasPoints && rank != Rank.TWO) {
      return Checks.malformed("Only a bid of 2 can carry points");
    }
    return Option.none();
  }

  /** BID_TOO_LOW (7 of B-67) for a well-formed bid of the seat to act; a pass is always legal. */
  static Rejection check(BriscolaState s, Bid b) {
    return level(s, b) < 0 ? Rejection.of(Code.BID_TOO_LOW, tooLow(s, b)) : null;
  }

  /**
   * The ladder level of a well-formed bid when it is legal now, else -1 (B-45, B-46, B-62): it must
   * be strictly higher than the current bid; a points bid needs at least 61 and, in the rank
   * auction, a plain 2 or a points bid before it.
   */
  static int level(BriscolaState s, Bid b) {
    int current = s.auction.level();
    Option<Integer> points = b.points();
    int level;
    if (points.isDefined()) {
      int p = points.get();
      if (p < 61) {
        return -1;
      }
      if (s.rules.spec.auction == Spec.Auction.RANKS && current < 9) {
        return -1;
      }
      level = Auction.pointsLevel(p);
    } else {
      level = s.rules.scheme.indexOf(b.rank().get());
    }
    return level > current ? level : -1;
  }

  private static String tooLow(BriscolaState s, Bid b) {
    int current = s.auction.level();
    // the lowest points bid above the current bid: 61 above none, a rank or a plain 2
    int min = Math.max(61, Auction.pointsOf(current) + 1);
    if (s.rules.spec.auction == Spec.Auction.POINTS) {
      return "Bid at least " + min + " points";
    }
    if (b.points().isDefined() && current < 9) {
      return "A bid of 2 with points is possible only after a plain 2";
    }
    // a rank bid is too low only under a current bid (every rank is above none)
    if (current >= 9) {
      return "Bid 2 with at least " + min + " points";
    }
    Seq<String> higher = s.rules.scheme.order().drop(current + 1).map(Rank::token);
    return "Bid lower than "
        + s.rules.scheme.order().get(current).token()
        + ": "
        + (higher.size() == 1
            ? higher.head()
            : higher.init().mkString(", ") + " or " + higher.last());
  }

  /** A bid (B-46): it becomes the highest; the auction may end (B-48) or goes on (B-44). */
  static BriscolaState next(BriscolaState s, Bid b) {
    return afterTurn(s, BriscolaState.BID, s.auction.withBid(s.toAct(), level(s, b)));
  }

  /** A pass (B-47); when every seat has passed the deal is passed out (B-49). */
  static BriscolaState next(BriscolaState s, Pass p) {
    Auction a = s.auction.withPass(s.toAct());
    if (Integer.bitCount(a.passed()) == s.rules.players) {
      Draft d = s.draft().caused(BriscolaState.PASSED, s.toAct(), -1);
      d.auction = a;
      d.handEnded = true;
      return HandEnd.passedOut(d.state());
    }
    return afterTurn(s, BriscolaState.PASSED, a);
  }

  /**
   * After a bid or a pass ({@code kind}) that leaves the auction {@code a}: with a bid made and one
   * seat left, that seat is the declarer (B-48a, phase {@code call}); otherwise the next seat that
   * has not passed acts (B-44). The draft is made here, not by the callers, so that no call the JIT
   * may leave out of line takes it (see {@link Draft}).
   */
  private static BriscolaState afterTurn(BriscolaState s, int kind, Auction a) {
    Draft d = s.draft().caused(kind, s.toAct(), -1);
    int left = d.rules.players - Integer.bitCount(a.passed());
    if (a.level() != Auction.NONE && left == 1) {
      int declarer = Integer.numberOfTrailingZeros(~a.passed());
      d.auction = a.withDeclarer(declarer);
      d.phase = Briscola.CALL;
      d.toAct = declarer;
    } else {
      int n = d.rules.players;
      d.auction = a;
      d.toAct = Seats.nextIn(Seats.all(n) & ~a.passed(), d.toAct, n);
    }
    // one inlined copy of the state's constructor (see PlayPhase.next)
    return d.state();
  }
}
