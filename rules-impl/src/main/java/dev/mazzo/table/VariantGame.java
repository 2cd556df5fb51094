package dev.mazzo.table;

import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.game.SeatAction;
import dev.mazzo.game.Variant;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * A {@link TableGame} for one variant of a family whose matches are made from resolved {@link
 * TableRules}, written once: the variant it plays, a new match from the cached default rules or
 * from options resolved against the variant's option specs (briscola.md B-68, tombolon.md §10),
 * which states and views are its own (of the family's classes and of this variant's id), its views
 * and determinized states, and the order of the checks every chapter shares (briscola.md B-67,
 * pitch.md P-34, five-hundred.md F-30, tombolon.md T-19): MALFORMED, MATCH_OVER, WRONG_PHASE,
 * ALREADY_PASSED in an auction, NOT_YOUR_TURN, then the phase's own checks. A family supplies its
 * legal actions, its transition and the pieces of {@link #check} that are its own.
 *
 * @param <R> the family's rules class
 * @param <S> the family's state class
 * @param <V> the family's view class
 */
public abstract class VariantGame<R extends TableRules, S extends GameState, V extends PlayerView>
    extends TableGame<S, V> {

  private final Variant variant;
  private final R defaults;
  private final Setup<R, S, V> family;

  /**
   * The game of one variant.
   *
   * @param variant the variant
   * @param defaults the rules under the default options, resolved once
   * @param family the family's classes, and how it resolves rules and starts a match
   */
  protected VariantGame(Variant variant, R defaults, Setup<R, S, V> family) {
    this.variant = variant;
    this.defaults = defaults;
    this.family = family;
  }

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
      return Either.right(family.start().apply(defaults));
    }
    return family.resolve().apply(options).map(family.start());
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
    return family.states().isInstance(state) && variant.id().equals(state.variantId());
  }

  /** True when the view is of the family's class and of a match of this variant. */
  @Override
  protected final boolean ownsView(PlayerView view) {
    return family.views().isInstance(view) && variant.id().equals(view.variantId());
  }

  @Override
  protected final V newView(S state, int seat, Seq<Action> legal) {
    return family.view().of(state, seat, legal);
  }

  @Override
  protected final S determinizeView(V view, RandomGenerator random) {
    return family.determinize().apply(view, random);
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
    SeatAction a = (SeatAction) action;
    Option<Rejection> passed = phase == Phase.BID ? passed(s, a.seat()) : Option.none();
    if (passed.isDefined()) {
      return passed;
    }
    if (a.seat() != s.toAct()) {
      return Option.some(notYourTurn(s));
    }
    return inPhase(s, a);
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
    return switch (phase) {
      case DEAL -> "The cards have not been dealt yet";
      case BID -> "The auction is on: bid or pass";
      default -> "The cards are being played: a " + type + " is not possible now";
    };
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

  /**
   * What the game of every variant of a family is made of: the family's state and view classes, how
   * it resolves a match's options into its rules, and the state of a new match under rules.
   *
   * @param states the family's state class
   * @param views the family's view class
   * @param resolve a match's options resolved into rules, or the MALFORMED rejection
   * @param start the state of a new match under rules, before its first deal
   * @param view the view of a state from a seat with its legal actions ({@link TableGame#newView})
   * @param determinize a full state consistent with a seat's view ({@link
   *     TableGame#determinizeView})
   * @param <R> the family's rules class
   * @param <S> the family's state class
   * @param <V> the family's view class
   */
  public record Setup<R, S, V>(
      Class<S> states,
      Class<V> views,
      Function<MatchOptions, Either<Rejection, R>> resolve,
      Function<R, S> start,
      Views<S, V> view,
      BiFunction<V, RandomGenerator, S> determinize) {}

  /**
   * Makes a family's view of a state.
   *
   * @param <S> the family's state class
   * @param <V> the family's view class
   */
  @FunctionalInterface
  public interface Views<S, V> {
    /**
     * The view of a state from a seat.
     *
     * @param state the state
     * @param seat the seat, or {@link GameState#NOBODY} for the public view
     * @param legal the seat's legal actions (empty when it is not to act)
     * @return the view
     */
    V of(S state, int seat, Seq<Action> legal);
  }
}
