package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.PlayCard;

/**
 * A play that names a suit (five-hundred.md F-18): the joker led in a no-trump hand names the suit
 * the others must follow, {@code {"type":"play","seat":0,"card":"JK","suit":"H"}}. Every other play
 * is the common {@link PlayCard}, and a suit named on one of them is ILLEGAL_JOKER_SUIT (F-30); a
 * null suit is MALFORMED. No other family reads a {@code suit} on a play: theirs is MALFORMED.
 *
 * @param seat the seat that plays
 * @param card the card, the joker for a legal one; a null card or one not in the deck is MALFORMED
 * @param suit the suit named
 */
public record PlayWithSuit(int seat, Card card, Suit suit) implements FiveHundredAction {
  /** The protocol type, {@code "play"} (the same as {@link PlayCard#TYPE}). */
  public static final String TYPE = PlayCard.TYPE;

  @Override
  public String type() {
    return TYPE;
  }

  /**
   * The card of a Five Hundred play, with or without a named suit.
   *
   * @param play a {@link PlayCard} or a {@code PlayWithSuit}
   * @return its card
   */
  static Card cardOf(Action play) {
    return play instanceof PlayWithSuit w ? w.card() : ((PlayCard) play).card();
  }

  /** Whether the action is a play, with or without a named suit. */
  static boolean isPlay(Action a) {
    return a instanceof PlayCard || a instanceof PlayWithSuit;
  }
}
