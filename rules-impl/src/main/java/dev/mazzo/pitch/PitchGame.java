package dev.mazzo.pitch;

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
 * The rules of one Pitch variant (pitch.md): a dispatcher over the phase, each phase a file with
 * its legal actions, its checks and its apply — {@link DealPhase} (P-10), {@link BidPhase} (P-11 …
 * P-13), {@link TrumpPhase} (P-14 … P-19, the automatic discard, refill and blind), {@link
 * RemainderPhase} (P-18), {@link BurnPhase} (P-20 … P-22) and {@link PlayPhase} (P-23 … P-28), with
 * {@link HandEnd} (P-29 … P-32) and {@link MatchEnd} (P-33).
 *
 * <p>Checks run in the order of P-34, so that the first failing check gives the code: the checks
 * common to every phase are here, the rest in the phase, which shares one predicate with its legal
 * actions.
 */
final class PitchGame extends VariantGame<Rules, PitchState, PitchView> {

  private final PitchVariant variant;

  PitchGame(PitchVariant variant, Rules defaults) {
    super(variant, defaults, PitchState.class, PitchView.class);
    this.variant = variant;
  }

  @Override
  protected Either<Rejection, Rules> resolve(MatchOptions options) {
    return Rules.resolve(variant.spec, options);
  }

  @Override
  protected PitchState start(Rules rules) {
    return rules.newMatch;
  }

  @Override
  protected PitchView newView(PitchState state, int seat, Seq<Action> legal) {
    return new PitchView(state, seat, legal);
  }

  @Override
  protected PitchState determinizeView(PitchView view, RandomGenerator random) {
    return Determinizer.determinize(view, random);
  }

  @Override
  public PitchVariant variant() {
    return variant;
  }

  @Override
  protected Seq<Action> legal(PitchState s) {
    Draft d = s;
    // a play's first, with no search of the phase's member and no switch (issue 29)
    if (d.phase == Phase.PLAY) {
      return PlayPhase.legal(d);
    }
    switch (PitchPhase.of(d.phase)) {
      case BID:
        return BidPhase.legal(d);
      case TRUMP:
        return TrumpPhase.legal(d);
      case REMAINDER:
        return RemainderPhase.legal(d);
      case BURN:
        return BurnPhase.legal(d);
      default: // the deal and the end of the match (a play is answered above)
        return List.empty();
    }
  }

  /** P-34 check 1: MALFORMED. */
  @Override
  protected Option<Rejection> shape(PitchState s, Action action) {
    return shape(s.rules, action);
  }

  /** P-34 check 4: ALREADY_PASSED. */
  @Override
  protected Option<Rejection> passed(PitchState s, int seat) {
    return s.speechOf(seat) == Draft.PASS
        ? Option.some(
            Rejection.of(
                Code.ALREADY_PASSED, "You have passed: you cannot speak again in this auction"))
        : Option.none();
  }

  /**
   * P-34 check 6, by phase: the checks before it made the action one of the phase's types (a
   * remainder choice has no check of its own).
   */
  @Override
  protected Option<Rejection> inPhase(PitchState s, SeatAction action) {
    Draft d = s;
    // a play's first, with no search of the phase's member (PitchPhase.of looks through them)
    if (d.phase == Phase.PLAY) {
      return Option.of(PlayPhase.check(d, (PlayCard) action));
    }
    switch (PitchPhase.of(d.phase)) {
      case BID:
        return Option.of(BidPhase.check(d, action));
      case TRUMP:
        return Option.of(TrumpPhase.check(d, (PitchAction.Trump) action));
      case BURN:
        return Option.of(BurnPhase.check(d, (PitchAction.Burn) action));
      default:
        return Option.none();
    }
  }

  /**
   * Each action of the space told by its class, a play's first: no cast to an interface (issue 29,
   * see {@link VariantGame#seatAction}).
   */
  @Override
  protected SeatAction seatAction(Action action) {
    if (action instanceof PlayCard p) {
      return p;
    }
    if (action instanceof PitchAction.Bid b) {
      return b;
    }
    if (action instanceof PitchAction.Trump t) {
      return t;
    }
    if (action instanceof PitchAction.Burn b) {
      return b;
    }
    // a pass is told by its class in the default
    return action instanceof PitchAction.Remainder r ? r : super.seatAction(action);
  }

  /**
   * The seat of an action of the space, read from its class: {@link #shape} let only these through
   * ({@link PitchAction} is sealed), so no interface call is left (issue 29).
   */
  @Override
  protected int seatOf(SeatAction a) {
    if (a instanceof PlayCard p) {
      return p.seat();
    }
    if (a instanceof Pass p) {
      return p.seat();
    }
    if (a instanceof PitchAction.Bid b) {
      return b.seat();
    }
    if (a instanceof PitchAction.Trump t) {
      return t.seat();
    }
    return a instanceof PitchAction.Burn b ? b.seat() : ((PitchAction.Remainder) a).seat();
  }

  /** P-34 check 3: the phase of the action's type. */
  @Override
  protected Phase phaseOf(PitchState s, Action action) {
    if (action instanceof Deal) {
      return Phase.DEAL;
    }
    if (action instanceof PlayCard) {
      return Phase.PLAY;
    }
    if (action instanceof PitchAction.Trump) {
      return Pitch.TRUMP;
    }
    if (action instanceof PitchAction.Remainder) {
      return Pitch.REMAINDER;
    }
    return action instanceof PitchAction.Burn ? Pitch.BURN : Phase.BID;
  }

  @Override
  protected String wrongPhase(Phase phase, String type) {
    return switch (PitchPhase.of(phase)) {
      case TRUMP -> "The bidder must name trumps first";
      case REMAINDER -> "The bidder must take or pass the remainder first";
      case BURN -> "The seats holding more than six trumps must burn first";
      default -> super.wrongPhase(phase, type);
    };
  }

  /**
   * P-34 check 1: the action space and the shapes. One test per action class, a play first (issue
   * 29: a test against the {@link PitchAction} and {@link SeatAction} interfaces and the seat read
   * through the interface cost more than the rest of a speech's checks); {@link PitchAction} is
   * sealed, so the classes below are every action of the space.
   */
  private static Option<Rejection> shape(Rules rules, Action action) {
    if (action instanceof PlayCard play) {
      Option<Rejection> badSeat = Checks.seat(play.seat(), rules.players);
      return badSeat.isDefined() ? badSeat : PlayPhase.shape(rules, play);
    }
    if (action instanceof Pass pass) {
      return Checks.seat(pass.seat(), rules.players);
    }
    if (action instanceof PitchAction.Bid bid) {
      Option<Rejection> badSeat = Checks.seat(bid.seat(), rules.players);
      return badSeat.isDefined() ? badSeat : BidPhase.shape(rules, bid);
    }
    if (action instanceof Deal deal) {
      return DealPhase.shape(rules, deal);
    }
    if (action instanceof PitchAction.Trump t) {
      Option<Rejection> badSeat = Checks.seat(t.seat(), rules.players);
      return badSeat.isDefined() ? badSeat : TrumpPhase.shape(rules, t);
    }
    if (action instanceof PitchAction.Remainder r) {
      return rules.players == 5
          ? Checks.unknownAction(
              action, rules.spec.id, "deal, bid, pass, trump, burn and play (no remainder)")
          : Checks.seat(r.seat(), rules.players);
    }
    if (action instanceof PitchAction.Burn burn) {
      Option<Rejection> badSeat = Checks.seat(burn.seat(), rules.players);
      return badSeat.isDefined() ? badSeat : BurnPhase.shape(rules, burn);
    }
    return Checks.unknownAction(
        action, rules.spec.id, "deal, bid, pass, trump, remainder, burn and play");
  }

  /** The next state, by phase: the checks made the action one of the phase's types. */
  @Override
  protected PitchState next(PitchState s, Action action) {
    // a play's first, as in legal
    if (s.phase == Phase.PLAY) {
      return PlayPhase.next(s, (PlayCard) action);
    }
    switch (PitchPhase.of(s.phase)) {
      case DEAL:
        return DealPhase.next(s, (Deal) action);
      case TRUMP:
        return TrumpPhase.next(s, (PitchAction.Trump) action);
      case REMAINDER:
        return RemainderPhase.next(s, (PitchAction.Remainder) action);
      case BURN:
        return BurnPhase.next(s, (PitchAction.Burn) action);
      default:
        return BidPhase.next(s, action);
    }
  }
}
