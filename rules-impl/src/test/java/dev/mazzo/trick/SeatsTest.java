package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Seats in and out of a trick (pitch.md P-23 … P-25, five-hundred.md F-15, F-16). */
class SeatsTest {

  @Test
  @DisplayName("P-24 the due leader if in, else the first seat after it that is in; -1 when none")
  void p24_firstIn() {
    assertEquals(0b1111, Seats.all(4));
    assertEquals(0b11111, Seats.all(5));
    assertEquals(2, Seats.firstIn(0b1111, 2, 4));
    assertEquals(3, Seats.firstIn(0b1001, 1, 4));
    assertEquals(0, Seats.firstIn(0b0001, 1, 4), "round the table");
    assertEquals(0, Seats.firstIn(0b0001, 3, 4));
    assertEquals(4, Seats.firstIn(0b10001, 4, 5));
    assertEquals(-1, Seats.firstIn(0, 2, 4), "every seat out: the hand is over (P-29)");
    assertEquals(-1, Seats.firstIn(0b10000, 0, 4), "a bit beyond the table is no seat");
  }

  @Test
  @DisplayName("P-25 F-16 after a seat's play, the next seat in plays; alone, the seat itself")
  void p25_nextIn() {
    assertEquals(1, Seats.nextIn(0b1111, 0, 4));
    assertEquals(0, Seats.nextIn(0b1111, 3, 4));
    assertEquals(0, Seats.nextIn(0b0101, 2, 4));
    assertEquals(2, Seats.nextIn(0b0100, 2, 4), "the only seat in");
    assertEquals(-1, Seats.nextIn(0, 2, 4));
  }

  @Test
  @DisplayName("F-15 G-9 seatAt: seat 3 sits out, seat 1 leads: 1, 2, 0; count is the trick's size")
  void f15_seatAt() {
    int in = 0b0111;
    // Index 0 last: a loop that wrongly ran on from it would spin, not fail.
    assertEquals(0, Seats.seatAt(in, 1, 4, 2));
    assertEquals(2, Seats.seatAt(in, 1, 4, 1));
    assertEquals(1, Seats.seatAt(in, 1, 4, 0));
    assertEquals(3, Seats.count(in));
    assertEquals(8, Seats.count(Seats.all(8)));
  }
}
