package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A seat given as a whole number beyond {@code int} is a seat that does not exist, in a view
 * request and in an action alike: the message says so with the range, not that the number is not
 * whole.
 */
class RefereeSeatRangeTest {

  static Stream<String> seats() {
    return Stream.of("2147483648", "-2147483649", "99999999999", "-1", "2", "1" + "0".repeat(60));
  }

  private static String expected(String seat) {
    String shown = seat.length() > 40 ? seat.substring(0, 40) + "…" : seat;
    return "There is no seat " + shown + ": seats are 0 to 1";
  }

  private static Transcript started() {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    return t;
  }

  @ParameterizedTest(name = "view seat {0}")
  @MethodSource("seats")
  @DisplayName("view: a seat out of range, however large, is told the range of seats")
  void view(String seat) {
    assertEquals(
        expected(seat),
        started()
            .rejected("{\"cmd\":\"view\",\"seat\":" + seat + "}", "MALFORMED")
            .at("/error/message")
            .textValue());
  }

  @ParameterizedTest(name = "play seat {0}")
  @MethodSource("seats")
  @DisplayName("act: an action's seat out of range, however large, is told the range of seats")
  void action(String seat) {
    assertEquals(
        expected(seat),
        started()
            .rejected(
                "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":"
                    + seat
                    + ",\"card\":\"AS\"}}",
                "MALFORMED")
            .at("/error/message")
            .textValue());
  }
}
