package dev.mazzo.game;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * What one seat (or a spectator) may know of a state: its own holding, the table, the public
 * history, counts of hidden cards, public scores — never another seat's card or the stock order. A
 * view is its own type, built by an explicit projection of the state; families add their public
 * fields in their own view types.
 */
public interface PlayerView {
  /** The seat whose view this is, or {@link GameState#NOBODY} for a spectator's view. */
  int seat();

  /** The id of the variant. */
  String variantId();

  /** The number of seats. */
  int players();

  /** The deck of this match, in canonical order. */
  dev.mazzo.card.Deck deck();

  /** The current phase. */
  Phase phase();

  /** The seat to act, {@link GameState#CHANCE} or {@link GameState#NOBODY}. */
  int toAct();

  /** The dealer of the current or last hand. */
  int dealer();

  /** The number of the current or last hand, from 1. */
  int handNumber();

  /** What is trump (a suit, or no trump), once public. */
  Option<Trump> trump();

  /** The face-up trump card while it is public. */
  Option<Card> trumpCard();

  /** The seat's own holding (empty in a spectator's view). */
  CardSet ownHand();

  /** How many cards a seat holds (0 for a seat out of range). */
  int handSize(int seat);

  /** How many cards are in the stock. */
  int stockSize();

  /** The cards on the table, in play order. */
  Seq<TablePlay> table();

  /**
   * The public history of the current hand, oldest first: every finished trick (or, in a game
   * without tricks, every turn) with who played what and who took it (see {@link Round}). Empty
   * before a hand is dealt (the last trick of a hand is in the events of the play that ended it); a
   * UI shows the last trick and counts cards from it. Only cards played face up are in it. Not part
   * of the VIEW JSON of the protocol.
   */
  Seq<Round> history();

  /** The sides that score in the match. */
  Seq<Seq<Integer>> sides();

  /** The match score per side. */
  Seq<Integer> score();

  /** One result per finished hand, oldest first. */
  Seq<HandResult> results();

  /** The index into {@link #sides()} of the side that won the match, once it is over. */
  Option<Integer> winningSide();

  /** The seat's legal actions when it is to act; empty otherwise. */
  Seq<Action> legalActions();

  /** The last action's events, as this seat may see them. */
  Seq<Event> events();
}
