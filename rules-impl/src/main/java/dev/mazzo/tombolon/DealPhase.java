package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * Phase {@code deal} (tombolon.md §3, T-6 … T-10): the match waits for chance's {@link Deal}, whose
 * order is the whole deck (T-7); the first distribution deals the hands and the table (T-8), and a
 * table of three or four cards of a redeal rank voids the deal (T-10). The later distributions,
 * which happen without an action when every hand is empty (T-9), are here too; the play phase calls
 * them.
 */
final class DealPhase {

  private DealPhase() {}

  /** A match before its first deal (T-6, T-7): the first dealer, hand 1, no score. */
  static TombolonState newMatch(Rules rules) {
    return awaitingDeal(rules, rules.firstDealer, 1, new int[2], Vector.empty(), Array.empty());
  }

  /**
   * Phase {@code deal} with everything of a deal emptied (T-7): before the first deal, after a
   * redeal (T-10: the same dealer and hand) and after a complete deal that does not end the match
   * (T-30: the next dealer and hand).
   */
  static TombolonState awaitingDeal(
      Rules rules,
      int dealer,
      int handNo,
      int[] score,
      Seq<HandResult> results,
      Seq<Event> events) {
    return new Draft(rules, dealer, handNo).scored(score, results).events(events).build();
  }

  /** None: chance deals, and {@code legal} lists no deal (T-21). */
  static Seq<Action> legal(TombolonState s) {
    return List.empty();
  }

  /**
   * T-19 check 1 for a deal: its order is the variant's deck, each card once (T-7). In phase {@code
   * deal} nothing else can fail (T-19 checks 4 to 6 are for plays).
   */
  static Option<Rejection> checkShape(Rules r, Deal deal) {
    return Checks.order(r.deck, deal.order());
  }

  /**
   * The first distribution (T-8): {@code order[i]}, i &lt; 4n, to seat (d+1+i) mod n; four cards
   * face up to the table; the rest is the stock. Three or four table cards of a redeal rank void
   * the deal (T-10): phase {@code deal} again, same dealer, same hand number.
   */
  static TombolonState next(TombolonState s, Seq<Card> order) {
    Rules r = s.rules;
    int n = r.players;
    byte[] ids = new byte[r.size];
    int i = 0;
    for (Card c : order) {
      ids[i++] = (byte) r.deck.idOf(c);
    }
    long[] cards = new long[2 * n];
    int eldest = r.eldestOf(s.dealer());
    int seat = eldest;
    for (int k = 0; k < 4 * n; k++) {
      cards[seat] |= 1L << ids[k];
      seat = r.next(seat);
    }
    byte[] table = Arrays.copyOfRange(ids, 4 * n, 4 * n + 4);
    long tableMask = 0;
    for (byte t : table) {
      tableMask |= 1L << t;
    }
    Seq<Card> tableCards = r.cardsInOrder(table);
    Event dealt = new TombolonEvent.Dealt(s.dealer(), 1);
    Event shown = new TombolonEvent.Table(tableCards);
    if (voids(r, tableMask)) {
      return awaitingDeal(
          r,
          s.dealer(),
          s.handNumber(),
          s.score,
          s.results(),
          Array.of(dealt, shown, new TombolonEvent.Redeal(tableCards)));
    }
    return s.toBuilder()
        .phase(Phase.PLAY, eldest)
        .cards(cards)
        .table(table, tableMask)
        // the deal's order is the stock from its position 4n + 4 on: no copy (issue 29)
        .stock(ids)
        .distributed(4 * n + 4, 1)
        .takings(-1, Counters.NONE)
        .events(Array.of(dealt, shown))
        .build();
  }

  /** T-10: three or four of the four table cards are of one redeal rank. */
  private static boolean voids(Rules r, long tableMask) {
    for (long rank : r.redealRankMasks) {
      if (Long.bitCount(tableMask & rank) >= 3) {
        return true;
      }
    }
    return false;
  }

  /**
   * A later distribution (T-9), when every hand is empty and the stock is not: k cards each from
   * the top of the stock, k by the schedule (T-1), one at a time from the eldest; the bottom card
   * reaches the dealer in the last one. Adds the cards to {@code cards}, the next state's fresh
   * hands; returns the stock's new position. The next state tells its {@code dealt} event ({@link
   * TombolonState#lastEvents}).
   */
  static int distribute(TombolonState s, long[] cards) {
    Rules r = s.rules;
    int pos = s.stockPos();
    int to = r.eldestOf(s.dealer());
    for (int j = r.players * r.schedule[s.distributionNumber()]; j > 0; j--) {
      cards[to] |= 1L << s.stock[pos++];
      to = r.next(to);
    }
    return pos;
  }
}
