package dev.mazzo.fivehundred;

import dev.mazzo.card.CardSet;
import dev.mazzo.trick.TrumpContext;

/**
 * What the auction tells about the hidden hands (F-6 … F-9), for the {@link Determinizer}: a seat
 * that bid {@code n} tricks in a denomination holds a hand worth at least {@code n} tricks there,
 * and a seat that passed while a bid of {@code m} tricks in a denomination was still open to it (no
 * teammate holding the auction, F-4) holds a hand worth fewer than {@code m} there. A hand's worth
 * is the estimate of the family's greedy bidder ({@link FiveHundredGreedy#estimate}, in tenths of
 * tricks), read from the whole hand the seat bid with: the cards it still holds and the cards it
 * played this hand. A sampled deal that reads less well ({@link #misfit}) than another is the worse
 * sample; the determinizer keeps the best of a few.
 *
 * <p>So the defenders of a contract of 8 hearts sample a declarer who holds hearts and the bowers,
 * and a partner who passed is sampled weak, as a player reads them at the table.
 */
final class Reading {

  /** Bound not set: a lower bound of 0 and an upper bound past every estimate. */
  private static final int OPEN = Integer.MAX_VALUE;

  /** Per seat and denomination (seat * 5 + context index): the least worth, in tenths. */
  private final int[] least;

  /** Per seat and denomination: the worth the hand stays below, in tenths ({@link #OPEN}). */
  private final int[] below;

  private Reading(int players) {
    least = new int[players * 5];
    below = new int[players * 5];
    java.util.Arrays.fill(below, OPEN);
  }

  /**
   * The reading of an auction (the calls in order) in a variant; null when it tells nothing (no bid
   * and no pass that bounds a hand).
   */
  static Reading of(Spec spec, Iterable<AuctionCall> auction) {
    Reading r = new Reading(spec.players);
    boolean any = false;
    Bid standing = null;
    int holder = -1;
    for (AuctionCall c : auction) {
      int seat = c.seat();
      if (c.bid().isDefined()) {
        Bid b = c.bid().get();
        if (!b.isMisere()) {
          // A seat's later bid in a denomination ranks higher: it replaces the earlier one.
          r.least[seat * 5 + index(b.trumpIndex())] = 10 * b.tricks();
          any = true;
        }
        standing = b;
        holder = seat;
      } else if (holder != seat && !(spec.teams && holder >= 0 && (holder & 1) == (seat & 1))) {
        r.passed(seat, standing);
        any = true;
      }
    }
    return any ? r : null;
  }

  /**
   * Bounds a seat that passed over {@code standing} (null: no bid yet): in each denomination, the
   * lowest bid ranking above it (F-6) is worth more than the seat's hand.
   */
  private void passed(int seat, Bid standing) {
    for (Bid b : Bid.values()) {
      if (!b.isMisere() && (standing == null || b.ordinal() > standing.ordinal())) {
        int k = seat * 5 + index(b.trumpIndex());
        below[k] = Math.min(below[k], 10 * b.tricks());
      }
    }
  }

  /** A trump's context index: H 0 … S 3, no-trump (-1) 4. */
  private static int index(int trump) {
    return trump < 0 ? 4 : trump;
  }

  /**
   * How badly the seats' hands fit the auction: the sum over the bounded seats and denominations of
   * how far (in tenths) each hand's worth falls below its least or reaches its bound; 0 when every
   * hand fits.
   *
   * @param hands per seat, the whole hand it bid with (ids below 64)
   * @param skip seats not read (the searching seat, a hand shown), one bit each
   */
  int misfit(Spec spec, long[] hands, int skip) {
    return misfit(spec, hands, skip, OPEN);
  }

  /**
   * As {@link #misfit(Spec, long[], int)}, but stops reading once the sum reaches {@code limit}
   * (the best deal's so far): the answer is then at least {@code limit}, not the whole sum.
   */
  int misfit(Spec spec, long[] hands, int skip, int limit) {
    int sum = 0;
    for (int seat = 0; seat < hands.length && sum < limit; seat++) {
      if ((skip >>> seat & 1) != 0) {
        continue;
      }
      for (int t = 0; t < 5; t++) {
        int k = seat * 5 + t;
        if (least[k] == 0 && below[k] == OPEN) {
          continue;
        }
        int worth = estimate(spec, hands[seat], t == 4 ? -1 : t);
        sum += Math.max(0, least[k] - worth);
        sum += below[k] == OPEN ? 0 : Math.max(0, worth - below[k] + 1);
      }
    }
    return sum;
  }

  /**
   * The tricks of a hand in a variant, in tenths, with trump {@code t} (-1 for no-trumps): the
   * estimate of the family's greedy strategy, documented in {@link FiveHundredGreedy}'s comment
   * (<i>Tricks of a hand</i>), read from the variant's strength tables ({@link Spec#above}), a few
   * operations per card.
   */
  static int estimate(Spec spec, long hand, int t) {
    TrumpContext ctx = spec.context(t);
    byte[] above = spec.above[index(t)];
    int players = spec.players;
    int l0 = 0;
    int l1 = 0;
    int l2 = 0;
    int l3 = 0;
    for (long m = hand; m != 0; m = CardSet.withoutLowest(m)) {
      switch (ctx.suitOf(Long.numberOfTrailingZeros(m))) {
        case 0 -> l0++;
        case 1 -> l1++;
        case 2 -> l2++;
        case 3 -> l3++;
        default -> {}
      }
    }
    int sum = 5 + (players == 3 ? 10 : players == 4 ? 15 : 20);
    int trumps = 0;
    for (long m = hand; m != 0; m = CardSet.withoutLowest(m)) {
      int id = Long.numberOfTrailingZeros(m);
      int a = above[id];
      if (ctx.isTrump(id)) {
        trumps++;
        sum += t < 0 ? 10 : a < 3 ? 10 - a : trumps > 4 ? 9 : 6;
        continue;
      }
      int suit = ctx.suitOf(id);
      int len = suit == 0 ? l0 : suit == 1 ? l1 : suit == 2 ? l2 : l3;
      if (a == 0) {
        sum += t < 0 ? 9 : 8;
      } else if (a == 1 && len >= 2) {
        sum += t < 0 ? 5 : 4;
      } else if (t < 0 && a == 2 && len >= 3) {
        sum += 3;
      }
    }
    return sum;
  }
}
