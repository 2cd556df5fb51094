package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.table.Checks;
import dev.mazzo.table.VariantGame;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Tombolon variant (tombolon.md), dispatched by phase as in OpenSpiel's games: one
 * file per phase, each with its legal actions and its apply (checks, then the next state) — {@link
 * DealPhase} (T-6 … T-10), {@link PlayPhase} (T-11 … T-21, going out T-27, T-28), {@link HandEnd}
 * (the deal scored, T-22 … T-26, T-29, T-31) and {@link MatchEnd} (T-28, T-30).
 *
 * <p>Checks run in the order of T-19, so that the first failing check gives the code: the shape of
 * the action by its type (check 1), then the phase (checks 2 and 3) here, then the phase's own
 * checks (4 to 6, with ILLEGAL_CAPTURE's reasons in the order of T-20).
 */
final class TombolonGame extends VariantGame<Rules, TombolonState, TombolonView> {

  private final TombolonVariant variant;

  TombolonGame(TombolonVariant variant, Rules defaults) {
    super(variant, defaults, TombolonState.class, TombolonView.class);
    this.variant = variant;
  }

  @Override
  protected Either<Rejection, Rules> resolve(MatchOptions options) {
    return Rules.resolve(variant.spec, options);
  }

  @Override
  protected TombolonState start(Rules rules) {
    return DealPhase.newMatch(rules);
  }

  @Override
  protected TombolonView newView(TombolonState state, int seat, Seq<Action> legal) {
    return new TombolonView(state, seat, legal);
  }

  @Override
  protected TombolonState determinizeView(TombolonView view, RandomGenerator random) {
    return Determinizer.determinize(view, random);
  }

  /** The phase's legal actions (T-21). */
  @Override
  protected Seq<Action> legal(TombolonState s) {
    // The phase itself, not TombolonPhase.of's search of the enum (issue 29: on every decision).
    Phase phase = s.phase();
    return phase == Phase.PLAY
        ? PlayPhase.legal(s)
        : phase == Phase.DEAL ? DealPhase.legal(s) : MatchEnd.legal(s);
  }

  /** T-19 check 1, MALFORMED: the action space and shapes, the deal's order (T-7). */
  @Override
  protected Option<Rejection> shape(TombolonState s, Action action) {
    return action instanceof Deal deal
        ? DealPhase.checkShape(s.rules, deal)
        : PlayPhase.isPlay(action)
            ? PlayPhase.checkShape(s.rules, seatAction(action))
            : Checks.unknownAction(action, s.rules.spec.id, "deal and play");
  }

  /**
   * A play told by its class, a plain play's or a capture's: no cast to an interface (issue 29, see
   * {@link VariantGame#seatAction}); {@link #shape} let only these two through.
   */
  @Override
  protected SeatAction seatAction(Action action) {
    return action instanceof PlayCard p ? p : (CapturePlay) action;
  }

  /** T-19 check 3: a deal in phase {@code deal}, a play in phase {@code play}. */
  @Override
  protected Phase phaseOf(TombolonState s, Action action) {
    return action instanceof Deal ? Phase.DEAL : Phase.PLAY;
  }

  /** T-19 checks 5 and 6 (check 4, NOT_YOUR_TURN, done). */
  @Override
  protected Option<Rejection> inPhase(TombolonState s, SeatAction action) {
    return Option.of(PlayPhase.check(s, action));
  }

  /** The next state for an action that passed the checks. */
  @Override
  protected TombolonState next(TombolonState s, Action action) {
    return action instanceof Deal
        ? DealPhase.next(s, ((Deal) action).order())
        : PlayPhase.next(s, action);
  }

  /**
   * The fast path for an action from {@link #legalActions} (or a Deal of the deck): no check. An
   * action the family does not know falls back to {@link #apply}.
   */
  @Override
  protected TombolonState nextLegal(TombolonState s, Action action) {
    if (!(action instanceof Deal || PlayPhase.isPlay(action))) {
      // Only a deal or a play can be legal: anything else goes through apply, and a rejection
      // here is the caller's bug (applyLegal takes legal actions only).
      return apply(s, action).getOrElseThrow(r -> new IllegalStateException(r.message()));
    }
    return next(s, action);
  }

  /** T-20 for a card and a capture: {@link PlayPhase#checkCapture}. */
  static Rejection checkCapture(TombolonState s, int id, Seq<Card> capture) {
    return PlayPhase.checkCapture(s, id, capture);
  }

  /** T-30 after a complete deal: {@link MatchEnd#winner}. */
  static int matchWinner(Rules r, int[] score, int tombolon) {
    return MatchEnd.winner(r, score, tombolon);
  }
}
