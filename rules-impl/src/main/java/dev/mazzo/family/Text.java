package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
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
   * @return one sentence, such as "Answer with a number or a card code (AS, 7D, KC); q quits."
   */
  String intro(PlayerView view);

  /**
   * The choices offered to the seat to act, numbered from 1 in this order: its legal actions, or a
   * part of them where listing all would not help (the lowest bids of an auction).
   *
   * @param view the view of the seat to act
   * @return actions of {@code view.legalActions()}, in their order; by default all of them
   */
  default Seq<Action> choices(PlayerView view) {
    return view.legalActions();
  }

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

  /**
   * Whether the choices of this view are numbered, so that a number typed at this prompt means a
   * choice. A family answers false where a move is itself typed as a number (a bid of 2, of 70
   * points): there the choices are shown by what is typed, so that no input means two things.
   *
   * @param view the view of the seat to act
   * @return true when a typed number picks a choice
   */
  default boolean numbered(PlayerView view) {
    return true;
  }

  /**
   * What a player is told on asking for help at a prompt: what may be typed there, then the rules
   * of the variant in a few lines. The host adds its own commands (help, quit) and the variant's
   * description.
   *
   * @param view the view of the seat to act
   * @return the lines, each a sentence or two (the host wraps them)
   */
  default Seq<String> help(PlayerView view) {
    return io.vavr.collection.Array.empty();
  }

  /**
   * A refusal of the rules told to a person: the rejection's sentence, without what is there for
   * programs (such as a reason tag before the sentence).
   *
   * @param rejection what the rules answered to the typed move
   * @param view the view of the seat to act
   * @return one or more sentences
   */
  default String rejection(Rejection rejection, PlayerView view) {
    return rejection.message();
  }

  /**
   * Whether the partners of the match are not its fixed sides but are formed in each deal and may
   * be secret (Briscola chiamata): the host then does not call the other seats opponents.
   *
   * @param view the public view of a new match
   * @return true when partners are formed deal by deal
   */
  default boolean partnersByDeal(PlayerView view) {
    return false;
  }
}
