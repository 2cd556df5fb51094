package dev.mazzo.fivehundred;

/**
 * The cards the seats hold, compared and hashed as the array of hands the state kept before it
 * split them into the cards dealt ({@link FiveHundredState#hands}, shared by the plays of a hand)
 * and the cards played ({@link FiveHundredState#played}, issue 29): two states hold the same cards
 * whatever their split (a determinized state keeps what it holds, with nothing played).
 */
final class Held {

  private Held() {}

  /** The same cards in every hand. */
  static boolean same(FiveHundredState a, FiveHundredState b) {
    if (a.hands.length != b.hands.length) {
      return false;
    }
    for (int seat = 0; seat < a.hands.length; seat++) {
      if (a.handOf(seat) != b.handOf(seat)) {
        return false;
      }
    }
    return true;
  }

  /** {@code Arrays.hashCode} of the hands held, made without the array. */
  static int hash(FiveHundredState s) {
    int h = 1;
    for (int seat = 0; seat < s.hands.length; seat++) {
      h = 31 * h + Long.hashCode(s.handOf(seat));
    }
    return h;
  }
}
