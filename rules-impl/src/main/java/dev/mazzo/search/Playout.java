package dev.mazzo.search;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * The simulation both bots share: legal play from a state to the end of the current hand (uniformly
 * random, but for the card that completes a trick: {@link #step}; and, in {@link Ismcts}, for the
 * decisions outside trick play, which are its {@link Guide}'s, and for the cards of a game that has
 * its own card rule, {@link dev.mazzo.hint.SearchHint}: Five Hundred's), and the reward of that end
 * for every seat.
 *
 * <p>The horizon is the hand. A playout stops at the first state whose actor is not a seat: the
 * {@link GameState#CHANCE chance} node of the next deal (a hand always ends at one, or at the
 * match's end), or any chance node inside the hand, which ends the playout too.
 *
 * <p>The reward of a seat is defined from the {@link HandResult} that the playout added, and only
 * from the rules-api contract, so that it means the same in every family: with {@code side} the
 * hand side ({@link HandResult#sides()}) that holds the seat,
 *
 * <pre>
 * reward = w · outcome + (1 - w) · rest
 * outcome = 1 if side is the hand's winningSide, 0 if another side is, 1/2 if none is
 * rest    = share, or (1 - σ) · share + σ · score when the score change is informative
 * share   = side's points / the sum of every side's points (1/2 when the sum is 0)
 * score   = the seat's match side's score change against the others' ({@link #scoreTerm})
 * </pre>
 *
 * (negative points count as 0), with the outcome's weight {@code w} and the score's part {@code σ}
 * the search's: {@link #OUTCOME} (3/4) and none for {@link Pimc}, {@link Ismcts#OUTCOME} and {@link
 * Ismcts#SCORE} for ISMCTS. So winning the hand is what the bots play for, and the share of the
 * hand's points (card points, tricks, Tombolon's totals, Pitch's points) separates wins from wins
 * and losses from losses. The score change is informative when at least two match sides' changes
 * are not 0: then it says what the match counts beyond who won, such as what a contract was worth,
 * what a set one cost and what the defenders scored. When only one side scores (Briscola's 1,
 * Sueca's 1, 2 or 4 for the winner, a slam), the score term is the outcome again and the share
 * stays, unless the hand's winner did not take the most points ({@link #leads}): in a made misère
 * (the winners took no trick) or a Pitch set that the defenders scored nothing against, the share
 * runs against the outcome, and the score (the outcome's 1 or 0) is taken. Every seat of one side
 * gets the same reward. A hand that ends without a result (a void deal), a playout stopped by a
 * chance node inside the hand, and a seat in no side of the result get 1/2 (neutral).
 */
final class Playout {

  /** The reward of a seat when the playout tells nothing about it. */
  static final double NEUTRAL = 0.5;

  private Playout() {}

  /**
   * Legal play from {@code state} until no seat is to act: uniformly random, but for the card that
   * completes a trick (see {@link #step}).
   *
   * @return the state where the playout stopped
   */
  static GameState toHandEnd(
      Game<GameState, PlayerView> game, GameState state, SplittableRandom rng) {
    return toHandEnd(game, state, rng, new Work());
  }

  /** As {@link #toHandEnd(Game, GameState, SplittableRandom)}, adding its cost to {@code work}. */
  static GameState toHandEnd(
      Game<GameState, PlayerView> game, GameState state, SplittableRandom rng, Work work) {
    return toHandEnd(game, state, rng, work, Guide.NONE);
  }

  /**
   * As {@link #toHandEnd(Game, GameState, SplittableRandom, Work)}, but a decision outside trick
   * play among two or more legal actions is {@code guide}'s ({@link Guide#guides}), not a random
   * one, and a card is the game's card rule's where the guide has one ({@link Guide#hint}), at the
   * cost of a random move.
   */
  static GameState toHandEnd(
      Game<GameState, PlayerView> game,
      GameState state,
      SplittableRandom rng,
      Work work,
      Guide guide) {
    GameState s = state;
    while (s.toAct() >= 0) {
      Seq<Action> legal = game.legalActions(s);
      if (legal.isEmpty()) {
        break;
      }
      int n = legal.size();
      if (n > 1 && guide.guides(s.phase())) {
        work.units += n + 1;
        s = game.applyLegal(s, legal.get(guide.index(game, s, legal, rng, work)));
        continue;
      }
      int i = guide.hint == null ? -1 : guide.hint.playoutPlay(s);
      if (i >= 0) {
        work.units += n + 1;
        s = game.applyLegal(s, legal.get(i));
      } else {
        s = step(game, s, legal, rng, work);
      }
    }
    return s;
  }

  /**
   * The work of a search in {@link Budget}'s units: one per action applied, one per legal action
   * listed.
   */
  static final class Work {
    long units;
  }

  /**
   * One playout move of the seat to act in {@code s}: a uniformly random legal action, unless that
   * action completes a trick (its events hold a {@link Event.TrickWon}); then every legal action is
   * tried and the one with the best trick for the seat's side is played: the most points won by the
   * side, else the fewest points given away (ties go to the random action, then to the view's
   * order). A cheap rule that every trick game shares, told by the contract's events alone: random
   * playouts that throw an ace under a won trick or let a trick go that a trump would take judge
   * the earlier moves by blunders that no player makes. Against greedy in briscola-2p (200
   * duplicate matches, 200 iterations) it took ISMCTS from 39.0 % to 50.5 % of the matches. The
   * side is the hand's side of {@link GameState#handSides()}: in a determinized chiamata state
   * after the call, the declarer and the sampled partner are one side (with the match sides, one
   * seat each, the trick rule took a partner's trick from its own side).
   */
  static GameState step(
      Game<GameState, PlayerView> game,
      GameState s,
      Seq<Action> legal,
      SplittableRandom rng,
      Work work) {
    int n = legal.size();
    int pick = rng.nextInt(n);
    GameState next = game.applyLegal(s, legal.get(pick));
    work.units += n + 1;
    if (n == 1) {
      return next;
    }
    int seat = s.toAct();
    Seq<Seq<Integer>> sides = s.handSides();
    int side = sideOf(sides, seat);
    int best = trickValue(next.lastEvents(), sides, side);
    if (best == NO_TRICK) {
      return next;
    }
    work.units += n - 1;
    for (int i = 0; i < n; i++) {
      if (i == pick) {
        continue;
      }
      GameState t = game.applyLegal(s, legal.get(i));
      int v = trickValue(t.lastEvents(), sides, side);
      if (v > best) {
        best = v;
        next = t;
      }
    }
    return next;
  }

  /** {@link #trickValue}'s answer when the events complete no trick. */
  static final int NO_TRICK = Integer.MIN_VALUE;

  /**
   * The trick completed by these events for {@code side}: its points if a seat of the side won it,
   * else minus its points (minus one more, so that a lost trick of 0 points ranks below a won one);
   * {@link #NO_TRICK} if no trick was won.
   */
  static int trickValue(Seq<Event> events, Seq<Seq<Integer>> sides, int side) {
    for (Event e : events) {
      if (e instanceof Event.TrickWon t) {
        return sideOf(sides, t.winningSeat()) == side && side >= 0 ? t.points() : -t.points() - 1;
      }
    }
    return NO_TRICK;
  }

  /** The outcome's weight in the reward of {@link #rewards(Seq, int, double[])} (PIMC's): 3/4. */
  static final double OUTCOME = 0.75;

  /**
   * Writes each seat's reward for a playout that stopped at a state with these hand results, the
   * outcome weighing {@link #OUTCOME}.
   *
   * @param results the hand results of the state where the playout stopped
   * @param resultsBefore how many hand results the match had when the playout started
   * @param out one reward per seat, overwritten
   */
  static void rewards(Seq<HandResult> results, int resultsBefore, double[] out) {
    rewards(results, resultsBefore, OUTCOME, out);
  }

  /**
   * As {@link #rewards(Seq, int, double[])}, the outcome weighing {@code outcome} and the share of
   * the points {@code 1 - outcome}.
   */
  static void rewards(Seq<HandResult> results, int resultsBefore, double outcome, double[] out) {
    rewards(results, null, resultsBefore, outcome, 0, out);
  }

  /**
   * Writes each seat's reward for a playout that stopped at {@code end}: the outcome weighing
   * {@code outcome}, and the rest the side's share of the hand's points or, when the hand's score
   * change is informative (at least two match sides' changes not 0, or one and the hand's winner
   * not the side with the most points), {@code 1 - score} of the share and {@code score} of the
   * seat's match side's {@link #scoreTerm}.
   *
   * @param end the state where the playout stopped
   * @param resultsBefore how many hand results the match had when the playout started
   * @param outcome the outcome's weight
   * @param score the score term's part of the rest when the change is informative
   * @param out one reward per seat, overwritten
   */
  static void rewards(
      GameState end, int resultsBefore, double outcome, double score, double[] out) {
    rewards(end.results(), end.sides(), resultsBefore, outcome, score, out);
  }

  /**
   * As {@link #rewards(GameState, int, double, double, double[])}, with the match's sides ({@link
   * GameState#sides()}, which {@link HandResult#scoreChange()} is aligned with; null when {@code
   * score} is 0).
   */
  static void rewards(
      Seq<HandResult> results,
      Seq<Seq<Integer>> matchSides,
      int resultsBefore,
      double outcome,
      double score,
      double[] out) {
    if (results.size() <= resultsBefore) {
      java.util.Arrays.fill(out, NEUTRAL);
      return;
    }
    HandResult result = results.last();
    Seq<Seq<Integer>> sides = result.sides();
    Seq<Integer> points = result.points();
    int total = 0;
    for (Integer p : points) {
      total += Math.max(0, p);
    }
    // The score change, read once: its sum and the sum of its sizes; informative or not.
    Seq<Integer> change = score == 0 ? null : result.scoreChange();
    int sum = 0;
    int size = 0;
    int scoring = 0;
    if (change != null) {
      for (Integer c : change) {
        int v = c;
        sum += v;
        size += Math.abs(v);
        scoring += v == 0 ? 0 : 1;
      }
    }
    int winner = result.winningSide().getOrElse(-1);
    // With one scoring side the term is the outcome: the share refines it where the winner took the
    // most points, and runs against it where not (a made misère, a set that the defenders scored
    // nothing against), where the term is taken.
    boolean scored = scoring >= 2 || scoring == 1 && !leads(points, winner);
    for (int seat = 0; seat < out.length; seat++) {
      int side = sideOf(sides, seat);
      if (side < 0) {
        out[seat] = NEUTRAL;
        continue;
      }
      double won = winner < 0 ? NEUTRAL : winner == side ? 1 : 0;
      double share =
          total == 0 || side >= points.size()
              ? NEUTRAL
              : Math.max(0, points.get(side)) / (double) total;
      if (scored) {
        int mine = sideOf(matchSides, seat);
        double term =
            mine < 0 || mine >= change.size()
                ? NEUTRAL
                : scoreTerm(change.get(mine), sum, size, change.size());
        share = (1 - score) * share + score * term;
      }
      out[seat] = outcome * won + (1 - outcome) * share;
    }
  }

  /**
   * Whether side {@code winner} took more points than every other side (negative points count as
   * 0); false without a winner.
   */
  static boolean leads(Seq<Integer> points, int winner) {
    if (winner < 0 || winner >= points.size()) {
      return false;
    }
    int mine = Math.max(0, points.get(winner));
    int i = 0;
    for (Integer p : points) {
      if (i++ != winner && Math.max(0, p) >= mine) {
        return false;
      }
    }
    return true;
  }

  /**
   * The score term of match side {@code side}: what the hand added to its score against the mean of
   * what it added to the others', over twice the sum of the changes' sizes, plus 1/2:
   *
   * <pre>
   * term = 1/2 + (change[side] - mean of the others' changes) / (2 · Σ |change|)
   * </pre>
   *
   * So a hand that gives every side the same is neutral (1/2), a made contract worth more than the
   * defenders' tricks is above 1/2 for its side, a set contract below it, in the units the match
   * counts: Five Hundred's and Pitch's contract values, chiamata's payments. The term is in [0, 1]
   * without clamping, since |a - mean of the others| ≤ |a| + the others' mean size ≤ Σ |change|.
   * With two sides whose changes are not negative it is the share of the changes (Tombolon's
   * totals). Neutral when there are fewer than two sides, no change, or the seat is in no match
   * side.
   */
  static double scoreTerm(Seq<Integer> change, int side) {
    int n = change.size();
    if (side < 0 || side >= n) {
      return NEUTRAL;
    }
    int sum = 0;
    int size = 0;
    for (Integer c : change) {
      sum += c;
      size += Math.abs(c);
    }
    return scoreTerm(change.get(side), sum, size, n);
  }

  /** {@link #scoreTerm(Seq, int)} of a side whose change is {@code mine}, of {@code n} sides. */
  private static double scoreTerm(int mine, int sum, int size, int n) {
    if (n < 2 || size == 0) {
      return NEUTRAL;
    }
    return NEUTRAL + (mine - (sum - mine) / (double) (n - 1)) / (2.0 * size);
  }

  /** The index of the side that holds {@code seat}, or -1. */
  static int sideOf(Seq<Seq<Integer>> sides, int seat) {
    int i = 0;
    for (Seq<Integer> side : sides) {
      for (Integer s : side) {
        if (s == seat) {
          return i;
        }
      }
      i++;
    }
    return -1;
  }
}
