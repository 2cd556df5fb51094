package dev.mazzo.table;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.Variant;
import io.vavr.Tuple2;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A {@link TableGame} for one variant of a family whose matches are made from resolved {@link
 * TableRules}, written once: the variant it plays, a new match from the cached default rules or
 * from options resolved against the variant's option specs (briscola.md B-68, tombolon.md §10),
 * which states and views are its own (of the family's classes and of this variant's id), its views
 * and determinized states, and the order of the checks every chapter shares (briscola.md B-67,
 * pitch.md P-34, five-hundred.md F-30, tombolon.md T-19): MALFORMED, MATCH_OVER, WRONG_PHASE,
 * ALREADY_PASSED in an auction, NOT_YOUR_TURN, then the phase's own checks.
 *
 * <p>One template is the whole seam of a family's game (issue 30: no template plus lambdas): a
 * family extends this class and implements its hooks, each an abstract method: how options resolve
 * into its rules ({@link #resolve}), a new match under rules ({@link #start}), its legal actions
 * ({@link #legal}), its transition ({@link #next}), its views ({@link #newView}) and determinized
 * states ({@link #determinizeView}), and the pieces of {@link #check} that are its own ({@link
 * #shape}, {@link #phaseOf}, {@link #inPhase}, optionally {@link #passed}, {@link #notYourTurn} and
 * {@link #wrongPhase}).
 *
 * @param <R> the family's rules class
 * @param <S> the family's state class
 * @param <V> the family's view class
 */
public abstract class VariantGame<R extends TableRules, S extends GameState, V extends PlayerView>
    extends TableGame<S, V> {

  private final Variant variant;
  private final R defaults;
  private final Class<S> states;
  private final Class<V> views;

  /**
   * The game of one variant.
   *
   * @param variant the variant
   * @param defaults the rules under the default options, resolved once
   * @param states the family's state class
   * @param views the family's view class
   */
  protected VariantGame(Variant variant, R defaults, Class<S> states, Class<V> views) {
    this.variant = variant;
    this.defaults = defaults;
    this.states = states;
    this.views = views;
  }

  /**
   * A match's options resolved into the family's rules (briscola.md B-68, tombolon.md §10).
   *
   * @param options the options a host gave, or null
   * @return the rules, or the MALFORMED rejection of an option
   */
  protected abstract Either<Rejection, R> resolve(MatchOptions options);

  /**
   * The state of a new match under rules, before its first deal.
   *
   * @param rules rules resolved by {@link #resolve}, or the defaults
   * @return the new match
   */
  protected abstract S start(R rules);

  @Override
  public Variant variant() {
    return variant;
  }

  /**
   * A match before its first deal, under the default rules unless options are given. Options that
   * all name a default value (a record's, which names every option with its default, or defaults
   * given by hand) would resolve to rules equal to the defaults: the match shares the default rules
   * (issue 27), so that the matches of a referee or a server share one rules object, not one each,
   * and what a family keeps per rules object (its deck, plays and sides) is made once.
   */
  @Override
  public final Either<Rejection, S> newMatch(MatchOptions options) {
    if (options != null && defaultValues(options)) {
      return Either.right(start(defaults));
    }
    return resolve(options).map(this::start);
  }

  /** True when each option given is one of the variant's with its default value (not null). */
  private boolean defaultValues(MatchOptions options) {
    for (Tuple2<String, Object> given : options.values()) {
      Object value = defaults.optionValues.get(given._1);
      if (value == null || !value.equals(given._2)) {
        return false;
      }
    }
    return true;
  }

  /** True when the state is of the family's class and of this variant. */
  @Override
  protected final boolean owns(GameState state) {
    return states.isInstance(state) && variant.id().equals(state.variantId());
  }

  /** True when the view is of the family's class and of a match of this variant. */
  @Override
  protected final boolean ownsView(PlayerView view) {
    return views.isInstance(view) && variant.id().equals(view.variantId());
  }

  /**
   * The checks in the order every chapter shares: check 1 ({@link #shape}), MATCH_OVER, WRONG_PHASE
   * (the state's phase is not the one {@link #phaseOf the action's type} belongs to), nothing more
   * for a deal; then for a seat's action ALREADY_PASSED in phase {@code bid} ({@link #passed}),
   * NOT_YOUR_TURN ({@link #notYourTurn}) and the phase's own checks ({@link #inPhase}).
   */
  @Override
  protected final Option<Rejection> check(S s, Action action) {
    Option<Rejection> bad = shape(s, action);
    if (bad.isDefined()) {
      return bad;
    }
    Phase phase = s.phase();
    if (phase == Phase.MATCH_OVER) {
      return Option.some(Checks.matchOver());
    }
    if (phaseOf(s, action) != phase) {
      return Option.some(Rejection.of(Code.WRONG_PHASE, wrongPhase(phase, action.type())));
    }
    if (action instanceof Deal) {
      return Option.none();
    }
    // the seat read once, and a play's as a PlayCard's (seatOf): no interface call for it
    SeatAction a = seatAction(action);
    int seat = seatOf(a);
    Option<Rejection> passed = phase == Phase.BID ? passed(s, seat) : Option.none();
    if (passed.isDefined()) {
      return passed;
    }
    if (seat != s.toAct()) {
      return Option.some(notYourTurn(s));
    }
    return inPhase(s, a);
  }

  /**
   * A well-formed action other than a deal, as the seat's action it is: by default a play and a
   * pass told by their classes, any other cast to {@link SeatAction}. A family with actions of its
   * own tells them by their classes too (issue 29: a cast to an interface at a site that has met
   * more than one class is tested against the class's secondary supers, whose one-entry cache the
   * host's own cast of a legal list's element to {@link Action} had just set; the cache missed at
   * every action, and a chiamata bid or pass checked cost 20 – 65 ns more than unchecked, a play
   * 3).
   *
   * @param action an action that passed {@link #shape}, not a {@link Deal}
   * @return the same action, typed as a seat's action
   */
  protected SeatAction seatAction(Action action) {
    return action instanceof PlayCard p ? p : action instanceof Pass q ? q : (SeatAction) action;
  }

  /**
   * The seat of a seat's action that passed {@link #shape}: by default a play's and a pass's read
   * from their classes, any other's through {@link SeatAction}. A family whose action space is a
   * few record classes may read every seat from its class (issue 29: in a Pitch hand each bid, the
   * trump, the remainder and the burn went through the interface table, the call site having seen
   * more classes than C2 inlines).
   *
   * @param a a seat's action of the variant's action space
   * @return its seat
   */
  protected int seatOf(SeatAction a) {
    if (a instanceof PlayCard p) {
      return p.seat();
    }
    // not Checks.seatOf(Action): its cast to SeatAction would test the secondary supers again
    return a instanceof Pass q ? q.seat() : a.seat();
  }

  /**
   * Check 1, MALFORMED: an action outside the variant's action space, or badly formed whatever the
   * state (a seat out of range, a card of another deck, a deal that is not an order of the deck).
   *
   * @param s the state
   * @param action the action
   * @return the rejection, or none when the action is well formed
   */
  protected abstract Option<Rejection> shape(S s, Action action);

  /**
   * The phase that takes a well-formed action's type.
   *
   * @param s the state
   * @param action an action that passed {@link #shape}
   * @return the phase
   */
  protected abstract Phase phaseOf(S s, Action action);

  /**
   * The WRONG_PHASE sentence; by default the one of phases {@code deal}, {@code bid} and {@code
   * play}, which a family with other phases extends.
   *
   * @param phase the state's phase
   * @param type the action's type, such as {@code play}
   * @return the message
   */
  protected String wrongPhase(Phase phase, String type) {
    if (phase == Phase.DEAL) {
      return "The cards have not been dealt yet";
    }
    return phase == Phase.BID
        ? "The auction is on: bid or pass"
        : "The cards are being played: a " + type + " is not possible now";
  }

  /**
   * ALREADY_PASSED in phase {@code bid}: by default none.
   *
   * @param s the state, in phase {@code bid}
   * @param seat the seat that acts
   * @return the rejection, or none when the seat may still speak
   */
  protected Option<Rejection> passed(S s, int seat) {
    return Option.none();
  }

  /**
   * NOT_YOUR_TURN, naming the seat to act.
   *
   * @param s the state
   * @return the rejection
   */
  protected Rejection notYourTurn(S s) {
    return Checks.notYourTurn(s.toAct());
  }

  /**
   * The phase's own checks of a seat's action, once it is the seat's turn in the action's phase.
   *
   * @param s the state
   * @param a the action
   * @return the first failing check, or none when the action is legal
   */
  protected abstract Option<Rejection> inPhase(S s, SeatAction a);
}
