package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.conformance.GoldenFile;
import dev.mazzo.conformance.Perft;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Count files for the Five Hundred ids, like perft in chess (design.md, Tests) and like {@code
 * dev.mazzo.briscola.PerftTest}: from fixed seeded deals, the number of legal action sequences of
 * each depth, stored per variant in {@code src/test/resources/perft/<variant>.txt}. Rewrite the
 * files with {@code -Dgolden.update=true} (e.g. {@code mvn -o test -pl rules-api,rules-impl
 * -Dtest=FiveHundredPerftTest -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.update=true}), then
 * read the diff before committing it.
 *
 * <p>Each line has, besides the number of sequences (leaves), three checksums over the leaves: the
 * order checksum (the sum over the leaves of the last action's place in its legal list, from 1,
 * times the hash of its wire text), so that a legal list in another order, or with another action
 * in it, changes the line even where the number of sequences stays; how many leaves are past the
 * end of the hand (scored, or voided when everybody passed); and the sum over the leaves of side
 * 0's match score plus the tricks of seat 0 in the hand, so that trick resolution and scoring
 * count.
 */
class FiveHundredPerftTest {

  /**
   * The positions per id: deal seed, dealer, the opening bid (index in the ladder, -1 for none),
   * plies of the prefix actions after the deal (see {@link #prefix}), depth. Per id: the auction
   * from the deal, the discard of a 6♠ contract (the 286 sets of F-11 with the call of 5p), a
   * no-trump contract (the joker led with a named suit, F-18), an open misère (F-15, F-21) and the
   * last tricks of a 6♠ contract down to the scoring (F-20, F-23).
   */
  private static final Map<String, int[][]> POSITIONS = new LinkedHashMap<>();

  /** Ladder index of 6♠, 7NT and open misère (F-6). */
  private static final int S6 = Bid.S6.ordinal();

  private static final int NT7 = Bid.NT7.ordinal();
  private static final int OMIS = Bid.OMIS.ordinal();

  static {
    // The auction is n plies (one bid, n-1 passes), the discard 1, the call (5p) 1; then the play.
    // The auction from the deal is the same tree in every id to depth 3 (the all-pass hand of 3p
    // is void at depth 3); the play positions are at the first lead and at the last tricks.
    POSITIONS.put(
        "five-hundred-3p",
        new int[][] {
          {1, 0, -1, 0, 3},
          {2, 1, S6, 3, 1},
          {3, 2, NT7, 4, 5},
          {4, 0, OMIS, 4, 5},
          {5, 1, S6, 4 + 21, 9}
        });
    POSITIONS.put(
        "five-hundred-4p",
        new int[][] {
          {1, 0, -1, 0, 2},
          {2, 1, S6, 4, 2},
          {3, 2, NT7, 5, 4},
          {4, 3, OMIS, 5, 6},
          {5, 0, S6, 5 + 28, 12}
        });
    POSITIONS.put(
        "five-hundred-5p",
        new int[][] {
          {1, 0, -1, 0, 2},
          {2, 1, S6, 5, 1},
          {3, 2, NT7, 7, 4},
          {4, 3, OMIS, 6, 5},
          {5, 4, S6, 7 + 35, 15}
        });
    POSITIONS.put(
        "five-hundred-6p",
        new int[][] {
          {1, 0, -1, 0, 2},
          {2, 1, S6, 6, 1},
          {3, 2, NT7, 7, 4},
          {4, 5, OMIS, 7, 5},
          {5, 3, S6, 7 + 48, 12}
        });
  }

  /** The Five Hundred ids of the catalog. */
  static Stream<String> ids() {
    return Variants.all()
        .map(Variant::id)
        .filter(id -> id.startsWith("five-hundred-"))
        .toJavaStream();
  }

  private static final ActionSyntax WIRE = new FiveHundredFamily().codec().actions();

  /** Leaves and the checksums over them. */
  private static final class Count implements Perft.Count {
    long leaves;
    long order;
    long over;
    long points;

    @Override
    public void leaf(GameState s, Action last, int place) {
      leaves++;
      order += (place + 1L) * WIRE.write(last).get().toString().hashCode();
      if (s.phase() == Phase.DEAL || s.phase() == Phase.MATCH_OVER) {
        over++;
      }
      FiveHundredState f = (FiveHundredState) s;
      points += f.score[0] + f.tricksOf(0);
    }

    @Override
    public String line(int depth) {
      return depth + " " + leaves + " " + order + " " + over + " " + points;
    }
  }

  /**
   * The action that builds a position: the opening bid when the auction has none yet, else the
   * first legal action (so every other seat passes, the declarer discards his three lowest cards in
   * canonical order, calls the first card he may, and every seat plays its first card).
   */
  private static Action prefix(Game<GameState, PlayerView> g, GameState s, int opening) {
    FiveHundredState f = (FiveHundredState) s;
    if (f.phase() == Phase.BID && f.b.standing == null && opening >= 0) {
      return new MakeBid(f.toAct(), Bid.values()[opening]);
    }
    return g.legalActions(s).head();
  }

  private static GameState position(Game<GameState, PlayerView> g, int[] pos) {
    GameState s = Perft.dealt(g, pos[0], pos[1]);
    for (int i = 0; i < pos[3]; i++) {
      s = g.apply(s, prefix(g, s, pos[2])).get();
    }
    return s;
  }

  static String counts(String id, Function<GameState, Seq<Action>> legal) {
    return counts(id, POSITIONS.get(id), legal);
  }

  static String counts(String id, int[][] positions, Function<GameState, Seq<Action>> legal) {
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    StringBuilder out = Perft.header(id);
    out.append("# position: deal Shuffle.seeded(seed).order(deck) with that first dealer; then\n");
    out.append("# `plies` prefix actions: the opening bid if one is named (the seat to speak\n");
    out.append("# bids it), otherwise and afterwards the first legal action.\n");
    out.append("# Each line: depth, sequences of that depth, the order checksum (sum over the\n");
    out.append("# leaves of the last action's place in its legal list, from 1, times the hash\n");
    out.append("# of its wire text), leaves past the end of the hand (scored or void), and\n");
    out.append(
        "# side 0's match score plus seat 0's tricks in the hand, summed over the leaves.\n");
    out.append("# Rules: F-31 (the legal lists and their order), F-7 F-8 (auction), F-11\n");
    out.append("# (discard), F-12 (call), F-15 to F-21 (play), F-20 F-23 F-24 (hand end).\n");
    for (int[] pos : positions) {
      GameState s = position(g, pos);
      Perft.position(out, pos[0], pos[1])
          .append(" opening=")
          .append(pos[2] < 0 ? "none" : Bid.values()[pos[2]].code())
          .append(" plies=")
          .append(pos[3])
          .append(" phase=")
          .append(s.phase().wireName())
          .append('\n');
      Perft.lines(out, Perft.walk(g, legal, s, Perft.fill(new Count[pos[4] + 1], Count::new)));
    }
    return out.toString();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("ids")
  @DisplayName(
      "Count files (F-7 F-8 F-11 F-12 F-15 … F-24 F-31): legal action sequences from fixed seeded positions, as stored")
  void perft(String id) {
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    String text = counts(id, g::legalActions);
    if (!Boolean.getBoolean(GoldenFile.UPDATE)) {
      // F-11, F-31: the discard position lists every set of three of 13 cards.
      assertTrue(text.contains("phase=discard\n1 286 "), text);
    }
    String[] lines = text.split("\n");
    String[] last = lines[lines.length - 1].split(" ");
    assertEquals(last[1], last[3], "F-20: every leaf of the last position is past the hand's end");
    GoldenFile.check("perft/" + id + ".txt", text);
  }

  @Test
  @DisplayName(
      "F-31: the count file changes when a legal list loses an action or has two actions swapped")
  void aChangedLegalListChangesTheCounts() {
    String id = "five-hundred-4p";
    Game<GameState, PlayerView> g = Variants.byId(id).get().game();
    // The discard of the 6S contract and the first two plays of the 7NT contract.
    int[][] small = {{2, 1, S6, 4, 1}, {3, 2, NT7, 5, 2}};
    String stored = counts(id, small, g::legalActions);
    String fewer =
        counts(
            id,
            small,
            s -> {
              Seq<Action> l = g.legalActions(s);
              return s.phase() == FiveHundred.DISCARD ? l.removeAt(285) : l;
            });
    assertNotEquals(stored, fewer);
    String swapped =
        counts(
            id,
            small,
            s -> {
              Seq<Action> l = g.legalActions(s);
              return s.phase() == Phase.PLAY && l.size() > 1
                  ? l.update(0, l.get(1)).update(1, l.get(0))
                  : l;
            });
    assertNotEquals(stored, swapped);
    // Only the order checksum tells the swapped lists apart: same sequences, same scores.
    assertEquals(
        stored.replaceAll("\n(\\d+ \\d+) -?\\d+ ", "\n$1 "),
        swapped.replaceAll("\n(\\d+ \\d+) -?\\d+ ", "\n$1 "));
  }

  @Test
  @DisplayName("F-1: every Five Hundred id has count positions")
  void everyIdHasACountFile() {
    assertEquals(HashSet.ofAll(ids().toList()), HashSet.ofAll(POSITIONS.keySet()));
  }
}
