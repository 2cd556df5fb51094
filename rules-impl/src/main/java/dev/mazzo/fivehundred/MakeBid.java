package dev.mazzo.fivehundred;

/**
 * A bid (five-hundred.md F-6): {@code {"type":"bid","seat":1,"tricks":7,"suit":"H"}} or {@code
 * {"type":"bid","seat":1,"misere":"closed"}}.
 *
 * @param seat the bidder
 * @param bid the bid; null is MALFORMED
 */
public record MakeBid(int seat, Bid bid) implements FiveHundredAction {
  /** The protocol type, {@code "bid"}. */
  public static final String TYPE = "bid";

  @Override
  public String type() {
    return TYPE;
  }
}
