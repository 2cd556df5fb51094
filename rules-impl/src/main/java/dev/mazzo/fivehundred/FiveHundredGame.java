package dev.mazzo.fivehundred;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.hint.SearchHint;
import dev.mazzo.table.Checks;
import dev.mazzo.table.VariantGame;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Five Hundred variant (five-hundred.md), dispatched by phase: {@link DealPhase}
 * (F-5), {@link BidPhase} (F-6 … F-10), {@link DiscardPhase} (F-11), {@link CallPhase} (F-12),
 * {@link PlayPhase} (F-13 … F-21), {@link HandEnd} (F-22 … F-26, F-29) and {@link MatchEnd} (F-27).
 *
 * <p>Checks run in the order of F-30: the shape of the action by its type (MALFORMED), MATCH_OVER,
 * WRONG_PHASE, ALREADY_PASSED (bid, pass), NOT_YOUR_TURN, then the type's own checks.
 */
final class FiveHundredGame extends VariantGame<Rules, FiveHundredState, FiveHundredView>
    implements SearchHint {

  private final FiveHundredVariant variant;

  FiveHundredGame(FiveHundredVariant variant, Rules defaults) {
    super(variant, defaults, FiveHundredState.class, FiveHundredView.class);
    this.variant = variant;
  }

  @Override
  protected Either<Rejection, Rules> resolve(MatchOptions options) {
    return Rules.resolve(variant.spec, options);
  }

  @Override
  protected FiveHundredState start(Rules rules) {
    return DealPhase.newMatch(rules);
  }

  @Override
  protected FiveHundredView newView(FiveHundredState state, int seat, Seq<Action> legal) {
    return new FiveHundredView(state, seat, legal);
  }

  @Override
  protected FiveHundredState determinizeView(FiveHundredView view, RandomGenerator random) {
    return Determinizer.determinize(view, random);
  }

  /** The card of a search's playout: {@link Rollout}'s rule, for a state of this game. */
  @Override
  public int playoutPlay(GameState s) {
    return s instanceof FiveHundredState f && s.phase() == Phase.PLAY ? Rollout.pick(f) : -1;
  }

  /**
   * Where the search's guide passes, it weighs the five lowest bids too: the next rung of the
   * ladder (F-6: a bid in each denomination, or misère, just above the standing bid), never over a
   * bid of its own team (F-4), whose contract it would only raise. Measured against greedy
   * (benchmarks/README.md, issue 29).
   */
  @Override
  public int overcalls(GameState s) {
    return s instanceof FiveHundredState f && !sideHolds(f) ? OVERCALLS : 0;
  }

  /** The lowest bids the search weighs over a standing bid where greedy passes. */
  static final int OVERCALLS = 5;

  /**
   * Whether the standing bid is one of the seat to act's team (4p, 6p: F-4); never its own, since a
   * seat whose bid stands does not speak (F-8, F-9).
   */
  private static boolean sideHolds(FiveHundredState f) {
    int holder = f.b.standingSeat;
    Spec spec = f.rules.spec;
    return holder >= 0 && spec.teams && spec.sideOf[holder] == spec.sideOf[f.toAct()];
  }

  /** The phase's legal actions (F-31). */
  @Override
  protected Seq<Action> legal(FiveHundredState s) {
    if (s.phase() == Phase.PLAY) {
      // the commonest phase first, without the search of FiveHundredPhase.of (issue 29)
      return PlayPhase.legal(s);
    }
    switch (FiveHundredPhase.of(s.phase())) {
      case BID:
        return BidPhase.legal(s);
      case DISCARD:
        return DiscardPhase.legal(s);
      case CALL:
        return CallPhase.legal(s);
      default:
        return MatchEnd.legal();
    }
  }

  /**
   * The phase that accepts an action's type, or null for an action of no type of the variant. A
   * plain play, the commonest action, never gets here: {@link #phaseOf(FiveHundredState, Action)}
   * and {@link #shape} answer it first (issue 29).
   */
  static Phase phaseOf(Rules rules, Action a) {
    if (a instanceof Deal) {
      return Phase.DEAL;
    }
    if (a instanceof MakeBid || a instanceof Pass) {
      return Phase.BID;
    }
    if (a instanceof Discard) {
      return FiveHundred.DISCARD;
    }
    if (a instanceof Call) {
      return rules.players == 5 ? FiveHundred.CALL : null;
    }
    return PlayWithSuit.isPlay(a) ? Phase.PLAY : null;
  }

  /**
   * F-30 check 1: MALFORMED for the shape of an action, whatever the state: a deal, a discard, a
   * call, a named lead, or an action of no phase ({@link #shape} checks a plain play, a pass and a
   * bid itself).
   */
  private static Option<Rejection> checkShape(Rules rules, Action a) {
    Phase phase = phaseOf(rules, a);
    if (phase == null) {
      String accepts =
          rules.players == 5
              ? "deal, bid, pass, discard, call and play"
              : "deal, bid, pass, discard and play";
      return Checks.unknownAction(a, rules.spec.id, accepts);
    }
    if (a instanceof Deal) {
      return DealPhase.checkShape(rules, (Deal) a);
    }
    Option<Rejection> bad = Checks.seat(Checks.seatOf(a), rules.players);
    if (bad.isDefined()) {
      return bad;
    }
    if (a instanceof Discard) {
      return DiscardPhase.checkShape(rules, (Discard) a);
    }
    if (a instanceof Call) {
      return CallPhase.checkShape(rules, (Call) a);
    }
    return PlayWithSuit.isPlay(a) ? PlayPhase.checkShape(rules, a) : Option.none();
  }

  /**
   * F-30 check 1: MALFORMED. A plain play, the commonest action, is checked after one type test: a
   * seat of the table and a card of the deck, as {@link #checkShape} checks it, without its search
   * of the action's phase (issue 29); so are a pass and a bid (a seat of the table, and a bid); any
   * other action goes through {@link #checkShape}.
   */
  @Override
  protected Option<Rejection> shape(FiveHundredState s, Action action) {
    if (action instanceof PlayCard p) {
      Option<Rejection> bad = Checks.seat(p.seat(), s.rules.players);
      return bad.isDefined()
          ? bad
          : Checks.card(s.rules.spec.deck, p.card(), "A play needs a card");
    }
    if (action instanceof Pass p) {
      return Checks.seat(p.seat(), s.rules.players);
    }
    if (action instanceof MakeBid b) {
      Option<Rejection> bad = Checks.seat(b.seat(), s.rules.players);
      return bad.isDefined() || b.bid() != null ? bad : Checks.malformed("A bid needs its bid");
    }
    return checkShape(s.rules, action);
  }

  /**
   * Each action of the space told by its class, a play's first: no cast to an interface (issue 29).
   */
  @Override
  protected SeatAction seatAction(Action action) {
    if (action instanceof PlayCard p) {
      return p;
    }
    if (action instanceof MakeBid b) {
      return b;
    }
    if (action instanceof Discard d) {
      return d;
    }
    if (action instanceof PlayWithSuit w) {
      return w;
    }
    return action instanceof Call c ? c : super.seatAction(action);
  }

  /** The phase of an action's type: a plain play's at once, small enough to inline (issue 29). */
  @Override
  protected Phase phaseOf(FiveHundredState s, Action action) {
    return action instanceof PlayCard ? Phase.PLAY : phaseOf(s.rules, action);
  }

  /**
   * WRONG_PHASE (F-30 check 3): the action's type, and what the phase asks for instead (F-5, F-8,
   * F-11, F-12, F-16).
   */
  @Override
  protected String wrongPhase(Phase phase, String type) {
    String now;
    switch (FiveHundredPhase.of(phase)) {
      case DEAL:
        now = "before the deal: the cards are to be dealt first";
        break;
      case BID:
        now = "during the auction: bid or pass";
        break;
      case DISCARD:
        now = "now: the contractor is to discard three cards first (F-11)";
        break;
      case CALL:
        now = "now: the contractor is to call a card or play alone first (F-12)";
        break;
      default:
        now = "while the cards are played: play a card";
        break;
    }
    return "A " + type + " is not possible " + now;
  }

  /** F-30: ALREADY_PASSED for a bid or a pass (F-8). */
  @Override
  protected Option<Rejection> passed(FiveHundredState s, int seat) {
    return Option.of(BidPhase.passed(s, seat));
  }

  /** F-30: NOT_YOUR_TURN, worded for the auction in phase {@code bid}. */
  @Override
  protected Rejection notYourTurn(FiveHundredState s) {
    return s.phase() == Phase.BID ? BidPhase.notYourTurn(s) : super.notYourTurn(s);
  }

  /**
   * F-30: the type's own checks; a play's first, with no search of the phase's member ({@link
   * FiveHundredPhase#of} looks through them, once per checked action).
   */
  @Override
  protected Option<Rejection> inPhase(FiveHundredState s, SeatAction a) {
    if (s.phase() == Phase.PLAY) {
      return Option.of(PlayPhase.check(s, a));
    }
    if (s.phase() == Phase.BID) {
      return a instanceof MakeBid
          ? Option.of(BidPhase.bidRejection(s, ((MakeBid) a).bid()))
          : Option.none();
    }
    // the phase check left discard and call
    return s.phase() == FiveHundred.DISCARD
        ? Option.of(DiscardPhase.check(s, (Discard) a))
        : Option.of(CallPhase.check(s, (Call) a));
  }

  /** The next state for an action that passed the checks. */
  @Override
  protected FiveHundredState next(FiveHundredState s, Action action) {
    if (s.phase() == Phase.PLAY) {
      // the commonest phase first, without the search of FiveHundredPhase.of (issue 29)
      return PlayPhase.next(s, action);
    }
    switch (FiveHundredPhase.of(s.phase())) {
      case DEAL:
        return DealPhase.next(s, ((Deal) action).order());
      case BID:
        return BidPhase.next(s, action);
      case DISCARD:
        return DiscardPhase.next(s, (Discard) action);
      case CALL:
        return CallPhase.next(s, (Call) action);
      default:
        return PlayPhase.next(s, action);
    }
  }
}
