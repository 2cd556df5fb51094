package dev.mazzo.briscola;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.VariantGame;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Briscola-family variant (briscola.md): a dispatcher over the phase, each phase a
 * file with its legal actions, its checks and its apply — {@link DealPhase} (B-12 … B-19), {@link
 * BidPhase} (B-44 … B-49, B-62), {@link CallPhase} (B-51 … B-54, B-63) and {@link PlayPhase} (B-20
 * … B-30), with {@link HandEnd} scoring the hand (B-31 … B-37, B-57 … B-59) and settling the match
 * (B-38 … B-42) when the last trick falls or the deal is passed out (B-49).
 *
 * <p>Checks run in the order of B-67, so that the first failing check gives the code; the checks
 * common to every phase are here, the rest in the phase. {@link #legalActions} and the checks share
 * one predicate per phase: {@link PlayPhase#playableLo}/{@link PlayPhase#playableHi} for play,
 * {@link BidPhase#level} for bids, {@link CallPhase#calledCardOf} for calls.
 */
final class BriscolaGame extends VariantGame<Rules, BriscolaState, BriscolaView> {

  private final BriscolaVariant variant;

  BriscolaGame(BriscolaVariant variant, Rules defaults) {
    super(variant, defaults, BriscolaState.class, BriscolaView.class);
    this.variant = variant;
  }

  @Override
  protected Either<Rejection, Rules> resolve(MatchOptions options) {
    return Rules.resolve(variant.spec, options);
  }

  @Override
  protected BriscolaState start(Rules rules) {
    return BriscolaState.newMatch(rules);
  }

  @Override
  protected BriscolaView newView(BriscolaState state, int seat, Seq<Action> legal) {
    return new BriscolaView(state, seat, legal);
  }

  @Override
  protected BriscolaState determinizeView(BriscolaView view, RandomGenerator random) {
    return Determinizer.determinize(view, random);
  }

  // ---------------------------------------------------------------- legal actions (B-66)

  /**
   * By phase, compared directly, play first (issue 29: {@link BriscolaPhase#of} searched its
   * members for the play phase, the fourth, at every decision).
   */
  @Override
  protected Seq<Action> legal(BriscolaState s) {
    Phase phase = s.phase();
    if (phase == Phase.PLAY) {
      return PlayPhase.legal(s);
    }
    if (phase == Phase.BID) {
      return BidPhase.legal(s);
    }
    if (phase == Briscola.CALL) {
      return CallPhase.legal(s);
    }
    // phase deal (chance acts) and a finished match: no seat acts
    return List.empty();
  }

  // ---------------------------------------------------------------- checks (B-64, B-67)

  /** 1. MALFORMED: the action space and shapes (B-64), the deal's order (B-12). */
  @Override
  protected Option<Rejection> shape(BriscolaState s, Action action) {
    return shape(s.rules, action);
  }

  /** 3. WRONG_PHASE (B-65): the phase of the action's type. */
  @Override
  protected Phase phaseOf(BriscolaState s, Action action) {
    return action instanceof Deal
        ? Phase.DEAL
        : action instanceof PlayCard
            ? Phase.PLAY
            : action instanceof Call ? Briscola.CALL : Phase.BID;
  }

  /** 4. ALREADY_PASSED (B-47). */
  @Override
  protected Option<Rejection> passed(BriscolaState s, int seat) {
    return s.auction.hasPassed(seat)
        ? Option.some(
            Rejection.of(
                Code.ALREADY_PASSED, "You have passed: you cannot bid again in this auction"))
        : Option.none();
  }

  /**
   * 6 and 7, by phase: the phase check fixed the action's type, and the phase is play, call or bid
   * (compared directly: {@link BriscolaPhase#of} searches its members, once per checked action).
   */
  @Override
  protected Option<Rejection> inPhase(BriscolaState s, SeatAction action) {
    Phase phase = s.phase();
    if (phase == Phase.PLAY) {
      return Option.of(PlayPhase.check(s, (PlayCard) action));
    }
    if (phase == Briscola.CALL) {
      return Option.of(CallPhase.check(s, (Call) action));
    }
    return action instanceof Bid ? Option.of(BidPhase.check(s, (Bid) action)) : Option.none();
  }

  /** A play, a pass, a bid and a call told by their classes: no cast to an interface (issue 29). */
  @Override
  protected SeatAction seatAction(Action action) {
    if (action instanceof PlayCard p) {
      return p;
    }
    return action instanceof Bid b ? b : action instanceof Call c ? c : super.seatAction(action);
  }

  @Override
  protected String wrongPhase(Phase phase, String type) {
    return phase == Briscola.CALL ? "The caller must call first" : super.wrongPhase(phase, type);
  }

  /**
   * B-64's shapes; none when the action is of the variant's action space and well formed. A play,
   * and in chiamata a pass or a bid, by a seat of the table (with a card of the deck) is answered
   * first, with one type test (issue 29: the commonest actions went through every type test of the
   * action space before their own); any other action, and a faulty one, takes the checks in their
   * order. The seat's range is one unsigned comparison (a negative seat is a large unsigned one)
   * and the card's a membership test: a signed pair of bounds or an id compared with 0 would make
   * PIT's boundary mutants equivalent (seat 0 or card id 0 sent down the slow path, which accepts
   * them).
   */
  private static Option<Rejection> shape(Rules rules, Action action) {
    if (action instanceof PlayCard play) {
      int seat = play.seat();
      if (Integer.compareUnsigned(seat, rules.players) < 0 && rules.deck.contains(play.card())) {
        return Option.none();
      }
    } else if (action instanceof Pass pass && rules.spec.auction != Spec.Auction.NONE) {
      if (Integer.compareUnsigned(pass.seat(), rules.players) < 0) {
        return Option.none();
      }
    } else if (action instanceof Bid bid && rules.spec.auction != Spec.Auction.NONE) {
      if (Integer.compareUnsigned(bid.seat(), rules.players) < 0) {
        return BidPhase.shape(rules, bid);
      }
    }
    return shapeInOrder(rules, action);
  }

  /** {@link #shape}'s checks in B-64's order. */
  private static Option<Rejection> shapeInOrder(Rules rules, Action action) {
    if (action instanceof Deal deal) {
      return DealPhase.shape(rules, deal);
    }
    boolean chiamata = rules.spec.auction != Spec.Auction.NONE;
    if (!(action instanceof PlayCard)
        && !(chiamata
            && (action instanceof Bid || action instanceof Pass || action instanceof Call))) {
      return Checks.unknownAction(
          action, rules.spec.id, chiamata ? "deal, play, bid, pass and call" : "deal and play");
    }
    Option<Rejection> badSeat = Checks.seat(Checks.seatOf(action), rules.players);
    if (badSeat.isDefined()) {
      return badSeat;
    }
    if (action instanceof PlayCard play) {
      return PlayPhase.shape(rules, play);
    }
    if (action instanceof Bid bid) {
      return BidPhase.shape(rules, bid);
    }
    return action instanceof Call call ? CallPhase.shape(rules, call) : Option.none();
  }

  // ---------------------------------------------------------------- apply, by phase

  @Override
  protected BriscolaState next(BriscolaState s, Action action) {
    return nextLegal(s, action);
  }

  @Override
  protected BriscolaState nextLegal(BriscolaState s, Action action) {
    if (action instanceof PlayCard) {
      return PlayPhase.next(s, (PlayCard) action);
    }
    if (action instanceof Deal) {
      return DealPhase.next(s, (Deal) action);
    }
    if (action instanceof Bid) {
      return BidPhase.next(s, (Bid) action);
    }
    if (action instanceof Pass) {
      return BidPhase.next(s, (Pass) action);
    }
    return CallPhase.next(s, (Call) action);
  }

  /** The side that wins the hand, or -1 for a void hand (B-33, B-34); see {@link HandEnd}. */
  static int handWinner(Rules rules, int[] points) {
    return HandEnd.handWinner(rules, points);
  }

  /** What the winning side receives (B-36, B-37); see {@link HandEnd}. */
  static int gamePoints(Rules rules, int points, int tricks) {
    return HandEnd.gamePoints(rules, points, tricks);
  }
}
