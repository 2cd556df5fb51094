package dev.mazzo.game;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Trump;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * An immutable position of a whole match: several hands, the dealer rotation, the match score. Only
 * a {@link Game} makes one, from {@link Game#newMatch} and {@link Game#apply}. It is the referee's
 * omniscient picture (every card); a seat sees a {@link PlayerView} instead.
 *
 * <p>Each implementation documents what its {@code equals} covers.
 */
public interface GameState {
  /** {@link #toAct()} while a chance action (the deal) is due. */
  int CHANCE = -1;

  /** {@link #toAct()} once the match is over. */
  int NOBODY = -2;

  /** The id of the variant this state belongs to. */
  String variantId();

  /** The number of seats. */
  int players();

  /** The deck of this match (it depends on the options), in canonical order. */
  dev.mazzo.card.Deck deck();

  /** The current phase. */
  Phase phase();

  /** The seat to act, {@link #CHANCE} at a deal, or {@link #NOBODY} once the match is over. */
  int toAct();

  /** The dealer of the current (or last) hand. */
  int dealer();

  /** The number of the current or last hand, from 1. */
  int handNumber();

  /** What is trump (a suit, or no trump), once known. */
  Option<Trump> trump();

  /** The face-up trump card while it is public and not yet taken into play. */
  Option<Card> trumpCard();

  /** The cards a seat holds; empty for a seat out of range. */
  CardSet hand(int seat);

  /** The undealt or undrawn cards, top first. */
  Seq<Card> stock();

  /** The cards on the table, in play order. */
  Seq<TablePlay> table();

  /**
   * The public history of the current hand, oldest first (see {@link PlayerView#history()}): the
   * same for every seat's view of this state.
   */
  Seq<Round> history();

  /** The cards a seat has taken in this hand; empty for a seat out of range. */
  CardSet captured(int seat);

  /** The sides that score in the match, each a list of seats in ascending order. */
  Seq<Seq<Integer>> sides();

  /**
   * The sides of the current hand as the full state knows them, each a list of seats in ascending
   * order: {@link #sides()}, unless a hand's sides differ from the match's, as in briscola chiamata
   * once the card is called (the declarer and the holder of the called card against the others),
   * where they name a partner that the seats may not know yet. A {@link PlayerView} never exposes
   * it. For bots that simulate on a determinized state: such a state's hand sides are the sampled
   * ones.
   *
   * @return the hand's sides, in the order of the hand's result once it has one
   */
  default Seq<Seq<Integer>> handSides() {
    return sides();
  }

  /** The match score per side, aligned with {@link #sides()}. */
  Seq<Integer> score();

  /** One result per finished hand, oldest first. */
  Seq<HandResult> results();

  /**
   * The index into {@link #sides()} of the side that won the match; none while it goes on or if
   * drawn. (The wire calls it {@code winner}.)
   */
  Option<Integer> winningSide();

  /** True once the match is over. */
  default boolean isOver() {
    return phase() == Phase.MATCH_OVER;
  }

  /** What the action that produced this state caused, in order; empty for a new match. */
  Seq<Event> lastEvents();
}
