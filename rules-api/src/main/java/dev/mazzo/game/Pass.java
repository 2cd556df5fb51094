package dev.mazzo.game;

/**
 * A seat passes in an auction: {@code {"type":"pass","seat":1}}.
 *
 * @param seat the seat that passes
 */
public record Pass(int seat) implements SeatAction, Action.Common {
  /** The protocol type, {@code "pass"}. */
  public static final String TYPE = "pass";

  @Override
  public String type() {
    return TYPE;
  }
}
