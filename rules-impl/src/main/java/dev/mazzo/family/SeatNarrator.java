package dev.mazzo.family;

/**
 * The part of a family's {@link Narrator} that is the same in every family, written once: the
 * seating it tells the match from, the family's text that labels the choices, the seat that is
 * "you", and the seats' names.
 *
 * @param <T> the family's text
 */
public abstract class SeatNarrator<T extends Text> implements Narrator {

  /** Names the seats and sides and tells the common events. */
  protected final Seating seating;

  /** The family's text, which labels the choices. */
  protected final T text;

  /** The seat that is "you". */
  protected final int seat;

  /**
   * A narrator for one seat.
   *
   * @param seating the seating, whose seat is "you"
   * @param text the family's text
   */
  protected SeatNarrator(Seating seating, T text) {
    this.seating = seating;
    this.text = text;
    this.seat = seating.seat();
  }

  /**
   * A seat's name: {@code you} or {@code seat 2}.
   *
   * @param p a seat
   * @return the name, in lower case
   */
  protected final String who(int p) {
    return seating.who(p);
  }
}
