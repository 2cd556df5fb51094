package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.family.Families;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The playout's move: random, but the card that completes a trick takes the best trick. */
class PlayoutPolicyTest {

  private static final Seq<Seq<Integer>> TEAMS = Array.of(Array.of(0, 2), Array.of(1, 3));
  private static final Card ACE = Card.of(Rank.ACE, Suit.HEARTS);
  private static final Card TWO = Card.of(Rank.TWO, Suit.HEARTS);

  private static Seq<Event> trick(int winner, int points) {
    return Array.of(
        new Event.Played.Plain(3, TWO), new Event.TrickWon.Plain(winner, points, Array.of(ACE)));
  }

  @Test
  @DisplayName("a trick is worth its points to the side that won it, minus one more to the others")
  void trickValues() {
    assertEquals(11, Playout.trickValue(trick(3, 11), TEAMS, 1));
    assertEquals(-12, Playout.trickValue(trick(3, 11), TEAMS, 0));
    assertEquals(0, Playout.trickValue(trick(1, 0), TEAMS, 1));
    assertEquals(-1, Playout.trickValue(trick(1, 0), TEAMS, 0), "a lost 0 is below a won 0");
    assertEquals(-12, Playout.trickValue(trick(3, 11), TEAMS, -1), "a seat in no side");
    assertEquals(4, Playout.trickValue(trick(2, 4), TEAMS, 0), "side 0 wins its tricks too");
    assertEquals(
        Playout.NO_TRICK,
        Playout.trickValue(Array.of(new Event.Played.Plain(3, TWO)), TEAMS, 1),
        "no trick completed");
  }

  @Test
  @DisplayName("a lead is the uniformly random legal action, drawn as a plain playout draws it")
  void aLeadIsRandom() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = Hands.dealt(game, 3);
    Seq<Action> legal = game.legalActions(s);
    for (int seed = 0; seed < 12; seed++) {
      Action expected = legal.get(new SplittableRandom(seed).nextInt(legal.size()));
      assertEquals(
          game.applyLegal(s, expected),
          Playout.step(game, s, legal, new SplittableRandom(seed), new Playout.Work()),
          "seed " + seed);
    }
  }

  @Test
  @DisplayName("the card that completes a trick takes the best trick for its side, whatever drawn")
  void theLastCardTakesTheBestTrick() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    int ties = 0;
    for (long deal = 1; deal <= 6; deal++) {
      GameState led = Hands.dealt(game, deal);
      led = game.applyLegal(led, game.legalActions(led).head());
      Seq<Action> legal = game.legalActions(led);
      int side = Playout.sideOf(led.sides(), led.toAct());
      int best = Integer.MIN_VALUE;
      for (Action a : legal) {
        best =
            Math.max(
                best, Playout.trickValue(game.applyLegal(led, a).lastEvents(), led.sides(), side));
      }
      assertTrue(best > Playout.NO_TRICK, "the second card completes the trick");
      for (int seed = 0; seed < 8; seed++) {
        GameState next =
            Playout.step(game, led, legal, new SplittableRandom(seed), new Playout.Work());
        assertEquals(
            best,
            Playout.trickValue(next.lastEvents(), led.sides(), side),
            "deal " + deal + ", seed " + seed);
        GameState drawn =
            game.applyLegal(led, legal.get(new SplittableRandom(seed).nextInt(legal.size())));
        if (Playout.trickValue(drawn.lastEvents(), led.sides(), side) == best) {
          assertEquals(drawn, next, "a tie keeps the drawn card: deal " + deal + ", seed " + seed);
          ties++;
        }
      }
    }
    assertTrue(ties > 0, "some drawn card was already the best");
  }

  @Test
  @DisplayName(
      "chiamata after the call: the card that completes a trick takes the best trick for the hand side (caller with partner), not for its seat alone")
  void chiamataUsesTheHandSides() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-chiamata-5p").get().game();
    int differ = 0;
    for (long deal = 1; deal <= 12; deal++) {
      SplittableRandom r = new SplittableRandom(deal);
      GameState s = Hands.dealt(game, deal);
      while (s.phase() != Phase.PLAY || s.table().size() != 4) {
        s =
            s.toAct() == GameState.CHANCE
                ? game.applyLegal(s, new Deal(Shuffle.using(r).order(s.deck())))
                : game.applyLegal(
                    s, game.legalActions(s).get(r.nextInt(game.legalActions(s).size())));
      }
      Seq<Seq<Integer>> hand = s.handSides();
      assertEquals(2, hand.size(), "caller's side and the others: deal " + deal);
      int side = Playout.sideOf(hand, s.toAct());
      int seatAlone = Playout.sideOf(s.sides(), s.toAct());
      Seq<Action> legal = game.legalActions(s);
      int best = Integer.MIN_VALUE;
      int bestAlone = Integer.MIN_VALUE;
      for (Action a : legal) {
        Seq<Event> events = game.applyLegal(s, a).lastEvents();
        best = Math.max(best, Playout.trickValue(events, hand, side));
        bestAlone = Math.max(bestAlone, Playout.trickValue(events, s.sides(), seatAlone));
      }
      GameState next = Playout.step(game, s, legal, new SplittableRandom(deal), new Playout.Work());
      assertEquals(best, Playout.trickValue(next.lastEvents(), hand, side), "deal " + deal);
      if (Playout.trickValue(next.lastEvents(), s.sides(), seatAlone) < bestAlone) {
        differ++;
      }
    }
    assertTrue(differ > 0, "in some deal the best trick for the side is not the seat's own");
  }

  @Test
  @DisplayName(
      "Five Hundred: a guided playout plays its game's card rule (SearchHint), no other game has one")
  void fiveHundredPlaysItsRule() {
    Game<GameState, PlayerView> game = Variants.byId("five-hundred-4p").get().game();
    Guide guide = new Guide(Families.of("five-hundred-4p").get().greedy(), game);
    assertNotNull(guide.hint);
    for (long deal = 1; deal <= 4; deal++) {
      GameState s = Hands.dealt(game, deal);
      Playout.Work work = new Playout.Work();
      GameState end = Playout.toHandEnd(game, s, new SplittableRandom(deal), work, guide);
      // The same hand by hand: the guide's bids and discard, the rule's every card.
      SplittableRandom rng = new SplittableRandom(deal);
      Playout.Work mine = new Playout.Work();
      int cards = 0;
      while (s.toAct() >= 0) {
        Seq<Action> legal = game.legalActions(s);
        if (s.phase() != Phase.PLAY && legal.size() > 1) {
          mine.units += legal.size() + 1;
          s = game.applyLegal(s, legal.get(guide.index(game, s, legal, rng, mine)));
        } else {
          int i = guide.hint.playoutPlay(s);
          assertEquals(s.phase() == Phase.PLAY, i >= 0, "a card of the rule, in the play only");
          if (i >= 0) {
            mine.units += legal.size() + 1;
            s = game.applyLegal(s, legal.get(i));
            cards++;
          } else {
            s = Playout.step(game, s, legal, rng, mine);
          }
        }
      }
      assertEquals(s, end, "deal " + deal);
      assertEquals(mine.units, work.units, "the rule's moves cost as the random ones");
      assertTrue(cards >= 4, "deal " + deal + ": " + cards);
    }
    for (String id : new String[] {"briscola-2p", "sueca-4p", "pitch-10-4p"}) {
      assertNull(new Guide(Families.of(id).get().greedy(), Variants.byId(id).get().game()).hint);
    }
    assertNull(new Guide(Families.of("five-hundred-4p").get().greedy()).hint);
    assertNull(Guide.NONE.hint);
  }
}
