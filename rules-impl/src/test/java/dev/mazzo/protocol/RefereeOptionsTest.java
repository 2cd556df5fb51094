package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a {@code new} request is told about its options (B-68, P-39 and the options sections of the
 * chapters): an option of other variants does not apply here, and a number beyond the range of an
 * {@code int} is told the whole range.
 */
class RefereeOptionsTest {

  private static String message(String variant, String options) {
    Transcript t = new Transcript();
    return t.rejected(
            "{\"cmd\":\"new\",\"variant\":\"" + variant + "\",\"options\":" + options + "}",
            "MALFORMED")
        .at("/error/message")
        .textValue();
  }

  @Test
  @DisplayName(
      "removeJokers on pitch-7-4p does not apply there, and the message says where it does")
  void optionOfOtherVariants() {
    assertEquals(
        "Option \"removeJokers\" does not apply to pitch-7-4p (only to pitch-5-4p, pitch-8-4p,"
            + " pitch-11-4p, pitch-14-4p); pitch-7-4p accepts dealer, dirty, reverse, jokerOrder,"
            + " madeBidScores, defendersScore, allPassRedeal, minBid, target,"
            + " misdealIfPointBurned, remainderFill",
        message("pitch-7-4p", "{\"removeJokers\":true}"));
    assertEquals(
        "Unknown option \"zzz\" for briscola-2p; it accepts dealer, handsToWin",
        message("briscola-2p", "{\"zzz\":1}"));
  }

  @Test
  @DisplayName("target=2147483648 is told the range 1 to 2147483647; target=0 that it is 1 or more")
  void numberBeyondInt() {
    assertEquals(
        "Option target must be a whole number from 1 to 2147483647, not 2147483648",
        message("tombolon-rovigo-2p", "{\"target\":2147483648}"));
    assertEquals(
        "Option dealer must be a whole number from 0 to 1, not -99999999999",
        message("tombolon-rovigo-2p", "{\"dealer\":-99999999999}"));
    assertEquals(
        "Option target must be a whole number 1 or more",
        message("tombolon-rovigo-2p", "{\"target\":0}"));
  }
}
