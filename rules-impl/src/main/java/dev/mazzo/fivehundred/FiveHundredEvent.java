package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Five Hundred family's own events (five-hundred.md F-35), besides the common {@code played},
 * {@code trick}, {@code hand}, {@code match}, {@code passed} and {@code partner} of {@link Event}.
 * Sealed, so that a host can switch over them exhaustively; its deal, its bid and its joker lead
 * are also the common {@link Event.Dealt}, {@link Event.BidMade} and {@link Event.Played}.
 */
public sealed interface FiveHundredEvent extends Event {

  /** The event's name in the protocol, as F-35 lists them (one table for the family). */
  @Override
  default String name() {
    return FiveHundredCodec.EVENT_NAMES.get(getClass());
  }

  /**
   * The cards were dealt: {@code {"event":"dealt","dealer":0}} (no trump card is turned).
   *
   * @param dealer the dealer
   */
  record Dealt(int dealer) implements FiveHundredEvent, Event.Dealt {}

  /**
   * A seat bid: {@code {"event":"bid","seat":1,"tricks":7,"suit":"H"}} or {@code "misere"}.
   *
   * @param seat the bidder
   * @param bid the bid
   */
  record BidMade(int seat, Bid bid) implements FiveHundredEvent, Event.BidMade {}

  /**
   * The auction ended with a contract: {@code {"event":"contract","seat":0,"bid":{…}}}.
   *
   * @param seat the declarer
   * @param bid the contract
   */
  record Contract(int seat, Bid bid) implements FiveHundredEvent {}

  /**
   * The declarer picked up the kitty: {@code {"event":"kitty","seat":0,"cards":[…]}}; the cards are
   * only in the declarer's view (none elsewhere).
   *
   * @param seat the declarer
   * @param cards the kitty's cards, or none where they are hidden
   */
  record Kitty(int seat, Option<Seq<Card>> cards) implements FiveHundredEvent {}

  /**
   * The declarer discarded face down: {@code {"event":"discarded","seat":0,"count":3}}.
   *
   * @param seat the declarer
   * @param count the number of cards
   */
  record Discarded(int seat, int count) implements FiveHundredEvent {}

  /**
   * The five-handed call: {@code {"event":"called","seat":4,"card":"AH"}} or {@code "alone":true}.
   *
   * @param seat the declarer
   * @param card the card called, or none for playing alone
   */
  record Called(int seat, Option<Card> card) implements FiveHundredEvent {}

  /**
   * The open misère hand is shown: {@code {"event":"exposed","seat":1,"cards":[…]}}.
   *
   * @param seat the declarer
   * @param cards the cards he holds
   */
  record Exposed(int seat, Seq<Card> cards) implements FiveHundredEvent {}

  /** Everybody passed and the hand is void (F-10, F-29): {@code {"event":"void"}}. */
  record Void() implements FiveHundredEvent {}

  /**
   * The joker led in a no-trump hand with its named suit (F-18): {@code
   * {"event":"played","seat":2,"card":"JK","suit":"H"}}: an {@link Event.Played} with the suit
   * added. Every other play is the common {@link Event.Played.Plain}.
   *
   * @param seat the leader
   * @param card the joker
   * @param suit the suit named
   */
  record JokerLed(int seat, Card card, Suit suit) implements FiveHundredEvent, Event.Played {}
}
