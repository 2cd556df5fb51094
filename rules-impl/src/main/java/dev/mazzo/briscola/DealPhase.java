package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import dev.mazzo.trick.Trick;
import io.vavr.control.Option;

/**
 * Phase {@code deal} (briscola.md B-12 … B-19): chance deals, with the whole deck in order as its
 * action, so no seat has a legal action; the order's check and the deal itself.
 */
final class DealPhase {

  private DealPhase() {}

  /** B-12: the order is the variant's whole deck, each card once; else MALFORMED. */
  static Option<Rejection> shape(Rules rules, Deal deal) {
    return Checks.order(rules.deck, deal.order());
  }

  /**
   * The deal (B-13 … B-17): order[k] to seat (d+1+k) mod n for k below n·h. In a stock game
   * order[n·h] is the face-up trump card and the last card of the stock, which is order[n·h+1 …]
   * before it (B-14); in Sueca the whole deck is dealt and the dealer's last card, order[N−1], is
   * the public trump card (B-16); in chiamata the whole deck is dealt without trump (B-17). The
   * eldest then leads, or bids in chiamata (B-18, B-20).
   */
  static BriscolaState next(BriscolaState s, Deal deal) {
    Rules rules = s.rules;
    int n = rules.players;
    int size = rules.deck.size();
    boolean stocked = rules.spec.stock;
    int dealt = stocked ? n * rules.handSize : size;
    long[] cards = new long[4 * n];
    byte[] stock = stocked ? new byte[size - dealt] : Draft.NO_STOCK;
    int trumpCard = -1;
    int seat = rules.next(s.dealer());
    int k = 0;
    // one pass over the order, no temporary array
    for (Card c : deal.order()) {
      int id = rules.deck.idOf(c);
      if (k < dealt) {
        PlayPhase.add(cards, 2 * seat, id);
        seat = rules.next(seat);
      } else if (stocked) {
        if (k == dealt) {
          trumpCard = id;
        } else {
          stock[k - dealt - 1] = (byte) id;
        }
      }
      if (!stocked && rules.spec.suecaTrump && k == size - 1) {
        trumpCard = id;
      }
      k++;
    }
    if (stocked) {
      stock[stock.length - 1] = (byte) trumpCard;
    }
    int eldest = rules.next(s.dealer());
    boolean auction = rules.spec.auction != Spec.Auction.NONE;
    Draft d = s.draft().caused(BriscolaState.DEALT, -1, -1);
    d.phase = auction ? Phase.BID : Phase.PLAY;
    d.toAct = eldest;
    d.leader = eldest;
    d.trump = trumpCard < 0 ? -1 : rules.table.suitOf(trumpCard);
    d.trumpCardId = trumpCard;
    d.cards = cards;
    d.stock = stock;
    d.stockPos = 0;
    d.trick = Trick.EMPTY;
    d.winner = -1;
    d.auction = auction ? Auction.EMPTY : null;
    return d.state();
  }
}
