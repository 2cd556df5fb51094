package dev.mazzo.fivehundred;

import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A plain narrator of Five Hundred: the status, the table and the hand with the numbered choices;
 * the family's events told in a line each, the common ones as every family tells them.
 */
final class FiveHundredNarrator implements Narrator {

  private final FiveHundredText text;
  private final Seating seating;

  FiveHundredNarrator(FiveHundredText text, Seating seating) {
    this.text = text;
    this.seating = seating;
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    FiveHundredView v = (FiveHundredView) view;
    Seq<String> lines =
        Array.of(
            "Hand "
                + v.handNumber()
                + ", "
                + v.phase().wireName()
                + (v.contract().isDefined()
                    ? ", contract " + v.contract().get().code() + " by seat " + v.contractor().get()
                    : "")
                + ". "
                + seating.scoreLine(v.score()),
            "Table: " + v.table().map(p -> p.seat() + ":" + p.card().code()).mkString(" "),
            "Your hand: " + v.ownHand());
    for (int i = 0; i < choices.size(); i++) {
      lines = lines.append("  " + (i + 1) + ") " + text.label(choices.get(i), view));
    }
    return lines;
  }

  @Override
  public Seq<String> tell(Event event, PlayerView view) {
    if (event instanceof FiveHundredEvent.BidMade) {
      FiveHundredEvent.BidMade e = (FiveHundredEvent.BidMade) event;
      return Array.of(Seating.capital(seating.who(e.seat())) + " bid " + e.bid().code() + ".");
    }
    if (event instanceof FiveHundredEvent.Passed) {
      return Array.of(
          Seating.capital(seating.who(((FiveHundredEvent.Passed) event).seat())) + " passed.");
    }
    if (event instanceof FiveHundredEvent.Contract) {
      FiveHundredEvent.Contract e = (FiveHundredEvent.Contract) event;
      return Array.of("The contract is " + e.bid().code() + " by " + seating.who(e.seat()) + ".");
    }
    if (event instanceof FiveHundredEvent.Called) {
      FiveHundredEvent.Called e = (FiveHundredEvent.Called) event;
      return Array.of(
          Seating.capital(seating.who(e.seat()))
              + e.card().map(c -> " called " + c.code() + ".").getOrElse(" plays alone."));
    }
    if (event instanceof FiveHundredEvent.Partner) {
      FiveHundredEvent.Partner e = (FiveHundredEvent.Partner) event;
      return Array.of(
          "The partner of " + seating.who(e.caller()) + " is " + seating.who(e.partner()) + ".");
    }
    if (event instanceof FiveHundredEvent.JokerLed) {
      FiveHundredEvent.JokerLed e = (FiveHundredEvent.JokerLed) event;
      return Array.of(
          Seating.capital(seating.who(e.seat())) + " led JK naming " + e.suit().letter() + ".");
    }
    if (event instanceof FiveHundredEvent) {
      return Array.of(event.name() + ".");
    }
    return seating.tell(event, view);
  }
}
