package dev.mazzo.conformance;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * What the count files (perft, design.md, Tests) of every family share: the seeded deal a position
 * starts from, the file's first line and each position's line, and the one walk that counts every
 * depth of a position at once. Each family's test keeps its positions, its checksums ({@link
 * Count}) and the rest of its file's header.
 */
public final class Perft {

  /** The leaves of one depth and the family's checksums over them. */
  public interface Count {
    /**
     * Counts a leaf.
     *
     * @param s the leaf's state
     * @param last the action that led to it (null where a walk does not say)
     * @param place that action's place in its legal list, from 0
     */
    void leaf(GameState s, Action last, int place);

    /**
     * The depth's line of the count file.
     *
     * @param depth the depth
     * @return the line, without its line end
     */
    String line(int depth);
  }

  private Perft() {}

  /**
   * A new match with that first dealer, dealt {@code Shuffle.seeded(seed).order(deck)}.
   *
   * @param g the game
   * @param seed the shuffle's seed
   * @param dealer the first dealer
   * @return the state after the deal
   */
  public static GameState dealt(Game<GameState, PlayerView> g, int seed, int dealer) {
    GameState s = g.newMatch(MatchOptions.of(Map.of("dealer", dealer))).get();
    return g.apply(s, new Deal(Shuffle.seeded(seed).order(s.deck()))).get();
  }

  /**
   * The position {@code {seed, dealer, plies, …}}: {@link #dealt}, then {@code plies} times the
   * first legal action.
   *
   * @param g the game
   * @param pos the seed, the dealer and the plies (more numbers are the test's own)
   * @return the position
   */
  public static GameState firstActions(Game<GameState, PlayerView> g, int[] pos) {
    GameState s = dealt(g, pos[0], pos[1]);
    for (int i = 0; i < pos[2]; i++) {
      s = g.apply(s, g.legalActions(s).head()).get();
    }
    return s;
  }

  /**
   * A count file's first line.
   *
   * @param id the variant id
   * @return a new text holding the line, to which the family adds the rest of its header
   */
  public static StringBuilder header(String id) {
    return new StringBuilder("# ")
        .append(id)
        .append(": legal action sequences from fixed positions (perft).\n");
  }

  /**
   * Starts a position's line: an empty line, then {@code position seed=S dealer=D}, to which the
   * family adds its own fields and the line end.
   *
   * @param out the file's text
   * @param seed the deal's seed
   * @param dealer the first dealer
   * @return {@code out}
   */
  public static StringBuilder position(StringBuilder out, int seed, int dealer) {
    return out.append("\nposition seed=").append(seed).append(" dealer=").append(dealer);
  }

  /**
   * Walks the tree below a position once, to {@code counts.length - 1} plies: a node k plies down
   * is a leaf of depth k, counted in {@code counts[k]} ({@code counts[0]} stays empty).
   *
   * @param g the game that applies the actions
   * @param legal the legal list of a state (the game's, or one a test has changed)
   * @param s the position
   * @param counts a new count per depth, index 0 included
   * @param <C> the family's count
   * @return {@code counts}
   */
  public static <C extends Count> C[] walk(
      Game<GameState, PlayerView> g,
      Function<GameState, Seq<Action>> legal,
      GameState s,
      C[] counts) {
    walk(g, legal, s, 0, counts);
    return counts;
  }

  private static void walk(
      Game<GameState, PlayerView> g,
      Function<GameState, Seq<Action>> legal,
      GameState s,
      int ply,
      Count[] counts) {
    if (ply + 1 == counts.length) {
      return;
    }
    int place = 0;
    for (Action a : legal.apply(s)) {
      GameState next = g.apply(s, a).get();
      counts[ply + 1].leaf(next, a, place++);
      walk(g, legal, next, ply + 1, counts);
    }
  }

  /**
   * Appends the line of every depth from 1, each with its line end.
   *
   * @param out the file's text
   * @param counts the counts of a {@link #walk}
   */
  public static void lines(StringBuilder out, Count[] counts) {
    for (int depth = 1; depth < counts.length; depth++) {
      out.append(counts[depth].line(depth)).append('\n');
    }
  }

  /**
   * A new count per depth, 0 to {@code depth}.
   *
   * @param counts an array of {@code depth + 1} places
   * @param fresh makes a new count
   * @param <C> the family's count
   * @return {@code counts}, filled
   */
  public static <C extends Count> C[] fill(C[] counts, Supplier<C> fresh) {
    for (int d = 0; d < counts.length; d++) {
      counts[d] = fresh.get();
    }
    return counts;
  }
}
