package dev.mazzo.fivehundred;

import dev.mazzo.card.Deck;
import dev.mazzo.game.Event;
import io.vavr.collection.List;

/**
 * The one-event lists of the commonest transitions, made once per variant (issue 29): a card played
 * to a trick that goes on (F-16) and a speech of the auction (F-8). Events are immutable records,
 * so a state may hold the shared list; it equals, hashes and prints as the list made afresh did.
 */
final class SharedEvents {

  private SharedEvents() {}

  /** Per seat and card id: {@code List(Played(seat, card))}. */
  @SuppressWarnings("unchecked")
  static List<Event>[][] plays(Deck deck, int players) {
    List<Event>[][] out = new List[players][deck.size()];
    for (int seat = 0; seat < players; seat++) {
      for (int id = 0; id < deck.size(); id++) {
        out[seat][id] = List.of(new Event.Played.Plain(seat, deck.card(id)));
      }
    }
    return out;
  }

  /**
   * Per seat, in the order of {@link Spec#speeches}: {@code List(Passed(seat))}, then {@code
   * List(BidMade(seat, b))} for each bid of the ladder.
   */
  @SuppressWarnings("unchecked")
  static List<Event>[][] speeches(int players) {
    Bid[] ladder = Bid.values();
    List<Event>[][] out = new List[players][ladder.length + 1];
    for (int seat = 0; seat < players; seat++) {
      out[seat][0] = List.of(new Event.Passed.Plain(seat));
      for (Bid b : ladder) {
        out[seat][b.ordinal() + 1] = List.of(new FiveHundredEvent.BidMade(seat, b));
      }
    }
    return out;
  }
}
