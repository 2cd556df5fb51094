package dev.mazzo.family;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * A {@link Strategy} that reads one family's views, its frame written once: a view with no legal
 * action is a bug ({@link IllegalArgumentException}), a lone legal action is taken as it is, and
 * when the view is not of the family's class or the family has no preference, a legal action is
 * drawn from the generator. The family supplies its preference: {@link #prefer}.
 *
 * @param <V> the family's view class
 */
public abstract class ViewStrategy<V extends PlayerView> implements Strategy {
  private final Class<V> views;

  /**
   * A strategy for the views of one family.
   *
   * @param views the family's view class
   */
  protected ViewStrategy(Class<V> views) {
    this.views = views;
  }

  @Override
  public final Action choose(
      Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
    Seq<Action> legal = view.legalActions();
    int k = legal.size();
    if (k == 0) {
      throw new IllegalArgumentException("Seat " + view.seat() + " has no legal action");
    }
    if (k == 1) {
      return legal.head();
    }
    Option<Action> a =
        views.isInstance(view)
            ? prefer(views.cast(view), legal.toJavaArray(Action[]::new))
            : Option.none();
    return a.isDefined() ? a.get() : legal.get(rng.nextInt(k));
  }

  /**
   * The family's choice among a seat's legal actions.
   *
   * @param view the seat's view
   * @param actions its legal actions, at least two, in {@code legalActions} order
   * @return one of {@code actions}, or none when the family prefers none (a random one is drawn)
   */
  protected abstract Option<Action> prefer(V view, Action[] actions);
}
