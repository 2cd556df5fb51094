package dev.mazzo.pitch;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Event;
import dev.mazzo.table.Unseen;
import dev.mazzo.trick.Trick;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A full Pitch state consistent with a seat's view (for bots that sample hidden cards): the seat's
 * own hand and every public card (tricks, the table, burned cards) where they are; the unseen cards
 * dealt at random to the other hands, the discards and the stock. Once trumps are named the other
 * hands get only unseen trumps (P-16) and the discards only non-trumps; the partner is then the
 * holder of the called card, as P-19 makes it, unless the view already shows it.
 */
final class Determinizer {

  private Determinizer() {}

  static PitchState determinize(PitchView v, RandomGenerator random) {
    Draft d = v.publicDraft();
    int n = d.players();
    int me = v.seat();
    d.hands[me] = v.ownHand;
    long known = v.ownHand;
    for (int p = 0; p < n; p++) {
      known |= d.captured[p] | d.burned[p];
    }
    for (int i = Trick.size(d.trick) - 1; i >= 0; i--) {
      known |= 1L << Trick.card(d.trick, i);
    }
    // The seat's own draws that it threw away (P-17) are known to it from its events.
    for (Event e : d.events) {
      if (e instanceof Event.Drew x && x.seat() == me && x.card().isDefined()) {
        long bit = 1L << d.rules.deck.idOf(x.card().get());
        if ((v.ownHand & bit) == 0) {
          d.discarded[me] |= bit;
          known |= bit;
        }
      }
    }
    int size = d.rules.deck.size();
    Unseen unseen = new Unseen(size, known, 0L, random);
    int count = size - Long.bitCount(known);
    int[] pool = new int[count];
    for (int i = 0; i < count; i++) {
      pool[i] = unseen.next();
    }
    long trumps = d.trump < 0 ? -1L : d.rules.context(d.trump).trumpsLo();
    // The other hands first, from trumps once they are named (every card before).
    boolean[] used = new boolean[count];
    for (int p = 0; p < n; p++) {
      for (int k = p == me ? 0 : v.handSize(p); k > 0; k--) {
        d.hands[p] |= 1L << pool[take(pool, used, trumps, true)];
      }
    }
    // The discards: non-trumps once trumps are named.
    for (int p = 0; p < n; p++) {
      for (int k = v.discarded(p) - Long.bitCount(d.discarded[p]); k > 0; k--) {
        int i = take(pool, used, trumps, false);
        d.discarded[p] |= 1L << pool[i];
      }
    }
    byte[] stock = new byte[v.stockSize()];
    int j = 0;
    for (int i = 0; i < count && j < stock.length; i++) {
      if (!used[i]) {
        used[i] = true;
        stock[j++] = (byte) pool[i];
      }
    }
    d.stock = stock;
    d.stockPos = 0;
    if (d.called >= 0 && !d.revealed) {
      d.partner = Draft.NONE;
      for (int p = 0; p < n; p++) {
        if (p != d.bidder && (d.hands[p] & 1L << d.called) != 0) {
          d.partner = p;
        }
      }
    }
    d.calledFromBlind = d.called >= 0 && d.partner == Draft.NONE;
    d.events = drawn(d, d.events);
    return d.state();
  }

  /**
   * The last events with a card in every draw the view hid (P-17, P-18): the drawer's kept trumps
   * first, then as many of its dead discards as the {@code discarded} events after its draws count,
   * so that every card drawn is where the sampled deal put it.
   */
  private static io.vavr.collection.Seq<Event> drawn(
      Draft d, io.vavr.collection.Seq<Event> events) {
    int n = d.players();
    int[] dead = new int[n];
    boolean[] drew = new boolean[n];
    for (Event e : events) {
      if (e instanceof Event.Drew x) {
        drew[x.seat()] = true;
      } else if (e instanceof PitchEvent.Discarded x && drew[x.seat()]) {
        dead[x.seat()] += x.count();
      }
    }
    int[] hidden = new int[n];
    for (Event e : events) {
      if (e instanceof Event.Drew x && x.card().isEmpty()) {
        hidden[x.seat()]++;
      }
    }
    long[] live = new long[n];
    long[] gone = new long[n];
    for (int p = 0; p < n; p++) {
      gone[p] = lowest(d.discarded[p], dead[p]);
      live[p] = lowest(d.hands[p], hidden[p] - Long.bitCount(gone[p]));
    }
    return events.map(
        e -> {
          if (e instanceof Event.Drew x && x.card().isEmpty()) {
            int p = x.seat();
            long from = live[p] != 0 ? live[p] : gone[p];
            int id = Long.numberOfTrailingZeros(from);
            if (live[p] != 0) {
              live[p] &= live[p] - 1;
            } else {
              gone[p] &= gone[p] - 1;
            }
            return new Event.Drew(p, Option.some(d.rules.deck.card(id)));
          }
          return e;
        });
  }

  /** The {@code k} lowest ids of a set (all of it when it has fewer). */
  private static long lowest(long set, int k) {
    long out = 0;
    for (long s = set; s != 0 && k > 0; s = CardSet.withoutLowest(s), k--) {
      out |= s & -s;
    }
    return out;
  }

  /**
   * The index of the first unused pool card that is a trump ({@code trump} true) or a non-trump
   * ({@code false}) by the mask; any card when the mask is all ones (trumps not named). Marks it
   * used.
   */
  private static int take(int[] pool, boolean[] used, long trumps, boolean trump) {
    for (int i = 0; i < pool.length; i++) {
      boolean isTrump = trumps == -1L || (trumps & 1L << pool[i]) != 0;
      if (!used[i] && (trumps == -1L || isTrump == trump)) {
        used[i] = true;
        return i;
      }
    }
    throw new IllegalStateException("a view whose counts no deal can fill");
  }
}
