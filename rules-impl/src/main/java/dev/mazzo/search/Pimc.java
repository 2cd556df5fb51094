package dev.mazzo.search;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * Perfect-information Monte Carlo for any variant, from one seat's {@link PlayerView}: each sample
 * is a state consistent with the view ({@link Game#determinize}) in which every legal action is
 * played once, followed by a playout to the end of the hand ({@link Playout}: random legal play,
 * but for the card that completes a trick, which takes the best trick); the action with the best
 * total reward ({@link Playout}: winning the hand, then the side's share of its points) over all
 * the samples is played (the first in the view's order on a tie). Every action is scored on the
 * same samples.
 *
 * <p>The budget counts playouts, as {@link Ismcts}'s does (one playout per iteration), so that a
 * budget costs about the same time in both bots whatever the number of legal actions: {@code n}
 * iterations are ⌈n / legal actions⌉ samples (at least one, so at least one playout per action),
 * fewer where {@link Budget}'s work cap stops the search first (it is checked between samples).
 *
 * <p>An iteration budget ({@link #withIterations}, {@link #defaults}) makes the decision a function
 * of the view and the seed: {@link #choose} draws one {@code long} from the given generator and
 * seeds its own {@link SplittableRandom} with it, so the same view and the same seed give the same
 * action, whatever the hidden cards of the state the view came from. A time budget ({@link
 * #withMillis}) does not. A host that wants a hint for a human seat makes the same call with the
 * human seat's view. Instances are immutable and keep nothing between calls.
 */
public final class Pimc extends Frame {

  /**
   * The default budget in iterations (playouts), and {@link Budget#WORK_PER_ITERATION} times as
   * many units of work (30,000: actions applied plus legal actions listed), which holds the
   * costliest decisions (an auction's, whose playouts run the auction and the play) to a few ms of
   * CPU. With it PIMC won 60.5 % of 200 duplicate matches of briscola-2p and 77 % of 100 of
   * sueca-4p against greedy (session 8). A host that needs a tighter bound per move uses {@link
   * #withMillis}.
   */
  public static final int DEFAULT_ITERATIONS = 200;

  private static final Pimc DEFAULTS = new Pimc(Budget.ofIterations(DEFAULT_ITERATIONS), null);

  private Pimc(Budget budget, Strategy advisor) {
    super(budget, advisor);
  }

  /**
   * A search of {@code n} playouts per decision (⌈n / legal actions⌉ samples): deterministic under
   * a seed.
   *
   * @throws IllegalArgumentException if {@code n < 1}
   */
  public static Pimc withIterations(int n) {
    return new Pimc(Budget.ofIterations(n), null);
  }

  /**
   * A search of {@code ms} milliseconds of wall-clock time per decision (at least one sample): as
   * strong as the machine allows, not reproducible.
   *
   * @throws IllegalArgumentException if {@code ms < 1}
   */
  public static Pimc withMillis(long ms) {
    return new Pimc(Budget.ofMillis(ms), null);
  }

  /** The default search: {@value #DEFAULT_ITERATIONS} playouts. */
  public static Pimc defaults() {
    return DEFAULTS;
  }

  /**
   * This search with the same budget, leaving to {@code advisor} every decision outside trick play
   * among more than nine legal actions, as {@link Ismcts#advisedBy} does (see there why).
   *
   * @param advisor the strategy for those decisions, such as the family's greedy one
   * @return the advised search
   */
  public Pimc advisedBy(Strategy advisor) {
    return new Pimc(budget, checked(advisor));
  }

  @Override
  Action search(
      Game<GameState, PlayerView> game, PlayerView view, Seq<Action> legal, SplittableRandom rng) {
    int n = legal.size();
    Action[] actions = legal.toJavaArray(Action[]::new);
    double[] totals = new double[n];
    score(game, view, actions, totals, rng);
    return actions[best(totals)];
  }

  /** The index of the highest total, the first of equal ones. */
  static int best(double[] totals) {
    int best = 0;
    for (int i = 1; i < totals.length; i++) {
      if (totals[i] > totals[best]) {
        best = i;
      }
    }
    return best;
  }

  /**
   * Adds to {@code totals[i]} the searching seat's rewards of {@code actions[i]}, one playout in
   * each sample, for as many samples as the budget allows.
   *
   * @return the samples
   */
  int score(
      Game<GameState, PlayerView> game,
      PlayerView view,
      Action[] actions,
      double[] totals,
      SplittableRandom r) {
    int n = actions.length;
    double[] rewards = new double[view.players()];
    int seat = view.seat();
    long deadline = budget.deadline(System.nanoTime());
    Playout.Work work = new Playout.Work();
    int samples = 0;
    for (int done = 0; budget.more(done, work.units, deadline); done += n) {
      GameState s = Frame.sample(game, view, r);
      int before = s.results().size();
      for (int i = 0; i < n; i++) {
        GameState end = Playout.toHandEnd(game, game.applyLegal(s, actions[i]), r, work);
        Playout.rewards(end.results(), before, rewards);
        totals[i] += rewards[seat];
      }
      samples++;
    }
    return samples;
  }

  @Override
  String name() {
    return "pimc";
  }
}
