package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import io.vavr.collection.Seq;

/**
 * The declarer's discard of three cards, face down (five-hundred.md F-11): {@code
 * {"type":"discard","seat":1,"cards":["4H","5C","7S"]}}.
 *
 * @param seat the declarer
 * @param cards the cards; a null list, a null card, a card of another deck or a repeated card is
 *     MALFORMED, another number than three ILLEGAL_DISCARD
 */
public record Discard(int seat, Seq<Card> cards) implements FiveHundredAction {
  /** The protocol type, {@code "discard"}. */
  public static final String TYPE = "discard";

  @Override
  public String type() {
    return TYPE;
  }
}
