package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import io.vavr.control.Option;

/**
 * The five-handed declarer's call (five-hundred.md F-12): a card, whose holder is the secret
 * partner ({@code {"type":"call","seat":4,"card":"AH"}}), or playing alone ({@code
 * {"type":"call","seat":4,"alone":true}}).
 *
 * @param seat the declarer
 * @param card the card called, or none to play alone; a null option or a some(null) is MALFORMED
 */
public record Call(int seat, Option<Card> card) implements FiveHundredAction {
  /** The protocol type, {@code "call"}. */
  public static final String TYPE = "call";

  /** A call of a card. */
  public static Call card(int seat, Card card) {
    return new Call(seat, Option.some(card));
  }

  /** Playing alone. */
  public static Call alone(int seat) {
    return new Call(seat, Option.none());
  }

  /** True for playing alone. */
  public boolean isAlone() {
    return card != null && card.isEmpty();
  }

  @Override
  public String type() {
    return TYPE;
  }
}
