package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo play} driven by a scripted standard input. */
class PlayCommandTest {

  private static String ones(int n) {
    return "1\n".repeat(n);
  }

  @Test
  @DisplayName("B-39, B-42: typing 1 at every turn plays a whole match to its result")
  void wholeMatch() {
    Run r = Run.of(ones(400), "play", "briscola-2p", "--seed", "7", "--bots", "greedy");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("Seed 7"), out);
    assertTrue(out.contains("the trump card is"), out);
    assertTrue(out.contains("Your choices:  1) "), out);
    assertTrue(out.contains("wins the trick") || out.contains("win the trick"), out);
    assertTrue(out.contains("Hand 1: you "), "the first hand's result: " + out);
    assertTrue(out.matches("(?s).*(You win|Seat 1 wins) the match\\. Final score: .*"), out);
    assertFalse(out.contains("End of input"), "the match ended before the input");
    assertEquals("", r.err());
  }

  @Test
  @DisplayName("B-67: a card not held gets the rule's sentence, and the question comes again")
  void rejectionSentence() {
    long seed = 9;
    // Hand 1 is dealt with the first order of Shuffle.seeded(seed); with dealer 0 the trump card
    // is order[6] (B-13, B-14), which seat 0 does not hold at its first turn.
    GameState s = Variants.byId("briscola-2p").get().game()
        .newMatch(MatchOptions.defaults()).get();
    Seq<Card> order = Shuffle.seeded(seed).order(s.deck());
    String trumpCard = order.get(6).code();
    Run r =
        Run.of(trumpCard + "\n9S\nfoo\n4\n" + ones(400), "play", "briscola-2p", "--seed", "9");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  You do not hold " + trumpCard + "."), r.out());
    assertTrue(r.out().contains("  9S is not a card of this deck."), r.out());
    assertTrue(r.out().contains("\"foo\" is neither a number from 1 to 3 nor a card code"));
    assertTrue(r.out().contains("Type a number from 1 to 3, or a card code."), r.out());
    assertTrue(r.out().contains(" the match. Final score: "), "then play goes on: " + r.out());
  }

  @Test
  @DisplayName("the end of input leaves the match cleanly, with exit code 0")
  void endOfInput() {
    Run r = Run.of("1\n", "play", "biscambiggia-2p", "--seed", "3", "--bots", "random");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().endsWith("End of input: bye." + System.lineSeparator()), r.out());
    Run quit = Run.of("q\n", "play", "biscambiggia-2p", "--seed", "3");
    assertEquals(0, quit.code());
    assertTrue(quit.out().contains("Bye."), quit.out());
  }

  @Test
  @DisplayName("the same seed and the same answers replay the same match")
  void replays() {
    Run a = Run.of(ones(400), "play", "briscola-2p", "--seed", "11", "--seat", "1");
    Run b = Run.of(ones(400), "play", "briscola-2p", "--seed", "11", "--seat", "1");
    assertEquals(a.out(), b.out());
    assertTrue(a.out().contains("you are seat 1, against seat 0 (greedy)"), a.out());
  }

  @Test
  @DisplayName("an unknown variant or seat is a usage error: exit code 2, no stack trace")
  void usageErrors() {
    Run v = Run.of("", "play", "scopa-2p");
    assertEquals(Mazzo.USAGE, v.code());
    assertTrue(v.err().startsWith("mazzo: unknown variant \"scopa-2p\""), v.err());
    Run seat = Run.of("", "play", "briscola-2p", "--seat", "2");
    assertEquals(Mazzo.USAGE, seat.code());
    assertTrue(seat.err().contains("there is no seat 2"), seat.err());
    assertFalse(seat.err().contains("Exception"), seat.err());
  }
}
