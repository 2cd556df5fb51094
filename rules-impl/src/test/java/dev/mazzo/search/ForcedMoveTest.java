package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots find a decided move: briscola-2p positions of the last three tricks (the stock is empty,
 * so the view shows every card) where one legal action wins the hand whatever both seats play next
 * and every other action loses it whatever they play. Found by enumerating every continuation.
 */
class ForcedMoveTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();

  /** A position and its winning action. */
  private record Forced(GameState state, Action win) {}

  /** The first {@code n} decided positions of seeded random hands. */
  private static List<Forced> positions(int n) {
    List<Forced> out = new ArrayList<>();
    for (long seed = 1; out.size() < n; seed++) {
      SplittableRandom rng = new SplittableRandom(seed);
      GameState s = GAME.newMatch(MatchOptions.defaults()).get();
      s = GAME.applyLegal(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
      while (s.toAct() >= 0) {
        Seq<Action> legal = GAME.legalActions(s);
        if (s.stock().isEmpty() && legal.size() > 1) {
          Action win = decided(s);
          if (win != null) {
            out.add(new Forced(s, win));
            break;
          }
        }
        s = GAME.applyLegal(s, legal.get(rng.nextInt(legal.size())));
      }
    }
    return out;
  }

  /** The action that always wins when every other always loses, else null. */
  private static Action decided(GameState s) {
    int seat = s.toAct();
    Action win = null;
    for (Action a : GAME.legalActions(s)) {
      int[] range = outcomes(GAME.applyLegal(s, a), seat);
      if (range[0] == 2 && win == null) {
        win = a;
      } else if (range[1] != 0) {
        return null;
      }
    }
    return win;
  }

  /** The least and greatest outcome for {@code seat} (0 lost, 1 drawn, 2 won) from {@code s}. */
  private static int[] outcomes(GameState s, int seat) {
    if (s.toAct() < 0) {
      var result = s.results().last();
      int side = Playout.sideOf(result.sides(), seat);
      int o = result.winningSide().map(w -> w == side ? 2 : 0).getOrElse(1);
      return new int[] {o, o};
    }
    int[] range = {2, 0};
    for (Action a : GAME.legalActions(s)) {
      int[] r = outcomes(GAME.applyLegal(s, a), seat);
      range[0] = Math.min(range[0], r[0]);
      range[1] = Math.max(range[1], r[1]);
    }
    return range;
  }

  @Test
  @DisplayName("ISMCTS and PIMC play the only winning card of decided last-trick positions")
  void decidedPositions() {
    for (Forced f : positions(8)) {
      PlayerView view = GAME.view(f.state(), f.state().toAct()).get();
      assertEquals(f.win(), Ismcts.withIterations(60).choose(GAME, view, new SplittableRandom(1)));
      assertEquals(f.win(), Pimc.withIterations(4).choose(GAME, view, new SplittableRandom(1)));
    }
  }
}
