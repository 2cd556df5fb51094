package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.TablePlay;
import dev.mazzo.table.HandLog;
import dev.mazzo.table.HiddenDeal;
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

  private static final Suit[] SUITS = Suit.values();

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
    int trumpCardId = v.trumpCardId;
    int[] need = new int[n];
    for (int p = 0; p < n; p++) {
      need[p] = p == me ? 0 : v.handSize(p);
      for (Card c : v.captured(p)) {
        place(cards, known, 2 * (n + p), rules.deck.idOf(c));
      }
    }
    boolean bottom = rules.spec.stock && trumpCardId >= 0 && v.stockSize() > 0;
    if (bottom) {
      // B-14: the face-up trump card is the stock's last card.
      place(null, known, 0, trumpCardId);
    } else if (!rules.spec.stock && v.trumpCard().isDefined() && v.dealer() != me) {
      // Sueca: the public trump card is in the dealer's holding until played (B-16).
      place(cards, known, 2 * v.dealer(), trumpCardId);
      need[v.dealer()]--;
    }
    List<Event.Drew> draws = readEvents(v, d);
    // A drawn card another seat was seen to draw is the trump card: it is in that holding.
    for (Event.Drew e : draws) {
      if (e.seat() != me && e.card().isDefined()) {
        place(cards, known, 2 * e.seat(), rules.deck.idOf(e.card().get()));
        need[e.seat()]--;
      }
    }
    int drawer = trumpCardDrawer(v);
    if (drawer >= 0 && !isSet(known, 0, trumpCardId)) {
      // B-28: the seat that drew last took the trump card, which every seat saw drawn; not yet
      // played (the table and the piles are known), and not this seat's (its hand is known).
      place(cards, known, 2 * drawer, trumpCardId);
      need[drawer]--;
    }
    int[] counts = java.util.Arrays.copyOf(need, n + 1);
    counts[n] = v.stockSize() - (bottom ? 1 : 0);
    HiddenDeal deal = new HiddenDeal(rules.deck.size(), known[0], known[1], counts);
    if (rules.spec.followSuit) {
      // B-23: a seat that did not follow a led suit holds none of it.
      int[] voids = v.log.voids(rules.table, n, d.trick, d.leader, dev.mazzo.trick.Seats.all(n));
      for (int p = 0; p < n; p++) {
        for (Suit suit : SUITS) {
          if ((voids[p] >>> suit.ordinal() & 1) != 0) {
            CardSet led = rules.deck.suit(suit);
            deal.ruleOut(p, led.lo(), led.hi());
          }
        }
      }
    }
    long[] dealt = deal.deal(random);
    for (int p = 0; p < n; p++) {
      cards[2 * p] |= dealt[2 * p];
      cards[2 * p + 1] |= dealt[2 * p + 1];
    }
    int[] rest = HiddenDeal.inRandomOrder(dealt, n, random);
    // The stock: the cards the last action drew (from the holdings they went to), then the rest.
    byte[] stock = new byte[draws.size() + v.stockSize()];
    for (int i = 0; i < draws.size(); i++) {
      Event.Drew e = draws.get(i);
      stock[i] =
          (byte)
              (e.card().isDefined()
                  ? rules.deck.idOf(e.card().get())
                  : lowest(cards[2 * e.seat()], cards[2 * e.seat() + 1]));
    }
    for (int i = 0; i < rest.length; i++) {
      stock[draws.size() + i] = (byte) rest[i];
    }
    if (bottom) {
      stock[stock.length - 1] = (byte) trumpCardId;
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
    d.winner = v.winningSide().getOrElse(-1);
    d.drawFrom = 0;
    d.log = v.log;
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
      } else if (e instanceof Event.Passed) {
        d.caused(BriscolaState.PASSED, ((Event.Passed) e).seat(), -1);
      } else if (e instanceof ChiamataEvent.Called) {
        ChiamataEvent.Called c = (ChiamataEvent.Called) e;
        d.caused(BriscolaState.CALLED, c.seat(), rules.deck.idOf(c.card()));
      }
    }
    return draws;
  }

  /**
   * The auction as the view shows it; before the called card is played, its holder in the
   * determinized deal is the partner (B-52, B-53). In phase {@code deal} the view shows no contract
   * (what follows then makes an empty auction), and only a partner event of the last play needs
   * one.
   */
  private static Auction auctionOf(BriscolaView v, Rules rules, long[] cards, int lastCard) {
    if (v.phase() == Phase.DEAL) {
      for (Event e : v.events()) {
        if (e instanceof Event.PartnerRevealed) {
          Event.PartnerRevealed r = (Event.PartnerRevealed) e;
          return new Auction(
              Auction.NONE, -1, 0, r.declarer(), lastCard, r.partner().getOrElse(-1));
        }
      }
    }
    int level = Auction.NONE;
    int high = -1;
    if (v.highBid().isDefined()) {
      Bid b = v.highBid().get();
      high = b.seat();
      level =
          b.points().isDefined()
              ? Auction.pointsLevel(b.points().get())
              : rules.scheme.indexOf(b.rank().get());
    }
    int passed = 0;
    for (int p : v.passed()) {
      passed |= 1 << p;
    }
    int declarer = v.declarer().getOrElse(-1);
    int called = v.calledCard().isDefined() ? rules.deck.idOf(v.calledCard().get()) : -1;
    int partner = -1;
    if (v.partnerKnown()) {
      partner = v.partner().getOrElse(-1);
    } else if (called != -1) {
      // != rather than <: a seat past the last holds nothing (see PlayPhase.gathered)
      for (int p = 0; p != rules.players; p++) {
        if (p != declarer && isSet(cards, 2 * p, called)) {
          partner = p;
        }
      }
    }
    return new Auction(level, high, passed, declarer, called, partner);
  }

  /**
   * The seat that drew the face-up trump card (B-28: the last card of the stock, drawn by the seat
   * before the winner of the trick after which the stock ran out), or -1 when there is no such card
   * or the stock still holds it. Whether that seat still holds it the caller reads from the known
   * cards: the table, the piles and the viewer's own hand.
   */
  private static int trumpCardDrawer(BriscolaView v) {
    Rules rules = v.rules;
    int n = rules.players;
    int drawingTricks = (rules.deck.size() - n * rules.handSize) / n;
    if (!rules.spec.stock || v.trumpCardId < 0 || v.log.size() < drawingTricks) {
      return -1;
    }
    HandLog trick = v.log;
    while (trick.size() > drawingTricks) {
      trick = trick.previous();
    }
    int drawer = trick.taker();
    for (int k = 1; k < n; k++) {
      drawer = rules.next(drawer);
    }
    return drawer;
  }

  /** True when the two-word set at {@code word} holds a card id. */
  private static boolean isSet(long[] cards, int word, int id) {
    return (cards[word + (id >>> 6)] & 1L << id) != 0;
  }

  /** Puts a card in the two-word set at {@code word} (none for a null array) and marks it known. */
  private static void place(long[] cards, long[] known, int word, int id) {
    if (cards != null) {
      cards[word + (id >>> 6)] |= 1L << id;
    }
    known[id >>> 6] |= 1L << id;
  }

  /**
   * The lowest card id of a holding, for a draw the viewer did not see: any card of the holding
   * will do, and a seat draws one card per trick (B-27), so two hidden draws never share a holding.
   */
  private static int lowest(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
  }
}
