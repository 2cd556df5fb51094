package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Trump;
import dev.mazzo.family.SeatNarrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Arrays;

/**
 * A Briscola match told to one seat: the status line (hand, trump card or trump, stock, the trick
 * points of the hand so far per side, the match score), in chiamata the auction or the contract
 * (B-55, B-69, B-70), the table, the hand when not every card may be played (Sueca, B-23) and the
 * numbered choices; the common events, the score change of each hand and the match score after it
 * (B-36, B-38), and the auction, call, partner and contract of chiamata (B-58, B-59).
 */
final class BriscolaNarrator extends SeatNarrator<BriscolaText> {

  /** The trick points each seat has won in the hand so far. */
  private final int[] handPoints;

  BriscolaNarrator(Seating seating, BriscolaText text) {
    super(seating, text);
    this.handPoints = new int[seating.sides().map(Seq::size).sum().intValue()];
  }

  @Override
  public Seq<String> draw(PlayerView view, Seq<Action> choices) {
    Seq<String> lines = Array.empty();
    StringBuilder status = new StringBuilder("Hand ").append(view.handNumber());
    if (view.trumpCard().isDefined()) {
      status.append(" | trump card ").append(view.trumpCard().get().code());
      if (view.stockSize() == 0) {
        // B-16: Sueca's trump card stays in the dealer's holding until the dealer plays it.
        status.append(" (held by ").append(who(view.dealer())).append(", the dealer)");
      }
    } else if (view.trump().isDefined()) {
      status.append(" | trump ").append(view.trump().flatMap(Trump::suit).get().latinName());
    } else if (view.phase() == Phase.BID || view.phase() == Briscola.CALL) {
      status.append(" | no trump yet");
    }
    if (view.stockSize() > 0) {
      status.append(" | stock ").append(view.stockSize());
    }
    status.append(" | points this hand: ").append(seating.bySide(handPoints));
    status.append(" | match score: ").append(seating.scoreLine(view.score()));
    lines = lines.append(status.toString());
    if (view instanceof BriscolaView && ((BriscolaView) view).isChiamata()) {
      lines = lines.append(contractLine((BriscolaView) view));
    }
    if (view.phase() == Phase.PLAY) {
      lines = lines.append(seating.tableLine(view.table()));
    }
    if (view.phase() != Phase.PLAY || choices.size() < view.ownHand().size()) {
      lines =
          lines.append(
              "Your hand: "
                  + view.ownHand().toSeq().map(Card::code).mkString(" ")
                  + (view.phase() == Phase.PLAY ? " (you must follow suit)" : ""));
    }
    if (!text.numbered(view)) {
      // B-45: the auction is shown by what is typed, so that a number typed there is a bid.
      StringBuilder line = new StringBuilder("Bids you may type:");
      for (Action a : choices) {
        line.append("  ").append(text.label(a, view));
      }
      if (view.legalActions().size() > choices.size()) {
        Action top = view.legalActions().last();
        line.append("  ...").append(text.label(top, view));
      }
      return lines.append(line.toString());
    }
    StringBuilder line = new StringBuilder("Your choices:");
    for (int i = 0; i < choices.size(); i++) {
      if (view.phase() == Briscola.CALL && choices.size() > 12 && i % 10 == 0) {
        line.append(System.lineSeparator()).append(' ');
      }
      line.append("  ").append(i + 1).append(") ").append(text.label(choices.get(i), view));
    }
    return lines.append(line.toString());
  }

  /**
   * Chiamata: the auction (high bid, passed seats), then the declarer, the bid, the called card and
   * the partner once known (B-55, B-69, B-70).
   */
  private String contractLine(BriscolaView v) {
    if (v.declarer().isEmpty()) {
      StringBuilder b = new StringBuilder("Auction: ");
      if (v.highBid().isDefined()) {
        Bid high = v.highBid().get();
        b.append("high bid ")
            .append(BriscolaText.bidText(high))
            .append(" by ")
            .append(who(high.seat()));
      } else {
        b.append("no bid yet");
      }
      b.append(
          v.passed().isEmpty()
              ? "; nobody has passed."
              : "; passed: " + v.passed().map(this::who).mkString(", ") + ".");
      return b.toString();
    }
    int declarer = v.declarer().get();
    StringBuilder b =
        new StringBuilder("Contract: ")
            .append(who(declarer))
            .append(declarer == seat ? " (the caller) bid " : " (caller) bid ")
            .append(v.highBid().map(BriscolaText::bidText).getOrElse("?"));
    if (v.calledCard().isEmpty()) {
      return b.append("; the call is due.").toString();
    }
    Card called = v.calledCard().get();
    b.append(", called ").append(called.code());
    if (v.partnerKnown()) {
      b.append("; partner: ")
          .append(
              v.partner().isEmpty()
                  ? "none, " + who(declarer) + seating.verb(declarer, " play", " plays") + " alone"
                  : who(v.partner().get()));
    } else if (v.ownHand().contains(called)) {
      b.append(
          declarer == seat
              ? "; you hold it: you play alone (nobody knows yet)"
              : "; you hold it: you are the secret partner");
    } else {
      b.append("; partner: not known yet");
    }
    return b.append('.').toString();
  }

  @Override
  public Seq<String> tell(Event e, PlayerView view) {
    if (e instanceof Event.Dealt) {
      Arrays.fill(handPoints, 0);
    } else if (e instanceof Event.TrickWon) {
      Event.TrickWon t = (Event.TrickWon) e;
      if (t.winningSeat() >= 0 && t.winningSeat() < handPoints.length) {
        handPoints[t.winningSeat()] += t.points();
      }
    } else if (e instanceof Event.HandScored) {
      HandResult r = ((Event.HandScored) e).result();
      Seq<String> lines = seating.tell(e, view);
      if (r instanceof BriscolaHandResult && ((BriscolaHandResult) r).contract().isDefined()) {
        lines = lines.append(contractResult(((BriscolaHandResult) r).contract().get()));
      } else if (r instanceof BriscolaHandResult) {
        // B-36, B-38: the game points the hand gave each side, and the match score after it.
        lines =
            lines.append(
                seating.scoreChange(((BriscolaHandResult) r).scoreChange())
                    + "; match score: "
                    + seating.scoreLine(view.score())
                    + ".");
      }
      return lines;
    } else {
      String told = chiamata(e);
      if (told != null) {
        return Array.of(told);
      }
    }
    return seating.tell(e, view);
  }

  /** The auction, the call and the partner (B-45 to B-55, B-62, B-63); null for another event. */
  private String chiamata(Event e) {
    if (e instanceof ChiamataEvent.BidMade) {
      ChiamataEvent.BidMade bm = (ChiamataEvent.BidMade) e;
      return bid(bm.seat(), BriscolaText.bidText(new Bid(bm.seat(), bm.rank(), bm.points())));
    }
    if (e instanceof Event.Passed) {
      int p = ((Event.Passed) e).seat();
      return passed(p);
    }
    if (e instanceof ChiamataEvent.AuctionEnded) {
      ChiamataEvent.AuctionEnded ae = (ChiamataEvent.AuctionEnded) e;
      return ae.declarer().isEmpty()
          ? "Everybody passed: the deal is passed out (B-49)."
          : "The auction is over: "
              + who(ae.declarer().get())
              + seating.verb(ae.declarer().get(), " are", " is")
              + " the caller.";
    }
    if (e instanceof ChiamataEvent.Called) {
      ChiamataEvent.Called c = (ChiamataEvent.Called) e;
      return seating.does(c.seat(), " call ", " calls ")
          + c.card().code()
          + ": "
          + c.trump().latinName()
          + " are trumps.";
    }
    if (e instanceof Event.PartnerRevealed) {
      Event.PartnerRevealed pr = (Event.PartnerRevealed) e;
      return pr.partner().isEmpty()
          ? seating.does(pr.declarer(), " play", " plays")
              + " alone: the caller held the called card."
          : seating.does(pr.partner().get(), " are", " is") + " the caller's partner.";
    }
    return null;
  }

  /** B-58, B-59: what the contract needed and made, and the payments. */
  private String contractResult(Contract c) {
    if (c.declarer().isEmpty()) {
      return "No contract: every payment is 0.";
    }
    StringBuilder b = new StringBuilder("Contract of ").append(who(c.declarer().get()));
    b.append(c.partner().isEmpty() ? " alone" : " with " + who(c.partner().get()));
    b.append(": ")
        .append(c.target().getOrElse(61))
        .append(" points needed, ")
        .append(c.made().contains(true) ? "made" : "failed")
        .append(". Payments: ");
    for (int p = 0; p < c.payments().size(); p++) {
      int pay = c.payments().get(p);
      b.append(p == 0 ? "" : ", ")
          .append(who(p))
          .append(' ')
          .append(pay > 0 ? "+" : "")
          .append(pay);
    }
    return b.append('.').toString();
  }
}
