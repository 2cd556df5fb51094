package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.Event;
import io.vavr.collection.Seq;

/**
 * The events of a Tombolon match (tombolon.md T-34), besides the API's {@link Event.HandScored}
 * ({@code hand}) and {@link Event.MatchEnded} ({@code match}). Its deal and its play are also the
 * common {@link Event.Dealt} and {@link Event.Played}, with the distribution and the capture added.
 * Every Tombolon event is public: a view shows the same events as the state.
 */
public sealed interface TombolonEvent extends Event {

  /** The event's name in the protocol, as T-34 lists them (one table for the family). */
  @Override
  default String name() {
    return TombolonCodec.EVENT_NAMES.get(getClass());
  }

  /**
   * A distribution took place: the cards are in the hands (T-8, T-9).
   *
   * @param dealer the dealer
   * @param distribution the distribution's number in the deal, from 1
   */
  record Dealt(int dealer, int distribution) implements TombolonEvent, Event.Dealt {}

  /**
   * The four table cards of the first distribution, in table order (T-8).
   *
   * @param cards the cards
   */
  record Table(Seq<Card> cards) implements TombolonEvent {}

  /**
   * The deal is void and will be dealt again by the same dealer (T-10).
   *
   * @param table the table cards that voided it, in table order
   */
  record Redeal(Seq<Card> table) implements TombolonEvent {}

  /**
   * A seat played a card (T-14).
   *
   * @param seat the seat
   * @param card the card
   * @param capture the cards it took, in canonical order; empty when the card was laid
   */
  record Played(int seat, Card card, Seq<Card> capture) implements TombolonEvent, Event.Played {}

  /**
   * A Scopa (T-15).
   *
   * @param seat the seat that made it
   * @param points the played card's scopa value
   */
  record Scopa(int seat, int points) implements TombolonEvent {}

  /**
   * A Colore (T-16).
   *
   * @param seat the seat that made it
   * @param points the played card's scopa value
   */
  record Colore(int seat, int points) implements TombolonEvent {}

  /**
   * The end-of-deal sweep (T-18): the cards left on the table went to a seat's pile.
   *
   * @param seat the last taker, or the dealer when nobody captured
   * @param cards the cards, in table order; empty when none was left
   */
  record Sweep(int seat, Seq<Card> cards) implements TombolonEvent {}

  /**
   * A side went out (T-28): the deal stopped and the side won the match.
   *
   * @param side the index of the side in the match's sides
   */
  record WentOut(int side) implements TombolonEvent {}
}
