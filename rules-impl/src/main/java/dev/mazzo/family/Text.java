package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * A family's text for people (the terminal, any UI): what a player is told to type, the numbered
 * choices and their labels, the parse of a typed move, and a {@link Narrator} that draws the table
 * for a seat and tells events in sentences. It is stateless; what a match remembers between events
 * (such as the trick points of the hand so far) is its narrator's.
 */
public interface Text {

  /**
   * The line that tells a player, before the first deal, what may be typed.
   *
   * @param view the public view of a new match
   * @return one sentence, such as "Answer with a number or a card code (AS, 7D, 10H); q quits."
   */
  String intro(PlayerView view);

  /**
   * The choices offered to the seat to act, numbered from 1 in this order: its legal actions, or a
   * part of them where listing all would not help (the lowest bids of an auction).
   *
   * @param view the view of the seat to act
   * @return actions of {@code view.legalActions()}, in their order
   */
  Seq<Action> choices(PlayerView view);

  /**
   * An action's label in a list of choices, such as {@code 7D}, {@code pass} or {@code 7D takes
   * 2H+5C}.
   *
   * @param action one of the view's legal actions
   * @param view the view of the seat to act
   * @return the label
   */
  String label(Action action, PlayerView view);

  /**
   * Reads a typed move: a choice's number or the family's notation of a move (a card code, a bid, a
   * call, a capture …). The result is not judged by the rules: the host applies it and tells the
   * rejection, if any.
   *
   * @param line what the player typed, neither empty nor a request to quit
   * @param view the view of the seat to act
   * @param choices the numbered choices, as {@link #choices} gave them
   * @return the action, or a sentence that says what to type instead
   */
  Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices);

  /**
   * A narrator for one match, told from one seat's side.
   *
   * @param seating the seat that is "you" and the match's sides
   * @return a new narrator
   */
  Narrator narrator(Seating seating);
}
