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
    GameState s = Variants.byId("briscola-2p").get().game().newMatch(MatchOptions.defaults()).get();
    Seq<Card> order = Shuffle.seeded(seed).order(s.deck());
    String trumpCard = order.get(6).code();
    Run r = Run.of(trumpCard + "\n9S\nfoo\n4\n" + ones(400), "play", "briscola-2p", "--seed", "9");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("  You do not hold " + trumpCard + "."), r.out());
    assertTrue(r.out().contains("  9S is not a card of this deck."), r.out());
    assertTrue(r.out().contains("\"foo\" is neither a number from 1 to 3 nor a card code"));
    assertTrue(r.out().contains("Type a number from 1 to 3, or a card code such as AS"), r.out());
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

  @Test
  @DisplayName(
      "B-43 to B-60: typing 1 at every turn (a pass in the auction) plays a whole"
          + " briscola-chiamata-5p match, showing the auction, the call and the partner")
  void wholeChiamataMatch() {
    Run r = Run.of(ones(400), "play", "briscola-chiamata-5p", "--seed", "5");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("Auction: no bid yet; nobody has passed."), out);
    assertTrue(out.matches("(?s).*Auction: high bid \\S+ by seat \\d.*"), out);
    assertTrue(out.contains("Your choices:  1) pass  2) "), out);
    assertTrue(out.contains(" pass."), out);
    assertTrue(out.matches("(?s).*The auction is over: seat \\d is the caller\\..*"), out);
    assertTrue(out.matches("(?s).*Seat \\d calls [2-7AJQK][HDCS]: \\w+ are trumps\\..*"), out);
    assertTrue(
        out.matches(
            "(?s).*Contract: seat \\d \\(caller\\) bid \\S+, called \\S+;"
                + " partner: not known yet\\..*"),
        out);
    assertTrue(
        out.contains(" the caller's partner.") || out.contains(" alone: the caller held"), out);
    assertTrue(
        out.matches(
            "(?s).*Contract of seat \\d (alone|with (you|seat \\d)): 61 points"
                + " needed, (made|failed)\\. Payments: you [-+]\\d.*"),
        out);
    assertTrue(
        out.matches(
            "(?s).*(You win|Seat \\d wins|The match is drawn)[^\\n]*\\. Final"
                + " score: you -?\\d+, seat 1 -?\\d+, seat 2 -?\\d+, seat 3 -?\\d+, seat 4 -?\\d+\\.\\R"),
        out);
    assertFalse(out.contains("End of input"), "the match ended before the input");
    assertTrue(out.contains("Hand 5: "), "B-41: five deals");
  }

  @Test
  @DisplayName(
      "B-16, B-23: a whole sueca-4p match from scripted input: the dealer's trump card"
          + " is shown while held, and only cards that follow suit are offered")
  void wholeSuecaMatch() {
    Run r = Run.of(ones(400), "play", "sueca-4p", "--seed", "5");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("(held by you, the dealer)") || out.contains(", the dealer)"), out);
    assertTrue(out.contains("(you must follow suit)"), out);
    assertFalse(out.contains("You must follow suit"), "choice 1 is always a legal card");
    assertTrue(
        out.matches(
            "(?s).*(You and seat 2 win|Seats 1\\+3 win) the match\\. Final score:"
                + " you and seat 2 \\d+, seats 1\\+3 \\d+\\..*"),
        out);
    assertFalse(out.contains("End of input"), out);
  }

  @Test
  @DisplayName(
      "B-46, B-51, B-64: bids and calls may be typed: 2/70 before a plain 2 gets the"
          + " rule's sentence, bid 2 is taken, a card call is refused and a suit call accepted")
  void typedBidAndSuitCall() {
    Run r =
        Run.of(
            "2/70\nbid 2\nAC\nD\n" + ones(300),
            "play",
            "briscola-chiamata-5p",
            "--seed",
            "1",
            "--seat",
            "1");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("  A bid of 2 with points is possible only after a plain 2."), out);
    assertTrue(
        out.contains("You bid 2.\n") || out.contains("You bid 2." + System.lineSeparator()), out);
    assertTrue(out.contains("The auction is over: you are the caller."), out);
    assertTrue(out.contains("Your choices:  1) H (2H)  2) D (2D)  3) C (2C)  4) S (2S)"), out);
    assertTrue(out.contains("  Call a suit: H, D, C or S."), out);
    assertTrue(out.contains("You call 2D: diamonds are trumps."), out);
    assertTrue(out.contains("Contract: you (the caller) bid 2, called 2D;"), out);
  }

  @Test
  @DisplayName(
      "B-62, B-63: in biscambiggia-chiamata-5p a number of points is a bid, and the"
          + " call is a card (a suit is refused with the rule's sentence)")
  void typedPointsBidAndCardCall() {
    Run r =
        Run.of(
            "70\nD\nAC\n" + ones(300),
            "play",
            "biscambiggia-chiamata-5p",
            "--seed",
            "2",
            "--seat",
            "1");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("Your choices:  1) pass  2) 61 points  3) 62 points"), out);
    assertTrue(out.contains("(or type up to 120 points)"), out);
    assertTrue(out.contains("You bid 70 points."), out);
    assertTrue(out.contains("  Call a card, such as AC."), out);
    assertTrue(out.contains("You call AC: clubs are trumps."), out);
    assertTrue(out.matches("(?s).*Contract of you (alone|with seat \\d): 70 points needed.*"), out);
  }
}
