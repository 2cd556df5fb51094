package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static dev.mazzo.pitch.Position.cards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The greedy Pitch strategy's heuristics (its class comment), each in a set position where the old
 * first-legal or longest-suit choice differs.
 */
class PitchGreedyTest {

  private static final Map<String, Object> NONE = Map.of();
  private static final PitchGreedy GREEDY = new PitchGreedy();

  @SuppressWarnings("unchecked")
  private static Action greedy(PitchState s) {
    Game<GameState, PlayerView> game =
        (Game<GameState, PlayerView>) (Game<?, ?>) Position.game(s.variantId());
    PitchView v = Position.game(s.variantId()).view(s, s.toAct()).get();
    Action a = GREEDY.choose(game, v, new SplittableRandom(1));
    assertTrue(v.legalActions().contains(a), () -> a + " is legal");
    return a;
  }

  /** pitch-10-4p, dealer 0: seat 1 speaks first with {@code hand}. */
  private static PitchState firstToSpeak(String id, String hand) {
    PitchState s = Position.newMatch(id, NONE);
    s = Position.deal(s, new String[] {"", hand, "", "", ""}, "");
    assertEquals(1, s.toAct());
    return s;
  }

  @Test
  void p11_aHandOfHighTrumpsAndPointCardsBidsHigh() {
    PitchState s = firstToSpeak("pitch-10-4p", "AH KH JH JD JK1 10H 3H 2H 4C");
    Action a = greedy(s);
    assertTrue(a instanceof PitchAction.Bid b && !b.isMoon() && b.amount().get() >= 7, a::toString);
  }

  @Test
  void p11_aWeakHandPasses() {
    PitchState s = firstToSpeak("pitch-10-4p", "4H 5C 6D 7S 9C 8D QS KC 9S");
    assertEquals(new Pass(1), greedy(s));
  }

  @Test
  void p11_itDoesNotOverbidItsPartner() {
    // Seat 1 bids 5; seat 2 passes; seat 3, holding the same strong hand as above, passes.
    PitchState s = Position.newMatch("pitch-10-4p", NONE);
    s = Position.deal(s, new String[] {"", "", "", "AH KH JH JD JK1 10H 3H 2H 4C"}, "");
    s = apply(s, PitchAction.Bid.of(1, 5));
    s = apply(s, new Pass(2));
    assertEquals(new Pass(3), greedy(s));
  }

  @Test
  void p12_aStuckDealerBidsInsteadOfPassing() {
    PitchState s = Position.newMatch("pitch-10-4p", NONE);
    s = Position.deal(s, new String[] {"4H 5C 6D 7S 9C 8D QS KC 9S", "", "", ""}, "");
    for (int p = 1; p < 4; p++) {
      s = apply(s, new Pass(p));
    }
    assertEquals(PitchAction.Bid.of(0, 4), greedy(s));
  }

  @Test
  void p14_itNamesItsStrongestSuitNotItsLongest() {
    // Five small spades against AH 3H 2H: hearts hold the ace, the 3 and the 2 (P-5).
    PitchState s = firstToSpeak("pitch-10-4p", "AH 3H 2H 4S 5S 6S 7S 8S 9D");
    s = Position.auction(s, 1, 5);
    assertEquals(Pitch.TRUMP, s.phase());
    assertEquals(PitchAction.Trump.of(1, Suit.HEARTS), greedy(s));
  }

  @Test
  void p14_withFivePlayersItCallsTheStrongestTrumpItLacks() {
    // Seat 1 holds AH: the strongest heart it lacks is KH (P-4).
    PitchState s = firstToSpeak("pitch-10-5p", "AH 3H 2H JH 4S 5S 6C 7D 8S 9D");
    s = Position.auction(s, 1, 5);
    assertEquals(PitchAction.Trump.calling(1, Suit.HEARTS, card("KH")), greedy(s));
  }

  @Test
  void p21_aForcedBurnKeepsTheAceTheThreeAndTheTwo() {
    // G-9: AH JH JD JK1 JK2 10H 3H 2H 9H burns 3: 9H and two point cards. The first legal set
    // burns AH; the greedy one burns the weakest point cards it would least likely score.
    PitchState s = firstToSpeak("pitch-10-4p", "AH JH JD JK1 JK2 10H 3H 2H 9H");
    s = Position.auction(s, 1, 6);
    s = apply(s, PitchAction.Trump.of(1, Suit.HEARTS));
    s = toBurn(s);
    PitchAction.Burn burn = (PitchAction.Burn) greedy(s);
    assertEquals(cards("9H 10H JK2").toSet(), burn.cards().toSet());
    assertFalse(burn.cards().exists(c -> c.equals(card("AH")) || c.equals(card("3H"))));
  }

  @Test
  void p21_itBurnsItsWeakestZeroPointTrumps() {
    // G-9: AH KH JH JK1 9H 5H 3H 2H burns 2 of 5H 9H KH: it keeps the king.
    PitchState s = firstToSpeak("pitch-10-4p", "AH KH JH JK1 9H 5H 3H 2H 4C");
    s = Position.auction(s, 1, 6);
    s = apply(s, PitchAction.Trump.of(1, Suit.HEARTS));
    s = toBurn(s);
    assertEquals(new PitchAction.Burn(1, cards("5H 9H")), greedy(s));
  }

  /** From the trump to seat 1's burn: the remainder passed (P-18), the other burns the first. */
  private static PitchState toBurn(PitchState s) {
    while (!(s.phase() == Pitch.BURN && s.toAct() == 1)) {
      s =
          apply(
              s,
              s.phase() == Pitch.REMAINDER
                  ? new PitchAction.Remainder(1, false)
                  : Position.game(s.variantId()).legalActions(s).head());
    }
    return s;
  }

  @Test
  void p25_leadingWithAMasterItCashesIt() {
    PitchState s = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "5H", "4H AH", "6H", "7H").state();
    assertEquals(new PlayCard(1, card("AH")), greedy(s));
  }

  @Test
  void p25_leadingWithoutAMasterItLeadsItsCheapestCard() {
    // AH is unseen: leading KH would hand it to the ace; 4H is the cheapest card.
    PitchState s =
        Position.play("pitch-10-4p", NONE, 'H', 1, 5, "AH", "KH 4H 10H", "6H", "7H").state();
    assertEquals(new PlayCard(1, card("4H")), greedy(s));
  }

  @Test
  void p28_lastBehindItsPartnersWinningCardItGivesItsPointCard() {
    // Seat 1 leads KH, seat 2 plays 5H, seat 3 (partner of 1) plays last: it gives 10H, not 4H.
    PitchState s = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "", "KH", "5H", "4H 10H").state();
    s = apply(s, new PlayCard(1, card("KH")));
    s = apply(s, new PlayCard(2, card("5H")));
    assertEquals(new PlayCard(3, card("10H")), greedy(s));
  }

  @Test
  void p28_lastItTakesTheTrickWithItsBeatingCardOfMostPoints() {
    // Seat 1 leads 9H; seat 2 (partner) plays 5H; seat 3 last holds 4H JH QH: JH wins and scores.
    PitchState s =
        Position.play("pitch-10-4p", NONE, 'H', 1, 5, "", "9H", "5H", "4H JH QH").state();
    s = apply(s, new PlayCard(1, card("9H")));
    s = apply(s, new PlayCard(2, card("5H")));
    assertEquals(new PlayCard(3, card("JH")), greedy(s));
  }

  @Test
  void p28_unableToWinItThrowsItsCheapestCardNotItsThree() {
    // Seat 1 leads AH; seat 2 holds 3H 5H and cannot win: it keeps its 3 (3 points).
    PitchState s = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "", "AH", "3H 5H", "6H").state();
    s = apply(s, new PlayCard(1, card("AH")));
    assertEquals(new PlayCard(2, card("5H")), greedy(s));
  }

  @Test
  void p28_theTwoIsThrownFirstForItScoresForItsPlayer() {
    PitchState s = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "", "AH", "2H 5H", "6H").state();
    s = apply(s, new PlayCard(1, card("AH")));
    assertEquals(new PlayCard(2, card("2H")), greedy(s));
  }
}
