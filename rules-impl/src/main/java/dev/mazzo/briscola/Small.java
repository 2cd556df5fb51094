package dev.mazzo.briscola;

/**
 * The small numbers of a {@link BriscolaState} packed in one {@code long} (issue 29): a state is
 * made with every action, and ten {@code int} fields and a {@code boolean} took 41 of its 120
 * bytes, for values that fit in a few bits each. Each field is stored plus one (so that -1, "none",
 * is 0) in a slot of its own width; {@link Draft#state} packs them, the state's accessors unpack
 * them.
 *
 * <p>The widths hold every variant of the family: seats below 15 (at most 8 play), card ids and
 * stock positions below 255 (two decks of 52 cards at most), a suit below 7, an event kind below 7.
 */
final class Small {

  private Small() {}

  static final int TRUMP = 0;
  static final int TRUMP_CARD = 3;
  static final int STOCK_POS = 11;
  static final int LEADER = 19;
  static final int LAST_KIND = 23;
  static final int LAST_SEAT = 26;
  static final int LAST_CARD = 30;
  static final int LAST_WINNER = 38;
  static final int DRAW_FROM = 42;
  static final int HAND_ENDED = 50;

  /** The packed value of the fields, each as {@link #get} reads it. */
  static long pack(
      int trump,
      int trumpCardId,
      int stockPos,
      int leader,
      int lastKind,
      int lastSeat,
      int lastCard,
      int lastTrickWinner,
      int drawFrom,
      boolean handEnded) {
    return put(TRUMP, trump)
        | put(TRUMP_CARD, trumpCardId)
        | put(STOCK_POS, stockPos)
        | put(LEADER, leader)
        | put(LAST_KIND, lastKind)
        | put(LAST_SEAT, lastSeat)
        | put(LAST_CARD, lastCard)
        | put(LAST_WINNER, lastTrickWinner)
        | put(DRAW_FROM, drawFrom)
        | (handEnded ? 1L << HAND_ENDED : 0);
  }

  /** A value from -1 up in the slot at {@code shift}. */
  private static long put(int shift, int value) {
    return (long) (value + 1) << shift;
  }

  /** The value in the slot at {@code shift}, of {@code width} bits. */
  static int get(long packed, int shift, int width) {
    return (int) (packed >>> shift & ((1 << width) - 1)) - 1;
  }
}
