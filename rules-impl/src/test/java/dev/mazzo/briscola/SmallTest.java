package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The packed small numbers of a state ({@link Small}): each field reads back as written, at the
 * ends of its range, whatever the others hold (a slot too narrow, or two slots overlapping, would
 * change another field).
 */
class SmallTest {

  private static void roundTrip(int trump, int card, int pos, int seat, int kind, boolean ended) {
    long p = Small.pack(trump, card, pos, seat, kind, seat, card, seat, pos, ended);
    String what = "pack(" + trump + ", " + card + ", " + pos + ", " + seat + ", " + kind + ")";
    assertEquals(trump, Small.get(p, Small.TRUMP, 3), what + " trump");
    assertEquals(card, Small.get(p, Small.TRUMP_CARD, 8), what + " trump card");
    assertEquals(pos, Small.get(p, Small.STOCK_POS, 8), what + " stock position");
    assertEquals(seat, Small.get(p, Small.LEADER, 4), what + " leader");
    assertEquals(kind, Small.get(p, Small.LAST_KIND, 3), what + " last kind");
    assertEquals(seat, Small.get(p, Small.LAST_SEAT, 4), what + " last seat");
    assertEquals(card, Small.get(p, Small.LAST_CARD, 8), what + " last card");
    assertEquals(seat, Small.get(p, Small.LAST_WINNER, 4), what + " trick winner");
    assertEquals(pos, Small.get(p, Small.DRAW_FROM, 8), what + " draw from");
    assertEquals(ended, (p & 1L << Small.HAND_ENDED) != 0, what + " hand ended");
  }

  @Test
  @DisplayName("issue 29: every packed field of a state reads back as written, at its range's ends")
  void everyFieldReadsBack() {
    int[] trumps = {-1, 0, 3};
    int[] cards = {-1, 0, 63, 64, 103};
    int[] positions = {0, 1, 80, 104};
    int[] seats = {-1, 0, 7};
    int[] kinds = {BriscolaState.NO_EVENT, BriscolaState.CALLED};
    for (int trump : trumps) {
      for (int card : cards) {
        for (int pos : positions) {
          for (int seat : seats) {
            for (int kind : kinds) {
              roundTrip(trump, card, pos, seat, kind, true);
              roundTrip(trump, card, pos, seat, kind, false);
            }
          }
        }
      }
    }
  }
}
