package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo variants} and {@code mazzo referee}. */
class VariantsCommandTest {

  @Test
  @DisplayName(
      "B-6, B-68: variants lists every id with its name, players, deck and, under it, defaults")
  void listsTheCatalog() {
    Run r = Run.of("", "variants");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\\R");
    assertTrue(lines[0].startsWith("ID "), lines[0]);
    for (String line : lines) {
      assertTrue(line.length() <= Wrap.WIDTH, line);
    }
    for (Variant v : Variants.all()) {
      assertTrue(
          r.out()
              .matches(
                  "(?s).*\\Q"
                      + v.id()
                      + "\\E\\s+\\Q"
                      + v.name()
                      + "\\E\\s+"
                      + v.players()
                      + "\\s+"
                      + v.deckSize()
                      + "\\R    dealer=0 \\(0-"
                      + (v.players() - 1)
                      + "\\).*"),
          r.out());
    }
    assertTrue(r.out().contains("handsToWin=2 (1 or more)"), r.out());
    // B-68: a list of numbers is shown as a list, not as the range 3-9.
    assertTrue(r.out().contains("handSize=3 (3|7|9)"), r.out());
    assertTrue(r.out().contains("ranks=portuguese (portuguese|queen-high|ten)"), r.out());
  }

  @Test
  @DisplayName(
      "PROTOCOL.md: the referee answers exactly one line per request and exits 0 at"
          + " the end of input")
  void refereeOneLinePerRequest() {
    Run r = Run.of("{\"cmd\":\"variants\"}\nnot json\n", "referee");
    assertEquals(0, r.code(), r.err());
    assertEquals(2, r.out().split("\\R").length, r.out());
  }
}
