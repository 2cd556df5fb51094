package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import dev.mazzo.tombolon.TombolonView;
import io.vavr.collection.Seq;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo play} and {@code mazzo simulate} in the Tombolon ids (tombolon.md). */
class TombolonCommandTest {

  private static String ones(int n) {
    return "1\n".repeat(n);
  }

  @Test
  @DisplayName(
      "T-8 to T-31: typing 1 at every turn plays a whole tombolon-rovigo-2p match, showing the"
          + " table, the bottom card, piles, secured points, captures and the hand breakdown")
  void wholeMatch() {
    Run r = Run.of(ones(1000), "play", "tombolon-rovigo-2p", "--seed", "7");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("Seed 7"), out);
    assertTrue(out.contains("On the table: "), "T-34 table event: " + out);
    assertTrue(out.contains("(bottom card "), "T-9 stockBottom: " + out);
    assertTrue(out.contains("| target 31"), "T-1: " + out);
    assertTrue(out.matches("(?s).*Table: (\\w+ )*\\w+\\R.*"), out);
    assertTrue(out.contains("Cards in hand: seat 1 "), out);
    assertTrue(out.matches("(?s).*Piles: you: \\d+ cards?, \\d+ spades?, \\d+ secured; .*"), out);
    assertTrue(out.matches("(?s).*Your choices:  1\\) \\w+ (takes \\w+|\\(lay\\)).*"), out);
    assertTrue(out.matches("(?s).*\\d+\\) \\w+ takes \\w+(\\+\\w+)*.*"), "a capture choice");
    assertTrue(out.contains(" and takes ") || out.contains(" and take "), out);
    assertTrue(out.contains("Hand 1: you "), "the first deal's result: " + out);
    assertTrue(
        out.matches(
            "(?s).*: scope \\d+ \\(\\d+\\), colore \\d+, napoli \\d+, carte \\d+ \\([02]\\),"
                + " spade \\d+ \\([01]\\), onori [^,]+, mazzo \\d+, total \\d+\\..*"),
        "T-31 breakdown: " + out);
    assertTrue(out.matches("(?s).*(You win|Seat 1 wins) the match\\. Final score: .*"), out);
    assertFalse(out.contains("End of input"), "the match ended before the input");
    assertEquals("", r.err());
  }

  @Test
  @DisplayName(
      "T-19, T-20: a capture of the wrong value gets the ILLEGAL_CAPTURE reason, a word that is"
          + " no card gets what to type, and the question comes again")
  void rejectedCapture() {
    Game<GameState, PlayerView> game = Variants.byId("tombolon-rovigo-2p").get().game();
    for (long seed = 1; seed < 200; seed++) {
      // Seat 1 is the eldest (dealer 0) and plays first, on the first deal's table (T-8, T-11).
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      Seq<Card> order = Shuffle.seeded(seed).order(s.deck());
      s = game.apply(s, new Deal(order)).get();
      if (s.phase() != Phase.PLAY) {
        continue; // a redeal (T-10)
      }
      TombolonView v = (TombolonView) game.view(s, 1).get();
      for (Card h : v.ownHand()) {
        for (Card t : v.tableCards()) {
          if (value(h) > 0 && value(t) > 0 && value(h) != value(t)) {
            String bad = h.code() + " " + t.code();
            Run r =
                Run.of(
                    bad + "\nzz\n" + ones(1000),
                    "play",
                    "tombolon-rovigo-2p",
                    "--seed",
                    String.valueOf(seed),
                    "--seat",
                    "1");
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().contains("> " + "  " + h.code() + " takes a single card"), r.out());
            assertTrue(
                PlayCommandTest.flat(r.out()).contains("\"ZZ\" is not a card code; type a number"),
                r.out());
            assertTrue(r.out().contains(" the match. Final score: "), "play goes on: " + r.out());
            return;
          }
        }
      }
    }
    throw new AssertionError("no seed below 200 gives a wrong-value capture");
  }

  /** T-4: the capture value, 0 for a figure. */
  private static int value(Card c) {
    String r = c.rank().token();
    return r.equals("J") || r.equals("Q") || r.equals("K") ? 0 : c.rank().ordinal() + 1;
  }

  @Test
  @DisplayName(
      "T-25, T-28, T-30: simulate in each Tombolon id: wins add up to the matches (no draws),"
          + " and the deals ended by going out plus the complete deals to the hands")
  void simulateAddsUp() {
    Pattern row =
        Pattern.compile("(?m)^(\\d)\\s+[\\d+]+\\s+\\S+\\s+(\\d+)\\s+[\\d.]+%\\s+[\\d.]+$");
    Pattern tally =
        Pattern.compile(
            "went out: side 0 (\\d+), side 1 (\\d+); Tombolon: side 0 (\\d+), side 1 (\\d+);"
                + " complete deals: (\\d+)\\R"
                + "draws: (\\d+); hands: (\\d+)");
    for (String id :
        new String[] {
          "tombolon-rovigo-2p", "tombolon-rovigo-4p", "tombolon-padova-2p", "tombolon-padova-4p"
        }) {
      Run r = Run.of("", "simulate", id, "-n", "12", "-s", "3");
      assertEquals(0, r.code(), id + ": " + r.err());
      assertTrue(r.out().contains("deal total/deal"), r.out());
      Matcher m = row.matcher(r.out());
      int rows = 0;
      int wins = 0;
      while (m.find()) {
        rows++;
        wins += Integer.parseInt(m.group(2));
      }
      assertEquals(2, rows, r.out());
      assertEquals(12, wins, "T-30: no drawn matches: " + r.out());
      Matcher t = tally.matcher(r.out());
      assertTrue(t.find(), r.out());
      int wentOut = Integer.parseInt(t.group(1)) + Integer.parseInt(t.group(2));
      int tombolon = Integer.parseInt(t.group(3)) + Integer.parseInt(t.group(4));
      int complete = Integer.parseInt(t.group(5));
      assertEquals(0, Integer.parseInt(t.group(6)), r.out());
      assertTrue(wentOut <= 12, "T-28: going out ends a match: " + r.out());
      assertTrue(tombolon <= 12 - wentOut, "T-25: Tombolon ends a match: " + r.out());
      assertEquals(Integer.parseInt(t.group(7)), wentOut + complete, r.out());
    }
  }

  @Test
  @DisplayName("T-12, T-13: a refused capture is told in a sentence, without a code-like prefix")
  void rejectionWithoutPrefix() {
    Run r = Run.of("4H AC\nKD takes AC\n4H AD\nq\n", "play", "tombolon-rovigo-2p", "--seed", "2");
    String out = r.out();
    assertTrue(out.contains("  4H takes a single card only of value 4, and AC is worth 1."), out);
    assertTrue(out.contains("  KD can take only one K from the table, not AC."), out);
    assertTrue(out.contains("  AD is not on the table."), out);
    assertFalse(out.contains("wrong value:"), out);
    assertFalse(out.contains("not on table:"), out);
    assertFalse(out.contains("figure takes only the same figure:"), out);
  }
}
