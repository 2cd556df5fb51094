package dev.mazzo.fivehundred;

import dev.mazzo.trick.Seats;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;

/**
 * The card play of a search's playouts in Five Hundred (issue 29): a rule of thumb read from the
 * whole state that the search sampled, in place of a random card. Random card play judges a
 * contract badly (a defender throws an ace under its partner's winning trick, a declarer never
 * draws trumps), and a bid or a discard is judged by the play of the rest of the hand.
 *
 * <p>The rule is the greedy strategy's ({@link FiveHundredGreedy}, F-16 … F-19), with every hand
 * seen, as the sampled state shows them: leading, a seat cashes its strongest master (no card of
 * another seat in is stronger in its effective suit: a master trump first, so that the declarer
 * draws trumps), else leads its lowest card. Following, a seat whose side wins the trick plays its
 * lowest card unless a seat still to play can beat the winning card; else it takes the trick with
 * its weakest card that no opponent still to play can beat, or throws its lowest. A misère declarer
 * ducks under the winning card with its highest card that loses and leads its lowest; its opponents
 * play their lowest cards.
 *
 * <p>Against greedy in five-hundred-4p (200 duplicate matches each, draws as half, {@code nice -n
 * 10 java -jar examples/target/mazzo.jar simulate five-hundred-4p --json --bots ismcts,greedy
 * --games 200 --seed S -t 1}, loaded machine): random play (before) 59.5 % at seed 3 and 59.0 % at
 * seed 5; this rule 60.0 % and 61.0 %, its contracts made 89.8 % and 91.6 % (686 / 78, 701 / 64)
 * against greedy's 80.9 % and 80.0 %, CPU per move 7.3 ms mean and 19 ms at the 95th percentile
 * (before: 7.8 – 9.0 and 20 – 23 ms). Within the noise of 400 matches (±7 points a run), but the
 * rule alone was above random play in each of its four paired runs (this build, and an earlier one
 * that still drew a random number at forced plays: 62.5 % and 59.5 %); with one card in four left
 * to the random move, 60.5 % and 58.0 %; with the rule and the reading's 16 deals instead of 8
 * ({@link Determinizer#TRIES}), 59.5 % and 58.0 % (p95 29 ms): neither kept.
 */
final class Rollout {

  private Rollout() {}

  /**
   * The index into the legal plays (F-31: by card id, a no-trump joker lead once per allowed suit
   * after the others) of the rule's card for the seat to act in {@code s}, a state in the play.
   */
  static int pick(FiveHundredState s) {
    return indexOf(s, card(s));
  }

  /** The rule's card for the seat to act in {@code s} (a deck id). */
  static int card(FiveHundredState s) {
    Spec spec = s.rules.spec;
    int n = spec.players;
    int seat = s.toAct();
    TrumpContext ctx = spec.context(s.trumpIndex());
    long trick = s.trick;
    int size = Trick.size(trick);
    int led = ctx.ledSuit(trick, Small.named(s.small));
    long playable = ctx.followLo(s.handOf(seat), 0L, led);
    int in = s.in();
    Bid bid = s.b.contract;
    int leader = Small.leader(s.small);
    if (bid != null && bid.isMisere()) {
      if (seat != s.b.declarer || size == 0) {
        return lowest(ctx, playable);
      }
      int winKey = FiveHundredGreedy.key(ctx, Trick.card(trick, ctx.winnerIndex(trick)), led);
      int duck = highestBelow(ctx, playable, led, winKey);
      return duck != -1 ? duck : lowest(ctx, playable);
    }
    int side = side(spec, s.b, seat);
    if (size == 0) {
      // The strongest master: a master trump first, as the declarer draws trumps (F-16).
      long others = 0;
      for (int m = in & ~(1 << seat); m != 0; m &= m - 1) {
        others |= s.handOf(Integer.numberOfTrailingZeros(m));
      }
      int master = master(ctx, playable, others);
      return master != -1 ? master : lowest(ctx, playable);
    }
    int wi = ctx.winnerIndex(trick);
    int winSeat = Seats.seatAt(in, leader, n, wi);
    int winKey = FiveHundredGreedy.key(ctx, Trick.card(trick, wi), led);
    // The seats still to play after this one, and what each may play (F-17).
    int count = Seats.count(in);
    long[] later = new long[count];
    int[] laterSeat = new int[count];
    int k = 0;
    int o = seat;
    for (int i = size + 1; i < count; i++) {
      o = Seats.nextIn(in, o, n);
      laterSeat[k] = o;
      later[k++] = ctx.followLo(s.handOf(o), 0L, led);
    }
    if ((side >>> winSeat & 1) != 0 && !beaten(ctx, led, winKey, later, laterSeat, k, side)) {
      return lowest(ctx, playable);
    }
    int best = -1;
    int bestKey = Integer.MAX_VALUE;
    for (long m = playable; m != 0; m &= m - 1) {
      int id = Long.numberOfTrailingZeros(m);
      int key = FiveHundredGreedy.key(ctx, id, led);
      int strength = FiveHundredGreedy.key(ctx, id, -2);
      if (key > winKey && strength < bestKey && !beaten(ctx, led, key, later, laterSeat, k, side)) {
        best = id;
        bestKey = strength;
      }
    }
    return best != -1 ? best : lowest(ctx, playable);
  }

  /**
   * Whether an opponent still to play (a seat not of the side {@code friends}, a mask) holds a card
   * that beats a card of key {@code key} in a trick led in {@code led}.
   */
  private static boolean beaten(
      TrumpContext ctx, int led, int key, long[] later, int[] laterSeat, int k, int friends) {
    for (int i = 0; i < k; i++) {
      if ((friends >>> laterSeat[i] & 1) != 0) {
        continue;
      }
      for (long m = later[i]; m != 0; m &= m - 1) {
        if (FiveHundredGreedy.key(ctx, Long.numberOfTrailingZeros(m), led) > key) {
          return true;
        }
      }
    }
    return false;
  }

  /** The seats on {@code seat}'s side in this hand (F-22), one bit each. */
  static int side(Spec spec, Bargain b, int seat) {
    int n = spec.players;
    if (spec.teams) {
      int mask = 0;
      for (int o = 0; o < n; o++) {
        mask |= spec.sideOf[o] == spec.sideOf[seat] ? 1 << o : 0;
      }
      return mask;
    }
    if (b.declarer < 0) {
      return 1 << seat;
    }
    int contracting = 1 << b.declarer | (b.partner >= 0 ? 1 << b.partner : 0);
    return (contracting >>> seat & 1) != 0 ? contracting : Seats.all(n) & ~contracting;
  }

  /**
   * The strongest card of {@code cards} that no card of {@code others} beats in its suit (the
   * lowest id of equal strengths in different suits); -1.
   */
  private static int master(TrumpContext ctx, long cards, long others) {
    int best = -1;
    int bestKey = -1;
    for (long m = cards; m != 0; m &= m - 1) {
      int id = Long.numberOfTrailingZeros(m);
      int key = FiveHundredGreedy.key(ctx, id, -2);
      if (key > bestKey && !stronger(ctx, id, others)) {
        best = id;
        bestKey = key;
      }
    }
    return best;
  }

  /** Whether a card of {@code others} is stronger than {@code id} in its effective suit. */
  private static boolean stronger(TrumpContext ctx, int id, long others) {
    boolean trump = ctx.isTrump(id);
    int suit = ctx.suitOf(id);
    int strength = ctx.strengthOf(id);
    for (long m = others; m != 0; m &= m - 1) {
      int other = Long.numberOfTrailingZeros(m);
      boolean same = trump ? ctx.isTrump(other) : !ctx.isTrump(other) && ctx.suitOf(other) == suit;
      if (same && ctx.strengthOf(other) > strength) {
        return true;
      }
    }
    return false;
  }

  /** The lowest card: non-trumps before trumps, weakest first (the lowest id on a tie). */
  private static int lowest(TrumpContext ctx, long cards) {
    int best = -1;
    int least = Integer.MAX_VALUE;
    for (long m = cards; m != 0; m &= m - 1) {
      int id = Long.numberOfTrailingZeros(m);
      int key = FiveHundredGreedy.key(ctx, id, -2);
      if (key < least) {
        least = key;
        best = id;
      }
    }
    return best;
  }

  /**
   * The strongest card that ranks below {@code winKey} in a trick led in {@code led} (the lowest id
   * of equal strengths in different suits); -1.
   */
  private static int highestBelow(TrumpContext ctx, long cards, int led, int winKey) {
    int best = -1;
    int bestKey = Integer.MIN_VALUE;
    for (long m = cards; m != 0; m &= m - 1) {
      int id = Long.numberOfTrailingZeros(m);
      int k = FiveHundredGreedy.key(ctx, id, -2);
      if (FiveHundredGreedy.key(ctx, id, led) < winKey && k > bestKey) {
        bestKey = k;
        best = id;
      }
    }
    return best;
  }

  /**
   * The index of the play of card {@code id} in the legal plays of the seat to act (F-31): the
   * plays by card id, then a no-trump joker lead once per allowed suit, of which the first (the
   * lowest suit allowed) is taken.
   */
  static int indexOf(FiveHundredState s, int id) {
    TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
    long playable =
        ctx.followLo(s.handOf(s.toAct()), 0L, ctx.ledSuit(s.trick, Small.named(s.small)));
    // The joker has the deck's highest id: its first named lead comes right after the cards below.
    return Long.bitCount(playable & ((1L << id) - 1));
  }
}
