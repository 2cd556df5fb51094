package dev.mazzo.trick;

/**
 * A trick in progress packed into one {@code long}: up to eight card ids of seven bits each, in
 * play order, and the count in the top byte. {@link #EMPTY} is the empty trick.
 */
public final class Trick {

  /** The empty trick. */
  public static final long EMPTY = 0L;

  /** The most cards a packed trick holds. */
  public static final int MAX_CARDS = 8;

  private static final int COUNT_SHIFT = 56;

  private Trick() {}

  /**
   * The number of cards.
   *
   * @param trick a packed trick
   * @return 0 to {@link #MAX_CARDS}
   */
  public static int size(long trick) {
    return (int) (trick >>> COUNT_SHIFT);
  }

  /**
   * The card id at a play-order index.
   *
   * @param trick a packed trick
   * @param index the play-order index, 0 for the lead, below {@link #size}
   * @return the id of the card played there
   */
  public static int card(long trick, int index) {
    return (int) (trick >>> (7 * index)) & 0x7f;
  }

  /**
   * The trick with one more card (the caller keeps to {@link #MAX_CARDS}).
   *
   * @param trick a packed trick
   * @param cardId the id of the card played next, 0 to 127
   * @return the trick with that card last
   */
  public static long add(long trick, int cardId) {
    int n = size(trick);
    long cards = trick & ((1L << COUNT_SHIFT) - 1);
    return cards | ((long) cardId << (7 * n)) | ((long) (n + 1) << COUNT_SHIFT);
  }

  /**
   * The low word (ids 0 … 63) of the set of the trick's cards.
   *
   * @param trick a packed trick
   * @return bit id set for each card of the trick with an id below 64
   */
  public static long maskLo(long trick) {
    return mask(trick, 0);
  }

  /**
   * The high word (ids 64 … 127) of the set of the trick's cards.
   *
   * @param trick a packed trick
   * @return bit id - 64 set for each card of the trick with an id from 64 on
   */
  public static long maskHi(long trick) {
    return mask(trick, 1);
  }

  /** The set of the trick's cards whose ids are in a word: 0 for ids 0 … 63, 1 for 64 … 127. */
  private static long mask(long trick, int word) {
    long mask = 0;
    for (int i = size(trick) - 1; i >= 0; i--) {
      int id = card(trick, i);
      // 1L << id is bit id mod 64: the bit of the id in its word.
      mask |= (id >>> 6) == word ? 1L << id : 0;
    }
    return mask;
  }

  /**
   * A trick of these card ids, in play order.
   *
   * @param cardIds at most {@link #MAX_CARDS} card ids, 0 to 127
   * @return the packed trick
   */
  public static long of(int... cardIds) {
    long t = EMPTY;
    for (int id : cardIds) {
      t = add(t, id);
    }
    return t;
  }
}
