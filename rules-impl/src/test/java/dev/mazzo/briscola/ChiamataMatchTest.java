package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.g7;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chiamata match of fixed deals (B-41, B-60, B-68) and the reset after a hand (B-42): every
 * seat deals once, the strictly highest total wins, and the last contract stays at match-over.
 *
 * <p>Hands that need exact points are played with the seeded policy of {@link ChiamataDeals}.
 */
class ChiamataMatchTest {

  // ---------------------------------------------------------------- B-41, B-60, B-42

  @ParameterizedTest(name = "{0} from seed {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-chiamata-5p     | 1 | [-1,-1,0,2,0]  | 3",
        "briscola-chiamata-5p     | 2 | [-3,2,2,0,-1]  | null",
        "briscola-chiamata-5p     | 5 | [-7,5,1,-1,2]  | 1",
        "biscambiggia-chiamata-5p | 3 | [-2,0,3,-4,3]  | null",
        "biscambiggia-chiamata-5p | 1 | [-1,-2,0,5,-2] | 3"
      })
  @DisplayName(
      "B-41 B-60 a match of 5 deals, every seat dealing once: it ends after hand 5; the strictly highest total wins, a shared highest total is a draw (winner null)")
  void b41_fiveDeals(String id, long start, String score, String winner) {
    // Found by playing matches with the seeded policy, seeds start, start+1, … for the hands.
    Playthrough p = Playthrough.of(id);
    for (int hand = 1; hand <= 5; hand++) {
      assertFalse(p.state().isOver());
      assertEquals(hand, p.state().handNumber());
      assertEquals((hand - 1) % 5, p.state().dealer(), "B-2 every seat deals once");
      HandResult h = Hands.playWholeHand(p, start + hand - 1);
      assertEquals(0, h.scoreChange().sum().intValue());
    }
    GameState s = p.state();
    assertTrue(s.isOver());
    assertEquals(5, s.results().size());
    assertEquals(score, Hands.ints(s.score()));
    assertEquals(winner, s.winningSide().map(String::valueOf).getOrElse("null"));
    assertEquals(new Event.MatchEnded.Plain(s.winningSide()), s.lastEvents().last());
    for (int seat = 0; seat < 5; seat++) {
      int sum = 0;
      for (HandResult h : s.results()) {
        sum += h.scoreChange().get(seat);
      }
      assertEquals(sum, s.score().get(seat).intValue(), "B-38 seat " + seat);
    }
  }

  @ParameterizedTest(name = "deals {0}")
  @ValueSource(ints = {1, 2, 3})
  @DisplayName(
      "B-41 B-68 the option deals sets the number of deals; with deals 1 the G-7 hand of seed 526 ends the match, won by the caller (4)")
  void b41_dealsOption(int deals) {
    Playthrough p = g7(526, 2, "deals", deals);
    Hands.playOut(p, 526);
    assertEquals(deals == 1, p.state().isOver());
    if (deals == 1) {
      assertEquals(Option.some(4), p.state().winningSide());
      return;
    }
    for (int hand = 2; hand <= deals; hand++) {
      assertFalse(p.state().isOver());
      Hands.playWholeHand(p, 100 + hand);
    }
    assertTrue(p.state().isOver());
    assertEquals(deals, p.state().results().size());
  }

  @Test
  @DisplayName(
      "B-42 after a chiamata hand: auction {high:null, passed:[]}, caller, calledCard, partner and trump null, phase deal, dealer 1, hand 2; views show no partner")
  void b42_chiamataReset() {
    Playthrough p = g7(526, 2);
    Hands.playOut(p, 526);
    BriscolaState s = state(p);
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer());
    assertEquals(2, s.handNumber());
    assertTrue(s.highBid().isEmpty());
    assertTrue(s.passed().isEmpty());
    assertTrue(s.declarer().isEmpty());
    assertTrue(s.calledCard().isEmpty());
    assertTrue(s.partner().isEmpty());
    assertTrue(s.trump().isEmpty());
    assertTrue(s.trumpCard().isEmpty());
    for (int seat = 0; seat < 5; seat++) {
      assertTrue(s.hand(seat).isEmpty() && s.captured(seat).isEmpty());
      BriscolaView v = (BriscolaView) p.view(seat);
      assertFalse(v.partnerKnown());
      assertTrue(v.partner().isEmpty() && v.declarer().isEmpty() && v.calledCard().isEmpty());
      assertTrue(v.highBid().isEmpty() && v.passed().isEmpty());
    }
    assertEquals(List.of(-1, -1, -1, 1, 2), s.score().toList());
    // The next hand starts a new auction: the eldest is seat 2.
    p.deal(dev.mazzo.card.Shuffle.seeded(2).order(s.deck()));
    assertEquals(Phase.BID, p.state().phase());
    assertEquals(2, p.state().toAct());
    assertEquals(
        List.<Action>of(new Pass(2)).appendAll(ChiamataDeals.LADDER.map(r -> Hands.rank(2, r))),
        p.legal().toList());
  }

  @Test
  @DisplayName(
      "B-42.2 at match-over the last hand's contract stays: caller, called card, partner, high bid, passed seats")
  void b42_contractStaysAtMatchOver() {
    Playthrough p = g7(526, 2, "deals", 1);
    Hands.playOut(p, 526);
    BriscolaState s = state(p);
    assertEquals(Phase.MATCH_OVER, s.phase());
    assertEquals(Option.some(4), s.declarer());
    assertEquals(Option.some(p.card("5D")), s.calledCard());
    assertEquals(Option.some(3), s.partner());
    assertEquals(Option.some(Hands.rank(4, "5")), s.highBid());
    assertEquals(List.of(0, 1, 2, 3), s.passed().toList());
    assertEquals(Option.some(Suit.DIAMONDS), s.trump().flatMap(dev.mazzo.card.Trump::suit));
    PlayerView v = p.view(0);
    assertTrue(((BriscolaView) v).partnerKnown());
    assertEquals(Option.some(3), ((BriscolaView) v).partner());
  }
}
