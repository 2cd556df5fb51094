package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.Unseen;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Builds a full state consistent with a seat's view: the public cards (own holding, piles, table,
 * the face-up trump card, a trump card seen drawn) where the view puts them, and every other card
 * dealt at random to the other holdings and the stock, in the counts the view gives.
 */
final class Determinizer {

  private Determinizer() {}

  static BriscolaState determinize(BriscolaView v, RandomGenerator random) {
    Draft d = new Draft(v.rules);
    Rules rules = d.rules;
    int n = rules.players;
    int me = v.seat();
    long[] cards = new long[4 * n];
    long[] known = new long[2];
    for (Card c : v.ownHand()) {
      place(cards, known, 2 * me, rules.deck.idOf(c));
    }
    for (int p = 0; p < n; p++) {
      for (Card c : v.captured(p)) {
        place(cards, known, 2 * (n + p), rules.deck.idOf(c));
      }
    }
    d.trick = Trick.EMPTY;
    d.leader = v.toAct() >= 0 ? v.toAct() : -1;
    for (TablePlay t : v.table()) {
      if (d.trick == Trick.EMPTY) {
        d.leader = t.seat();
      }
      int id = rules.deck.idOf(t.card());
      d.trick = Trick.add(d.trick, id);
      place(null, known, 0, id);
    }
    int trumpCardId = v.trumpCard().isDefined() ? rules.deck.idOf(v.trumpCard().get()) : -1;
    int[] need = new int[n];
    for (int p = 0; p < n; p++) {
      need[p] = p == me ? 0 : v.handSize(p);
    }
    if (trumpCardId >= 0) {
      if (rules.spec.stock) {
        place(null, known, 0, trumpCardId);
      } else if (v.dealer() != me) {
        // Sueca: the public trump card is in the dealer's holding (B-16).
        place(cards, known, 2 * v.dealer(), trumpCardId);
        need[v.dealer()]--;
      }
    }
    List<Event.Drew> draws = readEvents(v, d);
    // A drawn card another seat was seen to draw is the trump card: it is in that holding.
    for (Event.Drew e : draws) {
      if (e.seat() != me && e.card().isDefined()) {
        int id = rules.deck.idOf(e.card().get());
        place(cards, known, 2 * e.seat(), id);
        need[e.seat()]--;
        if (trumpCardId < 0) {
          trumpCardId = id;
        }
      }
    }
    // The trump card is the last card of the stock (B-28): when the last action emptied the stock,
    // its last draw was the trump card, which everyone saw drawn, even when the seat drew it.
    if (trumpCardId < 0 && rules.spec.stock && v.stockSize() == 0 && !draws.isEmpty()) {
      Event.Drew last = draws.get(draws.size() - 1);
      if (last.card().isDefined()) {
        trumpCardId = rules.deck.idOf(last.card().get());
      }
    }
    Unseen unseen = new Unseen(rules.deck.size(), known[0], known[1], random);
    for (int p = 0; p < n; p++) {
      for (int k = 0; k < need[p]; k++) {
        place(cards, known, 2 * p, unseen.next());
      }
    }
    // The stock: the cards the last action drew (from the holdings they went to), then the rest.
    byte[] stock = new byte[draws.size() + v.stockSize()];
    boolean[] used = new boolean[rules.deck.size()];
    for (int i = 0; i < draws.size(); i++) {
      Event.Drew e = draws.get(i);
      int id =
          e.card().isDefined() ? rules.deck.idOf(e.card().get()) : anyOf(cards, 2 * e.seat(), used);
      used[id] = true;
      stock[i] = (byte) id;
    }
    for (int i = draws.size(); i < stock.length; i++) {
      boolean last = i == stock.length - 1;
      stock[i] =
          (byte) (last && rules.spec.stock && trumpCardId >= 0 ? trumpCardId : unseen.next());
    }
    d.phase = v.phase();
    d.toAct = v.toAct();
    d.dealer = v.dealer();
    d.handNo = v.handNumber();
    d.trump = v.trump().isDefined() ? v.trump().get().ordinal() : -1;
    d.trumpCardId = trumpCardId;
    d.cards = cards;
    d.stock = stock;
    d.stockPos = draws.size();
    d.score = new int[v.score().size()];
    for (int i = 0; i < d.score.length; i++) {
      d.score[i] = v.score().get(i);
    }
    d.results = Vector.ofAll(v.results());
    d.winner = v.winningSide();
    d.drawFrom = 0;
    d.auction = v.isChiamata() ? auctionOf(v, rules, cards, d.lastCard) : null;
    return d.state();
  }

  /**
   * What the last action caused, read back from the events the seat saw into the draft's
   * last-action fields (B-71). The draws, in order.
   */
  private static List<Event.Drew> readEvents(BriscolaView v, Draft d) {
    Rules rules = v.rules;
    List<Event.Drew> draws = new ArrayList<>();
    for (Event e : v.events()) {
      if (e instanceof Event.Dealt) {
        d.lastKind = BriscolaState.DEALT;
      } else if (e instanceof Event.Played) {
        Event.Played p = (Event.Played) e;
        d.caused(BriscolaState.PLAYED, p.seat(), rules.deck.idOf(p.card()));
      } else if (e instanceof Event.TrickWon) {
        d.lastTrickWinner = ((Event.TrickWon) e).winningSeat();
        for (Card c : ((Event.TrickWon) e).cards()) {
          d.lastTrick = Trick.add(d.lastTrick, rules.deck.idOf(c));
        }
      } else if (e instanceof Event.Drew) {
        draws.add((Event.Drew) e);
      } else if (e instanceof Event.HandScored) {
        d.handEnded = true;
      } else if (e instanceof ChiamataEvent.BidMade) {
        d.caused(BriscolaState.BID, ((ChiamataEvent.BidMade) e).seat(), -1);
      } else if (e instanceof ChiamataEvent.Passed) {
        d.caused(BriscolaState.PASSED, ((ChiamataEvent.Passed) e).seat(), -1);
      } else if (e instanceof ChiamataEvent.Called) {
        ChiamataEvent.Called c = (ChiamataEvent.Called) e;
        d.caused(BriscolaState.CALLED, c.seat(), rules.deck.idOf(c.card()));
      }
    }
    return draws;
  }

  /**
   * The auction as the view shows it; before the called card is played, its holder in the
   * determinized deal is the partner (B-52, B-53). In phase {@code deal} the view shows no
   * contract, and only a partner event of the last play needs one.
   */
  private static Auction auctionOf(BriscolaView v, Rules rules, long[] cards, int lastCard) {
    if (v.caller().isEmpty() && v.highBid().isEmpty() && v.passed().isEmpty()) {
      for (Event e : v.events()) {
        if (e instanceof ChiamataEvent.PartnerRevealed) {
          ChiamataEvent.PartnerRevealed r = (ChiamataEvent.PartnerRevealed) e;
          return new Auction(Auction.NONE, -1, 0, r.caller(), lastCard, r.partner().getOrElse(-1));
        }
      }
      return Auction.EMPTY;
    }
    int level = Auction.NONE;
    int high = -1;
    if (v.highBid().isDefined()) {
      Bid b = v.highBid().get();
      high = b.seat();
      level =
          b.points().isDefined()
              ? Auction.pointsLevel(b.points().get())
              : rules.scheme.order().indexOf(b.rank().get());
    }
    int passed = 0;
    for (int p : v.passed()) {
      passed |= 1 << p;
    }
    int caller = v.caller().getOrElse(-1);
    int called = v.calledCard().isDefined() ? rules.deck.idOf(v.calledCard().get()) : -1;
    int partner = -1;
    if (v.partnerKnown()) {
      partner = v.partner().getOrElse(-1);
    } else if (called >= 0) {
      for (int p = 0; p < rules.players; p++) {
        if (p != caller && (cards[2 * p + (called >>> 6)] & (1L << called)) != 0) {
          partner = p;
        }
      }
    }
    return new Auction(level, high, passed, caller, called, partner);
  }

  /** Puts a card in the two-word set at {@code word} (none for a null array) and marks it known. */
  private static void place(long[] cards, long[] known, int word, int id) {
    if (cards != null) {
      cards[word + (id >>> 6)] |= 1L << id;
    }
    known[id >>> 6] |= 1L << id;
  }

  /** A card of a holding not yet used, for a hidden draw. */
  private static int anyOf(long[] cards, int word, boolean[] used) {
    for (int w = 0; w < 2; w++) {
      long bits = cards[word + w];
      while (bits != 0) {
        int id = 64 * w + Long.numberOfTrailingZeros(bits);
        bits = CardSet.withoutLowest(bits);
        if (!used[id]) {
          return id;
        }
      }
    }
    return GameState.NOBODY;
  }
}
