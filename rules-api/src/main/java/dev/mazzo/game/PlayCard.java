package dev.mazzo.game;

import dev.mazzo.card.Card;

/**
 * A seat plays a card to the table: {@code {"type":"play","seat":0,"card":"AS"}}. A play that
 * carries more than the card is a family's own action beside its game, with the same {@code type}:
 * Five Hundred's joker led in no-trump with the suit it names (five-hundred.md F-18, {@code
 * {"type":"play","seat":0,"card":"JK","suit":"H"}}), Tombolon's play with the cards it captures
 * (tombolon.md §5). A family without such a play reads a {@code suit} or {@code capture} field as
 * MALFORMED.
 *
 * @param seat the seat that plays
 * @param card the card; a null card or one not in the deck is MALFORMED
 */
public record PlayCard(int seat, Card card) implements SeatAction, Action.Common {
  /** The protocol type, {@code "play"}. */
  public static final String TYPE = "play";

  @Override
  public String type() {
    return TYPE;
  }
}
