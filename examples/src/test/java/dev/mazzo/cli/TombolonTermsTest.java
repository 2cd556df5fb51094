package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The words of Tombolon's table explained (tombolon.md): "secured" is said once where it first
 * appears and again in help (T-27, T-28), and a deal's breakdown gives the Onori their points
 * (T-22, T-31).
 */
class TombolonTermsTest {

  private static final String SECURED = "Secured: the points a side already holds in this deal";

  @Test
  @DisplayName("T-27, T-28: secured is explained once, with the target, and again in help")
  void t27SecuredIsExplained() {
    for (String id : List.of("tombolon-rovigo-2p", "tombolon-padova-4p")) {
      Run r = Run.of("1\n".repeat(300), "play", id, "--seed", "2");
      String out = PlayCommandTest.flat(r.out());
      assertEquals(1, out.split(SECURED, -1).length - 1, id + ": told once: " + out);
      assertTrue(out.matches("(?s).*reaches the target \\d+, it goes out and wins at once.*"), out);
      String help = PlayCommandTest.flat(Run.of("help\nq\n", "play", id, "--seed", "2").out());
      assertEquals(2, help.split(SECURED, -1).length - 1, id + ": and in help: " + help);
    }
  }

  private static final Pattern ONORI =
      Pattern.compile("onori ((?:[0-9JQKA]+[HDCS] ?)*|none) \\((\\d)\\)");

  @Test
  @DisplayName("T-22, T-31: each side's Onori in a deal's breakdown come with their points")
  void t22OnoriHaveTheirPoints() {
    Run r = Run.of("1\n".repeat(300), "play", "tombolon-rovigo-2p", "--seed", "2");
    Matcher m = ONORI.matcher(PlayCommandTest.flat(r.out()));
    int found = 0;
    while (m.find()) {
      found++;
      String cards = m.group(1).trim();
      int count = cards.equals("none") ? 0 : cards.split(" ").length;
      assertEquals(count, Integer.parseInt(m.group(2)), m.group());
    }
    assertTrue(found >= 2, r.out());
  }
}
