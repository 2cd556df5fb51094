package dev.mazzo.table;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The checked-transition skeleton of one variant's {@link Game}, written once for every family: a
 * state or view of another variant, a seat out of range, a spectator's view to determinize and a
 * missing generator are MALFORMED rejections; {@link #apply} runs the family's checks and only then
 * its transition, so a rejected action never changes a state. A family supplies its rules: {@link
 * #legal}, {@link #check}, {@link #next}, {@link #newView} and {@link #determinizeView}. No hook
 * answers null: whether a state or view is the variant's own is a boolean ({@link #owns}, {@link
 * #ownsView}), a check's outcome an {@link Option} (issue 30).
 *
 * <p>The game is typed by the family's state and view, for hosts that know the family; {@link
 * #untyped()} is the same rules over any {@link GameState} and {@link PlayerView}, for the catalog
 * ({@link Variant#game()}).
 *
 * @param <S> the family's state class
 * @param <V> the family's view class
 */
public abstract class TableGame<S extends GameState, V extends PlayerView> implements Game<S, V> {

  /** A game; the family's constructor sets up its rules. */
  protected TableGame() {}

  /** The synthetic classes of vavr's constructors that the static initializer below loads. */
  static final String[] VAVR_MARKERS = {
    "io.vavr.control.Either$1", "io.vavr.control.Option$1", "io.vavr.collection.List$1"
  };

  /**
   * Vavr's {@code Either.right}, {@code Option.some} and {@code List.prepend} call a constructor
   * whose signature names a synthetic class ({@code Either$1}, {@code Option$1}, {@code List$1},
   * always passed as null) that nothing loads, and C2 inlines no method whose signature names an
   * unloaded class: every {@link #apply} called {@code Either$Right.<init>} out of line, and every
   * transition each {@code Some} and {@code Cons} it made (issue 29; {@code -XX:+PrintInlining}:
   * "unloaded signature classes"). Loading the three classes, without initializing them, lets C2
   * inline the constructors like any other.
   */
  static {
    for (String marker : VAVR_MARKERS) {
      try {
        Class.forName(marker, false, Either.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        // another vavr, without that class: nothing to load
      }
    }
  }

  /**
   * Whether a state is a match of this variant, of the family's state class: false for null, a
   * state of another family or a state of a sibling variant of the same family. Only a state for
   * which it is true reaches the other hooks.
   *
   * @param state any state, or null
   * @return true when the state is this variant's own
   */
  protected abstract boolean owns(GameState state);

  /**
   * Whether a view is a view of a match of this variant, of the family's view class.
   *
   * @param view any view, or null
   * @return true when the view is this variant's own
   */
  protected abstract boolean ownsView(PlayerView view);

  /**
   * The legal actions of a state of this variant, in the chapter's order.
   *
   * @param state a state of this variant
   * @return the legal actions of the seat to act (a deal's none: chance acts)
   */
  protected abstract Seq<Action> legal(S state);

  /**
   * The first failing check of the chapter's order for an action.
   *
   * @param state a state of this variant
   * @param action any action
   * @return the rejection, or none when the action is legal
   */
  protected abstract Option<Rejection> check(S state, Action action);

  /**
   * The next state for an action that passed {@link #check}.
   *
   * @param state a state of this variant
   * @param action an action that {@link #check} accepted
   * @return the next state, a new object (the input is never changed)
   */
  protected abstract S next(S state, Action action);

  /**
   * The view of a state from a seat, or {@link GameState#NOBODY} for the public view.
   *
   * @param state a state of this variant
   * @param seat a seat of the match, or {@link GameState#NOBODY}
   * @param legal the seat's legal actions (empty when it is not to act)
   * @return the view, holding only what the seat may know
   */
  protected abstract V newView(S state, int seat, Seq<Action> legal);

  /**
   * A full state consistent with a seat's view (never a spectator's).
   *
   * @param view a view of a seat of a match of this variant
   * @param random where the unseen cards' places are drawn from
   * @return a state the view could have been made from
   */
  protected abstract S determinizeView(V view, RandomGenerator random);

  /**
   * These rules over any state and view: what the catalog hands out. It is this very game: every
   * method of the skeleton takes its state or view as the interface's bound ({@link #owns}, {@link
   * #ownsView}) and answers MALFORMED for one of another variant, so no cast can fail; the
   * catalog's calls reach the family's rules with no wrapper in between, which keeps the hot path
   * as short as a host's typed calls.
   *
   * @return this game, typed by the contract's interfaces
   */
  @SuppressWarnings("unchecked")
  public final Game<GameState, PlayerView> untyped() {
    return (Game<GameState, PlayerView>) (Game<?, ?>) this;
  }

  private Rejection notOurs() {
    return Rejection.malformed("That state is not a match of " + variant().id());
  }

  private Rejection notOurView() {
    return Rejection.malformed("That view is not of a match of " + variant().id());
  }

  /** {@inheritDoc} Empty for a state of another variant, which has no legal action here. */
  @Override
  public final Seq<Action> legalActions(S state) {
    return owns(state) ? legal(state) : List.empty();
  }

  /**
   * {@inheritDoc} The family's {@link #check}, then, for an action that passed it, the same {@link
   * #nextLegal} that {@link #applyLegal} takes: the checked and the unchecked path share one
   * transition, so the JIT compiles and profiles it once for both, and {@code apply} itself stays a
   * few calls long (issue 29: with its own {@link #next} inlined, C2 often left {@code apply} out
   * of line as "already compiled into a big method" or cut it with NodeCountInliningCutoff).
   */
  @Override
  public final Either<Rejection, S> apply(S state, Action action) {
    if (!owns(state)) {
      return Either.left(notOurs());
    }
    Option<Rejection> r = check(state, action);
    return r.isDefined() ? Either.left(r.get()) : Either.right(nextLegal(state, action));
  }

  /**
   * {@inheritDoc} It is {@link #nextLegal} for a state of this variant, and {@link #apply} for
   * anything else. Final, and typed by the bound only, so that the catalog's untyped calls never
   * meet a bridge method's cast.
   */
  @Override
  public final S applyLegal(S state, Action action) {
    return owns(state) ? nextLegal(state, action) : Game.super.applyLegal(state, action);
  }

  /**
   * The next state for an action from {@link #legalActions} (or a Deal of the deck), unchecked: a
   * family with a faster path than {@link #next} overrides it. {@link #apply} calls it too, for an
   * action that passed {@link #check}, so an override must give {@link #next}'s state for every
   * action the checks accept, not only for the very objects {@link #legalActions} lists.
   *
   * @param state a state of this variant
   * @param action one of the state's legal actions, an action that passed {@link #check}, or a Deal
   *     of the deck
   * @return the next state
   */
  protected S nextLegal(S state, Action action) {
    return next(state, action);
  }

  @Override
  public final Either<Rejection, V> view(S state, int seat) {
    if (!owns(state)) {
      return Either.left(notOurs());
    }
    Option<Rejection> bad = Checks.seat(seat, state.players());
    if (bad.isDefined()) {
      return Either.left(bad.get());
    }
    Seq<Action> legal = state.toAct() == seat ? legal(state) : List.empty();
    return Either.right(newView(state, seat, legal));
  }

  @Override
  public final Either<Rejection, V> publicView(S state) {
    if (!owns(state)) {
      return Either.left(notOurs());
    }
    return Either.right(newView(state, GameState.NOBODY, List.empty()));
  }

  @Override
  public final Either<Rejection, S> determinize(V view, RandomGenerator random) {
    if (!ownsView(view)) {
      return Either.left(notOurView());
    }
    if (view.seat() < 0) {
      return Either.left(Rejection.malformed("A spectator's view cannot be determinized"));
    }
    if (random == null) {
      return Either.left(Rejection.malformed("Determinizing needs a random generator"));
    }
    return Either.right(determinizeView(view, random));
  }
}
