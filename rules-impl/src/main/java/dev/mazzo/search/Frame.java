package dev.mazzo.search;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * What both searches do around their search, written once: keep the budget and the advisor, check
 * the view, answer a lone legal action and an advised decision without searching, seed the search
 * from the caller's generator, and sample states.
 */
abstract sealed class Frame implements Strategy permits Ismcts, Pimc {

  /** How long a decision may search. */
  final Budget budget;

  /** What decides outside trick play ({@link #advised}); null: the search decides all. */
  private final Strategy advisor;

  Frame(Budget budget, Strategy advisor) {
    this.budget = budget;
    this.advisor = advisor;
  }

  /** The advisor, or null. */
  final Strategy advisor() {
    return advisor;
  }

  /**
   * The advisor, checked, for a copy of this search that it advises.
   *
   * @throws NullPointerException if {@code advisor} is null
   */
  static Strategy checked(Strategy advisor) {
    return Objects.requireNonNull(advisor, "advisor");
  }

  /**
   * {@inheritDoc}
   *
   * <p>A lone legal action is returned at once, without searching or drawing from {@code rng}; an
   * advised decision ({@code advisedBy}) is the advisor's, given the same {@code rng}. Otherwise
   * one {@code long} is drawn from {@code rng} to seed the search.
   *
   * @throws IllegalArgumentException if the view lists no legal action or cannot be determinized
   */
  @Override
  public final Action choose(
      Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = legal(view);
    if (legal.size() == 1) {
      return legal.head();
    }
    if (advisor != null && advised(view)) {
      return advisor.choose(game, view, rng);
    }
    return search(game, view, legal, new SplittableRandom(rng.nextLong()));
  }

  /**
   * The decision among two or more legal actions, searched within {@link #budget}.
   *
   * @param legal the view's legal actions, in the view's order
   * @param rng the search's own generator
   */
  abstract Action search(
      Game<GameState, PlayerView> game, PlayerView view, Seq<Action> legal, SplittableRandom rng);

  /** The search's name in {@link #toString()}, such as {@code ismcts}. */
  abstract String name();

  @Override
  public final String toString() {
    return name() + "(" + budget + (advisor == null ? ")" : ", advised)");
  }

  /**
   * The longest list of legal actions outside trick play that an advised search still searches:
   * Pitch's longest (its opening bid, nine), so that a pass or a few bids, a trump among four
   * suits, are compared by the search, and Five Hundred's opening bids (27) and discards (286) and
   * chiamata's opening bids (61) go to the advisor.
   */
  static final int LONG_LIST = 9;

  /**
   * The view's legal actions.
   *
   * @throws IllegalArgumentException if there is none (the seat is not to act)
   */
  static Seq<Action> legal(PlayerView view) {
    Seq<Action> legal = view.legalActions();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException(
          "seat " + view.seat() + " has no legal action: it is not to act");
    }
    return legal;
  }

  /**
   * Whether an advised search leaves the view's decision to its advisor: a decision outside trick
   * play ({@link Phase#PLAY}) among more than {@link #LONG_LIST} legal actions, such as an opening
   * bid or a discard. Random playouts from there run the rest of the auction and the discard too,
   * and judge dozens of bids or hundreds of discard sets with about 130 samples.
   */
  static boolean advised(PlayerView view) {
    return view.phase() != Phase.PLAY && view.legalActions().size() > LONG_LIST;
  }

  /**
   * A state consistent with the view, its hidden cards sampled with {@code rng}.
   *
   * @throws IllegalArgumentException if the game cannot determinize the view (a view of another
   *     variant)
   */
  static GameState sample(Game<GameState, PlayerView> game, PlayerView view, SplittableRandom rng) {
    return game.determinize(view, rng)
        .getOrElseThrow(r -> new IllegalArgumentException(r.message()));
  }
}
