package dev.mazzo.family;

import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.function.Function;

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

  /**
   * A bid in an auction: {@code You bid 7.} or {@code Seat 2 bids 7.}
   *
   * @param p the bidder
   * @param bid the bid in the family's words
   * @return the sentence
   */
  protected final String bid(int p, String bid) {
    return seating.does(p, " bid ", " bids ") + bid + ".";
  }

  /**
   * A pass in an auction: {@code You pass.} or {@code Seat 2 passes.}
   *
   * @param p the seat that passed
   * @return the sentence
   */
  protected final String passed(int p) {
    return seating.does(p, " pass.", " passes.");
  }

  /**
   * A deal that turns no trump card up, told as the seating tells the common {@code dealt} event:
   * for a family whose own {@code dealt} event names only the dealer.
   *
   * @param dealer the dealer
   * @param view the view it is told to
   * @return the lines
   */
  protected final Seq<String> dealt(int dealer, PlayerView view) {
    return seating.tell(new Event.Dealt.Plain(dealer, Option.none()), view);
  }

  /**
   * An event told in the family's words when it is one of the family's own, in one sentence ({@link
   * #lines}), and as the seating tells it otherwise: the last step of a family's {@code tell}.
   *
   * @param event the event
   * @param view the view it is told to
   * @param own the family's event type
   * @param sentence one of the family's events in a sentence, none for one that is not told
   * @param <E> the family's event type
   * @return the lines
   */
  protected final <E extends Event> Seq<String> tellOwn(
      Event event, PlayerView view, Class<E> own, Function<? super E, Option<String>> sentence) {
    return own.isInstance(event)
        ? sentence.apply(own.cast(event)).<Seq<String>>map(Array::of).getOrElse(Array.empty())
        : seating.tell(event, view);
  }

  /**
   * A family event's one sentence as the lines told.
   *
   * @param sentence the sentence
   * @return the one line
   */
  protected static Seq<String> lines(String sentence) {
    return Array.of(sentence);
  }
}
