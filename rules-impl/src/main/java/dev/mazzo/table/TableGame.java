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
import java.util.random.RandomGenerator;

/**
 * The checked-transition skeleton of one variant's {@link Game}, written once for every family: a
 * state or view of another variant, a seat out of range, a spectator's view to determinize and a
 * missing generator are MALFORMED rejections; {@link #apply} runs the family's checks and only then
 * its transition, so a rejected action never changes a state. A family supplies its rules: {@link
 * #legal}, {@link #check}, {@link #next}, {@link #newView} and {@link #determinizeView}.
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

  /**
   * The state as this variant's, or {@code null} for null, a state of another family or a state of
   * a sibling variant of the same family.
   */
  protected abstract S own(GameState state);

  /** The view as a view of this variant's matches, or {@code null}. */
  protected abstract V ownView(PlayerView view);

  /** The legal actions of a state of this variant, in the chapter's order. */
  protected abstract Seq<Action> legal(S state);

  /** The first failing check of the chapter's order for an action, or {@code null} when legal. */
  protected abstract Rejection check(S state, Action action);

  /** The next state for an action that passed {@link #check}. */
  protected abstract S next(S state, Action action);

  /** The view of a state from a seat, or {@link GameState#NOBODY} for the public view. */
  protected abstract V newView(S state, int seat, Seq<Action> legal);

  /** A full state consistent with a seat's view (never a spectator's). */
  protected abstract S determinizeView(V view, RandomGenerator random);

  /**
   * These rules over any state and view: what the catalog hands out. It is this very game: every
   * method of the skeleton takes its state or view as the interface's bound ({@link #own}, {@link
   * #ownView}) and answers MALFORMED for one of another variant, so no cast can fail; the catalog's
   * calls reach the family's rules with no wrapper in between, which keeps the hot path as short as
   * a host's typed calls.
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
    S s = own(state);
    return s == null ? List.empty() : legal(s);
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
    S s = own(state);
    Rejection r = s == null ? notOurs() : check(s, action);
    return r != null ? Either.left(r) : Either.right(nextLegal(s, action));
  }

  /**
   * {@inheritDoc} It is {@link #nextLegal} for a state of this variant, and {@link #apply} for
   * anything else. Final, and typed by the bound only, so that the catalog's untyped calls never
   * meet a bridge method's cast.
   */
  @Override
  public final S applyLegal(S state, Action action) {
    S s = own(state);
    return s == null ? Game.super.applyLegal(state, action) : nextLegal(s, action);
  }

  /**
   * The next state for an action from {@link #legalActions} (or a Deal of the deck), unchecked: a
   * family with a faster path than {@link #next} overrides it. {@link #apply} calls it too, for an
   * action that passed {@link #check}, so an override must give {@link #next}'s state for every
   * action the checks accept, not only for the very objects {@link #legalActions} lists.
   */
  protected S nextLegal(S state, Action action) {
    return next(state, action);
  }

  @Override
  public final Either<Rejection, V> view(S state, int seat) {
    S s = own(state);
    if (s == null) {
      return Either.left(notOurs());
    }
    Rejection bad = Checks.seat(seat, s.players());
    if (bad != null) {
      return Either.left(bad);
    }
    Seq<Action> legal = s.toAct() == seat ? legal(s) : List.empty();
    return Either.right(newView(s, seat, legal));
  }

  @Override
  public final Either<Rejection, V> publicView(S state) {
    S s = own(state);
    if (s == null) {
      return Either.left(notOurs());
    }
    return Either.right(newView(s, GameState.NOBODY, List.empty()));
  }

  @Override
  public final Either<Rejection, S> determinize(V view, RandomGenerator random) {
    V v = ownView(view);
    if (v == null) {
      return Either.left(notOurView());
    }
    if (v.seat() < 0) {
      return Either.left(Rejection.malformed("A spectator's view cannot be determinized"));
    }
    if (random == null) {
      return Either.left(Rejection.malformed("Determinizing needs a random generator"));
    }
    return Either.right(determinizeView(v, random));
  }
}
