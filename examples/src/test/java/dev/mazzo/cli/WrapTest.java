package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Wrap}: lines fitted to a width, words and numbered choices never broken (issue 26). */
class WrapTest {

  private static final String CHOICES =
      "Your choices:  1) pass  2) trump H 6H  3) discard AH 9H 6D  4) bid open misere  5) QD"
          + "  6) KD  7) bid 10NT  8) 10C  9) trump S  10) discard 10C JS JK  11) 7D  12) KH"
          + "  19) QD  20) KD";

  /** The items of a list of choices: each "N) label", as the gaps of two spaces delimit them. */
  private static List<String> items(List<String> lines) {
    List<String> items = new ArrayList<>();
    for (String line : lines) {
      for (String part : line.trim().split(" {2,}")) {
        if (part.matches("\\d+\\) .*")) {
          items.add(part);
        }
      }
    }
    return items;
  }

  @Test
  @DisplayName("a numbered choice is never split across lines, at any width from the narrowest")
  void numberedChoicesStayWhole() {
    List<String> whole = items(List.of(CHOICES));
    assertEquals(14, whole.size(), whole.toString());
    for (int width = Wrap.MIN_WIDTH; width <= 120; width++) {
      List<String> lines = Wrap.lines(CHOICES, width);
      for (String line : lines) {
        assertTrue(line.length() <= width, width + ": " + line);
        assertFalse(line.matches(".*(^|\\s)\\d+\\)$"), width + ": a bare number ends " + line);
      }
      for (String line : lines.subList(1, lines.size())) {
        assertTrue(line.matches("  \\d+\\) \\S.*"), width + ": a line begins mid-item: " + line);
      }
      assertEquals(whole, items(lines), "width " + width);
    }
    // At 60 columns, breaking between words ended a line with "9)" and began the next with
    // "trump S" (issue 26); now "9) trump S" goes to the next line whole.
    assertEquals(
        List.of(
            "Your choices:  1) pass  2) trump H 6H  3) discard AH 9H 6D",
            "  4) bid open misere  5) QD  6) KD  7) bid 10NT  8) 10C",
            "  9) trump S  10) discard 10C JS JK  11) 7D  12) KH  19) QD",
            "  20) KD"),
        Wrap.lines(CHOICES, 60));
  }

  @Test
  @DisplayName("prose is broken between words at 60 columns, every word kept whole")
  void proseAtSixty() {
    String sentence =
        "Legend. A hand is one deal played out, trick by trick, until every card is played; its"
            + " card points are those of the cards a side took in its tricks (all the deck's card"
            + " points are shared in a hand).";
    List<String> lines = Wrap.lines(sentence, 60);
    assertTrue(lines.size() > 2, lines.toString());
    for (String line : lines) {
      assertTrue(line.length() <= 60, line);
    }
    assertEquals(sentence, String.join(" ", lines).replaceAll(" +", " "));
    assertEquals("  every card is played; its card points are those of the", lines.get(1));
  }

  @Test
  @DisplayName("fill keeps each unit whole when it fits a line, and breaks it at a space otherwise")
  void fillKeepsUnits() {
    List<String> units =
        List.of(
            "dealer=0 (0-2),",
            "removedCard=2S (2H|2D|2C|2S),",
            "ranks=portuguese (portuguese|queen-high|ten)");
    assertEquals(
        List.of(
            "    dealer=0 (0-2), removedCard=2S (2H|2D|2C|2S),",
            "      ranks=portuguese (portuguese|queen-high|ten)"),
        Wrap.fill("    ", units, 60));
    assertEquals(
        List.of(
            "    dealer=0 (0-2),",
            "      removedCard=2S (2H|2D|2C|2S),",
            "      ranks=portuguese",
            "      (portuguese|queen-high|ten)"),
        Wrap.fill("    ", units, 40));
  }
}
