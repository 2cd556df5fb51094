package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import io.vavr.control.Option;

/**
 * The declarer's call (briscola.md B-51, B-63, B-64): a suit ({@code {"type":"call","seat":4,
 * "suit":"D"}}, {@code briscola-chiamata-5p}) or a card ({@code {"type":"call","seat":4,
 * "card":"AC"}}, {@code biscambiggia-chiamata-5p}). Both forms are recognised by both ids; the form
 * a variant does not accept, and no-trump, are {@code ILLEGAL_CALL}.
 *
 * @param seat the declarer
 * @param suit the suit called, if any
 * @param noTrump true for {@code "suit":"NT"}
 * @param card the card called, if any
 */
public record Call(int seat, Option<Suit> suit, boolean noTrump, Option<Card> card)
    implements ChiamataAction {
  /** The protocol type, {@code "call"}. */
  public static final String TYPE = "call";

  /** A suit call. */
  public static Call suit(int seat, Suit suit) {
    return new Call(seat, Option.some(suit), false, Option.none());
  }

  /** A no-trump call (always rejected in this family, B-64). */
  public static Call noTrump(int seat) {
    return new Call(seat, Option.none(), true, Option.none());
  }

  /** A card call. */
  public static Call card(int seat, Card card) {
    return new Call(seat, Option.none(), false, Option.some(card));
  }

  @Override
  public String type() {
    return TYPE;
  }
}
