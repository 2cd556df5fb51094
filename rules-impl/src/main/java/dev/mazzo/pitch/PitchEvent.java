package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Pitch family's own events (pitch.md P-39), besides the common {@code played}, {@code trick},
 * {@code drew}, {@code hand} and {@code match}, and the common {@code passed} and {@code partner}
 * ({@link Event.Passed.Plain}, {@link Event.PartnerRevealed.Plain}). Sealed, so that a host can
 * switch over them exhaustively; its deal and its bid are also the common {@link Event.Dealt} and
 * {@link Event.BidMade}.
 */
public sealed interface PitchEvent extends Event {

  /** The event's name in the protocol, as P-39 lists them (one table for the family). */
  @Override
  default String name() {
    return PitchCodec.EVENT_NAMES.get(getClass());
  }

  /**
   * The cards were dealt: {@code {"event":"dealt","dealer":0}} (no trump card in Pitch).
   *
   * @param dealer the dealer
   */
  record Dealt(int dealer) implements PitchEvent, Event.Dealt {}

  /**
   * A seat bid (P-11).
   *
   * @param seat the seat
   * @param amount the number, or none for "moon"
   */
  record BidMade(int seat, Option<Integer> amount) implements PitchEvent, Event.BidMade {}

  /**
   * The declarer named trumps, and with five players called a card (P-14).
   *
   * @param seat the declarer
   * @param suit the trump suit
   * @param call the called card, none with four players
   */
  record TrumpNamed(int seat, Suit suit, Option<Card> call) implements PitchEvent {}

  /**
   * A seat threw away dead cards face down (P-16 … P-19): only their number is public.
   *
   * @param seat the seat
   * @param count how many
   */
  record Discarded(int seat, int count) implements PitchEvent {}

  /**
   * The declarer's remainder choice (P-18).
   *
   * @param seat the declarer
   * @param take true for "take"
   * @param to the seat that received the remainder
   * @param count how many cards it held
   */
  record RemainderGiven(int seat, boolean take, int to, int count) implements PitchEvent {}

  /**
   * The declarer took the blind (P-19): how many cards, never which.
   *
   * @param seat the declarer
   * @param count how many
   */
  record BlindTaken(int seat, int count) implements PitchEvent {}

  /**
   * A seat burned trumps, face up (P-21).
   *
   * @param seat the seat
   * @param cards the cards, canonical order
   */
  record Burned(int seat, Seq<Card> cards) implements PitchEvent {}

  /**
   * A seat has no card left and is out of the hand (P-23).
   *
   * @param seat the seat
   */
  record Out(int seat) implements PitchEvent {}

  /**
   * The hand is void (P-32).
   *
   * @param reason {@code "all-pass"} or {@code "point-burned"}
   */
  record Voided(String reason) implements PitchEvent {}
}
