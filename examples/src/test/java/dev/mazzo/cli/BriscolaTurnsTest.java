package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code mazzo play} in the Briscola family (briscola.md): the chiamata call typed as the card its
 * menu shows (B-51), and the score change of every hand told as Pitch and Five Hundred tell it
 * (B-36, B-38).
 */
class BriscolaTurnsTest {

  @Test
  @DisplayName("B-51: the call takes KH, the card its menu shows as H (KH), and refuses AC")
  void b51CallTakesTheCardTheMenuShows() {
    Run r = Run.of("K\nKH\nq\n", "play", "briscola-chiamata-5p", "--seed", "3");
    assertTrue(r.out().contains("Your choices:  1) H (KH)  2) D (KD)"), r.out());
    assertTrue(r.out().contains("You call KH: coppe are trumps."), r.out());
    assertFalse(r.out().contains("Call a suit: H, D, C or S"), r.out());
    Run other = Run.of("K\nAC\nq\n", "play", "briscola-chiamata-5p", "--seed", "3");
    String out = PlayCommandTest.flat(other.out());
    assertTrue(
        out.contains(
            "AC cannot be called: you call a suit, and the called card is its K, the rank of the"
                + " bid (B-51). Type H or KH, D or KD, C or KC, S or KS, or the number of a"
                + " choice."),
        out);
  }

  private static final Pattern HAND =
      Pattern.compile("Hand (\\d+): [^\\n]*the hand\\.\\RScore change: ([^\\n]*); match score: ");

  @Test
  @DisplayName(
      "B-36, B-38: at each hand's end Briscola, Bisca and Sueca tell the score change of every"
          + " side, and the changes add up to the final score")
  void b36EveryHandTellsTheScoreChange() {
    for (String id : List.of("briscola-2p", "bisca-2p", "sueca-4p", "biscambiggia-3p")) {
      Run r = Run.of("1\n".repeat(600), "play", id, "--seed", "5");
      String out = PlayCommandTest.flat(r.out());
      Matcher m = HAND.matcher(out);
      int hands = 0;
      int gained = 0;
      while (m.find()) {
        hands++;
        Matcher plus = Pattern.compile(" \\+(\\d+)").matcher(m.group(2));
        while (plus.find()) {
          gained += Integer.parseInt(plus.group(1));
        }
      }
      assertTrue(hands > 0, id + ": " + out);
      Matcher fin = Pattern.compile("Final score: ([^\\n]*)\\.").matcher(out);
      assertTrue(fin.find(), out);
      int total = 0;
      Matcher n = Pattern.compile(" (\\d+)(?:,|$)").matcher(fin.group(1));
      while (n.find()) {
        total += Integer.parseInt(n.group(1));
      }
      assertEquals(total, gained, id + ": the changes add up to the final score: " + out);
    }
  }
}
