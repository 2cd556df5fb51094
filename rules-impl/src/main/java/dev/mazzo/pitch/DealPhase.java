package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The deal (pitch.md P-10): a chance action with the whole deck, index 0 the top card. With four
 * players {@code order[i]}, i &lt; 36, goes to seat (d + 1 + i) mod 4 and the rest is the stock,
 * top first; with five, i &lt; 50 goes to seat (d + 1 + i) mod 5 and the last four are the blind.
 * Then the auction (P-11), the seat after the dealer first.
 */
final class DealPhase {

  private DealPhase() {}

  /** P-10: anything but the whole deck, each card once, is MALFORMED. */
  static Option<Rejection> shape(Rules rules, Deal deal) {
    return Checks.order(rules.deck, deal.order());
  }

  static PitchState next(PitchState s, Deal deal) {
    // A position of phase deal has every pile empty already (P-37): the deal changes the hands
    // only, and sets a new stock.
    Draft d = s.sharedDraft();
    Seq<Card> order = deal.order();
    Deck deck = d.rules.deck;
    int n = d.players();
    int dealt = n * d.rules.dealt();
    long[] hands = d.hands;
    int seat = d.next(d.dealer);
    for (int i = 0; i < dealt; i++) {
      hands[seat] |= 1L << deck.idOf(order.get(i));
      seat = d.next(seat);
    }
    byte[] stock = new byte[order.size() - dealt];
    for (int i = 0; i < stock.length; i++) {
      stock[i] = (byte) deck.idOf(order.get(dealt + i));
    }
    d.stock = stock;
    d.stockPos = 0;
    d.startWith(d.rules.events.dealtAlone(d.dealer));
    d.phase = Phase.BID;
    d.toAct = (byte) d.next(d.dealer);
    return d.state();
  }
}
