package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of a state's last action (briscola.md B-71), derived on demand from the few fields in
 * which a state records what its last action caused, so that {@code apply} stores no event object.
 * In the order of B-71: {@code dealt}; {@code bid} or {@code pass}, then {@code auction} when the
 * auction ends; {@code call}; or {@code played}, {@code partner}, {@code trick}, the {@code drew}
 * events; and after the last of them {@code hand} and {@code match} as they happened.
 */
final class LastEvents {

  private LastEvents() {}

  /**
   * The last events as a seat sees them: a card drawn by another seat is hidden unless it is the
   * trump card (B-71).
   *
   * @param viewer the seat, or -1 with {@code all} for the referee's full list
   */
  static Seq<Event> of(BriscolaState s, int viewer, boolean all) {
    List<Event> out = new ArrayList<>(8);
    Auction a = s.auction;
    switch (s.lastKind()) {
      case BriscolaState.DEALT:
        out.add(new Event.Dealt.Plain(s.dealer(), cardOf(s, s.trumpCardId())));
        break;
      case BriscolaState.BID:
        Bid b = s.rules.ladder.bid(s.lastSeat(), a.level());
        out.add(new ChiamataEvent.BidMade(s.lastSeat(), b.rank(), b.points()));
        auctionEnded(s, out);
        break;
      case BriscolaState.PASSED:
        out.add(new Event.Passed.Plain(s.lastSeat()));
        auctionEnded(s, out);
        break;
      case BriscolaState.CALLED:
        Card called = s.rules.deck.card(a.calledCard());
        out.add(new ChiamataEvent.Called(a.declarer(), called, called.suit().get()));
        break;
      case BriscolaState.PLAYED:
        played(s, viewer, all, out);
        handEnded(s, out);
        break;
      default:
        break;
    }
    return Array.ofAll(out);
  }

  /** B-48, B-49: the auction ends with a declarer, or with every seat passed (the deal void). */
  private static void auctionEnded(BriscolaState s, List<Event> out) {
    if (s.phase() == Briscola.CALL) {
      out.add(new ChiamataEvent.AuctionEnded(Option.some(s.auction.declarer())));
    } else if (s.handEnded()) {
      out.add(new ChiamataEvent.AuctionEnded(Option.none()));
      handEnded(s, out);
    }
  }

  /**
   * A card played (B-21), the partner revealed (B-55), the trick won and the draws (B-26 … B-28).
   */
  private static void played(BriscolaState s, int viewer, boolean all, List<Event> out) {
    Rules rules = s.rules;
    out.add(new Event.Played.Plain(s.lastSeat(), rules.deck.card(s.lastCard())));
    Auction a = s.auction;
    if (a != null && s.lastCard() == a.calledCard()) {
      out.add(new Event.PartnerRevealed.Plain(a.declarer(), seatOf(a.partner())));
    }
    if (s.lastTrickWinner() < 0) {
      return;
    }
    long trick = s.lastTrick;
    Card[] trickCards = new Card[Trick.size(trick)];
    for (int i = 0; i < trickCards.length; i++) {
      trickCards[i] = rules.deck.card(Trick.card(trick, i));
    }
    out.add(
        new Event.TrickWon.Plain(
            s.lastTrickWinner(), rules.table.points(trick), Array.of(trickCards)));
    int seat = s.lastTrickWinner();
    for (int i = s.drawFrom(); i < s.stockPos(); i++) {
      int id = s.stock[i];
      boolean visible = all || seat == viewer || id == s.trumpCardId();
      out.add(new Event.Drew.Plain(seat, visible ? cardOf(s, id) : Option.none()));
      seat = rules.next(seat);
    }
  }

  /** The hand scored (B-72) and, when it ended the match, the match (B-38). */
  private static void handEnded(BriscolaState s, List<Event> out) {
    if (s.handEnded()) {
      out.add(new Event.HandScored.Plain(s.results().last()));
      if (s.phase() == Phase.MATCH_OVER) {
        out.add(new Event.MatchEnded.Plain(s.winningSide()));
      }
    }
  }

  private static Option<Card> cardOf(BriscolaState s, int id) {
    return id < 0 ? Option.none() : Option.some(s.rules.deck.card(id));
  }

  /** A seat, or none for -1. */
  static Option<Integer> seatOf(int seat) {
    return seat < 0 ? Option.none() : Option.some(seat);
  }
}
