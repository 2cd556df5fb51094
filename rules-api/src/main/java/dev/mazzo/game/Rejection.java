package dev.mazzo.game;

/**
 * Why an action (or a new match's options) was not accepted: a stable machine {@link Code} and a
 * sentence a player understands, such as "You must follow suit: you hold 7H". A rejected action
 * never changes a state.
 *
 * @param code the stable code, written in the protocol as its name
 * @param message the sentence for a player
 */
public record Rejection(Code code, String message) {

  /** The stable rejection codes of the rules chapters (briscola.md B-67 and its siblings). */
  public enum Code {
    /** Not in the variant's action space, the wrong shape, or a value out of range. */
    MALFORMED,
    /** The match is over. */
    MATCH_OVER,
    /** The action type is not accepted in the current phase. */
    WRONG_PHASE,
    /** The seat has passed in this auction and cannot re-enter. */
    ALREADY_PASSED,
    /** The seat is not the one to act. */
    NOT_YOUR_TURN,
    /** The seat does not hold the card. */
    CARD_NOT_IN_HAND,
    /** The seat holds a card of the led suit and played another. */
    MUST_FOLLOW_SUIT,
    /** The bid is not high enough. */
    BID_TOO_LOW,
    /** The bid is not allowed. */
    ILLEGAL_BID,
    /** The call is not allowed. */
    ILLEGAL_CALL,
    /** The capture is not allowed. */
    ILLEGAL_CAPTURE,
    /** The joker's suit is not allowed. */
    ILLEGAL_JOKER_SUIT,
    /** The card is not a trump. */
    NOT_A_TRUMP,
    /** The called card must be played. */
    MUST_PLAY_CALLED_CARD,
    /** The burn is not allowed. */
    ILLEGAL_BURN,
    /** The discard is not allowed. */
    ILLEGAL_DISCARD,
    /** The dealer must bid. */
    DEALER_MUST_BID
  }

  /** A rejection with this code and message. */
  public static Rejection of(Code code, String message) {
    return new Rejection(code, message);
  }

  /** A {@link Code#MALFORMED} rejection. */
  public static Rejection malformed(String message) {
    return new Rejection(Code.MALFORMED, message);
  }
}
