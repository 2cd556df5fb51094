package dev.mazzo.search;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.hint.SearchHint;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * The cheap rule that a search leans on outside trick play (bids, calls, trumps, discards, burns):
 * a strategy given to {@link Ismcts#guidedBy}, such as the family's greedy one ({@code
 * Family.greedy()}). It does two things, both deterministic under the search's seed:
 *
 * <ul>
 *   <li><b>Playouts</b> ({@link Playout#step}): a decision outside trick play is the guide's, not a
 *       random one. A playout that bids and discards at random makes every bid look bad (random
 *       seats overbid, discard their trumps, and set the contract) and cannot tell a sound bid from
 *       a reckless one.
 *   <li><b>Progressive widening</b> ({@link #width}, {@link #order}): a decision outside trick play
 *       among more than {@link Frame#LONG_LIST} legal actions (Five Hundred's 27 bids and 286
 *       discards, chiamata's opening bids) is searched among a few candidates that grow with the
 *       node's visits: the guide's choice first, then the list's first action (a pass, in the rules
 *       chapters' order), then its neighbours in the legal order, nearest first (the bids just
 *       below and above, the discards that differ least in the chapter's order). So a few hundred
 *       iterations compare the guide's bid with the ones beside it, instead of spreading over
 *       dozens of bids that no one would make.
 * </ul>
 *
 * The guide of a game that gives the search hints ({@link SearchHint}: Five Hundred's) also plays
 * the playouts' cards by the game's card rule ({@link #hint}), and where it passes in a long
 * auction ladder lets the search weigh the lowest bids too ({@link #bidTop(int, int, GameState)});
 * in every other game the playouts' cards stay random ({@link Playout#step}). With no strategy
 * ({@link #NONE}: a search not guided) the playouts stay random, the long lists are widened around
 * their first action, and auctions are not bounded.
 */
final class Guide {

  /** The guide of no family: random playouts, widening from the first action. */
  static final Guide NONE = new Guide(null);

  /** The strategy; null for none. */
  private final Strategy strategy;

  /** The game's hints ({@link SearchHint}); null for none: random play, no overcalls. */
  final SearchHint hint;

  Guide(Strategy strategy) {
    this(strategy, null);
  }

  /**
   * A guide that takes {@code game}'s {@link SearchHint} when the game gives one (Five Hundred's):
   * its playouts' cards, its overcalls; else random cards and no overcalls.
   */
  Guide(Strategy strategy, Game<GameState, PlayerView> game) {
    this.strategy = strategy;
    this.hint = game instanceof SearchHint h ? h : null;
  }

  /** Whether a decision in {@code phase} among {@code n} legal actions is widened. */
  static boolean wide(Phase phase, int n) {
    return phase != Phase.PLAY && n > Frame.LONG_LIST;
  }

  /** Whether a playout lets the guide take a decision in {@code phase}. */
  boolean guides(Phase phase) {
    return strategy != null && phase != Phase.PLAY;
  }

  /** Whether an auction's candidates are bounded by the guide's bid ({@link #bidTop}). */
  boolean bounds(Phase phase) {
    return strategy != null && phase == Phase.BID;
  }

  /**
   * The guide's choice for the seat to act in {@code s}, as an index into {@code legal}; 0 without
   * a strategy. Its cost (the seat's view lists the legal actions again) is added to {@code work}.
   */
  int index(
      Game<GameState, PlayerView> game,
      GameState s,
      Seq<Action> legal,
      SplittableRandom rng,
      Playout.Work work) {
    if (strategy == null) {
      return 0;
    }
    work.units += legal.size() + 1;
    Action a = strategy.choose(game, game.view(s, s.toAct()).get(), rng);
    return Math.max(0, legal.indexOf(a));
  }

  /** The guide's choice for a view, as an index into the view's legal actions; 0 without one. */
  int index(Game<GameState, PlayerView> game, PlayerView view, SplittableRandom rng) {
    if (strategy == null) {
      return 0;
    }
    Seq<Action> legal = view.legalActions();
    return Math.max(0, legal.indexOf(strategy.choose(game, view, rng)));
  }

  /**
   * How many candidates a widened node searches after {@code visits} visits: 2, then one more each
   * time √(visits / {@value #WIDENING}) passes a whole number, at most {@code n}.
   */
  static int width(int visits, int n) {
    return Math.min(n, 2 + (int) Math.sqrt(visits / WIDENING));
  }

  /**
   * Visits per step of {@link #width}'s square root: 16 visits for a third candidate, 64 a fourth.
   */
  static final double WIDENING = 16;

  /**
   * The end (exclusive) of the candidates of an auction: a search may bid what the guide bids,
   * pass, or bid lower, and in a short list (at most {@link Frame#LONG_LIST} actions, such as a
   * Pitch bid) one step higher; it never bids higher in a long ladder (Five Hundred's, chiamata's).
   * The rules chapters list a pass first and the bids from the lowest up (F-31, P-35, B-45). So the
   * search can bid more cautiously than the guide, and little more boldly; its playouts, whose card
   * play is random, judge a contract's chances too kindly to be let overbid.
   *
   * @param g the guide's index
   * @param n the legal actions
   */
  static int bidTop(int g, int n) {
    return Math.min(n, n > Frame.LONG_LIST ? g + 1 : g + 2);
  }

  /**
   * As {@link #bidTop(int, int)}, but where the guide passes ({@code g} 0) in a long ladder of a
   * game with hints, the candidates reach the hint's {@link SearchHint#overcalls} lowest bids: the
   * search may then pass or overcall at the next rung. Its playouts play their cards by the game's
   * rule, and judge such a contract well enough. Measured in five-hundred-4p against greedy (200
   * duplicate matches, seeds 3 and 5; benchmarks/README.md, issue 29): with the five lowest bids
   * 80.5 % and 85.0 % of the matches (60.0 % and 61.0 % without), its contracts made 73.2 % and
   * 74.1 % against greedy's 68.7 % and 66.2 %; letting it overcall its own team too won 79.5 % and
   * 77.0 %, but its contracts were made less often than greedy's on one seed (69.8 % against 70.9
   * %); one step above the guide's own bid, where it bids, gained nothing (59.0 %, 59.5 %).
   *
   * @param s the state searched, the seat to act in its auction
   */
  int bidTop(int g, int n, GameState s) {
    return g == 0 && hint != null && n > Frame.LONG_LIST
        ? Math.min(n, 1 + hint.overcalls(s))
        : bidTop(g, n);
  }

  /**
   * The fewest iterations of a search's root on which it takes an overcall ({@link #bidTop(int,
   * int, GameState)}: a bid where the guide passes); under it, the search passes as the guide does.
   * An iteration from a Five Hundred bid is costly, and the work cap of an iteration budget ({@link
   * Budget#WORK_PER_ITERATION}) stops such a search early: in five-hundred-4p against greedy (20
   * matches, seed 3, session 26) the root of a bid where greedy passed ran 12 – 48 iterations at
   * {@code easy}'s 75 (median 14), 45 – 300 at {@code medium}'s 300 (median 51) and 174 – 1,200 at
   * the default 1,200 (median 200). A dozen iterations shared by two or three candidates make the
   * overcall a coin's throw: at 75 iterations against greedy (200 matches, seed 3) the search won
   * 42.0 % with overcalls and 44.0 % without, and its contracts were made 63.6 % of the time with
   * them (1,015 of 1,597) against 81.7 % without (644 of 788); at 300 iterations they were worth it
   * (66.0 % against 54.5 %, contracts made 67.8 % and 88.4 %), so the bound lies between the two
   * budgets' roots and keeps every decision of the default budget.
   */
  static final int OVERCALL_VISITS = 32;

  /**
   * The search's decision at a root of {@code visits} iterations, given the choice of its most
   * visited child: that choice, but the pass (the list's head) where it is an overcall judged on
   * fewer than {@link #OVERCALL_VISITS} iterations. Where the guide passes ({@code g} 0) in a
   * hinted long ladder every candidate but the pass is an overcall.
   *
   * @param phase the root's phase
   * @param legal the root's legal actions
   * @param g the guide's index at the root
   * @param choice the most visited child's action
   * @param visits the root's iterations
   */
  Action judged(Phase phase, Seq<Action> legal, int g, Action choice, int visits) {
    return g == 0
            && visits < OVERCALL_VISITS
            && hint != null
            && bounds(phase)
            && legal.size() > Frame.LONG_LIST
        ? legal.head()
        : choice;
  }

  /**
   * Whether an auction's candidates include the pass (the list's first action) when the guide's
   * index is {@code g} among {@code n} legal actions: always in a short list, and in a long ladder
   * (more than {@link Frame#LONG_LIST} actions: chiamata's opening bid, Five Hundred's bids) only
   * where the guide passes too. The search's playouts, whose card play is random, judge a contract
   * too hard to make at an opening bid: in briscola-chiamata-5p at 1,200 iterations the search
   * passed at 66 of the openings of 40 matches where greedy bid, and rollouts of greedy's play from
   * those views (200 each) found greedy's bid worth 0.34 payment points to the seat on average and
   * the pass -0.25, greedy's bid the better in 65 of the 66 (issue 29, benchmarks/README.md).
   */
  static boolean passes(int g, int n) {
    return g == 0 || n <= Frame.LONG_LIST;
  }

  /**
   * Writes the first {@code k} candidates among the actions {@code 0 … top - 1} into {@code out}:
   * the guide's index {@code g} ({@code 0 <= g < top}), then 0, then {@code g - 1, g + 1, g - 2, g
   * + 2, …} (each once). They are the {@code top} actions in a new order, so the list ends after
   * {@code min(k, top)} of them.
   *
   * @return how many were written: {@code min(k, top)}
   */
  static int order(int g, int top, int k, int[] out) {
    return order(g, top, k, out, true);
  }

  /**
   * As {@link #order(int, int, int, int[])}, but without the first action (0) when {@code first} is
   * false and the guide's index is not 0: the candidates are then {@code g, g - 1, g + 1, …} among
   * {@code 1 … top - 1}, so the list ends after {@code min(k, top - 1)} of them. An auction's long
   * ladder where the guide bids ({@link #passes}) is so searched without the pass.
   *
   * @return how many were written
   */
  static int order(int g, int top, int k, int[] out, boolean first) {
    boolean skip = !first && g != 0;
    int end = Math.min(k, skip ? top - 1 : top);
    int m = 0;
    out[m++] = g;
    if (g != 0 && m < end && !skip) {
      out[m++] = 0;
    }
    for (int d = 1; m < end; d++) {
      if (g - d > 0) {
        out[m++] = g - d;
      }
      if (g + d < top && m < end) {
        out[m++] = g + d;
      }
    }
    return m;
  }
}
