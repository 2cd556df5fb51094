package dev.mazzo.pitch;

import dev.mazzo.card.Deck;
import dev.mazzo.game.Event;
import io.vavr.collection.List;
import io.vavr.control.Option;

/**
 * The events of a match that depend only on a seat and a card or a number, made once with the rules
 * and shared by every transition that emits them (issue 29: a refill after the trump is named
 * emitted some sixteen {@code drew} events with their {@code Option}s, about 1 KB a hand): a card
 * played (P-23), a card drawn from the stock (P-17), a count of dead cards thrown away (P-16 …
 * P-18), a seat out of cards (P-24), a bid or a pass (P-11). Events are immutable records compared
 * by value, so a shared event is the event a transition made before.
 */
final class SharedEvents {

  private final Event.Played[][] played;
  private final Event.Drew[][] drew;
  private final PitchEvent.Discarded[][] discarded;
  private final PitchEvent.Out[] out;
  private final PitchEvent.BidMade[][] bids;
  private final Event.Passed[] passed;
  private final List<Event>[] dealt;
  private final List<Event>[][] playedAlone;
  private final List<Event>[][] bidAlone;
  private final List<Event>[] passedAlone;

  /**
   * The events of a match's deck and seats.
   *
   * @param deck the deck
   * @param players the seats
   * @param moon the level of a bid of "moon" (P-11), above every number
   */
  SharedEvents(Deck deck, int players, int moon) {
    int size = deck.size();
    played = new Event.Played[players][size];
    drew = new Event.Drew[players][size];
    discarded = new PitchEvent.Discarded[players][size + 1];
    out = new PitchEvent.Out[players];
    bids = new PitchEvent.BidMade[players][moon + 1];
    passed = new Event.Passed[players];
    dealt = lists(players);
    playedAlone = lists(players, size);
    bidAlone = lists(players, moon + 1);
    passedAlone = lists(players);
    for (int s = 0; s < players; s++) {
      for (int id = 0; id < size; id++) {
        played[s][id] = new Event.Played.Plain(s, deck.card(id));
        drew[s][id] = new Event.Drew.Plain(s, Option.some(deck.card(id)));
      }
      for (int n = 0; n <= size; n++) {
        discarded[s][n] = new PitchEvent.Discarded(s, n);
      }
      for (int b = 1; b <= moon; b++) {
        bids[s][b] = new PitchEvent.BidMade(s, b == moon ? Option.none() : Option.some(b));
      }
      out[s] = new PitchEvent.Out(s);
      passed[s] = new Event.Passed.Plain(s);
      dealt[s] = List.of(new PitchEvent.Dealt(s));
      passedAlone[s] = List.of(passed[s]);
      for (int id = 0; id < size; id++) {
        playedAlone[s][id] = List.of(played[s][id]);
      }
      for (int b = 1; b <= moon; b++) {
        bidAlone[s][b] = List.of(bids[s][b]);
      }
    }
  }

  @SuppressWarnings("unchecked")
  private static List<Event>[] lists(int n) {
    return new List[n];
  }

  @SuppressWarnings("unchecked")
  private static List<Event>[][] lists(int n, int m) {
    return new List[n][m];
  }

  /**
   * The list of one event a transition's events start with, shared: the first event of a play
   * (P-23), of a speech (P-11) and of a deal (P-10), which most of them emit alone (see {@link
   * Draft#startWith}).
   */
  List<Event> playedAlone(int seat, int id) {
    return playedAlone[seat][id];
  }

  /** The list of a bid alone; see {@link #playedAlone}. */
  List<Event> bidAlone(int seat, int level) {
    return bidAlone[seat][level];
  }

  /** The list of a pass alone; see {@link #playedAlone}. */
  List<Event> passedAlone(int seat) {
    return passedAlone[seat];
  }

  /** The list of a deal's event alone (P-10); see {@link #playedAlone}. */
  List<Event> dealtAlone(int dealer) {
    return dealt[dealer];
  }

  /** A seat played a card id (P-23). */
  Event played(int seat, int id) {
    return played[seat][id];
  }

  /** A seat drew a card id from the stock, told to it (P-17). */
  Event drew(int seat, int id) {
    return drew[seat][id];
  }

  /** A seat threw away {@code count} dead cards (P-16 … P-18). */
  Event discarded(int seat, int count) {
    return discarded[seat][count];
  }

  /** A seat is out of cards (P-24). */
  Event out(int seat) {
    return out[seat];
  }

  /** A seat bid a level, 1 … T, or T + 1 for "moon" (P-11). */
  Event bid(int seat, int level) {
    return bids[seat][level];
  }

  /** A seat passed (P-11). */
  Event passed(int seat) {
    return passed[seat];
  }
}
