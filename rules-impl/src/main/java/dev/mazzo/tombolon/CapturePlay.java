package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.SeatAction;
import io.vavr.collection.Seq;

/**
 * A Tombolon play (tombolon.md §5): a seat plays a card from its hand and takes exactly the table
 * cards in {@code capture}, or lays the card on the table when {@code capture} is empty. In JSON:
 * {@code {"type":"play","seat":1,"card":"7D","capture":["2H","5C"]}}.
 *
 * <p>The engine accepts the capture in any order; {@code legalActions} lists each capture set in
 * canonical order (T-21), and equality is by the list as given. A null field, a card not in the
 * deck or a repeated code is MALFORMED (T-19); the engine never throws for such a value. The API's
 * {@link dev.mazzo.game.PlayCard} is accepted too, as a lay ({@code capture} empty).
 *
 * @param seat the seat that plays
 * @param card the card played
 * @param capture the table cards taken, empty to lay the card
 */
public record CapturePlay(int seat, Card card, Seq<Card> capture) implements SeatAction {
  /** The protocol type, {@code "play"} (the same as {@link dev.mazzo.game.PlayCard#TYPE}). */
  public static final String TYPE = "play";

  @Override
  public String type() {
    return TYPE;
  }
}
