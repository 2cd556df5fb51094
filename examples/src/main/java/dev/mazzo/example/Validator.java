package dev.mazzo.example;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.SeatAction;
import dev.mazzo.protocol.Json;
import io.vavr.control.Either;

/**
 * A server-side validator, the README's example of that name: a move arrives as untrusted JSON text
 * from the client that plays one seat; the answer is the new state, or the rejection to send back
 * with the state unchanged. Nothing the client sends can throw or change a state. The code of the
 * region {@code validator} is also in the overview of rules-impl's Javadoc, where a test ({@code
 * OverviewTest}) keeps it the same.
 */
public final class Validator {

  private Validator() {}

  /**
   * Validates one untrusted move.
   *
   * @param game the match's rules
   * @param state the match as the server holds it
   * @param seat the seat the client was authenticated for
   * @param json the client's ACTION text, such as {@code {"type":"play","seat":0,"card":"AS"}}
   * @return the next state, or why not: MALFORMED for text that is not an action of this variant,
   *     NOT_YOUR_TURN for a move in another seat's name, or the engine's rejection
   */
  // @start region="validator"
  public static Either<Rejection, GameState> validate(
      Game<GameState, PlayerView> game, GameState state, int seat, String json) {
    return Json.readAction(json, state)
        .flatMap(action -> ownSeat(action, seat))
        .flatMap(action -> game.apply(state, action));
  }

  /** A client may only act for its own seat, and never as chance. */
  private static Either<Rejection, Action> ownSeat(Action action, int seat) {
    if (action instanceof SeatAction && ((SeatAction) action).seat() == seat) {
      return Either.right(action);
    }
    return Either.left(
        Rejection.of(
            Rejection.Code.NOT_YOUR_TURN, "You play seat " + seat + " and only that seat"));
  }
  // @end region="validator"
}
