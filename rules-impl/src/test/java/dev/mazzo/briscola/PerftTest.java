package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.CardSet;
import dev.mazzo.conformance.GoldenFile;
import dev.mazzo.conformance.Perft;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Count files, like perft in chess (design.md, Tests): from fixed seeded deals, the number of legal
 * action sequences of each depth, stored per variant in {@code
 * src/test/resources/perft/<variant>.txt}. A move-generation or trick-resolution regression changes
 * a number at once. Rewrite the files with {@code -Dgolden.update=true}.
 *
 * <p>Besides the count of sequences (leaves), each line has two checksums over the leaves, so that
 * trick resolution and drawing are covered too: how many leaves have seat 0 to act, and the sum
 * over the leaves of seat 0's card points in the hand (its pile, or the hand's result once the hand
 * is over).
 */
class PerftTest {

  /**
   * The positions per id: deal seed, dealer, plies of the prefix action after the deal (see {@link
   * #prefix}), depth. Depths are chosen so that each file counts at most some hundred thousand
   * leaves; the last position of each id reaches the end of the hand, so that trick resolution,
   * drawing and scoring are all counted.
   */
  private static final Map<String, int[][]> POSITIONS = new LinkedHashMap<>();

  private static void positions(int[][] ps, String... ids) {
    for (String id : ids) {
      POSITIONS.put(id, ps);
    }
  }

  static {
    // 2 players, 3 cards: 40 plies; the last 8 from ply 32.
    positions(
        new int[][] {{1, 0, 0, 8}, {2, 1, 0, 8}, {3, 0, 17, 7}, {1, 0, 32, 8}, {2, 1, 33, 7}},
        "briscola-2p",
        "biscambiggia-2p",
        "bisca-2p");
    // 2 players, 7 or 9 cards: 40 plies, 7 or 9 choices while the stock lasts.
    positions(new int[][] {{1, 0, 0, 5}, {2, 1, 21, 5}, {3, 0, 32, 8}}, "bisca-dos-sete-2p");
    positions(new int[][] {{1, 0, 0, 4}, {2, 1, 21, 4}, {3, 0, 32, 8}}, "bisca-dos-nove-2p");
    // 3 players: 39 plies.
    positions(
        new int[][] {{1, 0, 0, 7}, {2, 2, 13, 7}, {3, 1, 30, 9}},
        "briscola-3p",
        "biscambiggia-3p",
        "bisca-3p");
    // 4 players: 40 plies.
    positions(
        new int[][] {{1, 0, 0, 7}, {2, 3, 17, 7}, {3, 1, 28, 12}},
        "briscola-4p",
        "biscambiggia-4p",
        "bisca-4p");
    // 6 players, one deck: 36 plies, the last 18 without drawing.
    positions(
        new int[][] {{1, 0, 0, 7}, {2, 5, 11, 7}, {3, 2, 24, 12}},
        "briscola-6p",
        "biscambiggia-6p");
    // Two decks: 78 plies (6 players), 80 plies (8 players).
    positions(new int[][] {{1, 0, 0, 6}, {2, 3, 63, 15}}, "bisca-6p");
    positions(new int[][] {{1, 0, 0, 6}, {2, 5, 64, 16}}, "bisca-8p");
    // Sueca: 40 plies from 10 cards each, following suit (B-23).
    positions(new int[][] {{1, 0, 0, 5}, {2, 3, 13, 5}, {3, 1, 32, 8}}, "sueca-4p");
    // Chiamata: the auction (plies 0 and 1), the call (plies 5), the play, the last trick.
    positions(
        new int[][] {{1, 0, 0, 3}, {2, 4, 1, 3}, {3, 1, 5, 4}, {4, 2, 6, 5}, {1, 3, 36, 10}},
        "briscola-chiamata-5p");
    positions(
        new int[][] {{1, 0, 0, 2}, {2, 4, 1, 3}, {3, 1, 5, 3}, {4, 2, 6, 5}, {1, 3, 36, 10}},
        "biscambiggia-chiamata-5p");
  }

  /**
   * The action that builds a position: the first legal action, except that in an auction with no
   * bid yet the first bid is made (so the eldest bids the lowest bid, every other seat passes and
   * the eldest calls the first call).
   */
  private static Action prefix(Game<GameState, PlayerView> g, GameState s) {
    Seq<Action> legal = g.legalActions(s);
    if (s.phase() == Phase.BID && ((BriscolaState) s).highBid().isEmpty()) {
      return legal.get(1);
    }
    return legal.head();
  }

  /** Leaves, leaves with seat 0 to act, and seat 0's points summed over the leaves. */
  private static final class Count {
    long leaves;
    long seat0ToAct;
    long seat0Points;
  }

  private static int seat0Points(GameState s) {
    if (s.phase() == Phase.BID || s.phase() == Briscola.CALL) {
      return 0;
    }
    if (s.phase() != Phase.PLAY) {
      // Points of the hand's side 0 (in chiamata the declarer's side); none when passed out.
      return s.results().last().points().getOrElse(0);
    }
    CardSet pile = s.captured(0);
    return ((BriscolaState) s).rules.table.points(pile.lo(), pile.hi());
  }

  private static void perft(Game<GameState, PlayerView> g, GameState s, int depth, Count c) {
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
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    StringBuilder out = Perft.header(id);
    out.append("# position: deal Shuffle.seeded(seed).order(deck) with that first dealer, then\n");
    out.append(
        "# `plies` times the first legal action (in an auction without a bid: the first bid).\n");
    out.append("# Each line: depth, sequences of that depth,\n");
    out.append(
        "# leaves with seat 0 to act, seat 0's card points summed over the leaves (its pile;\n");
    out.append("# once the hand is over, its side's points: in chiamata the caller's side's).\n");
    for (int[] pos : POSITIONS.get(id)) {
      GameState s = Perft.dealt(g, pos[0], pos[1]);
      for (int i = 0; i < pos[2]; i++) {
        s = g.apply(s, prefix(g, s)).get();
      }
      Perft.position(out, pos[0], pos[1]).append(" plies=").append(pos[2]).append('\n');
      for (int depth = 1; depth <= pos[3]; depth++) {
        Count c = new Count();
        perft(g, s, depth, c);
        out.append(depth)
            .append(' ')
            .append(c.leaves)
            .append(' ')
            .append(c.seat0ToAct)
            .append(' ')
            .append(c.seat0Points)
            .append('\n');
      }
    }
    return out.toString();
  }

  /**
   * A line each file must hold, by the rules: free play from h cards gives h^d sequences of depth d
   * while the stock lasts (B-22, B-27); the Sueca leader may play any of its 10 cards (B-23); an
   * auction opens with pass and every rank, or pass and every points bid (B-66).
   */
  private static final Map<String, String> BY_RULE =
      Map.ofEntries(
          Map.entry("briscola-2p", "\n8 6561 "),
          Map.entry("biscambiggia-2p", "\n8 6561 "),
          Map.entry("bisca-2p", "\n8 6561 "),
          Map.entry("bisca-dos-sete-2p", "\n5 16807 "),
          Map.entry("bisca-dos-nove-2p", "\n4 6561 "),
          Map.entry("briscola-3p", "\n7 2187 "),
          Map.entry("biscambiggia-3p", "\n7 2187 "),
          Map.entry("bisca-3p", "\n7 2187 "),
          Map.entry("briscola-4p", "\n7 2187 "),
          Map.entry("biscambiggia-4p", "\n7 2187 "),
          Map.entry("bisca-4p", "\n7 2187 "),
          Map.entry("briscola-6p", "\n7 2187 "),
          Map.entry("biscambiggia-6p", "\n7 2187 "),
          Map.entry("bisca-6p", "\n6 729 "),
          Map.entry("bisca-8p", "\n6 729 "),
          Map.entry("sueca-4p", "plies=0\n1 10 "),
          Map.entry("briscola-chiamata-5p", "plies=0\n1 11 "),
          Map.entry("biscambiggia-chiamata-5p", "plies=0\n1 61 "));

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#briscola")
  @DisplayName(
      "Count files (B-22, B-23, B-27, B-66): legal action sequences from fixed seeded positions, as stored")
  void perft(String id) {
    String text = counts(id);
    String byRule = BY_RULE.get(id); // counted by hand from the rules, where someone has
    if (byRule != null && !Boolean.getBoolean(GoldenFile.UPDATE)) {
      assertTrue(text.contains(byRule), () -> byRule + " in\n" + text);
    }
    GoldenFile.check("perft/" + id + ".txt", text);
  }

  @Test
  @DisplayName("B-6: every registered id has positions and a rule line for its count file")
  void everyIdHasACountFile() {
    // Every id of the Briscola family (briscola.md B-6); the other families keep their own.
    assertEquals(Briscola.ids().toSet(), io.vavr.collection.HashSet.ofAll(POSITIONS.keySet()));
    assertEquals(POSITIONS.keySet(), BY_RULE.keySet());
  }
}
