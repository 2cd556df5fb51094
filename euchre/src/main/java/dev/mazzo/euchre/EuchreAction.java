package dev.mazzo.euchre;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.SeatAction;

/**
 * The Euchre family's own actions (euchre.md E-6 … E-15); the common ones are {@code deal}, {@code
 * pass} and {@code play}. Plain values: nothing is checked when one is made; {@code apply} rejects
 * a bad one with a stable code.
 */
public sealed interface EuchreAction extends SeatAction {

  /**
   * A seat makes trump: orders up the upcard's suit in the first round (E-6), names another suit in
   * the second (E-8): {@code {"type":"trump","seat":s,"suit":"H"}}.
   *
   * @param seat the seat
   * @param suit the suit made trump; null is MALFORMED
   */
  record MakeTrump(int seat, Suit suit) implements EuchreAction {
    /** The protocol type, {@code "trump"}. */
    public static final String TYPE = "trump";

    @Override
    public String type() {
      return TYPE;
    }
  }

  /**
   * The dealer discards one card after picking up the upcard (E-7): {@code
   * {"type":"discard","seat":s,"card":"9C"}}.
   *
   * @param seat the seat (the dealer)
   * @param card the card; null is MALFORMED
   */
  record Discard(int seat, Card card) implements EuchreAction {
    /** The protocol type, {@code "discard"}. */
    public static final String TYPE = "discard";

    @Override
    public String type() {
      return TYPE;
    }
  }

  /**
   * The declarer (E-13), or a defender with the option {@code loneDefender} (E-15), goes alone
   * ({@code {"type":"alone","seat":s}}) or plays with its partner ({@code
   * {"type":"partner","seat":s}}).
   *
   * @param seat the seat
   * @param alone true to go alone
   */
  record GoAlone(int seat, boolean alone) implements EuchreAction {
    /** The protocol type of going alone, {@code "alone"}. */
    public static final String ALONE = "alone";

    /** The protocol type of playing with the partner, {@code "partner"}. */
    public static final String PARTNER = "partner";

    @Override
    public String type() {
      return alone ? ALONE : PARTNER;
    }
  }
}
