package dev.mazzo.bot;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A greedy player: it plays its seat's family's {@linkplain Family#greedy() greedy strategy}, found
 * by the view's variant id. In the Briscola family it reasons about the trick on the table and no
 * further (and about its hand in the chiamata auction and call); in Tombolon it scores each capture
 * or lay by what it wins and what it gives away. Either way it sees its seat's view alone.
 *
 * <p>With a single legal action it plays it; for a variant of no registered family (one registered
 * through {@code VariantProvider}) it plays the common family's choice, the first legal action
 * ({@link Families#serving(String)}); for a view of an id the catalog does not know, a uniformly
 * random legal action.
 */
public final class GreedyBot implements Bot {

  /** The name on the command line. */
  public static final String NAME = "greedy";

  /** A greedy bot. */
  public GreedyBot() {}

  @Override
  public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    int k = legal.size();
    if (k == 0) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    if (k == 1) {
      return legal.head();
    }
    Option<Family> family = Families.serving(view.variantId());
    return family.isDefined()
        ? family.get().greedy().choose(game, view, rng)
        : legal.get(rng.nextInt(k));
  }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String toString() {
    return NAME;
  }
}
