package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/** Tells a Pitch match to one seat: a short table and each event in a sentence (pitch.md P-39). */
final class PitchNarrator implements Narrator {

  private final Seating seating;
  private final PitchText text;

  PitchNarrator(Seating seating, PitchText text) {
    this.seating = seating;
    this.text = text;
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    Array<String> lines =
        Array.of(
            "Hand "
                + view.handNumber()
                + ", "
                + view.phase().wireName()
                + view.trump().map(t -> ", trumps " + t.code()).getOrElse("")
                + ". Score: "
                + seating.scoreLine(view.score())
                + ".",
            "Table: "
                + (view.table().isEmpty()
                    ? "empty"
                    : view.table().map(p -> p.seat() + ":" + p.card().code()).mkString(" ")),
            "Your hand: " + view.ownHand().toSeq().map(Card::code).mkString(" "));
    for (int i = 0; i < choices.size(); i++) {
      lines = lines.append("  " + (i + 1) + ". " + text.label(choices.get(i), view));
    }
    return lines;
  }

  @Override
  public Seq<String> tell(Event e, PlayerView view) {
    String who = e instanceof PitchEvent ? seatOf((PitchEvent) e) : null;
    if (e instanceof PitchEvent.BidMade b) {
      return one(who + " bids " + b.amount().map(String::valueOf).getOrElse("moon") + ".");
    }
    if (e instanceof PitchEvent.Passed) {
      return one(who + " passes.");
    }
    if (e instanceof PitchEvent.TrumpNamed t) {
      return one(
          who
              + " names "
              + t.suit().frenchName()
              + t.call().map(c -> " and calls " + c.code()).getOrElse("")
              + ".");
    }
    if (e instanceof PitchEvent.Burned b) {
      return one(who + " burns " + b.cards().map(Card::code).mkString(" ") + ".");
    }
    if (e instanceof PitchEvent.PartnerRevealed p) {
      return one(
          p.partner().isDefined()
              ? Seating.capital(seating.who(p.partner().get())) + " is the partner."
              : "The called card came from the blind: the bidder plays alone.");
    }
    if (e instanceof PitchEvent.Voided v) {
      return one("The hand is void (" + v.reason() + ").");
    }
    if (e instanceof PitchEvent) {
      return Array.empty();
    }
    return seating.tell(e, view);
  }

  private String seatOf(PitchEvent e) {
    int seat = -1;
    if (e instanceof PitchEvent.BidMade b) {
      seat = b.seat();
    } else if (e instanceof PitchEvent.Passed p) {
      seat = p.seat();
    } else if (e instanceof PitchEvent.TrumpNamed t) {
      seat = t.seat();
    } else if (e instanceof PitchEvent.Burned b) {
      seat = b.seat();
    }
    return seat < 0 ? "" : Seating.capital(seating.who(seat));
  }

  private static Seq<String> one(String line) {
    return Array.of(line);
  }
}
