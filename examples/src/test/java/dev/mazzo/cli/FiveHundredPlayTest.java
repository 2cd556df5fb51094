package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.family.Text;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code mazzo play} in every Five Hundred id (five-hundred.md), the ids taken from the catalog: in
 * the auction a number is never a menu number (a bare number is refused, since a bid names tricks
 * and a suit, F-6), the discard is typed rather than picked from 286 sets (F-11, F-31), the
 * five-handed call is shown by suit (F-12), and every refusal says what would be right (F-30).
 */
class FiveHundredPlayTest {

  /** The Five Hundred ids of the catalog. */
  private static Seq<Variant> ids() {
    Seq<Variant> ids =
        Families.all().filter(f -> f.name().equals("fivehundred")).flatMap(Family::variants);
    assertEquals(4, ids.size(), "five-hundred-3p, 4p, 5p and 6p: " + ids.map(Variant::id));
    return ids;
  }

  @Test
  @DisplayName(
      "F-6, F-31: in every Five Hundred auction a number typed is never a menu choice: each"
          + " number is refused, and each bid shown parses back to itself")
  void aNumberIsNeverAMenuChoiceInTheAuction() {
    for (Variant variant : ids()) {
      String id = variant.id();
      Game<GameState, PlayerView> game = variant.game();
      Text text = Families.of(id).get().text();
      SplittableRandom rng = new SplittableRandom(3);
      int auctionTurns = 0;
      for (long seed = 1; seed <= 3; seed++) {
        GameState s = game.newMatch(MatchOptions.defaults()).get();
        Shuffle shuffle = Shuffle.seeded(seed);
        for (int steps = 0; steps < 300 && !s.isOver(); steps++) {
          if (s.toAct() == GameState.CHANCE) {
            s = game.applyLegal(s, new Deal(shuffle.order(s.deck())));
            continue;
          }
          PlayerView v = game.view(s, s.toAct()).get();
          Seq<Action> legal = v.legalActions();
          if (v.phase() == Phase.BID) {
            auctionTurns++;
            Seq<Action> choices = text.choices(v);
            assertFalse(text.numbered(v), id + ": the auction is not numbered");
            for (int n = 0; n <= Math.max(12, choices.size()); n++) {
              Either<String, Action> typed = text.parse(String.valueOf(n), v, choices);
              assertTrue(typed.isLeft(), id + ": " + n + " was taken for " + typed);
            }
            for (Action a : legal) {
              assertEquals(Either.right(a), text.parse(text.label(a, v), v, choices), id);
            }
          }
          // Mostly passes, so that auctions last and reach higher bids.
          s = game.apply(s, legal.get(rng.nextInt(4) == 0 ? rng.nextInt(legal.size()) : 0)).get();
        }
      }
      assertTrue(auctionTurns > 10, id + ": " + auctionTurns + " auction turns");
    }
  }

  @Test
  @DisplayName(
      "F-6: 7 alone, 11H and 5S are each refused with the reason and the bids that would be"
          + " right, in every Five Hundred id")
  void badBidsSayWhatIsWrongAndWhatIsRight() {
    for (Variant variant : ids()) {
      String id = variant.id();
      Run r = Run.of("7\nbid 11H\nbid 5S\nq\n", "play", id, "--seed", "11");
      String out = PlayCommandTest.flat(r.out());
      assertEquals(0, r.code(), r.err());
      assertTrue(
          out.contains(
              "7 alone is not a bid: a bid names tricks and a suit, such as 7S, 7H or 7NT."),
          id + ": " + out);
      assertTrue(
          out.matches(
              "(?s).*(At 7 you may bid [^;]*7NT; or pass\\.|No bid of 7 tricks is high enough"
                  + " now\\. Type a bid such as \\w+ or higher \\(as shown\\), or pass\\.).*"),
          out);
      assertTrue(out.contains("11H is not a bid: a bid is of 6 to 10 tricks, not 11."), out);
      assertTrue(out.contains("5S is not a bid: a bid is of 6 to 10 tricks, not 5."), out);
      assertFalse(out.contains("You bid"), id + ": no bid was made: " + out);
      assertFalse(out.contains("1) pass"), id + ": the auction is not numbered: " + out);
      assertTrue(out.contains("Bids you may type, low to high: "), out);
    }
  }

  @Test
  @DisplayName(
      "F-11, F-31: the contractor's discard shows the hand with the kitty marked and how to type"
          + " it, not 286 numbered sets, and a discard typed is made")
  void theDiscardIsTyped() {
    Run r = Run.of("10NT\n1\nq\n", "play", "five-hundred-4p", "--seed", "11");
    String out = PlayCommandTest.flat(r.out());
    assertTrue(out.contains("You bid 10NT."), out);
    assertTrue(out.contains("You pick up the kitty: 8D 9C JS."), out);
    assertTrue(out.contains("Your hand: 5H 7H KH 8D* 9D QD KD AC 9C* QC 5S JS* JK"), out);
    assertTrue(out.contains("Type discard and the three cards, such as discard 8D 9C JS."), out);
    assertFalse(out.contains("2) discard"), out);
    assertTrue(out.contains("1 is not a discard: type discard and three cards"), out);
    assertTrue(out.split("\\R").length < 40, "a short screen: " + r.out());
    Run made = Run.of("10NT\ndiscard 5H 7H 5s\nq\n", "play", "five-hundred-4p", "--seed", "11");
    assertTrue(made.out().contains("You discard 3 cards face down."), made.out());
  }

  @Test
  @DisplayName("F-12: the five-handed call lists the callable cards by suit, typed as call AH")
  void theCallIsGroupedBySuit() {
    Run r =
        Run.of(
            "10NT\ndiscard 10H 5D 9C\n3\ncall 2H\nq\n", "play", "five-hundred-5p", "--seed", "3");
    String out = r.out();
    assertTrue(out.contains("  hearts: AH 2H 3H 4H 5H 6H 8H 9H QH KH"), out);
    assertTrue(out.contains("  spades: AS 2S 3S 6S 8S 9S QS KS"), out);
    assertFalse(out.contains("2) call"), out);
    assertTrue(PlayCommandTest.flat(out).contains("3 is not a call: type call and a card"), out);
    assertTrue(out.contains("You call 2H."), out);
  }

  @Test
  @DisplayName("F-30: pass typed during the play is refused with the cards that may be played")
  void passInThePlayNamesThePlayableCards() {
    Run r = Run.of("10NT\ndiscard 8D 9C JS\npass\nq\n", "play", "five-hundred-4p", "--seed", "11");
    String out = PlayCommandTest.flat(r.out());
    assertTrue(
        out.contains(
            "\"pass\" is not a play: the cards are being played. You may play 5H, 7H, KH, 9D, QD,"
                + " KD, AC, QC, 5S, JK H, JK D, JK C or JK S."),
        out);
  }
}
