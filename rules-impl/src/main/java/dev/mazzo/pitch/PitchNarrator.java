package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * A Pitch match told to one seat (pitch.md P-37 … P-39): the status line (hand, trumps, stock, the
 * points of the hand so far per side, the match score), the auction or the contract (declarer, bid,
 * trumps, the called card and the partner once known), the burned cards, the table and the cards
 * left in each hand, what the remainder and the burn ask, the hand and the numbered choices; every
 * event in a sentence, and at the hand's end whether the bid was made and the score change.
 */
final class PitchNarrator extends SeatNarrator<PitchText> {

  /** The view whose events are being told, and the place after the last one told. */
  private PlayerView toldView;

  private int toldNext;

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
    if (v.phase() == Phase.BID && stuck(v)) {
      lines =
          lines.append(
              "Every other seat has passed: you are the dealer, so you must bid and cannot pass"
                  + " (P-12).");
    }
    if (v.phase() == Phase.PLAY) {
      lines = lines.append(seating.tableLine(v.table())).append(cardsLeft(v));
      String forced = forced(v);
      if (!forced.isEmpty()) {
        lines = lines.append(forced);
      }
    } else if (v.phase() == Pitch.REMAINDER) {
      lines =
          lines.append(
              "The stock holds "
                  + v.stockSize()
                  + " cards: take them, or pass them unseen to your partner ("
                  + who((seat + 2) % 4)
                  + "); the one who gets them keeps the trumps (P-18).");
    } else if (v.phase() == Pitch.BURN) {
      int k = v.ownHand().size() - 6;
      lines =
          lines.append(
              "You hold "
                  + v.ownHand().size()
                  + " trumps: burn "
                  + k
                  + ", face up; zero-point trumps first, point cards only when you must (P-21).");
    }
    if (text.numbered(view)) {
      return lines.appendAll(seating.handAndChoices(view, choices, text, Integer.MAX_VALUE));
    }
    lines = lines.append("Your hand: " + v.ownHand().toSeq().map(Card::code).mkString(" "));
    if (v.phase() == Phase.BID) {
      // P-11: the auction is shown by what is typed, so that a number typed there is a bid.
      StringBuilder line = new StringBuilder("Bids you may type:");
      for (Action a : choices) {
        line.append("  ").append(text.label(a, view));
      }
      return lines.append(line.toString());
    }
    return lines.appendAll(calls(v, choices));
  }

  /** P-12: the dealer may not pass when every other seat has passed (the legal speeches say so). */
  private static boolean stuck(PitchView v) {
    return !v.legalActions().isEmpty() && !v.legalActions().exists(a -> a instanceof Pass);
  }

  /**
   * P-14: the five-player call grouped by trump suit, each suit with the trumps that may be called
   * (its trumps the declarer does not hold, off cards and jokers included), and how to type one.
   */
  private Seq<String> calls(PitchView v, Seq<Action> choices) {
    Seq<String> lines =
        Array.of(
            "Name trumps and call a trump of that suit you do not hold: its holder is your secret"
                + " partner (P-14, P-19). Type trump, the suit and the card, such as "
                + (choices.isEmpty() ? "trump H AH" : text.label(choices.head(), v))
                + ". You may call:");
    for (Suit suit : Suit.values()) {
      Seq<String> cards =
          choices
              .filter(a -> a instanceof PitchAction.Trump t && t.suit() == suit)
              .map(a -> ((PitchAction.Trump) a).call().get().code());
      if (!cards.isEmpty()) {
        String head = "  trump " + suit.letter() + " (" + suit.frenchName() + "):";
        lines = lines.append(String.format("%-22s", head) + cards.mkString(" "));
      }
    }
    return lines;
  }

  /**
   * P-26: the sentence that says why the called card is the only card this seat may play, or
   * nothing when it is not forced.
   */
  private String forced(PitchView v) {
    Seq<Action> legal = v.legalActions();
    if (v.called().isEmpty()
        || legal.size() != 1
        || v.ownHand().size() < 2
        || !(legal.head() instanceof PlayCard p)
        || !p.card().equals(v.called().get())) {
      return "";
    }
    return "You must "
        + (v.table().isEmpty() ? "lead" : "play")
        + " the called card "
        + p.card().code()
        + ": "
        + PitchText.forcedReason(v)
        + ".";
  }

  /** The auction so far (P-11), or the contract: declarer, bid, trumps, call and partner. */
  private String contractLine(PitchView v) {
    if (v.declarer().isEmpty()) {
      if (v.auction().isEmpty()) {
        return "Auction: nobody has spoken yet; the dealer is " + who(v.dealer()) + ".";
      }
      return "Auction: "
          + v.auction()
              .map(s -> who(s.seat()) + (s.pass() ? " passed" : " bid " + amount(s.amount())))
              .mkString(", ")
          + ".";
    }
    int b = v.declarer().get();
    StringBuilder c =
        new StringBuilder("Contract: ")
            .append(who(b))
            .append(b == seat ? " (the bidder) bid " : " bid ")
            .append(amount(v.winningBid().get().amount()));
    if (v.trump().isEmpty()) {
      return c.append("; trumps are due.").toString();
    }
    c.append(" in ").append(v.trump().get().suit().get().frenchName());
    if (v.called().isDefined()) {
      c.append(", called ").append(v.called().get().code()).append(called(v, b));
    }
    return c.append('.').toString();
  }

  /**
   * The called card's cases (P-19, P-26), as this seat may know them (P-38): once played, the
   * partner or that the declarer plays alone; before, the declarer holding it (it came from the
   * blind: alone, and it leads the first trick), this seat holding it (the secret partner), or the
   * partner not known yet.
   */
  private String called(PitchView v, int b) {
    if (v.partnerKnown()) {
      if (v.partner().isEmpty()) {
        return "; it came from the blind: "
            + (b == seat ? "you play" : who(b) + " plays")
            + " alone";
      }
      int p = v.partner().get();
      return "; partner: " + who(p);
    }
    if (v.ownHand().contains(v.called().get())) {
      return b == seat
          ? "; it came from the blind to you: you play alone (P-19)"
          : "; you hold it: you are the secret partner of " + who(b);
    }
    return b == seat
        ? "; partner: whoever holds it, secret until it is played"
        : "; partner: not known yet";
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
    int at = indexOf(e, view);
    if (e instanceof Event.Drew d) {
      return drew(d, at, view);
    }
    if (e instanceof Event.HandScored h && h.result() instanceof PitchHandResult r) {
      return seating.tell(e, view).append(result(r));
    }
    if (e instanceof Event.Passed p) {
      return lines(passed(p.seat()));
    }
    if (e instanceof Event.PartnerRevealed p) {
      return lines(partner(p));
    }
    return tellOwn(e, view, PitchEvent.class, this::sentence);
  }

  /**
   * The place of an event among its view's events, told in order: the narrator follows the host
   * through one view's events (the same view, event after event), so that a run of draws is told
   * once; -1 when the event is not found after the last one told.
   */
  private int indexOf(Event e, PlayerView view) {
    if (view != toldView) {
      toldView = view;
      toldNext = 0;
    }
    Seq<Event> events = view.events();
    for (int i = toldNext; i < events.size(); i++) {
      if (events.get(i) == e) {
        toldNext = i + 1;
        return i;
      }
    }
    return -1;
  }

  /**
   * P-17, P-18: a seat's draws from the stock told once for the run of them: {@code You draw JK1 8S
   * 8C.} (this seat sees its cards) or {@code Seat 1 draws 3 cards.} (P-38: the cards are hidden);
   * one card at a time when the event's place is not known.
   */
  private Seq<String> drew(Event.Drew d, int at, PlayerView view) {
    Seq<Event> events = view.events();
    if (at > 0 && sameDrawer(events.get(at - 1), d)) {
      return Array.empty();
    }
    Seq<Card> cards = d.card().toArray();
    int count = 1;
    for (int i = at + 1; at >= 0 && i < events.size() && sameDrawer(events.get(i), d); i++) {
      count++;
      cards = cards.appendAll(((Event.Drew) events.get(i)).card());
    }
    if (cards.size() == count) {
      return Array.of(
          seating.does(d.seat(), " draw ", " draws ") + cards.map(Card::code).mkString(" ") + ".");
    }
    return Array.of(
        seating.does(d.seat(), " draw ", " draws ")
            + (count == 1 ? "a card" : count + " cards")
            + " from the stock.");
  }

  private static boolean sameDrawer(Event e, Event.Drew d) {
    return e instanceof Event.Drew x && x.seat() == d.seat();
  }

  /** The partner revealed (P-19, P-38): the called card's player, or the blind's. */
  private String partner(Event.PartnerRevealed p) {
    return p.partner().isDefined()
        ? seating.does(p.partner().get(), " are", " is")
            + (p.declarer() == seat
                ? " your partner."
                : " the partner of " + who(p.declarer()) + ".")
        : "The called card came from the blind: "
            + (p.declarer() == seat ? "you play" : who(p.declarer()) + " plays")
            + " alone.";
  }

  /** One Pitch event in a sentence (P-39); none for an event that is not told. */
  private Option<String> sentence(PitchEvent e) {
    if (e instanceof PitchEvent.BidMade b) {
      return Option.some(bid(b.seat(), amount(b.amount())));
    }
    if (e instanceof PitchEvent.TrumpNamed t) {
      return Option.some(
          seating.does(t.seat(), " name ", " names ")
              + t.suit().frenchName()
              + " trumps"
              + t.call()
                  .map(c -> " and " + seating.verb(t.seat(), "call ", "calls ") + c.code())
                  .getOrElse("")
              + ".");
    }
    if (e instanceof PitchEvent.Discarded d) {
      return Option.some(
          seating.does(d.seat(), " throw away ", " throws away ")
              + d.count()
              + (d.count() == 1 ? " non-trump." : " non-trumps."));
    }
    if (e instanceof PitchEvent.RemainderGiven r) {
      return Option.some(
          r.take()
              ? seating.does(r.seat(), " take", " takes")
                  + " the remaining "
                  + r.count()
                  + " cards."
              : seating.does(r.seat(), " pass", " passes")
                  + " the remaining "
                  + r.count()
                  + " cards to "
                  + who(r.to())
                  + ".");
    }
    if (e instanceof PitchEvent.BlindTaken b) {
      return Option.some(seating.does(b.seat(), " take", " takes") + " the blind.");
    }
    if (e instanceof PitchEvent.Burned b) {
      return Option.some(
          seating.does(b.seat(), " burn ", " burns ")
              + b.cards().map(Card::code).mkString(" ")
              + ".");
    }
    if (e instanceof PitchEvent.Out o) {
      return Option.some(seating.does(o.seat(), " are", " is") + " out of cards.");
    }
    if (e instanceof PitchEvent.Voided v) {
      return Option.some(
          "The hand is void ("
              + (v.reason().equals("all-pass")
                  ? "everybody passed"
                  : "the bidder had to burn points")
              + ").");
    }
    return Option.none();
  }

  /** The contract's outcome and the score change (P-30 … P-32). */
  private String result(PitchHandResult r) {
    if (r.contract().isEmpty() || r.isVoid()) {
      return "No score changes.";
    }
    PitchHandResult.Contract c = r.contract().get();
    StringBuilder b =
        new StringBuilder(seating.whoCap(c.declarer()))
            .append(seating.verb(c.declarer(), " bid ", " bid "))
            .append(c.isMoon() ? "moon" : c.bid().get().toString())
            .append(r.made().contains(true) ? ": made" : ": set")
            .append(". ");
    return b.append(seating.scoreChange(r.scoreChange())).append('.').toString();
  }
}
