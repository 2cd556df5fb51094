package dev.mazzo.game;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import io.vavr.control.Option;

/**
 * A seat plays a card to the table: {@code {"type":"play","seat":0,"card":"AS"}}. In games where a
 * card may be played with a suit named for it (a joker led in no-trump names the suit the others
 * must follow, five-hundred.md F-18) the play carries that suit: {@code
 * {"type":"play","seat":0,"card":"JK","suit":"H"}}; a game without such a rule rejects a named suit
 * as MALFORMED.
 *
 * @param seat the seat that plays
 * @param card the card; a null card or one not in the deck is MALFORMED
 * @param namedSuit the suit named with the card, or none (a null is taken as none)
 */
public record PlayCard(int seat, Card card, Option<Suit> namedSuit)
    implements SeatAction, Action.Common {
  /** The protocol type, {@code "play"}. */
  public static final String TYPE = "play";

  /** A play; a null {@code namedSuit} is none. */
  public PlayCard {
    namedSuit = namedSuit == null ? Option.none() : namedSuit;
  }

  /**
   * A play of a card without a named suit, as in every game but the joker's lead of F-18.
   *
   * @param seat the seat that plays
   * @param card the card
   */
  public PlayCard(int seat, Card card) {
    this(seat, card, Option.none());
  }

  @Override
  public String type() {
    return TYPE;
  }
}
