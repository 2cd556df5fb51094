package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;

/**
 * Tells one match to one seat, as {@link Text#narrator} makes it: the table drawn when the seat is
 * to act, and each event in sentences. A narrator may remember what the events told it (the trick
 * points of the hand so far), so a host keeps one per match and shows it every event in order.
 */
public interface Narrator {

  /**
   * The table as the seat to act sees it: status, table, hand and the numbered choices.
   *
   * @param view the view of the seat to act
   * @param choices the numbered choices, as {@link Text#choices} gave them
   * @return the lines to print, in order (an empty string is an empty line)
   */
  Seq<String> draw(PlayerView view, Seq<Action> choices);

  /**
   * An event told in sentences.
   *
   * @param event one of {@code view.events()}
   * @param view the seat's view just after the event's action
   * @return the lines to print, in order (an empty string is an empty line); none for an event that
   *     the seat is not told
   */
  Seq<String> tell(Event event, PlayerView view);
}
