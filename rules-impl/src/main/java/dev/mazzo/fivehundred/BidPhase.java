package dev.mazzo.fivehundred;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The auction (five-hundred.md F-6 … F-10): bids on the ladder and passes, Australian (continuous,
 * F-8) or American (one call each, F-9); its end makes the contract and hands the kitty to the
 * declarer (F-11), or, when everybody passed, voids the hand or starts a no-trump hand for tricks
 * (F-10).
 */
final class BidPhase {

  private static final Bid[] LADDER = Bid.values();

  private BidPhase() {}

  /**
   * F-31: {@code pass} first, then every legal bid in ladder order: the list of the seat for the
   * standing bid, made once with the rules ({@link #lists}).
   */
  static Seq<Action> legal(FiveHundredState s) {
    Bid standing = s.b.standing;
    return s.rules.bids[s.toAct()][standing == null ? 0 : standing.ordinal() + 1];
  }

  /**
   * Per seat and standing bid (index 0 for none, {@code b.ordinal() + 1} for {@code b}), the seat's
   * legal speeches in the order of F-31 (issue 29: the ladder was tested bid by bid, and a list
   * made, at every turn of the auction).
   */
  static Picks[][] lists(Spec spec, boolean misere) {
    Picks[][] out = new Picks[spec.players][LADDER.length + 1];
    for (int standing = 0; standing <= LADDER.length; standing++) {
      long speakable = 1L;
      for (Bid b : LADDER) {
        boolean ok = bar(misere, standing == 0 ? null : LADDER[standing - 1], b) == OK;
        speakable |= ok ? 1L << (b.ordinal() + 1) : 0L;
      }
      for (int seat = 0; seat < spec.players; seat++) {
        out[seat][standing] = Picks.of(spec.speeches[seat], speakable);
      }
    }
    return out;
  }

  /** Checks 4 and 5 of F-30 for a bid or a pass: ALREADY_PASSED, NOT_YOUR_TURN. */
  static Rejection passed(FiveHundredState s, int seat) {
    return (s.b.passed & 1 << seat) != 0
        ? Rejection.of(Code.ALREADY_PASSED, "Seat " + seat + " has passed and cannot speak again")
        : null;
  }

  /** NOT_YOUR_TURN in the auction (F-30). */
  static Rejection notYourTurn(FiveHundredState s) {
    return Rejection.of(
        Code.NOT_YOUR_TURN, "It is not your turn: seat " + s.toAct() + " is to speak");
  }

  /** {@link #bar}: the bid may be made. */
  private static final int OK = 0;

  /** {@link #bar}: a misère bid in a match without misère (F-7). */
  private static final int NO_MISERE = 1;

  /** {@link #bar}: the bid does not rank above the standing bid (F-8). */
  private static final int TOO_LOW = 2;

  /** {@link #bar}: {@link Bid#MIS} over no standing 7-level bid (F-7). */
  private static final int MIS_NOT_OVER_SEVEN = 3;

  /**
   * The first of check 6's reasons (F-30) that bars a bid, or {@link #OK}: the one test of a bid
   * behind both {@link #legal} and {@link #bidRejection}, cheap enough to run over the whole ladder
   * at every turn (no sentence is built for the bids that are not listed).
   */
  private static int bar(FiveHundredState s, Bid b) {
    return bar(s.rules.misere, s.b.standing, b);
  }

  /** {@link #bar} in a match with or without misère bids, over a standing bid (null for none). */
  private static int bar(boolean misere, Bid standing, Bid b) {
    if (b.isMisere() && !misere) {
      return NO_MISERE;
    }
    if (standing != null && b.ordinal() <= standing.ordinal()) {
      return TOO_LOW;
    }
    if (b == Bid.MIS && (standing == null || !standing.isSevenLevel())) {
      return MIS_NOT_OVER_SEVEN;
    }
    return OK;
  }

  /**
   * Check 6 for a bid (F-30): ILLEGAL_BID, BID_TOO_LOW, then MIS without a 7-level bid (F-7); each
   * sentence says what may be bid instead (the lowest legal bid, or pass only).
   */
  static Rejection bidRejection(FiveHundredState s, Bid b) {
    switch (bar(s, b)) {
      case NO_MISERE:
        return Rejection.of(
            Code.ILLEGAL_BID, "There are no misère bids in this match: " + instead(s));
      case TOO_LOW:
        return Rejection.of(
            Code.BID_TOO_LOW,
            b.code()
                + " does not rank above the standing bid "
                + s.b.standing.code()
                + ": "
                + instead(s));
      case MIS_NOT_OVER_SEVEN:
        return Rejection.of(
            Code.ILLEGAL_BID,
            "Misère may be bid only over a standing bid of 7 tricks, and "
                + (s.b.standing == null
                    ? "no bid stands"
                    : "the standing bid is " + s.b.standing.code())
                + ": "
                + instead(s));
      default:
        return null;
    }
  }

  /** What the seat may do instead of a barred bid: the lowest legal bid or higher, or pass. */
  private static String instead(FiveHundredState s) {
    for (Bid b : LADDER) {
      if (bar(s, b) == OK) {
        return "bid " + FiveHundredNarrator.bidText(b) + " or higher, or pass";
      }
    }
    return "no bid ranks above it, pass";
  }

  /**
   * A bid or a pass that passed the checks; the auction goes on or ends (F-8, F-9). A call that
   * leaves the auction open changes only the auction, the seat to act and the events: its state is
   * made straight from this one with a new {@link Bargain}, without a {@link Draft} or a copy of
   * the hands (issue 29: a bid cost 457 bytes); the end of the auction goes through a draft.
   */
  static FiveHundredState next(FiveHundredState s, Action a) {
    Rules r = s.rules;
    Bargain was = s.b;
    // a bid or a pass, read after one type test
    int seat;
    Bid bid;
    if (a instanceof MakeBid m) {
      seat = m.seat();
      bid = m.bid();
    } else {
      seat = ((Pass) a).seat();
      bid = null;
    }
    int passed = bid == null ? was.passed | 1 << seat : was.passed;
    Bid standing = bid == null ? was.standing : bid;
    int standingSeat = bid == null ? was.standingSeat : seat;
    List<AuctionCall> calls = was.calls.prepend(Calls.of(r.spec, seat, bid));
    List<Event> events = r.spec.speechEvents[seat][bid == null ? 0 : bid.ordinal() + 1];
    int n = r.players;
    int passes = Integer.bitCount(passed);
    boolean over =
        r.american ? calls.size() == n : passes == n || (standing != null && passes == n - 1);
    if (!over) {
      // The first seat after this one that has not passed (one has not, or the auction is over).
      int toAct = r.next(seat);
      while ((passed & 1 << toAct) != 0) {
        toAct = r.next(toAct);
      }
      return new FiveHundredState(
          s, toAct, new Bargain(was, calls, passed, standing, standingSeat), events);
    }
    Draft d = s.draft();
    d.passed = passed;
    d.standing = standing;
    d.standingSeat = standingSeat;
    d.calls = calls;
    d.events = events;
    if (standing == null) {
      return allPassed(s, d);
    }
    contract(d, standingSeat, standing);
    return d.state();
  }

  /**
   * The contract (F-11, F-15): the declarer picks up the kitty and is to discard; in misère his
   * partners (4p c+2, 6p c+2 and c+4) sit out.
   */
  static void contract(Draft d, int c, Bid b) {
    Rules r = d.rules;
    d.declarer = c;
    d.contract = b;
    d.event(new FiveHundredEvent.Contract(c, b));
    if (b.isMisere() && r.spec.teams) {
      for (int seat = 0; seat < r.players; seat++) {
        d.out |= seat != c && r.spec.sideOf[seat] == r.spec.sideOf[c] ? 1 << seat : 0;
      }
    }
    d.event(new FiveHundredEvent.Kitty(c, Option.some(CardsOf.seq(r.spec.deck, d.kitty))));
    d.hands[c] |= d.kitty;
    d.kitty = 0;
    d.phase = FiveHundred.DISCARD;
    d.toAct = c;
  }

  /** F-10: a void hand (redeal), or a no-trump hand for tricks led by seat d+1. */
  private static FiveHundredState allPassed(FiveHundredState s, Draft d) {
    if (!s.rules.allPassTricks) {
      return HandEnd.voidHand(d);
    }
    d.allPassHand = true;
    d.phase = Phase.PLAY;
    d.leader = s.rules.next(s.dealer());
    d.toAct = d.leader;
    return d.state();
  }
}
