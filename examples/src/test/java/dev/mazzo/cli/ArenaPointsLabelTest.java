package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The arena's per-hand column is named after what the family's hands score (the family's {@code
 * Tally.pointsPerHand}): tricks in Five Hundred (five-hundred.md F-32), card points in Briscola
 * (B-31), the deal total in Tombolon (T-26); the JSON field keeps its documented name.
 */
class ArenaPointsLabelTest {

  private static String arena(String id, String... more) {
    String[] args = new String[7 + more.length];
    String[] base = {"simulate", id, "--bots", "greedy,random", "--games", "4", "--threads"};
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(more, 0, args, base.length, more.length);
    Run r = Run.of("", args);
    assertEquals(0, r.code(), r.err());
    return PlayCommandTest.flat(r.out());
  }

  @Test
  @DisplayName("F-32: the Five Hundred arena reports tricks per hand, not card points")
  void fiveHundredReportsTricks() {
    String out = arena("five-hundred-4p", "1");
    assertTrue(out.contains("95% interval       tricks/hand"), out);
    assertTrue(out.contains("tricks/hand: the tricks its seats took per hand"), out);
    assertFalse(out.contains("card points"), out);
  }

  @Test
  @DisplayName("B-31, T-26: Briscola keeps card points per hand, Tombolon the deal total per deal")
  void otherFamiliesNameTheirOwnFigure() {
    String briscola = arena("briscola-2p", "1");
    assertTrue(briscola.contains("95% interval  card points/hand"), briscola);
    assertTrue(briscola.contains("card points/hand: the card points its seats took per hand"));
    String tombolon = arena("tombolon-rovigo-2p", "1");
    assertTrue(tombolon.contains("deal total/deal: the deal total its seats took per deal"));
  }

  @Test
  @DisplayName("the JSON field of the per-hand figure keeps its documented name, pointsPerHand")
  void jsonFieldIsStable() {
    Run r =
        Run.of(
            "", "simulate", "five-hundred-4p", "--json", "--bots", "greedy,random", "--games", "4");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("\"pointsPerHand\":"), r.out());
  }
}
