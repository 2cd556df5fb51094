package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.family.Families;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code mazzo play} in the Pitch family (pitch.md): in every auction a number is a bid and never a
 * menu number (P-11), and a number that is not a legal bid is refused with the same limits whatever
 * its side; the five-player call is shown grouped by suit with the hand (P-14); the called card's
 * cases are told right (P-19, P-26); and every refusal at the prompt says what was wrong and what
 * may be typed instead.
 */
class PitchPlayTest {

  /** Every Pitch id of the catalog, found through the family registry. */
  static Stream<String> pitchIds() {
    return Variants.all()
        .toJavaStream()
        .map(Variant::id)
        .filter(id -> Families.of(id).get().name().equals("pitch"));
  }

  private static final String PITCH_10_4P = "pitch-10-4p";

  private static final String PITCH_10_5P = "pitch-10-5p";

  private static String flat(String out) {
    return PlayCommandTest.flat(out);
  }

  /** The numbers of the legal bids of an auction view, in order (labels that are numbers). */
  private static List<Integer> bids(PlayerView v) {
    Text text = Families.of(v.variantId()).get().text();
    return v.legalActions()
        .map(a -> text.label(a, v))
        .filter(l -> l.matches("\\d+"))
        .map(Integer::parseInt)
        .toJavaList();
  }

  @Test
  @DisplayName("the catalog has the ten Pitch ids of pitch.md P-1")
  void everyPitchIdIsFound() {
    assertEquals(10, pitchIds().count(), pitchIds().toList().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("pitchIds")
  @DisplayName(
      "P-11: in every Pitch auction the bids are not numbered, a number typed is a bid (never a"
          + " menu number), and a number below or above the bids is refused with the same limits")
  void p11_auctionNumberIsABid(String id) {
    // Seed 1, seat 0 deals hand 1 and speaks last in its auction (P-9, P-11).
    FirstAnswers.Prompt first = FirstAnswers.prompts(id, 1, 1).get(0);
    assertEquals(Phase.BID, first.view().phase());
    List<Integer> bids = bids(first.view());
    int low = bids.get(0);
    int top = bids.get(bids.size() - 1);
    Run r = Run.of("3\n" + (top + 1) + "\n" + low + "\nq\n", "play", id, "--seed", "1");
    assertEquals(0, r.code(), r.err());
    String out = flat(r.out());
    String auction = out.substring(0, out.indexOf("You bid "));
    assertFalse(auction.contains("1) "), "the auction is not numbered: " + out);
    assertTrue(auction.contains("Bids you may type: "), out);
    // Before the fix, typing the lowest bid's number picked the menu's choice of that number.
    assertTrue(out.contains("You bid " + low + "."), out);
    Matcher below = limits(3).matcher(out);
    Matcher above = limits(top + 1).matcher(out);
    assertTrue(below.find(), out);
    assertTrue(above.find(), out);
    assertEquals(below.group(1), above.group(1), "the same lowest bid: " + out);
    assertEquals(below.group(2), above.group(2), "the same highest bid: " + out);
    assertEquals(String.valueOf(top), above.group(2), out);
    // Each refusal says what may be typed instead.
    String legal = first.view().legalActions().exists(a -> a instanceof Pass) ? "pass, " : "";
    String range = low == top ? "a bid of " + low : "a bid from " + low + " to " + top;
    assertTrue(out.contains("3 is not a bid. Type " + legal + range + ", or moon."), out);
  }

  private static Pattern limits(int amount) {
    return Pattern.compile(
        "A bid is a number from (\\d+) to (\\d+), or moon: " + amount + " is not a bid\\.");
  }

  @Test
  @DisplayName(
      "P-12: the stuck dealer is told before typing that the dealer must bid, and a pass is"
          + " refused with the reason and the bids")
  void p12_stuckDealerIsToldFirst() {
    long seed =
        seedWhere(PITCH_10_4P, p -> !p.view().legalActions().exists(a -> a instanceof Pass));
    Run r = Run.of("pass\nq\n", "play", PITCH_10_4P, "--seed", String.valueOf(seed));
    String out = flat(r.out());
    int prompt = out.indexOf("> ");
    assertTrue(
        out.substring(0, prompt)
            .contains(
                "Every other seat has passed: you are the dealer, so you must bid and cannot pass"
                    + " (P-12)."),
        out);
    assertTrue(
        out.contains(
            "Every other seat has passed and you are the dealer, so you must bid (P-12). Type a"
                + " bid from 4 to 10, or moon."),
        out);
  }

  @Test
  @DisplayName(
      "P-14, P-17: with four players the trump prompt refuses a pass, a call and a bad suit in"
          + " terminal words, and the other seats' refill draws are told")
  void p14_fourPlayerTrumpWordsAndRefill() {
    long seed =
        seedWhere(PITCH_10_4P, p -> !p.view().legalActions().exists(a -> a instanceof Pass));
    int low = bids(FirstAnswers.prompts(PITCH_10_4P, seed, 1).get(0).view()).get(0);
    Run r =
        Run.of(
            low + "\npass\ntrump X\ntrump H AH\n1\nq\n",
            "play",
            PITCH_10_4P,
            "--seed",
            String.valueOf(seed));
    String out = flat(r.out());
    String choose = "Type trump and the suit's letter (trump H, trump D, trump C or trump S), or a";
    assertTrue(out.contains("You cannot pass now. " + choose), out);
    assertTrue(out.contains("Name the suit by its letter. " + choose), out);
    assertTrue(out.contains("With four players you call no card. " + choose), out);
    assertFalse(out.contains("with five"), out);
    assertFalse(out.contains("send only"), out);
    assertTrue(out.contains("You name hearts trumps."), out);
    assertTrue(
        Pattern.compile("Seat \\d draws (a card|\\d+ cards) from the stock\\.").matcher(out).find(),
        out);
  }

  @Test
  @DisplayName(
      "P-14: the five-player call is grouped by trump suit under the hand, typed as trump H AH,"
          + " and a suit without a card is refused in terminal words")
  void p14_fivePlayerCallIsGrouped() {
    long seed = seedWhere(PITCH_10_5P, p -> !bids(p.view()).isEmpty());
    int low = bids(FirstAnswers.prompts(PITCH_10_5P, seed, 1).get(0).view()).get(0);
    Run r = Run.of(low + "\ntrump H\n1\nq\n", "play", PITCH_10_5P, "--seed", String.valueOf(seed));
    String raw = r.out();
    String out = flat(raw);
    String call = out.substring(out.indexOf("You bid " + low + "."));
    assertFalse(call.contains("1) trump"), "the call is not numbered: " + call);
    assertTrue(call.contains("Type trump, the suit and the card, such as trump "), call);
    assertTrue(call.indexOf("Your hand: ") < call.indexOf("call: trump H (hearts):"), call);
    for (String suit : List.of("H (hearts)", "D (diamonds)", "C (clubs)", "S (spades)")) {
      assertTrue(raw.contains("\n  trump " + suit + ": "), "a line of its own: " + raw);
    }
    assertTrue(
        call.contains("With five players you also call a card, which makes its holder your"), call);
    assertTrue(call.contains("A number alone is not a move here."), call);
    assertFalse(call.contains("\"call\""), "no protocol words: " + call);
    for (String line : raw.split("\\R")) {
      assertTrue(line.length() <= 80, line);
    }
  }

  @Test
  @DisplayName(
      "P-19, P-26: a called card that came from the blind is told as such to its bidder, the"
          + " forced lead says why, and 'you' plays alone with the right verb")
  void p26_calledCardFromTheBlind() {
    Game<GameState, PlayerView> game = Variants.byId(PITCH_10_5P).get().game();
    Text text = Families.of(PITCH_10_5P).get().text();
    String typed = null;
    long seed = 0;
    for (long s = 1; s <= 60 && typed == null; s++) {
      FirstAnswers.Prompt p = FirstAnswers.prompts(PITCH_10_5P, s, 1).get(0);
      List<Integer> bids = bids(p.view());
      if (bids.isEmpty()) {
        continue;
      }
      Action bid = p.view().legalActions().find(a -> !(a instanceof Pass)).get();
      GameState named = game.apply(p.state(), bid).get();
      if (named.toAct() != 0) {
        continue;
      }
      PlayerView v = game.view(named, 0).get();
      for (Action t : v.legalActions()) {
        String label = text.label(t, v);
        Card card = Card.parse(label.substring(label.lastIndexOf(' ') + 1)).get();
        PlayerView after = game.view(game.apply(named, t).get(), 0).get();
        if (after.ownHand().contains(card)) {
          typed = bids.get(0) + "\n" + label;
          seed = s;
          break;
        }
      }
    }
    assertNotNull(typed, "a seed where the bidder calls a card of the blind");
    String card = typed.substring(typed.lastIndexOf(' ') + 1);
    Run r = Run.of(typed + "\n" + "1\n".repeat(12), "play", PITCH_10_5P, "--seed", "" + seed);
    String out = flat(r.out());
    assertTrue(
        out.contains("called " + card + "; it came from the blind to you: you play alone (P-19)."),
        out);
    assertTrue(
        out.contains(
            "You must lead the called card "
                + card
                + ": it came from the blind to you, the bidder (P-26)."),
        out);
    assertTrue(out.contains("The called card came from the blind: you play alone."), out);
    assertFalse(out.contains("you plays"), out);
    assertFalse(out.contains("you are the secret partner"), out);
  }

  @Test
  @DisplayName(
      "P-20, P-21: during a burn a card typed is refused with the burn the seat owes, not a"
          + " sentence about other seats")
  void p20_cardTypedDuringTheBurn() {
    List<FirstAnswers.Prompt> prompts = null;
    long seed = 0;
    for (long s = 1; s <= 80 && prompts == null; s++) {
      List<FirstAnswers.Prompt> all = FirstAnswers.prompts(PITCH_10_4P, s, 40);
      for (int i = 0; i < all.size(); i++) {
        if (all.get(i).view().phase() == Phase.of("burn")) {
          prompts = all.subList(0, i + 1);
          seed = s;
          break;
        }
      }
    }
    assertNotNull(prompts, "a seed where seat 0 burns");
    FirstAnswers.Prompt burn = prompts.get(prompts.size() - 1);
    StringBuilder in = new StringBuilder();
    for (FirstAnswers.Prompt p : prompts.subList(0, prompts.size() - 1)) {
      in.append(p.answer()).append('\n');
    }
    String card = burn.view().ownHand().toSeq().head().code();
    in.append(card).append("\npass\nq\n");
    Run r = Run.of(in.toString(), "play", PITCH_10_4P, "--seed", String.valueOf(seed));
    String out = flat(r.out());
    int hand = burn.view().ownHand().size();
    String owed =
        ": you hold " + hand + " trumps and must burn " + (hand - 6) + " first (P-20). Type burn";
    assertTrue(out.contains("You cannot play a card yet" + owed), out);
    assertTrue(out.contains("You cannot pass now" + owed), out);
    assertFalse(out.contains("more than six trumps must burn first"), out);
  }

  @Test
  @DisplayName(
      "P-25: in play a pass, a card not held and a stray word get what was wrong and the cards"
          + " that may be played; play and a card plays it; the intro is not repeated")
  void p25_refusalsInPlay() {
    List<FirstAnswers.Prompt> prompts = FirstAnswers.prompts(PITCH_10_5P, 1, 40);
    int at = 0;
    while (prompts.get(at).view().phase() != Phase.PLAY
        || prompts.get(at).view().legalActions().size() < 2) {
      at++;
    }
    StringBuilder in = new StringBuilder();
    for (FirstAnswers.Prompt p : prompts.subList(0, at)) {
      in.append(p.answer()).append('\n');
    }
    PlayerView v = prompts.get(at).view();
    String first =
        v.legalActions().map(a -> Families.of(PITCH_10_5P).get().text().label(a, v)).head();
    String missing = v.deck().cards().find(c -> !v.ownHand().contains(c)).map(Card::code).get();
    in.append("pass\n").append(missing).append("\nhello\nplay ").append(first).append("\nq\n");
    Run r = Run.of(in.toString(), "play", PITCH_10_5P, "--seed", "1");
    String out = flat(r.out());
    String cards = "Play one of " + v.ownHand().toSeq().head().code();
    assertTrue(out.contains("You cannot pass now. " + cards), out);
    assertTrue(out.contains("You do not hold " + missing + ". " + cards), out);
    assertTrue(out.contains("\"hello\" is not a move here. " + cards), out);
    assertTrue(out.contains("You play " + first + "."), out);
    String intro = "In the auction type pass or a bid";
    assertEquals(out.indexOf(intro), out.lastIndexOf(intro), "the intro is said once: " + out);
  }

  /** The first seed from 1 whose first prompt of seat 0 passes the test. */
  private static long seedWhere(String id, java.util.function.Predicate<FirstAnswers.Prompt> test) {
    for (long s = 1; s <= 400; s++) {
      if (test.test(FirstAnswers.prompts(id, s, 1).get(0))) {
        return s;
      }
    }
    throw new AssertionError("no seed for " + id);
  }
}
