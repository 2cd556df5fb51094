package dev.mazzo.game;

import dev.mazzo.card.Card;

/**
 * A seat plays a card to the table: {@code {"type":"play","seat":0,"card":"AS"}}.
 *
 * @param seat the seat that plays
 * @param card the card; a null card or one not in the deck is MALFORMED
 */
public record PlayCard(int seat, Card card) implements SeatAction {
  /** The protocol type, {@code "play"}. */
  public static final String TYPE = "play";

  @Override
  public String type() {
    return TYPE;
  }
}
