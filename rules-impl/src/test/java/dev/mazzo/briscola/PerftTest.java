package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.GoldenFile;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Variants;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.DisplayName;

/**
 * Count files, like perft in chess (DESIGN.md, Tests): from fixed seeded deals, the number of
 * legal action sequences of each depth, stored per variant in {@code
 * src/test/resources/perft/<variant>.txt}. A move-generation or trick-resolution regression
 * changes a number at once. Rewrite the files with {@code -Dgolden.update=true}.
 *
 * <p>Besides the count of sequences (leaves), each line has two checksums over the leaves, so
 * that trick resolution and drawing are covered too: how many leaves have seat 0 to act, and the
 * sum over the leaves of seat 0's card points in the hand (its pile, or the hand's result once
 * the hand is over).
 */
class PerftTest {

  /** The positions: deal seed, dealer, plies of the first legal action after the deal, depth. */
  private static final int[][] POSITIONS = {
    {1, 0, 0, 8},
    {2, 1, 0, 8},
    {3, 0, 17, 7},
    {1, 0, 32, 8},
    {2, 1, 33, 7},
  };

  /** Leaves, leaves with seat 0 to act, and seat 0's points summed over the leaves. */
  private static final class Count {
    long leaves;
    long seat0ToAct;
    long seat0Points;
  }

  private static int seat0Points(GameState s) {
    if (s.phase() != Phase.PLAY) {
      return s.results().last().points().get(0);
    }
    CardSet pile = s.captured(0);
    return ((BriscolaState) s).rules.table.points(pile.lo(), pile.hi());
  }

  private static void perft(Game<GameState> g, GameState s, int depth, Count c) {
    if (depth == 0) {
      c.leaves++;
      if (s.toAct() == 0) {
        c.seat0ToAct++;
      }
      c.seat0Points += seat0Points(s);
      return;
    }
    for (Action a : g.legalActions(s)) {
      perft(g, g.apply(s, a).get(), depth - 1, c);
    }
  }

  static String counts(String id) {
    Game<GameState> g = Variants.byId(id).get().game();
    StringBuilder out = new StringBuilder();
    out.append("# ").append(id).append(": legal action sequences from fixed positions (perft).\n");
    out.append("# position: deal Shuffle.seeded(seed).order(deck) with that first dealer, then\n");
    out.append("# `plies` times the first legal action. Each line: depth, sequences of that depth,\n");
    out.append("# leaves with seat 0 to act, seat 0's card points summed over the leaves.\n");
    for (int[] pos : POSITIONS) {
      GameState s = g.newMatch(MatchOptions.of(Map.of("dealer", pos[1]))).get();
      s = g.apply(s, new Deal(Shuffle.seeded(pos[0]).order(s.deck()))).get();
      for (int i = 0; i < pos[2]; i++) {
        s = g.apply(s, g.legalActions(s).head()).get();
      }
      out.append("\nposition seed=").append(pos[0]).append(" dealer=").append(pos[1])
          .append(" plies=").append(pos[2]).append('\n');
      for (int depth = 1; depth <= pos[3]; depth++) {
        Count c = new Count();
        perft(g, s, depth, c);
        out.append(depth).append(' ').append(c.leaves).append(' ').append(c.seat0ToAct)
            .append(' ').append(c.seat0Points).append('\n');
      }
    }
    return out.toString();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("Count files (B-22, B-27): legal action sequences to depth 7–8 from fixed seeded positions, as stored")
  void perft(String id) {
    String text = counts(id);
    if (!Boolean.getBoolean(GoldenFile.UPDATE)) {
      // Free play with three cards in hand: 3 choices per ply while the stock lasts (B-22).
      assertTrue(text.contains("\n8 6561 "), text);
    }
    GoldenFile.check("perft/" + id + ".txt", text);
  }
}
