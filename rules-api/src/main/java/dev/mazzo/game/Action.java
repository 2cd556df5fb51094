package dev.mazzo.game;

/**
 * Something a seat (or chance) does: the input of {@link Game#apply}. The common actions are {@link
 * Deal}, {@link PlayCard} and {@link Pass}; each family adds its own beside its game (bids, calls,
 * captures …).
 *
 * <p>Actions are plain values: nothing is checked when one is made, so an action may carry a seat
 * out of range, a null card or a card of another deck. {@link Game#apply} rejects such an action
 * with {@link Rejection.Code#MALFORMED}; it never throws.
 */
public interface Action {
  /** The action's {@code type} in the protocol, such as {@code "play"}. */
  String type();

  /**
   * The actions every game shares ({@link Deal}, {@link PlayCard}, {@link Pass}), sealed so that a
   * host can switch over them exhaustively; each family's own actions are a sealed interface of
   * their own beside its game.
   */
  sealed interface Common extends Action permits Deal, PlayCard, Pass {}
}
