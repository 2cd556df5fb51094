package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.cards;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.plays;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Trump;
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
 * The greedy Five Hundred strategy's heuristics (its class comment), each in a set position where
 * the old choice (pass below five of a suit, the first three cards, the last legal card) differs.
 */
class FiveHundredGreedyTest {

  private static final Map<String, Object> NONE = Map.of();
  private static final FiveHundredGreedy GREEDY = new FiveHundredGreedy();

  @SuppressWarnings("unchecked")
  private static Action greedy(FiveHundredState s) {
    Game<GameState, PlayerView> game =
        (Game<GameState, PlayerView>) (Game<?, ?>) Setup.game(s.variantId());
    FiveHundredView v = Setup.game(s.variantId()).view(s, s.toAct()).get();
    Action a = GREEDY.choose(game, v, new SplittableRandom(1));
    assertTrue(v.legalActions().contains(a), () -> a + " is legal");
    return a;
  }

  @Test
  void f6_theJokerTheBowersAndLongTrumpsBidHigh() {
    FiveHundredState s = dealt("five-hundred-4p", NONE, "", "JK JH JD AH KH QH 10H 9H AS KS");
    assertEquals(1, s.toAct());
    Action a = greedy(s);
    assertTrue(
        a instanceof MakeBid b && b.bid().trump().contains(Trump.HEARTS) && b.bid().tricks() >= 8,
        a::toString);
  }

  @Test
  void f6_aWeakHandPasses() {
    FiveHundredState s = dealt("five-hundred-4p", NONE, "", "QH 8H 5D 9D KC 6C 10C 9S 8S 5S");
    assertEquals(new Pass(1), greedy(s));
  }

  @Test
  void f7_aLowHandBidsMisereOverASevenAndOpenMisereWhenEveryCardIsLow() {
    FiveHundredState low = dealt("five-hundred-4p", NONE, "", "", "4H 5H 6D 7D 5C 6C 7C 5S 6S 9S");
    low = act(low, new MakeBid(1, Bid.S7));
    assertEquals(new MakeBid(2, Bid.MIS), greedy(low));
    FiveHundredState lower =
        dealt("five-hundred-4p", NONE, "", "", "4H 5H 6D 7D 5C 6C 7C 5S 6S 8S");
    lower = act(lower, new MakeBid(1, Bid.S7));
    assertEquals(new MakeBid(2, Bid.OMIS), greedy(lower));
  }

  @Test
  void f11_theDeclarerDiscardsItsThreeWeakestCards() {
    FiveHundredState s =
        dealt("five-hundred-4p", NONE, "", "JK JH JD AH KH QH 10H AS 5C 6C", "", "", "7D 4D 9H");
    s = Setup.contract(s, Bid.H7);
    assertEquals(FiveHundred.DISCARD, s.phase());
    Discard d = (Discard) greedy(s);
    assertEquals(cards(s, "4D 5C 6C").toSet(), d.cards().toSet());
  }

  @Test
  void f12_theFiveHandedDeclarerCallsTheBestTrumpItLacks() {
    FiveHundredState s =
        dealt("five-hundred-5p", NONE, "", "JH AH KH 2C 3C 4C 5C 6C 7C 8C", "", "", "", "2D 3D 4D");
    s = Setup.contract(s, Bid.H7);
    s = act(s, Setup.discard(s, "2D 3D 4D"));
    assertEquals(FiveHundred.CALL, s.phase());
    assertEquals(Call.card(1, card(s, "JD")), greedy(s));
  }

  @Test
  void f17_aDefenderTakesTheTrickWithItsWeakestWinningCard() {
    FiveHundredState s =
        dealt("five-hundred-4p", NONE, "", "9S JK JH JD AH", "10S QS KS 6H", "", "4D 5D 6D");
    s = Setup.contract(s, Bid.H7);
    s = act(s, Setup.discard(s, "4D 5D 6D"));
    s = plays(s, "9S");
    assertEquals(new PlayCard(2, card(s, "10S")), greedy(s));
  }

  @Test
  void f20_aMisereDeclarerLeadsItsLowestCardAndDucks() {
    FiveHundredState s = Setup.misere();
    assertEquals(2, s.declarer().get().intValue());
    assertTrue(s.contract().get().isMisere());
    assertEquals(new PlayCard(2, card(s, "4H")), greedy(s));
    s = plays(s, "4H", "KH", "6H");
    assertEquals(3, s.toAct());
    s = plays(s, "9C", "6C");
    // Seat 2 must follow clubs (5C 8C 10C QC): its highest club under 9C is 8C.
    assertEquals(new PlayCard(2, card(s, "8C")), greedy(s));
  }
}
