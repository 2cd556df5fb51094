package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a person sees in a terminal of any width (issue 26): {@code play}, {@code simulate}, {@code
 * variants} and the help fitted to {@code --width} or {@code COLUMNS}, numbered choices never
 * split, an unknown command named, and counts that agree with their nouns.
 */
class TerminalTest {

  /** The lines of an output, with the prompts ("> ") that begin some of them taken off. */
  private static List<String> lines(String out) {
    List<String> lines = new ArrayList<>();
    for (String line : out.split("\\R")) {
      while (line.startsWith("> ")) {
        line = line.substring(2);
      }
      lines.add(line);
    }
    return lines;
  }

  /**
   * Fails when a line is wider than {@code width} (but for a single word), when a line ends with a
   * bare choice number, or when a line of a list of choices begins with anything but a choice.
   */
  private static void assertFitted(String what, String out, int width) {
    boolean choices = false;
    for (String line : lines(out)) {
      assertNarrow(what, line, width);
      assertFalse(line.matches(".*(^|\\s)\\d+\\)$"), what + ": a bare number ends: " + line);
      if (line.startsWith("Your choices:")) {
        choices = true;
      } else if (choices && line.startsWith(" ")) {
        assertTrue(line.matches(" +\\d+\\) \\S.*"), what + ": a choice split: " + line);
      } else {
        choices = false;
      }
    }
  }

  /** Fails when a line is wider than {@code width}, but for a single word. */
  private static void assertNarrow(String what, String line, int width) {
    assertTrue(
        line.length() <= width || !line.trim().contains(" "),
        what + ": wider than " + width + ": " + line);
  }

  @Test
  @DisplayName("every variant at 40, 60 and 80 columns: no line too wide, no choice split")
  void everyVariantFitsAndKeepsChoicesWhole() {
    String input = "1\n".repeat(250);
    int shown = 0;
    for (Variant v : Variants.all()) {
      for (int seed = 1; seed <= 3; seed++) {
        for (int width : new int[] {40, 60, 80}) {
          Run r =
              Run.of(input, "play", v.id(), "--seed", "" + seed, "--width", String.valueOf(width));
          String what = v.id() + " seed " + seed + " width " + width;
          assertEquals(0, r.code(), what + ": " + r.err());
          assertFitted(what, r.out(), width);
          shown += r.out().split("Your choices:", -1).length - 1;
        }
      }
    }
    assertTrue(shown > 1000, "lists of choices were shown: " + shown);
  }

  @Test
  @DisplayName(
      "COLUMNS sets the width of play; --width overrides it; a narrow COLUMNS counts as 40")
  void widthFromColumns() {
    String input = "1\n".repeat(250);
    Run at60 = Run.withColumns("60", input, "play", "pitch-10-4p", "--seed", "3");
    assertFitted("COLUMNS=60", at60.out(), 60);
    assertTrue(lines(at60.out()).stream().anyMatch(l -> l.length() > 50), at60.out());
    Run wide = Run.withColumns("60", input, "play", "pitch-10-4p", "--seed", "3", "--width", "100");
    assertTrue(lines(wide.out()).stream().anyMatch(l -> l.length() > 60), wide.out());
    Run narrow = Run.withColumns("20", input, "play", "pitch-10-4p", "--seed", "3");
    assertFitted("COLUMNS=20", narrow.out(), 40);
    assertEquals(
        Run.withColumns("40", input, "play", "pitch-10-4p", "--seed", "3").out(), narrow.out());
    Run plain = Run.withColumns("x", input, "play", "pitch-10-4p", "--seed", "3");
    assertEquals(Run.of(input, "play", "pitch-10-4p", "--seed", "3").out(), plain.out());
  }

  @Test
  @DisplayName("--width under 40 is a usage error that says what is allowed")
  void tooNarrow() {
    Run r = Run.of("", "play", "briscola-2p", "--width", "30");
    assertEquals(Mazzo.USAGE, r.code());
    assertEquals(
        "mazzo: --width must be 40 columns or more, not 30" + System.lineSeparator(), r.err());
  }

  @Test
  @DisplayName("simulate, the arena and the help fit 60 columns")
  void simulateAndHelpAtSixty() {
    Run sim = Run.of("", "simulate", "tombolon-rovigo-2p", "-n", "4", "--width", "60");
    assertEquals(0, sim.code(), sim.err());
    assertFitted("simulate", sim.out(), 60);
    Run arena =
        Run.withColumns("60", "", "simulate", "briscola-2p", "-n", "2", "--bots", "greedy,random");
    assertEquals(0, arena.code(), arena.err());
    assertFitted("arena", arena.out(), 60);
    for (String[] args :
        new String[][] {{"--help"}, {"play", "--help"}, {"simulate", "--help"}, {"help", "play"}}) {
      Run help = Run.withColumns("60", "", args);
      assertEquals(0, help.code(), help.err());
      for (String line : lines(help.out())) {
        assertNarrow(String.join(" ", args), line, 60);
      }
      assertTrue(help.out().contains("--width"), help.out());
    }
  }

  @Test
  @DisplayName("variants fits the width, each option with its default and allowed values whole")
  void variantsFit() {
    for (int width : new int[] {80, 60, 50}) {
      Run r = Run.of("", "variants", "--width", String.valueOf(width));
      assertEquals(0, r.code(), r.err());
      assertFitted("variants", r.out(), width);
      List<String> lines = lines(r.out());
      for (Variant v : Variants.all()) {
        assertTrue(
            lines.stream().anyMatch(l -> l.startsWith(v.id() + (width == 80 ? " " : ":"))),
            width + ": " + v.id());
        for (OptionSpec o : v.options()) {
          String d = Catalog.describe(o);
          assertTrue(
              d.length() + 6 > width || lines.stream().anyMatch(l -> l.contains(d)),
              width + ": " + d + " whole in " + r.out());
        }
      }
    }
  }

  @Test
  @DisplayName("an unknown command is named, with the commands there are")
  void unknownCommand() {
    Run r = Run.of("", "bogus");
    assertEquals(Mazzo.USAGE, r.code());
    assertEquals("", r.out());
    assertEquals(
        "mazzo: there is no command \"bogus\". The commands are variants, referee, play,"
            + System.lineSeparator()
            + "  simulate, serve and help (see mazzo --help)."
            + System.lineSeparator(),
        r.err());
    Run typo = Run.of("", "paly", "briscola-2p");
    assertEquals(Mazzo.USAGE, typo.code());
    assertTrue(
        typo.err().startsWith("mazzo: there is no command \"paly\" (did you mean play?)."),
        typo.err());
  }

  @Test
  @DisplayName("one match, one deal, one move: counts agree with their nouns")
  void plurals() {
    Run one = Run.of("", "simulate", "briscola-2p", "-n", "1");
    assertTrue(one.out().startsWith("1 match of briscola-2p"), one.out());
    Run arena = Run.of("", "simulate", "briscola-2p", "-n", "2", "--bots", "greedy,random");
    assertTrue(
        arena.out().startsWith("2 matches of briscola-2p (Briscola (2 players)), seed 1: the"),
        arena.out());
    assertTrue(arena.out().contains("; 1 deal, each played twice"), arena.out());
    assertFalse(arena.out().contains(" 1 deals"), arena.out());
  }
}
