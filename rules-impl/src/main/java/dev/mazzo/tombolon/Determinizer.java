package dev.mazzo.tombolon;

import dev.mazzo.game.HandResult;
import dev.mazzo.table.Unseen;
import io.vavr.collection.Vector;
import java.util.random.RandomGenerator;

/**
 * Builds a full state consistent with a seat's view (T-33): the public cards (own hand, piles,
 * table, the stock's bottom card) where the view puts them, and every other card — the other hands
 * and the stock above its bottom card — dealt at random in the counts the view gives.
 */
final class Determinizer {

  private Determinizer() {}

  static TombolonState determinize(TombolonView v, RandomGenerator random) {
    Rules r = v.rules;
    int n = r.players;
    int me = v.seat();
    long[] cards = new long[2 * n];
    long known = 0;
    for (int p = 0; p < n; p++) {
      cards[n + p] = v.piles[p];
      known |= v.piles[p];
    }
    cards[me] = v.ownHand().lo();
    known |= cards[me];
    long tableMask = 0;
    for (byte t : v.table) {
      tableMask |= 1L << t;
    }
    known |= tableMask;
    int bottom = v.stockBottom().isDefined() ? r.deck.idOf(v.stockBottom().get()) : -1;
    if (bottom >= 0) {
      known |= 1L << bottom;
    }
    Unseen unseen = new Unseen(r.size, known, 0L, random);
    for (int p = 0; p != n; p++) {
      if (p != me) {
        for (int k = 0; k < v.handSize(p); k++) {
          cards[p] |= 1L << unseen.next();
        }
      }
    }
    byte[] stock = new byte[v.stockSize()];
    for (int i = 0; i < stock.length; i++) {
      stock[i] = (byte) (i == stock.length - 1 && bottom >= 0 ? bottom : unseen.next());
    }
    Draft b =
        new Draft(r, v.dealer(), v.handNumber())
            .phase(v.phase(), v.toAct())
            .cards(cards)
            .table(v.table, tableMask)
            .stock(stock.length == 0 ? TombolonState.NO_CARDS : stock)
            .distributed(0, v.distribution)
            .takings(v.lastTaker, v.counters)
            .scored(v.score, Vector.<HandResult>ofAll(v.results()))
            .events(v.events())
            .log(v.log);
    return v.winningSide().map(b::winner).getOrElse(b).build();
  }
}
