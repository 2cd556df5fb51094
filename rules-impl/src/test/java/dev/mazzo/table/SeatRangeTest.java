package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The seat bounds of states and views for every id (GameState, PlayerView): a seat out of range
 * holds nothing and has taken nothing, and asking never throws; every seat in range holds its deal.
 */
class SeatRangeTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName("a seat out of range holds nothing; every seat at the table holds its deal")
  void seatsOutOfRangeHoldNothing(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, new Deal(Shuffle.seeded(3).order(s.deck()))).get();
    int n = s.players();
    for (int seat : new int[] {-1, n, n + 1, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertTrue(s.hand(seat).isEmpty(), "hand of seat " + seat);
      assertTrue(s.captured(seat).isEmpty(), "pile of seat " + seat);
      assertTrue(game.view(s, seat).isLeft(), "view of seat " + seat);
    }
    PlayerView spectator = game.publicView(s).get();
    for (int seat = 0; seat < n; seat++) {
      assertFalse(s.hand(seat).isEmpty(), "seat " + seat + " holds its deal");
      assertEquals(s.hand(seat).size(), spectator.handSize(seat));
      assertEquals(s.hand(seat), game.view(s, seat).get().ownHand());
    }
    assertEquals(0, spectator.handSize(n));
    assertEquals(0, spectator.handSize(-1));
    assertTrue(spectator.ownHand().isEmpty());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName(
      "a seat out of range holds nothing and has taken nothing at every position of a deal")
  void seatsOutOfRangeHoldNothingWhilePiling(String id) {
    // The piles are stored after the holdings: once seat 0 has taken cards, a bound off by one
    // would show them as the hand of seat n.
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    boolean piled = false;
    // Deals until one where seat 0 takes cards (a chiamata deal may be passed out).
    for (int seed = 1; seed <= 20 && !piled; seed++) {
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      s = game.apply(s, new Deal(Shuffle.seeded(seed).order(s.deck()))).get();
      SplittableRandom random = new SplittableRandom(seed);
      int n = s.players();
      while (s.toAct() != GameState.CHANCE && !s.isOver()) {
        for (int seat : new int[] {-1, n}) {
          assertTrue(s.hand(seat).isEmpty(), "hand of seat " + seat);
          assertTrue(s.captured(seat).isEmpty(), "pile of seat " + seat);
        }
        piled |= !s.captured(0).isEmpty();
        Seq<Action> legal = game.legalActions(s);
        s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
      }
    }
    assertTrue(piled, "seat 0 took cards in one of 20 deals");
  }
}
