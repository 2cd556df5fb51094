package dev.mazzo.table;

import dev.mazzo.card.CardSet;
import java.util.random.RandomGenerator;

/**
 * The hidden cards of a seat's view dealt to the places that hide them (the other holdings, the
 * stock, a kitty …), each place receiving exactly its count, when public play rules some cards out
 * of some places: a seat that did not follow a led suit holds none of it (briscola.md B-23,
 * five-hundred.md F-17), a called card is not in its declarer's hand (F-12). Every family's
 * determinizer deals its hidden cards here once the public ones are in their places.
 *
 * <p>The deal always succeeds when some deal satisfies the constraints (it does for any view of a
 * real state, whose real deal is one). Cards are taken in a random order, those ruled out of some
 * place first; each goes to a place that may hold it, chosen with probability proportional to the
 * place's remaining count. Without constraints that is exactly a uniform deal. When a constrained
 * card finds every place that may hold it full, an augmenting path moves cards along places that
 * may hold them to a place with room (a transport problem solved one card at a time, as in
 * bipartite matching), so no deal fails and none is retried. With constraints the deal is not
 * exactly uniform over the consistent deals: the cards of constrained suits are spread first.
 *
 * <p>Places are numbered from 0; cards are deck ids below 128 (two 64-bit words per set).
 */
public final class HiddenDeal {

  private final int deckSize;
  private final long knownLo;
  private final long knownHi;
  private final int[] room;

  /** Per place, the ids it may not receive: words [2p, 2p+1]. */
  private final long[] ruledOut;

  /**
   * A deal of the cards not known, to places of the given counts (which add up to the number of
   * cards not known, or to 0 when no card is dealt yet).
   *
   * @param deckSize the number of cards in the deck (at most 128)
   * @param knownLo the known ids below 64, as bits: they are dealt nowhere
   * @param knownHi the known ids from 64 on (id 64 + k is bit k)
   * @param counts how many hidden cards each place receives
   */
  public HiddenDeal(int deckSize, long knownLo, long knownHi, int[] counts) {
    this.deckSize = deckSize;
    this.knownLo = knownLo;
    this.knownHi = knownHi;
    this.room = counts.clone();
    this.ruledOut = new long[2 * counts.length];
  }

  /**
   * Rules the cards {@code lo}/{@code hi} (two words of ids) out of a place.
   *
   * @param place the place, from 0
   * @param lo the ids below 64 it may not receive, as bits
   * @param hi the ids from 64 on it may not receive (id 64 + k is bit k)
   * @return this deal, for chaining
   */
  public HiddenDeal ruleOut(int place, long lo, long hi) {
    ruledOut[2 * place] |= lo;
    ruledOut[2 * place + 1] |= hi;
    return this;
  }

  /**
   * The deal: per place, the ids it receives, in words [2p, 2p+1]. A seeded generator gives the
   * same deal every time. A deal uses up the counts: call it once.
   *
   * @param random where the cards' order and places are drawn from
   * @return two words per place, a new array
   */
  public long[] deal(RandomGenerator random) {
    int places = room.length;
    int[] order = shuffledHidden(random);
    long[] dealt = new long[2 * places];
    int left = 0;
    for (int count : room) {
      left += count;
    }
    // Before a deal no place hides a card: nothing is dealt.
    for (int k = 0; k < Math.min(left, order.length); k++) {
      int id = order[k];
      int place = pick(id, random);
      if (place < 0) {
        place = augment(id, dealt);
      }
      dealt[2 * place + (id >>> 6)] |= 1L << id;
      room[place]--;
    }
    return dealt;
  }

  /** The hidden ids in a random order, those ruled out of some place first. */
  private int[] shuffledHidden(RandomGenerator random) {
    long anyLo = 0;
    long anyHi = 0;
    for (int p = 0; p < room.length; p++) {
      anyLo |= ruledOut[2 * p];
      anyHi |= ruledOut[2 * p + 1];
    }
    int[] ids = new int[deckSize];
    int n = 0;
    int constrained = 0;
    for (int pass = 0; pass < 2; pass++) {
      for (int id = 0; id < deckSize; id++) {
        long bit = 1L << id;
        boolean known = ((id < 64 ? knownLo : knownHi) & bit) != 0;
        boolean ruled = ((id < 64 ? anyLo : anyHi) & bit) != 0;
        if (!known && ruled == (pass == 0)) {
          ids[n++] = id;
        }
      }
      if (pass == 0) {
        constrained = n;
      }
    }
    shuffle(ids, 0, constrained, random);
    shuffle(ids, constrained, n, random);
    return java.util.Arrays.copyOf(ids, n);
  }

  /**
   * The ids a place received in a {@link #deal}, in a random order (a stock's draw order).
   *
   * @param dealt a result of {@link #deal}
   * @param place the place, from 0
   * @param random where the order is drawn from
   * @return the place's card ids, a new array
   */
  public static int[] inRandomOrder(long[] dealt, int place, RandomGenerator random) {
    long lo = dealt[2 * place];
    long hi = dealt[2 * place + 1];
    int[] ids = new int[Long.bitCount(lo) + Long.bitCount(hi)];
    int k = 0;
    for (; lo != 0; lo = CardSet.withoutLowest(lo)) {
      ids[k++] = Long.numberOfTrailingZeros(lo);
    }
    for (; hi != 0; hi = CardSet.withoutLowest(hi)) {
      ids[k++] = 64 + Long.numberOfTrailingZeros(hi);
    }
    shuffle(ids, 0, ids.length, random);
    return ids;
  }

  private static void shuffle(int[] ids, int from, int to, RandomGenerator random) {
    for (int i = to - 1; i > from; i--) {
      int j = from + random.nextInt(i - from + 1);
      int t = ids[i];
      ids[i] = ids[j];
      ids[j] = t;
    }
  }

  private boolean allowed(int place, int id) {
    return (ruledOut[2 * place + (id >>> 6)] & (1L << id)) == 0;
  }

  /** A place that may take the card and has room, by remaining count; -1 when none. */
  private int pick(int id, RandomGenerator random) {
    int total = 0;
    for (int p = 0; p < room.length; p++) {
      total += allowed(p, id) ? room[p] : 0;
    }
    if (total == 0) {
      return -1;
    }
    int r = random.nextInt(total);
    int p = 0;
    while (!allowed(p, id) || r >= room[p]) {
      r -= allowed(p, id) ? room[p] : 0;
      p++;
    }
    return p;
  }

  /**
   * Makes room for a card whose places are all full: a breadth-first search over places, from those
   * that may take the card, where a place leads to another when one of its cards may go there, to a
   * place with room; the cards move one step along the path. The place freed for the card; when no
   * path exists, no deal satisfies the constraints (never for a view of a real state), and the card
   * goes to the first place with room.
   */
  private int augment(int id, long[] dealt) {
    int places = room.length;
    int[] parent = new int[places];
    int[] queue = new int[places];
    int head = 0;
    int tail = 0;
    java.util.Arrays.fill(parent, -2);
    for (int p = 0; p < places; p++) {
      if (allowed(p, id)) {
        parent[p] = -1;
        queue[tail++] = p;
      }
    }
    while (head != tail) {
      int q = queue[head++];
      for (int r = 0; r < places; r++) {
        if (parent[r] != -2) {
          continue;
        }
        long lo = dealt[2 * q] & ~ruledOut[2 * r];
        long hi = dealt[2 * q + 1] & ~ruledOut[2 * r + 1];
        if ((lo | hi) == 0) {
          continue;
        }
        parent[r] = q;
        if (room[r] > 0) {
          return shift(r, parent, dealt);
        }
        queue[tail++] = r;
      }
    }
    return anyWithRoom();
  }

  /** Moves one card along each step of the path ending at {@code end}; the path's first place. */
  private int shift(int end, int[] parent, long[] dealt) {
    int r = end;
    while (parent[r] >= 0) {
      int q = parent[r];
      long lo = dealt[2 * q] & ~ruledOut[2 * r];
      long hi = dealt[2 * q + 1] & ~ruledOut[2 * r + 1];
      int moved = lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
      dealt[2 * q + (moved >>> 6)] &= ~(1L << moved);
      dealt[2 * r + (moved >>> 6)] |= 1L << moved;
      room[r]--;
      room[q]++;
      r = q;
    }
    return r;
  }

  private int anyWithRoom() {
    int p = 0;
    while (room[p] == 0) {
      p++;
    }
    return p;
  }
}
