package dev.mazzo.pitch;

import dev.mazzo.table.Unseen;
import dev.mazzo.trick.Trick;
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
      for (int k = v.discarded(p); k > 0; k--) {
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
    return d.state();
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
