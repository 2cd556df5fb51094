package dev.mazzo.fivehundred;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The deal (five-hundred.md F-5): the chance action {@link Deal} with the whole deck, dealt in
 * packets of three, the kitty of three, packets of four and packets of three, to seats d+1, d+2 …
 * d; then the auction (F-8, F-9), seat d+1 first.
 */
final class DealPhase {

  private DealPhase() {}

  /** A match before its first deal (F-4: the option {@code dealer} deals first). */
  static FiveHundredState newMatch(Rules rules) {
    return new Draft(rules).state();
  }

  /** Check 1 for a deal: the order is the whole deck, each card once (F-5). */
  static Option<Rejection> checkShape(Rules rules, Deal deal) {
    return Checks.order(rules.spec.deck, deal.order());
  }

  /** The hands and the kitty of F-5; phase {@code bid}, seat d+1 to speak. */
  static FiveHundredState next(FiveHundredState s, Seq<Card> order) {
    Draft d = s.draft();
    Rules r = s.rules;
    int n = r.players;
    Deck deck = r.spec.deck;
    for (int p = 0; p < n; p++) {
      int seat = (s.dealer() + 1 + p) % n;
      long hand = 0;
      hand |= packet(deck, order, 3 * p, 3);
      hand |= packet(deck, order, 3 * n + 3 + 4 * p, 4);
      hand |= packet(deck, order, 7 * n + 3 + 3 * p, 3);
      d.hands[seat] = hand;
    }
    d.kitty = packet(deck, order, 3 * n, 3);
    d.phase = Phase.BID;
    d.toAct = r.next(s.dealer());
    d.event(new FiveHundredEvent.Dealt(s.dealer()));
    return d.state();
  }

  /** The ids of {@code count} cards of the order from {@code from} on, as bits. */
  private static long packet(Deck deck, Seq<Card> order, int from, int count) {
    long mask = 0;
    for (int i = from; i < from + count; i++) {
      mask |= 1L << deck.idOf(order.get(i));
    }
    return mask;
  }
}
