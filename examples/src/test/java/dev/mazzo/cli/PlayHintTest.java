package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo play --hint BOT}: the bot's choice for the player's seat, through the same call. */
class PlayHintTest {

  private static final Pattern HINT = Pattern.compile("Hint from greedy: (\\d+)\\) (\\S+)");

  @Test
  @DisplayName("hint names one of the numbered choices, and taking it plays that card")
  void hintIsAChoice() {
    Run r = Run.of("hint\nq\n", "play", "briscola-2p", "--seed", "3", "--hint", "greedy");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("Type hint for what greedy would play in your place."), r.out());
    Matcher m = HINT.matcher(r.out());
    assertTrue(m.find(), r.out());
    assertTrue(
        r.out().contains(m.group(1) + ") " + m.group(2)),
        "the hint is a listed choice: " + r.out());
    Run taken =
        Run.of(
            "hint\n" + m.group(1) + "\nq\n",
            "play",
            "briscola-2p",
            "--seed",
            "3",
            "--hint",
            "greedy");
    assertTrue(taken.out().contains("You play " + m.group(2)), taken.out());
  }

  @Test
  @DisplayName("asking for hints leaves the match as it was: the same deals and bot moves")
  void hintsChangeNothing() {
    String ones = "1\n".repeat(300);
    Run plain = Run.of(ones, "play", "briscola-4p", "--seed", "5", "--hint", "random");
    Run hinted =
        Run.of(("hint\n1\n").repeat(300), "play", "briscola-4p", "--seed", "5", "--hint", "random");
    assertEquals(0, hinted.code(), hinted.err());
    String without = hinted.out().replaceAll("(?m)^> *Hint from random: .*\\R", "");
    assertTrue(hinted.out().contains("Hint from random: "), hinted.out());
    assertEquals(plain.out(), without);
  }

  @Test
  @DisplayName("help lists hint only when a hint bot is given; an unknown one is a usage error")
  void helpAndErrors() {
    Run with = Run.of("help\nq\n", "play", "sueca-4p", "--seed", "1", "--hint", "greedy");
    assertTrue(with.out().contains("  hint        what greedy would play here"), with.out());
    Run without = Run.of("help\nhint\nq\n", "play", "sueca-4p", "--seed", "1");
    assertFalse(without.out().contains("hint "), without.out());
    assertFalse(without.out().contains("Hint from"), without.out());
    Run bad = Run.of("", "play", "sueca-4p", "--hint", "clever");
    assertEquals(Mazzo.USAGE, bad.code());
    assertEquals("", bad.out());
    assertTrue(
        bad.err()
            .replaceAll("\\s+", " ")
            .contains("unknown bot \"clever\"; the bots are random, greedy"),
        bad.err());
  }
}
