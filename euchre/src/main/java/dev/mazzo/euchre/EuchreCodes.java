package dev.mazzo.euchre;

import dev.mazzo.game.Rejection;
import dev.mazzo.game.Rejection.Code;

/**
 * Every rejection code the Euchre family gives (euchre.md E-23), in one place: the library's common
 * {@link Code} values and the family's own open values ({@link Code#of}) {@code ILLEGAL_CALL},
 * {@code DEALER_MUST_BID} and {@code ILLEGAL_DISCARD}.
 */
public final class EuchreCodes {

  private EuchreCodes() {}

  /** Not an action of the variant, a seat or card out of range, a deal not the whole deck. */
  public static final Code MALFORMED = Code.MALFORMED;

  /** The match is over (E-21). */
  public static final Code MATCH_OVER = Code.MATCH_OVER;

  /** The action's type is not one of the phase's (E-23). */
  public static final Code WRONG_PHASE = Code.WRONG_PHASE;

  /** The seat is not the one to act. */
  public static final Code NOT_YOUR_TURN = Code.NOT_YOUR_TURN;

  /** A suit that may not be named in this round (E-6, E-8). */
  public static final Code ILLEGAL_CALL = Code.of("ILLEGAL_CALL");

  /** The dealer passed where stick-the-dealer forbids it (E-11). */
  public static final Code DEALER_MUST_BID = Code.of("DEALER_MUST_BID");

  /** The seat does not hold the card (E-7, E-17). */
  public static final Code CARD_NOT_IN_HAND = Code.CARD_NOT_IN_HAND;

  /** The dealer tried to discard the upcard it just picked up (E-7). */
  public static final Code ILLEGAL_DISCARD = Code.of("ILLEGAL_DISCARD");

  /** The seat holds a card of the led suit and played another (E-17). */
  public static final Code MUST_FOLLOW_SUIT = Code.MUST_FOLLOW_SUIT;

  /**
   * A rejection with this code and sentence.
   *
   * @param code one of this class's codes
   * @param message the sentence for a player
   * @return the rejection
   */
  static Rejection reject(Code code, String message) {
    return Rejection.of(code, message);
  }
}
