package dev.mazzo.search;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * The simulation both bots share: uniformly random legal play from a state to the end of the
 * current hand, and the reward of that end for every seat.
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
 * reward = 3/4 · outcome + 1/4 · share
 * outcome = 1 if side is the hand's winningSide, 0 if another side is, 1/2 if none is
 * share   = side's points / the sum of every side's points (1/2 when the sum is 0)
 * </pre>
 *
 * (negative points count as 0). So winning the hand is what the bots play for, and the share of the
 * hand's points (card points, tricks, Tombolon's totals, Pitch's points) separates wins from wins
 * and losses from losses. Every seat of one side gets the same reward. A hand that ends without a
 * result (a void deal), a playout stopped by a chance node inside the hand, and a seat in no side
 * of the result get 1/2 (neutral).
 */
final class Playout {

  /** The reward of a seat when the playout tells nothing about it. */
  static final double NEUTRAL = 0.5;

  private Playout() {}

  /**
   * Random legal play from {@code state} until no seat is to act.
   *
   * @return the state where the playout stopped
   */
  static GameState toHandEnd(
      Game<GameState, PlayerView> game, GameState state, SplittableRandom rng) {
    GameState s = state;
    while (s.toAct() >= 0) {
      Seq<Action> legal = game.legalActions(s);
      int n = legal.size();
      if (n == 0) {
        break;
      }
      s = game.applyLegal(s, legal.get(rng.nextInt(n)));
    }
    return s;
  }

  /**
   * Writes each seat's reward for a playout that stopped at a state with these hand results.
   *
   * @param results the hand results of the state where the playout stopped
   * @param resultsBefore how many hand results the match had when the playout started
   * @param out one reward per seat, overwritten
   */
  static void rewards(Seq<HandResult> results, int resultsBefore, double[] out) {
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
    int winner = result.winningSide().getOrElse(-1);
    for (int seat = 0; seat < out.length; seat++) {
      int side = sideOf(sides, seat);
      if (side < 0) {
        out[seat] = NEUTRAL;
        continue;
      }
      double outcome = winner < 0 ? NEUTRAL : winner == side ? 1 : 0;
      double share =
          total == 0 || side >= points.size()
              ? NEUTRAL
              : Math.max(0, points.get(side)) / (double) total;
      out[seat] = 0.75 * outcome + 0.25 * share;
    }
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
