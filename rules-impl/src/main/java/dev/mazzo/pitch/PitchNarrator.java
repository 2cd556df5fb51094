package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A Pitch match told to one seat (pitch.md P-37 … P-39): the status line (hand, trumps, stock, the
 * points of the hand so far per side, the match score), the auction or the contract (bidder, bid,
 * trumps, the called card and the partner once known), the burned cards, the table and the cards
 * left in each hand, what the remainder and the burn ask, the hand and the numbered choices; every
 * event in a sentence, and at the hand's end whether the bid was made and the score change.
 */
final class PitchNarrator extends SeatNarrator<PitchText> {

  private static final int PER_LINE = 5;

  PitchNarrator(Seating seating, PitchText text) {
    super(seating, text);
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    PitchView v = (PitchView) view;
    StringBuilder status = new StringBuilder("Hand ").append(v.handNumber());
    status.append(
        v.trump().isDefined()
            ? " | trumps " + v.trump().get().suit().get().frenchName()
            : " | no trumps yet");
    if (v.stockSize() > 0) {
      status.append(v.fivePlayers() ? " | blind " : " | stock ").append(v.stockSize());
    }
    int[] points = new int[v.players()];
    for (int p = 0; p < points.length; p++) {
      points[p] = v.points(p);
    }
    if (v.phase() == Phase.PLAY) {
      status.append(" | points this hand: ").append(seating.bySide(points));
    }
    status.append(" | match score: ").append(seating.scoreLine(v.score()));
    Seq<String> lines = Array.of(status.toString(), contractLine(v));
    String burned = burnedLine(v);
    if (!burned.isEmpty()) {
      lines = lines.append(burned);
    }
    if (v.phase() == Phase.PLAY) {
      lines = lines.append(seating.tableLine(v.table())).append(cardsLeft(v));
    } else if (v.phase() == Phase.REMAINDER) {
      lines =
          lines.append(
              "The stock holds "
                  + v.stockSize()
                  + " cards: take them, or pass them unseen to your partner ("
                  + who((seat + 2) % 4)
                  + "); the one who gets them keeps the trumps (P-18).");
    } else if (v.phase() == Phase.BURN) {
      int k = v.ownHand().size() - 6;
      lines =
          lines.append(
              "You hold "
                  + v.ownHand().size()
                  + " trumps: burn "
                  + k
                  + ", face up; zero-point trumps first, point cards only when you must (P-21).");
    }
    return lines.appendAll(seating.handAndChoices(view, choices, text, PER_LINE));
  }

  /** The auction so far (P-11), or the contract: bidder, bid, trumps, call and partner. */
  private String contractLine(PitchView v) {
    if (v.bidder().isEmpty()) {
      if (v.auction().isEmpty()) {
        return "Auction: nobody has spoken yet; the dealer is " + who(v.dealer()) + ".";
      }
      return "Auction: "
          + v.auction()
              .map(s -> who(s.seat()) + (s.pass() ? " passed" : " bid " + amount(s.amount())))
              .mkString(", ")
          + ".";
    }
    int b = v.bidder().get();
    StringBuilder c =
        new StringBuilder("Contract: ")
            .append(who(b))
            .append(b == seat ? " (the bidder) bid " : " bid ")
            .append(v.isMoon() ? "moon" : v.bid().get().toString());
    if (v.trump().isEmpty()) {
      return c.append("; trumps are due.").toString();
    }
    c.append(" in ").append(v.trump().get().suit().get().frenchName());
    if (v.called().isDefined()) {
      Card called = v.called().get();
      c.append(", called ").append(called.code());
      if (v.partnerKnown()) {
        c.append(
            v.partner().isEmpty()
                ? "; no partner: the bidder plays alone"
                : "; partner: " + who(v.partner().get()));
      } else if (v.ownHand().contains(called)) {
        c.append("; you hold it: you are the secret partner");
      } else {
        c.append("; partner: not known yet");
      }
    }
    return c.append('.').toString();
  }

  private static String amount(io.vavr.control.Option<Integer> amount) {
    return amount.map(String::valueOf).getOrElse("moon");
  }

  private String burnedLine(PitchView v) {
    Seq<String> parts = Array.empty();
    for (int p = 0; p < v.players(); p++) {
      if (!v.burned(p).isEmpty()) {
        parts = parts.append(who(p) + " " + v.burned(p).toSeq().map(Card::code).mkString(" "));
      }
    }
    return parts.isEmpty() ? "" : "Burned (dead): " + parts.mkString(", ") + ".";
  }

  private String cardsLeft(PitchView v) {
    Seq<String> parts = Array.empty();
    for (int p = 0; p < v.players(); p++) {
      if (p != seat) {
        int n = v.handSize(p);
        parts = parts.append(who(p) + " " + (n == 0 ? "out" : String.valueOf(n)));
      }
    }
    return "Cards left: " + parts.mkString(", ") + ".";
  }

  @Override
  public Seq<String> tell(Event e, PlayerView view) {
    if (e instanceof PitchEvent.Dealt d) {
      return dealt(d.dealer(), view);
    }
    if (e instanceof Event.HandScored h && h.result() instanceof PitchHandResult r) {
      return seating.tell(e, view).append(result(r));
    }
    return tellOwn(e, view, PitchEvent.class, this::sentence);
  }

  /** One Pitch event in a sentence (P-39); null for none. */
  private String sentence(PitchEvent e) {
    if (e instanceof PitchEvent.BidMade b) {
      return bid(b.seat(), amount(b.amount()));
    }
    if (e instanceof PitchEvent.Passed p) {
      return passed(p.seat());
    }
    if (e instanceof PitchEvent.TrumpNamed t) {
      return seating.does(t.seat(), " name ", " names ")
          + t.suit().frenchName()
          + " trumps"
          + t.call()
              .map(c -> " and " + seating.verb(t.seat(), "call ", "calls ") + c.code())
              .getOrElse("")
          + ".";
    }
    if (e instanceof PitchEvent.Discarded d) {
      return seating.does(d.seat(), " throw away ", " throws away ")
          + d.count()
          + (d.count() == 1 ? " non-trump." : " non-trumps.");
    }
    if (e instanceof PitchEvent.RemainderGiven r) {
      return r.take()
          ? seating.does(r.seat(), " take", " takes") + " the remaining " + r.count() + " cards."
          : seating.does(r.seat(), " pass", " passes")
              + " the remaining "
              + r.count()
              + " cards to "
              + who(r.to())
              + ".";
    }
    if (e instanceof PitchEvent.BlindTaken b) {
      return seating.does(b.seat(), " take", " takes") + " the blind.";
    }
    if (e instanceof PitchEvent.Burned b) {
      return seating.does(b.seat(), " burn ", " burns ")
          + b.cards().map(Card::code).mkString(" ")
          + ".";
    }
    if (e instanceof PitchEvent.Out o) {
      return seating.does(o.seat(), " are", " is") + " out of cards.";
    }
    if (e instanceof PitchEvent.PartnerRevealed p) {
      return p.partner().isDefined()
          ? seating.does(p.partner().get(), " are", " is")
              + " the partner of "
              + who(p.caller())
              + "."
          : "The called card came from the blind: " + who(p.caller()) + " plays alone.";
    }
    if (e instanceof PitchEvent.Voided v) {
      return "The hand is void ("
          + (v.reason().equals("all-pass") ? "everybody passed" : "the bidder had to burn points")
          + ").";
    }
    return null;
  }

  /** The contract's outcome and the score change (P-30 … P-32). */
  private String result(PitchHandResult r) {
    if (r.contract().isEmpty() || r.isVoid()) {
      return "No score changes.";
    }
    PitchHandResult.Contract c = r.contract().get();
    StringBuilder b =
        new StringBuilder(seating.whoCap(c.bidder()))
            .append(seating.verb(c.bidder(), " bid ", " bid "))
            .append(c.isMoon() ? "moon" : c.bid().get().toString())
            .append(r.made().contains(true) ? ": made" : ": set")
            .append(". ");
    return b.append(seating.scoreChange(r.scoreChange())).append('.').toString();
  }
}
