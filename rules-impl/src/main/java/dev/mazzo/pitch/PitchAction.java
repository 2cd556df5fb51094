package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The Pitch family's own actions (pitch.md §11): a {@link Bid}, naming {@link Trump} (with a called
 * card with five players), the {@link Remainder} choice and a {@link Burn}. A pass is the common
 * {@link dev.mazzo.game.Pass}, a play the common {@link dev.mazzo.game.PlayCard}. Sealed, so that a
 * host can switch over them exhaustively. Actions are plain values: nothing is checked when one is
 * made; the engine rejects a null or out-of-range field as MALFORMED (P-34).
 */
public sealed interface PitchAction extends SeatAction {

  /**
   * A bid (P-11): {@code {"type":"bid","seat":1,"amount":5}} or {@code
   * {"type":"bid","seat":1,"amount":"moon"}}.
   *
   * @param seat the bidder
   * @param amount the number bid, or none for "moon"
   */
  record Bid(int seat, Option<Integer> amount) implements PitchAction {
    /** The protocol type, {@code "bid"}. */
    public static final String TYPE = "bid";

    /** A numeric bid. */
    public static Bid of(int seat, int amount) {
      return new Bid(seat, Option.some(amount));
    }

    /** A bid of "moon". */
    public static Bid moon(int seat) {
      return new Bid(seat, Option.none());
    }

    /** True for a bid of "moon". */
    public boolean isMoon() {
      return amount != null && amount.isEmpty();
    }

    @Override
    public String type() {
      return TYPE;
    }
  }

  /**
   * The declarer names trumps (P-14): {@code {"type":"trump","seat":1,"suit":"S"}}; with five
   * players also a called card, {@code "call":"AS"}.
   *
   * @param seat the declarer
   * @param suit the trump suit
   * @param call the called card (five players), none with four
   */
  record Trump(int seat, Suit suit, Option<Card> call) implements PitchAction {
    /** The protocol type, {@code "trump"}. */
    public static final String TYPE = "trump";

    /** Trumps named without a call (four players). */
    public static Trump of(int seat, Suit suit) {
      return new Trump(seat, suit, Option.none());
    }

    /** Trumps named with a called card (five players). */
    public static Trump calling(int seat, Suit suit, Card call) {
      return new Trump(seat, suit, Option.some(call));
    }

    @Override
    public String type() {
      return TYPE;
    }
  }

  /**
   * The declarer's unseen choice of the remainder of the stock (P-18): {@code
   * {"type":"remainder","seat":1,"choice":"take"}} or {@code "pass"}.
   *
   * @param seat the declarer
   * @param take true for "take" (the declarer receives it), false for "pass" (the partner does)
   */
  record Remainder(int seat, boolean take) implements PitchAction {
    /** The protocol type, {@code "remainder"}. */
    public static final String TYPE = "remainder";

    @Override
    public String type() {
      return TYPE;
    }
  }

  /**
   * A seat burns down to six trumps (P-20, P-21): {@code {"type":"burn","seat":2,"cards":["5S",
   * "9S"]}}.
   *
   * @param seat the seat
   * @param cards the cards burned
   */
  record Burn(int seat, Seq<Card> cards) implements PitchAction {
    /** The protocol type, {@code "burn"}. */
    public static final String TYPE = "burn";

    @Override
    public String type() {
      return TYPE;
    }
  }
}
