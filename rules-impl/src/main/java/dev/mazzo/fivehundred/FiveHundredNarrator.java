package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * A Five Hundred match told to one seat (five-hundred.md F-33 … F-35): the status line (hand, the
 * contract and its value, the tricks of the hand so far per side, the match score), the auction
 * while it runs, the call and the partner once known, the seats sitting out and an open misère
 * hand, what the discard and the call ask, the table (with the suit named for a no-trump joker
 * lead), the hand and the numbered choices; every event in a sentence (the kitty's cards only to
 * the contractor), and at the hand's end the contract's outcome and the score change.
 */
final class FiveHundredNarrator extends SeatNarrator<FiveHundredText> {

  private static final int PER_LINE = 5;

  FiveHundredNarrator(FiveHundredText text, Seating seating) {
    super(seating, text);
  }

  /** A bid in words: {@code 7H}, {@code misère}, {@code open misère}. */
  static String bidText(Bid b) {
    return b == Bid.MIS ? "misère" : b == Bid.OMIS ? "open misère" : b.code();
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    FiveHundredView v = (FiveHundredView) view;
    StringBuilder status = new StringBuilder("Hand ").append(v.handNumber());
    if (v.contract().isDefined()) {
      Bid b = v.contract().get();
      status
          .append(" | contract ")
          .append(bidText(b))
          .append(" (")
          .append(b.value())
          .append(") by ")
          .append(who(v.contractor().get()));
    }
    if (v.phase() == Phase.PLAY) {
      int[] tricks = new int[v.players()];
      for (int p = 0; p < tricks.length; p++) {
        tricks[p] = v.tricksBySeat().get(p);
      }
      status.append(" | tricks: ").append(seating.bySide(tricks));
    }
    status.append(" | match score: ").append(seating.scoreLine(v.score()));
    Seq<String> lines = Array.of(status.toString());
    if (v.phase() == Phase.BID) {
      lines = lines.append(auctionLine(v));
    }
    String call = callLine(v);
    if (!call.isEmpty()) {
      lines = lines.append(call);
    }
    if (v.out().nonEmpty()) {
      lines =
          lines.append(
              "Sitting out (misère): " + v.out().map(this::who).mkString(", ") + " (F-15).");
    }
    if (v.exposed().isDefined() && v.contractor().isDefined() && v.contractor().get() != seat) {
      lines =
          lines.append(
              "Open misère hand of "
                  + who(v.contractor().get())
                  + ": "
                  + v.exposed().get().toSeq().map(Card::code).mkString(" "));
    }
    if (v.phase() == Phase.DISCARD) {
      lines = lines.append("You hold the kitty too: discard any three cards, face down (F-11).");
    } else if (v.phase() == Phase.CALL) {
      lines =
          lines.append(
              "Call a card: whoever holds it is your partner, secret until it is played; or play"
                  + " alone (F-12).");
    } else if (v.phase() == Phase.PLAY) {
      lines = lines.append(tableLine(v));
    }
    return lines.appendAll(seating.handAndChoices(view, choices, text, PER_LINE));
  }

  /** Who bid what so far, and the standing bid (F-8, F-9). */
  private String auctionLine(FiveHundredView v) {
    if (v.auction().isEmpty()) {
      return "Auction: nobody has spoken yet; the dealer is " + who(v.dealer()) + ".";
    }
    String standing = "";
    for (AuctionCall c : v.auction()) {
      standing = c.bid().isDefined() ? bidText(c.bid().get()) + " by " + who(c.seat()) : standing;
    }
    return "Auction: "
        + v.auction()
            .map(
                c ->
                    who(c.seat())
                        + " "
                        + c.bid().map(FiveHundredNarrator::bidText).getOrElse("pass"))
            .mkString(", ")
        + (standing.isEmpty() ? "; no bid stands." : "; standing bid " + standing + ".");
  }

  /** The five-handed call and the partner (F-12, F-34). */
  private String callLine(FiveHundredView v) {
    if (!v.callMade() || v.contractor().isEmpty()) {
      return "";
    }
    int c = v.contractor().get();
    if (v.called().isEmpty()) {
      return seating.does(c, " play", " plays") + " alone.";
    }
    Card called = v.called().get();
    String partner =
        v.partner().isDefined()
            ? "partner: " + who(v.partner().get())
            : v.ownHand().contains(called)
                ? "you hold it: you are the secret partner"
                : "partner: not known yet";
    return "Called " + called.code() + "; " + partner + ".";
  }

  private String tableLine(FiveHundredView v) {
    Seq<TablePlay> table = v.table();
    if (table.isEmpty()) {
      return "Table: empty, you lead.";
    }
    StringBuilder b = new StringBuilder("Table: ");
    for (int i = 0; i < table.size(); i++) {
      TablePlay t = table.get(i);
      b.append(i == 0 ? "" : ", ").append(who(t.seat())).append(' ').append(t.card().code());
      if (i == 0 && v.namedSuit().isDefined()) {
        b.append(" (naming ").append(v.namedSuit().get().frenchName()).append(')');
      }
    }
    return b.toString();
  }

  @Override
  public Seq<String> tell(Event event, PlayerView view) {
    if (event instanceof FiveHundredEvent.Dealt d) {
      return dealt(d.dealer(), view);
    }
    if (event instanceof Event.HandScored h && h.result() instanceof FiveHundredHandResult r) {
      return Array.of("", result(r));
    }
    if (event instanceof Event.TrickWon t) {
      // The points of a trick are its one trick (F-32): the cards are what is told.
      return Array.of(
          seating.does(t.winningSeat(), " win", " wins")
              + " the trick "
              + t.cards().map(Card::code).mkString(" ")
              + ".");
    }
    return tellOwn(event, view, FiveHundredEvent.class, this::sentence);
  }

  /** One Five Hundred event in a sentence (F-35); null for none. */
  private String sentence(FiveHundredEvent event) {
    if (event instanceof FiveHundredEvent.BidMade e) {
      return bid(e.seat(), bidText(e.bid()));
    }
    if (event instanceof FiveHundredEvent.Passed e) {
      return passed(e.seat());
    }
    if (event instanceof FiveHundredEvent.Contract e) {
      return "The contract is "
          + bidText(e.bid())
          + " ("
          + e.bid().value()
          + ") by "
          + who(e.seat())
          + ".";
    }
    if (event instanceof FiveHundredEvent.Kitty e) {
      return seating.does(e.seat(), " pick up", " picks up")
          + " the kitty"
          + e.cards().map(c -> ": " + c.map(Card::code).mkString(" ")).getOrElse("")
          + ".";
    }
    if (event instanceof FiveHundredEvent.Discarded e) {
      return seating.does(e.seat(), " discard ", " discards ") + e.count() + " cards face down.";
    }
    if (event instanceof FiveHundredEvent.Called e) {
      return seating.whoCap(e.seat())
          + e.card()
              .map(c -> seating.verb(e.seat(), " call ", " calls ") + c.code() + ".")
              .getOrElse(seating.verb(e.seat(), " play alone.", " plays alone."));
    }
    if (event instanceof FiveHundredEvent.Partner e) {
      return seating.does(e.partner(), " are", " is") + " the partner of " + who(e.caller()) + ".";
    }
    if (event instanceof FiveHundredEvent.Exposed e) {
      return seating.does(e.seat(), " show", " shows")
          + " the open misère hand: "
          + e.cards().map(Card::code).mkString(" ")
          + ".";
    }
    if (event instanceof FiveHundredEvent.JokerLed e) {
      return seating.does(e.seat(), " lead ", " leads ")
          + e.card().code()
          + ", naming "
          + e.suit().frenchName()
          + ".";
    }
    if (event instanceof FiveHundredEvent.Void) {
      return "Everybody passed: the hand is void (F-10).";
    }
    return null;
  }

  /** The hand's outcome: the contract, the tricks per side and the score change (F-23 … F-26). */
  private String result(FiveHundredHandResult r) {
    StringBuilder b = new StringBuilder("Hand ").append(r.hand()).append(": ");
    if (r.isVoid()) {
      return b.append("void, no score changes.").toString();
    }
    for (int i = 0; i < r.sides().size(); i++) {
      int t = r.tricks().get(i);
      b.append(i == 0 ? "" : ", ")
          .append(seating.sideName(r.sides().get(i)))
          .append(' ')
          .append(t)
          .append(t == 1 ? " trick" : " tricks");
    }
    if (r.bid().isDefined()) {
      b.append("; ")
          .append(bidText(r.bid().get()))
          .append(" by ")
          .append(who(r.contractor().get()))
          .append(r.made().contains(true) ? " made" : " failed")
          .append(r.slam().contains(true) ? " (slam)" : "");
    }
    b.append(". ");
    return b.append(seating.scoreChange(r.scoreChange())).append('.').toString();
  }
}
