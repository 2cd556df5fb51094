package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.conformance.GoldenFile;
import dev.mazzo.conformance.Perft;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Count files for the Pitch ids, like perft in chess (design.md, Tests) and like {@code
 * dev.mazzo.briscola.PerftTest}: from fixed seeded deals, the number of legal action sequences of
 * each depth, stored per variant in {@code src/test/resources/perft/<variant>.txt}. A change in a
 * legal list (the auction P-11, P-12; the trumps and calls P-14; the remainder P-18; the burn sets
 * P-21; the plays P-25, P-26; their order P-35), in the automatic discard, refill and blind (P-16 …
 * P-19), in trick resolution (P-27, P-28) or in the scoring (P-30, P-31) changes a number at once.
 * Rewrite the files with {@code -Dgolden.update=true} (e.g. {@code mvn -o test -pl
 * rules-api,rules-impl -Dtest=PitchPerftTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dgolden.update=true}), then read the diff.
 *
 * <p>Each line has, besides the number of sequences (leaves), four checksums over the leaves: how
 * many leaves have seat 0 to act; the points credited to seat 0 in the hand (P-28; once the hand is
 * over, its {@code pointsBySeat}); the burned cards of every seat (P-21; once the hand is over, its
 * dead point cards); and side 0's match score.
 */
class PitchPerftTest {

  /**
   * The positions per id: deal seed, dealer, plies of the first legal action after the deal, depth.
   * Per id: the auction from the deal; the trump action (with the refill, the remainder or the
   * blind, and the burn or the first plays); in four-player ids, the burn; the last plies to the
   * end of the hand, with its scoring. Along the first legal actions the first three seats pass and
   * the stuck dealer bids {@code minBid} (P-12).
   */
  private static final Map<String, int[][]> POSITIONS = new LinkedHashMap<>();

  private static void positions(int[][] ps, String... ids) {
    for (String id : ids) {
      POSITIONS.put(id, ps);
    }
  }

  static {
    // Seed 5, dealer 1: the declarer burns at ply 6. Seed 8, dealer 0: 22 plies in all.
    positions(
        new int[][] {{1, 1, 0, 5}, {5, 1, 4, 6}, {5, 1, 6, 6}, {8, 0, 12, 10}},
        "pitch-5-4p",
        "pitch-7-4p",
        "pitch-8-4p",
        "pitch-10-4p");
    positions(
        new int[][] {{1, 1, 0, 4}, {5, 1, 4, 6}, {5, 1, 6, 6}, {8, 0, 12, 10}},
        "pitch-11-4p",
        "pitch-13-4p");
    // Seed 8, dealer 0: 24 plies in all.
    positions(
        new int[][] {{1, 1, 0, 4}, {5, 1, 4, 5}, {5, 1, 6, 5}, {8, 0, 14, 10}},
        "pitch-14-4p",
        "pitch-15-4p",
        "pitch-16-4p");
    // Five seats: every call of the first suit; seed 2, dealer 2: 22 plies in all.
    positions(new int[][] {{1, 1, 0, 4}, {1, 1, 5, 3}, {2, 2, 12, 10}}, "pitch-10-5p");
  }

  /** Leaves and the checksums over them. */
  private static final class Count implements Perft.Count {
    long leaves;
    long seat0ToAct;
    long seat0Points;
    long burned;
    long side0Score;

    @Override
    public void leaf(GameState g, Action last, int place) {
      PitchState s = (PitchState) g;
      Draft d = s;
      leaves++;
      seat0ToAct += s.toAct() == 0 ? 1 : 0;
      if (over(s)) {
        PitchHandResult r = (PitchHandResult) s.results().last();
        seat0Points += r.pointsBySeat().isEmpty() ? 0 : r.pointsBySeat().get(0);
        burned += r.deadPointCards().size();
      } else {
        seat0Points += d.pointsOf(0);
        for (long b : d.burned) {
          burned += Long.bitCount(b);
        }
      }
      side0Score += s.score().get(0);
    }

    @Override
    public String line(int depth) {
      return depth
          + " "
          + leaves
          + " "
          + seat0ToAct
          + " "
          + seat0Points
          + " "
          + burned
          + " "
          + side0Score;
    }
  }

  private static boolean over(GameState s) {
    return s.phase() == Phase.DEAL || s.phase() == Phase.MATCH_OVER;
  }

  /** The counts of depths 1 … depth below a position (index 0 unused). */
  private static Count[] perft(Game<GameState, PlayerView> g, GameState s, int depth) {
    return Perft.walk(g, g::legalActions, s, Perft.fill(new Count[depth + 1], Count::new));
  }

  static String counts(String id) {
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    StringBuilder out = Perft.header(id);
    out.append("# position: deal Shuffle.seeded(seed).order(deck) with that first dealer, then\n");
    out.append("# `plies` times the first legal action.\n");
    out.append("# Each line: depth, sequences of that depth, leaves with seat 0 to act,\n");
    out.append("# seat 0's points in the hand (P-28), the burned cards of every seat (P-21),\n");
    out.append("# and side 0's match score, each summed over the leaves; once the hand is over,\n");
    out.append("# the hand result's pointsBySeat[0] and its dead point cards (P-36).\n");
    out.append("# Rules: P-11 P-12 P-14 P-18 P-21 P-25 P-26 P-35 (the legal lists), P-16 to\n");
    out.append("# P-19 (discard, refill, blind), P-27 P-28 (tricks), P-30 P-31 (scoring).\n");
    for (int[] pos : POSITIONS.get(id)) {
      GameState s = Perft.firstActions(g, pos);
      Perft.position(out, pos[0], pos[1])
          .append(" plies=")
          .append(pos[2])
          .append(' ')
          .append(s.phase().wireName())
          .append('\n');
      Perft.lines(out, perft(g, s, pos[3]));
    }
    return out.toString();
  }

  /** The Pitch ids (P-1). */
  static Stream<String> ids() {
    return Pitch.ids().toJavaStream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  @DisplayName(
      "Count files (P-11 P-14 P-18 P-21 P-25 P-35): legal action sequences from fixed seeded positions, as stored")
  void perft(String id) {
    String text = counts(id);
    int total = Spec.all().find(x -> x.id.equals(id)).get().total;
    // P-11, P-35: from the deal, the first seat may pass, bid 4 … T or bid moon.
    String opening = "plies=0 bid\n1 " + (total - 1) + " ";
    assertTrue(text.contains(opening), () -> opening + " in\n" + text);
    GoldenFile.check("perft/" + id + ".txt", text);
  }

  private static int[] lastPosition(String id) {
    int[][] ps = POSITIONS.get(id);
    return ps[ps.length - 1];
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  @DisplayName("P-29: the last count position of every Pitch id plays to the end of the hand")
  void lastPositionEndsTheHand(String id) {
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    int[] pos = lastPosition(id);
    Count all = new Count();
    walkToEnd(g, Perft.firstActions(g, pos), pos[3], all);
    Count[] counts = perft(g, Perft.firstActions(g, pos), pos[3]);
    assertEquals(counts[pos[3]].leaves, all.leaves, id + ": every leaf is past the end");
  }

  /** Counts the leaves at {@code depth} that are past the end of the hand. */
  private static void walkToEnd(Game<GameState, PlayerView> g, GameState s, int depth, Count over) {
    if (depth == 0) {
      if (over(s)) {
        over.leaf(s, null, 0);
      }
      return;
    }
    for (Action a : g.legalActions(s)) {
      walkToEnd(g, g.apply(s, a).get(), depth - 1, over);
    }
  }

  @Test
  @DisplayName("P-1: every Pitch id has count positions")
  void everyIdHasACountFile() {
    assertEquals(
        io.vavr.collection.HashSet.ofAll(ids().toList()),
        io.vavr.collection.HashSet.ofAll(POSITIONS.keySet()));
  }
}
