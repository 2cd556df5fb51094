package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The words of the terminal's shared sentences. */
class SeatingTest {

  @Test
  @DisplayName("one point is singular, every other count plural, minus one too")
  void pointsAgreeWithTheirNumber() {
    assertEquals("1 point", Seating.points(1));
    assertEquals("-1 point", Seating.points(-1));
    assertEquals("0 points", Seating.points(0));
    assertEquals("2 points", Seating.points(2));
    assertEquals("-2 points", Seating.points(-2));
    assertEquals("120 points", Seating.points(120));
  }
}
