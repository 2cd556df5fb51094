package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.TablePlay;
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
    Rules rules = v.rules;
    int n = rules.players;
    int size = rules.deck.size();
    int me = v.seat();
    long[] cards = new long[4 * n];
    boolean[] placed = new boolean[size];
    for (Card c : v.ownHand()) {
      place(cards, placed, 2 * me, rules.deck.idOf(c));
    }
    for (int p = 0; p < n; p++) {
      for (Card c : v.captured(p)) {
        place(cards, placed, 2 * (n + p), rules.deck.idOf(c));
      }
    }
    long trick = Trick.EMPTY;
    int leader = v.toAct() >= 0 ? v.toAct() : -1;
    for (TablePlay t : v.table()) {
      if (trick == Trick.EMPTY) {
        leader = t.seat();
      }
      int id = rules.deck.idOf(t.card());
      trick = Trick.add(trick, id);
      placed[id] = true;
    }
    int trumpCardId = v.trumpCard().isDefined() ? rules.deck.idOf(v.trumpCard().get()) : -1;
    int[] need = new int[n];
    for (int p = 0; p < n; p++) {
      need[p] = p == me ? 0 : v.handSize(p);
    }
    if (trumpCardId >= 0) {
      if (rules.spec.stock) {
        placed[trumpCardId] = true;
      } else if (v.dealer() != me) {
        // Sueca: the public trump card is in the dealer's holding (B-16).
        place(cards, placed, 2 * v.dealer(), trumpCardId);
        need[v.dealer()]--;
      }
    }
    // What the last action caused, read back from the events the seat saw.
    int lastKind = BriscolaState.NO_EVENT;
    int lastSeat = -1;
    int lastCard = -1;
    long lastTrick = Trick.EMPTY;
    int lastTrickWinner = -1;
    boolean handEnded = false;
    List<Event.Drew> draws = new ArrayList<>();
    int revealedCaller = -1;
    int revealedPartner = -1;
    for (Event e : v.events()) {
      if (e instanceof Event.Dealt) {
        lastKind = BriscolaState.DEALT;
      } else if (e instanceof Event.Played) {
        lastKind = BriscolaState.PLAYED;
        lastSeat = ((Event.Played) e).seat();
        lastCard = rules.deck.idOf(((Event.Played) e).card());
      } else if (e instanceof Event.TrickWon) {
        lastTrickWinner = ((Event.TrickWon) e).winner();
        for (Card c : ((Event.TrickWon) e).cards()) {
          lastTrick = Trick.add(lastTrick, rules.deck.idOf(c));
        }
      } else if (e instanceof Event.Drew) {
        draws.add((Event.Drew) e);
      } else if (e instanceof Event.HandScored) {
        handEnded = true;
      } else if (e instanceof ChiamataEvent.BidMade) {
        lastKind = BriscolaState.BID;
        lastSeat = ((ChiamataEvent.BidMade) e).seat();
      } else if (e instanceof ChiamataEvent.Passed) {
        lastKind = BriscolaState.PASSED;
        lastSeat = ((ChiamataEvent.Passed) e).seat();
      } else if (e instanceof ChiamataEvent.Called) {
        lastKind = BriscolaState.CALLED;
        lastSeat = ((ChiamataEvent.Called) e).seat();
        lastCard = rules.deck.idOf(((ChiamataEvent.Called) e).card());
      } else if (e instanceof ChiamataEvent.PartnerRevealed) {
        revealedCaller = ((ChiamataEvent.PartnerRevealed) e).caller();
        revealedPartner = ((ChiamataEvent.PartnerRevealed) e).partner().getOrElse(-1);
      }
    }
    // A drawn card another seat was seen to draw is the trump card: it is in that holding.
    for (Event.Drew d : draws) {
      if (d.seat() != me && d.card().isDefined()) {
        int id = rules.deck.idOf(d.card().get());
        place(cards, placed, 2 * d.seat(), id);
        need[d.seat()]--;
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
    int[] pool = new int[size];
    int free = 0;
    for (int id = 0; id < size; id++) {
      if (!placed[id]) {
        pool[free++] = id;
      }
    }
    for (int i = free - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = pool[i];
      pool[i] = pool[j];
      pool[j] = t;
    }
    int next = 0;
    for (int p = 0; p < n; p++) {
      for (int k = 0; k < need[p]; k++) {
        place(cards, placed, 2 * p, pool[next++]);
      }
    }
    // The stock: the cards the last action drew (from the holdings they went to), then the rest.
    byte[] stock = new byte[draws.size() + v.stockSize()];
    boolean[] used = new boolean[size];
    for (int i = 0; i < draws.size(); i++) {
      Event.Drew d = draws.get(i);
      int id;
      if (d.card().isDefined()) {
        id = rules.deck.idOf(d.card().get());
      } else {
        id = anyOf(cards, 2 * d.seat(), used);
      }
      used[id] = true;
      stock[i] = (byte) id;
    }
    for (int i = draws.size(); i < stock.length; i++) {
      boolean last = i == stock.length - 1;
      stock[i] = (byte) (last && rules.spec.stock && trumpCardId >= 0 ? trumpCardId : pool[next++]);
    }
    int[] score = new int[v.score().size()];
    for (int i = 0; i < score.length; i++) {
      score[i] = v.score().get(i);
    }
    Vector<HandResult> results = Vector.ofAll(v.results());
    Auction auction = null;
    if (v.isChiamata()) {
      auction = auctionOf(v, rules, cards, revealedCaller, revealedPartner, lastCard);
    }
    return new BriscolaState(
        rules,
        v.phase(),
        v.toAct(),
        v.dealer(),
        v.handNumber(),
        v.trump().isDefined() ? v.trump().get().ordinal() : -1,
        trumpCardId,
        cards,
        stock,
        draws.size(),
        trick,
        leader,
        score,
        results,
        (int) v.winner().getOrElse(-1),
        lastKind,
        lastSeat,
        lastCard,
        lastTrick,
        lastTrickWinner,
        0,
        handEnded,
        auction);
  }

  /**
   * The auction as the view shows it; before the called card is played, its holder in the
   * determinized deal is the partner (B-52, B-53). In phase {@code deal} the view shows no
   * contract, and only a partner event of the last play needs one.
   */
  private static Auction auctionOf(
      BriscolaView v,
      Rules rules,
      long[] cards,
      int revealedCaller,
      int revealedPartner,
      int lastCard) {
    if (v.caller().isEmpty() && v.highBid().isEmpty() && v.passed().isEmpty()) {
      return revealedCaller >= 0
          ? new Auction(Auction.NONE, -1, 0, revealedCaller, lastCard, revealedPartner)
          : Auction.EMPTY;
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

  private static void place(long[] cards, boolean[] placed, int word, int id) {
    cards[word + (id >>> 6)] |= 1L << id;
    placed[id] = true;
  }

  /** A card of a holding not yet used, for a hidden draw. */
  private static int anyOf(long[] cards, int word, boolean[] used) {
    for (int w = 0; w < 2; w++) {
      long bits = cards[word + w];
      while (bits != 0) {
        int id = 64 * w + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        if (!used[id]) {
          return id;
        }
      }
    }
    return GameState.NOBODY;
  }
}
