package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    assertTrue(
        flat(r.out()).contains("Type a number from 1 to 3, or a card code such as "), r.out());
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
    Run r = Run.of(chiamataScript(10), "play", "briscola-chiamata-5p", "--seed", "5");
    assertEquals(0, r.code(), r.err());
    String out = flat(r.out());
    assertTrue(out.contains("Auction: no bid yet; nobody has passed."), out);
    assertTrue(out.matches("(?s).*Auction: high bid \\S+ by seat \\d.*"), out);
    assertTrue(out.contains("Bids you may type:  pass  "), out);
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
    assertTrue(out.contains("  AC cannot be called: you call a suit, and the called card"), out);
    assertTrue(out.contains("You call 2D: denari are trumps."), out);
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
    assertTrue(out.contains("Bids you may type:  pass  61  62  63"), out);
    assertTrue(out.contains("  ...120"), out);
    assertTrue(out.contains("You bid 70 points."), out);
    assertTrue(out.contains("  Call a card, such as AC."), out);
    assertTrue(out.contains("You call AC: bastoni are trumps."), out);
    assertTrue(out.matches("(?s).*Contract of you (alone|with seat \\d): 70 points needed.*"), out);
  }

  // ------------------------------------------------------------------ the terminal's snags

  /** The output with its wrapped lines joined again (a continuation line starts with spaces). */
  static String flat(String out) {
    return out.replaceAll("\\R {2,}(?=[^ ])", " ");
  }

  /** In chiamata: pass at the auction, then the first choice for the eight cards of a deal. */
  static String chiamataScript(int deals) {
    return ("pass\n" + ones(8)).repeat(deals);
  }

  @Test
  @DisplayName(
      "B-45: in a rank auction the choices are not numbered, so a bare digit typed there is a"
          + " bid: typing 2 bids 2, not the second choice")
  void auctionDigitIsABid() {
    // Seed 3, seat 0: seat 3 bids 3, so the legal bids are K down to 2 (baseline).
    Run r = Run.of("2\nq\n", "play", "briscola-chiamata-5p", "--seed", "3");
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("You bid 2."), out);
    assertFalse(out.contains("1) pass"), "the auction is not numbered: " + out);
    assertTrue(out.contains("Bids you may type:  pass  K  Q  J"), out);
  }

  @Test
  @DisplayName(
      "B-45, B-62: in every auction each label shown parses back to exactly its action, the"
          + " labels differ, and a numbered menu never has a label that is a number")
  void labelsParseBack() {
    for (String id : List.of("briscola-chiamata-5p", "biscambiggia-chiamata-5p", "briscola-4p")) {
      Game<GameState, PlayerView> game = Variants.byId(id).get().game();
      Text text = Families.of(id).get().text();
      SplittableRandom rng = new SplittableRandom(1);
      for (long seed = 1; seed <= 5; seed++) {
        GameState s = game.newMatch(MatchOptions.defaults()).get();
        Shuffle shuffle = Shuffle.seeded(seed);
        int steps = 0;
        while (!s.isOver() && steps++ < 200) {
          if (s.toAct() == GameState.CHANCE) {
            s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
            continue;
          }
          PlayerView v = game.view(s, s.toAct()).get();
          Seq<Action> choices = text.choices(v);
          Set<String> labels = new HashSet<>();
          for (Action a : v.legalActions()) {
            String label = text.label(a, v);
            assertTrue(labels.add(label), id + ": two actions labelled " + label);
            if (text.numbered(v)) {
              assertFalse(label.matches("\\d+"), id + ": a numbered menu shows " + label);
            } else {
              Either<String, Action> back = text.parse(label, v, choices);
              assertEquals(Either.right(a), back, id + ": " + label + " in " + v.phase());
            }
          }
          Seq<Action> legal = v.legalActions();
          s = game.apply(s, legal.get(rng.nextInt(legal.size()))).get();
        }
      }
    }
  }

  @Test
  @DisplayName(
      "B-05: a partnership intro names the partner and the opponents; chiamata says the partner"
          + " is secret until the called card is played (B-53)")
  void introNamesThePartner() {
    String r = flat(Run.of("q\n", "play", "briscola-4p", "--seed", "5", "--seat", "2").out());
    assertTrue(r.contains("your partner is seat 0 (greedy)"), r);
    assertTrue(r.contains("your opponents are seat 1 (greedy) and seat 3 (greedy)"), r);
    assertFalse(r.contains("against seat 0"), r);
    String c = flat(Run.of("q\n", "play", "briscola-chiamata-5p", "--seed", "5").out());
    assertFalse(c.contains("against"), c);
    assertTrue(c.contains("secret until the called card is played"), c);
  }

  private static final Pattern CODE = Pattern.compile("\\b(?:10|[2-9AJQK])[HDCS]\\b");

  @Test
  @DisplayName("B-02: the example card codes of the intro and the hints are cards of the deck")
  void exampleCodesFromTheDeck() {
    for (String id : List.of("briscola-2p", "briscola-chiamata-5p", "sueca-4p", "bisca-6p")) {
      GameState s = Variants.byId(id).get().game().newMatch(MatchOptions.defaults()).get();
      Seq<Card> deck = s.deck().cards();
      Run r = Run.of("foo\nq\n", "play", id, "--seed", "1");
      for (String line : r.out().split("\\R")) {
        if (line.contains("such as") || line.startsWith("Answer")) {
          Matcher m = CODE.matcher(line);
          while (m.find()) {
            String code = m.group();
            assertTrue(deck.exists(c -> c.code().equals(code)), id + ": " + code + " in " + line);
          }
        }
      }
    }
  }

  @Test
  @DisplayName("help and ? list the commands and summarize the rules, and the question comes again")
  void helpCommand() {
    for (String word : List.of("help", "?")) {
      Run r = Run.of(word + "\nq\n", "play", "briscola-2p", "--seed", "7");
      String out = r.out();
      assertTrue(out.contains("Commands:"), out);
      assertTrue(out.contains("help or ?"), out);
      assertTrue(out.contains("q or quit"), out);
      assertTrue(out.contains("Rules of Briscola"), out);
      assertTrue(out.contains("trump"), out);
      assertFalse(out.contains("You play"), "help takes no turn: " + out);
      assertTrue(out.contains("Bye."), out);
    }
    String c = flat(Run.of("?\nq\n", "play", "briscola-chiamata-5p", "--seed", "3").out());
    assertTrue(c.contains("type a bid as shown"), c);
  }

  @Test
  @DisplayName("no line of play or simulate output is wider than 80 columns, in every family")
  void eightyColumns() {
    List<Run> runs =
        List.of(
            Run.of("help\n" + ones(400), "play", "briscola-2p", "--seed", "7"),
            Run.of("?\n" + ones(400), "play", "sueca-4p", "--seed", "4"),
            Run.of("foo\n" + ones(600), "play", "bisca-6p", "--seed", "6", "--seat", "3"),
            Run.of("help\n" + chiamataScript(6), "play", "briscola-chiamata-5p", "--seed", "5"),
            Run.of(chiamataScript(6), "play", "biscambiggia-chiamata-5p", "--seed", "9"),
            Run.of("help\nZZ\n" + ones(400), "play", "tombolon-rovigo-2p", "--seed", "2"),
            Run.of("5S 9S\n" + ones(600), "play", "tombolon-padova-4p", "--seed", "4"),
            Run.of("", "simulate", "briscola-chiamata-5p", "--games", "20", "--seed", "1"),
            Run.of("", "simulate", "briscola-4p", "--games", "20", "--seed", "1"),
            Run.of("", "simulate", "tombolon-padova-4p", "--games", "20", "--seed", "1"),
            Run.of("", "simulate", "scopa-2p"),
            Run.of("", "play", "scopa-2p"));
    for (Run r : runs) {
      for (String line : (r.out() + r.err()).split("\\R")) {
        assertTrue(line.length() <= 80, line.length() + " columns: " + line);
      }
    }
  }
}
