package dev.mazzo.game;

import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.random.RandomGenerator;

/**
 * The rules of one variant, as pure functions over immutable states. No method changes its input,
 * and no method throws for bad input: a bad action, option, seat or state gets a {@link Rejection}
 * (exceptions are for bugs in the library only).
 *
 * <p>{@link #legalActions} is the single source of legality: {@link #apply} accepts exactly the
 * actions it lists, and rejects every other one with the first failing check of the rules chapter's
 * rejection order.
 *
 * <p>The catalog ({@link Variant#game()}) hands out {@code Game<GameState, PlayerView>}, which
 * rejects a state or view of another variant as MALFORMED; a host that knows the family gets the
 * same rules typed with the family's own state and view from the family's entry point (such as
 * {@code Briscola.game("briscola-4p")}), without a cast.
 *
 * @param <S> the state type
 * @param <V> the view type
 */
public interface Game<S extends GameState, V extends PlayerView> {

  /** The variant whose rules these are. */
  Variant variant();

  /**
   * A match before its first deal: phase {@link Phase#DEAL}, hand 1, the option {@code dealer} as
   * first dealer.
   *
   * @return the new match, or MALFORMED for an unknown option or a value out of range
   */
  Either<Rejection, S> newMatch(MatchOptions options);

  /**
   * Every legal action of the seat to act, in the stable order of the rules chapter; empty at a
   * chance node ({@link Deal} is the only action there), at the end of the match and for a state of
   * another variant.
   */
  Seq<Action> legalActions(S state);

  /**
   * The next state, or why the action is not accepted. The input state is never changed.
   *
   * @param state the current state
   * @param action any action, however malformed (null fields, seats out of range, cards of another
   *     deck, another family's action types)
   */
  Either<Rejection, S> apply(S state, Action action);

  /**
   * The unchecked fast path for bots and simulators: the next state for an action taken from {@link
   * #legalActions} (or a {@link Deal} of the deck). It may skip validation, so an illegal action
   * gives an unspecified result; use {@link #apply} for anything untrusted.
   */
  default S applyLegal(S state, Action action) {
    return apply(state, action).getOrElseThrow(r -> new IllegalStateException(r.message()));
  }

  /**
   * What one seat may know.
   *
   * @return the view, or MALFORMED for a seat out of range or a state of another variant
   */
  Either<Rejection, V> view(S state, int seat);

  /**
   * What a spectator may know: no holding at all.
   *
   * @return the view, or MALFORMED for a state of another variant
   */
  Either<Rejection, V> publicView(S state);

  /**
   * A full state consistent with a seat's view: the seat's own cards where they are, every hidden
   * card dealt at random to the places the view only counts. The view of the result for the same
   * seat equals the given view; bots use it to sample hidden information.
   *
   * @return the state, or MALFORMED for a spectator's view or a view of another variant
   */
  Either<Rejection, S> determinize(V view, RandomGenerator random);
}
