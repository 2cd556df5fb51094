package dev.mazzo.table;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
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

  private final Untyped untyped = new Untyped();

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

  /** These rules over any state and view: what the catalog hands out. */
  public final Game<GameState, PlayerView> untyped() {
    return untyped;
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

  @Override
  public final Either<Rejection, S> apply(S state, Action action) {
    S s = own(state);
    if (s == null) {
      return Either.left(notOurs());
    }
    Rejection r = check(s, action);
    return r != null ? Either.left(r) : Either.right(next(s, action));
  }

  /**
   * {@inheritDoc} A family with a faster path overrides this; by default it is {@link #next} for a
   * state of this variant, and {@link #apply} for anything else.
   */
  @Override
  public S applyLegal(S state, Action action) {
    S s = own(state);
    return s == null ? Game.super.applyLegal(state, action) : next(s, action);
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

  /** The same rules over any state and view; a state of another variant is MALFORMED. */
  private final class Untyped implements Game<GameState, PlayerView> {

    @Override
    public Variant variant() {
      return TableGame.this.variant();
    }

    @Override
    public Either<Rejection, GameState> newMatch(MatchOptions options) {
      return Either.narrow(TableGame.this.newMatch(options));
    }

    @Override
    public Seq<Action> legalActions(GameState state) {
      S s = own(state);
      return s == null ? List.empty() : legal(s);
    }

    @Override
    public Either<Rejection, GameState> apply(GameState state, Action action) {
      S s = own(state);
      return s == null ? Either.left(notOurs()) : Either.narrow(TableGame.this.apply(s, action));
    }

    @Override
    public GameState applyLegal(GameState state, Action action) {
      S s = own(state);
      return s == null
          ? Game.super.applyLegal(state, action)
          : TableGame.this.applyLegal(s, action);
    }

    @Override
    public Either<Rejection, PlayerView> view(GameState state, int seat) {
      S s = own(state);
      return s == null ? Either.left(notOurs()) : Either.narrow(TableGame.this.view(s, seat));
    }

    @Override
    public Either<Rejection, PlayerView> publicView(GameState state) {
      S s = own(state);
      return s == null ? Either.left(notOurs()) : Either.narrow(TableGame.this.publicView(s));
    }

    @Override
    public Either<Rejection, GameState> determinize(PlayerView view, RandomGenerator random) {
      V v = ownView(view);
      return v == null
          ? Either.left(notOurView())
          : Either.narrow(TableGame.this.determinize(v, random));
    }

    @Override
    public String toString() {
      return TableGame.this.toString();
    }
  }
}
