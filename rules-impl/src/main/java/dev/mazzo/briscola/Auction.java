package dev.mazzo.briscola;

/**
 * The auction and contract of a chiamata hand (briscola.md B-44 … B-59), shared by the hand's
 * states: the highest bid as a ladder level, the seats that passed, and after the call the
 * declarer, the called card and its holder.
 *
 * <p>Ladder levels (B-45): for rank bids, the rank's place in the scheme's order, highest rank
 * first (A = 0 … 2 = 9 in ITALIAN), so a higher level is a higher bid; {@code 2} with N points (and
 * a points-only bid of N, B-62) is level N − 51 (61 → 10 … 120 → 69).
 *
 * @param level the highest bid's ladder level, or {@link #NONE}
 * @param high the seat holding the highest bid, or -1
 * @param passed bit s set when seat s has passed (B-47)
 * @param declarer the declarer once the auction is won, or -1 (B-48)
 * @param calledCard the called card's id, or -1 before the call
 * @param partner the called card's holder when it is not the declarer (B-52), or -1 (alone, or no
 *     call yet)
 */
record Auction(int level, int high, int passed, int declarer, int calledCard, int partner) {
  /** No bid yet. */
  static final int NONE = -1;

  static final Auction EMPTY = new Auction(NONE, -1, 0, -1, -1, -1);

  /** The ladder level of a bid of N points (B-45, B-62). */
  static int pointsLevel(int points) {
    return points - 51;
  }

  /** The points of a points level, or 0 for a rank level. */
  static int pointsOf(int level) {
    return level >= 10 ? level + 51 : 0;
  }

  /** The points the declarer's side needs (B-50, B-62). */
  int target() {
    return Math.max(61, pointsOf(level));
  }

  boolean hasPassed(int seat) {
    return (passed & (1 << seat)) != 0;
  }

  Auction withBid(int seat, int newLevel) {
    return new Auction(newLevel, seat, passed, declarer, calledCard, partner);
  }

  Auction withPass(int seat) {
    return new Auction(level, high, passed | (1 << seat), declarer, calledCard, partner);
  }

  /** The auction won: the last seat left is the declarer (B-48a). */
  Auction withDeclarer(int seat) {
    return new Auction(level, high, passed, seat, -1, -1);
  }

  Auction withCall(int seat, int card, int holder) {
    return new Auction(level, high, passed, seat, card, holder == seat ? -1 : holder);
  }
}
