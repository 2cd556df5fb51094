package dev.mazzo.pitch;

import dev.mazzo.card.CardSet;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.table.Unseen;
import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A full Pitch state consistent with a seat's view (for bots that sample hidden cards): the seat's
 * own hand and every public card (tricks, the table, burned cards) where they are; the unseen cards
 * dealt at random to the other hands, the discards and the stock. Once trumps are named the other
 * hands get only unseen trumps (P-16) and the discards only non-trumps; the partner is then the
 * holder of the called card, as P-19 makes it, unless the view already shows it. A seat that played
 * another card to the first trick when the called card's holder had to play it there (P-26) is not
 * given the called card.
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
      known |= d.pile(p) | d.burned[p];
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
    int[] need = new int[n];
    for (int p = 0; p < n; p++) {
      need[p] = p == me ? 0 : v.handSize(p);
    }
    boolean[] used = new boolean[count];
    placeCalled(d, need, pool, used, random);
    // The other hands first, from trumps once they are named (every card before).
    for (int p = 0; p < n; p++) {
      for (int k = need[p]; k > 0; k--) {
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
    // The stock: the cards left, which are exactly as many once a deal is made (none before).
    byte[] stock = new byte[v.stockSize()];
    for (int i = 0, j = 0; j < stock.length; i++) {
      if (!used[i]) {
        stock[j++] = (byte) pool[i];
      }
    }
    d.stock = stock;
    d.stockPos = 0;
    if (d.called >= 0 && !d.revealed) {
      d.partner = Draft.NONE;
      for (int p = 0; p < n; p++) {
        if (p != d.declarer && (d.hands[p] & 1L << d.called) != 0) {
          d.partner = (byte) p;
        }
      }
    }
    d.calledFromBlind = d.called >= 0 && d.partner == Draft.NONE;
    d.events = drawn(d, d.events);
    return d.state();
  }

  /**
   * P-26: the called card, while no one has played it, goes to a seat that may hold it (not one
   * {@link #barred}), each with a chance in proportion to its hidden cards, as in a deal with no
   * constraint; the seat's count is reduced by that card. Nothing happens when no card is called or
   * the called card is not hidden from this seat.
   */
  private static void placeCalled(
      Draft d, int[] need, int[] pool, boolean[] used, RandomGenerator random) {
    int at = indexOf(pool, d.called);
    if (at < 0) {
      return;
    }
    int barred = barred(d);
    int total = 0;
    for (int p = 0; p < need.length; p++) {
      total += (barred >>> p & 1) == 0 ? need[p] : 0;
    }
    if (total == 0) {
      return; // no seat may hold it: never for a view of a real state
    }
    int r = random.nextInt(total);
    int p = 0;
    for (; (barred >>> p & 1) != 0 || r >= need[p]; p++) {
      r -= (barred >>> p & 1) == 0 ? need[p] : 0;
    }
    used[at] = true;
    d.hands[p] |= 1L << d.called;
    need[p]--;
  }

  /**
   * The seats that cannot hold the called card while it is unplayed (P-26), as a mask: the seats
   * that played another card to the first trick when its holder had to play it there. The declarer
   * leads the first trick, and holding the called card he would have it from the blind and have to
   * lead it; with {@code calledCardOnFirstTrick} the partner had to play it to the first trick, so
   * every seat that has played to it without it is barred. (Only asked while the card is hidden.)
   */
  private static int barred(Draft d) {
    if (d.phase != Phase.PLAY) {
      return 0;
    }
    if (d.tricksDone > 0) {
      return 1 << d.declarer;
    }
    int barred = 0;
    for (int seat = d.leader; seat != d.toAct; seat = Seats.nextIn(d.trickIn, seat, d.players())) {
      barred |= seat == d.declarer || d.rules.calledCardOnFirstTrick ? 1 << seat : 0;
    }
    return barred;
  }

  private static int indexOf(int[] pool, int id) {
    for (int i = 0; i < pool.length; i++) {
      if (pool[i] == id) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The last events with a card in every draw the view hid (P-17, P-18): the drawer's kept trumps
   * first, then as many of its dead discards as the {@code discarded} events after its draws count,
   * so that every card drawn is where the sampled deal put it. A draw of a hand that has ended
   * (void right after the refill, P-22) names no card of the sample and stays hidden.
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
            if (from == 0) {
              // The hand of the draws has ended (void at the burn, P-22, P-32): its cards are in
              // no hand or discard of the sample, so the draw stays hidden.
              return e;
            }
            int id = Long.numberOfTrailingZeros(from);
            if (live[p] != 0) {
              live[p] &= live[p] - 1;
            } else {
              gone[p] &= gone[p] - 1;
            }
            return new Event.Drew.Plain(p, Option.some(d.rules.deck.card(id)));
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
