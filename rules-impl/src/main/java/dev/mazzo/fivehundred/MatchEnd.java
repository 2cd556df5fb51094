package dev.mazzo.fivehundred;

import dev.mazzo.game.Action;
import dev.mazzo.game.Phase;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * The end of the match (five-hundred.md F-27, F-28), checked after every hand that is not void: a
 * contracting side at 500 or more that made its contract wins; with {@code winOnlyByContract} =
 * false any side at 500 or more, the highest; a side at −500 or less loses to the highest of the
 * others; else the next deal, dealer + 1 (F-4).
 */
final class MatchEnd {

  /** The score that wins (F-27). */
  static final int TARGET = 500;

  private MatchEnd() {}

  /** No action once the match is over. */
  static Seq<Action> legal() {
    return List.empty();
  }

  /**
   * The winning match side after a hand's score, or -1 when the match goes on (F-27).
   *
   * @param made whether a contract was made
   * @param cs the contracting seats, a mask (0 without a contract)
   */
  static int winner(Draft d, boolean made, int cs) {
    Spec spec = d.rules.spec;
    int[] score = d.score;
    int c = d.declarer;
    // 1. A made contract and a contracting side at 500 or more.
    if (made) {
      int best = -1;
      for (int seat : d.rules.from[c]) {
        int side = spec.sideOf[seat];
        if ((cs & 1 << seat) != 0
            && score[side] >= TARGET
            && (best < 0 || score[side] > score[best])) {
          best = side;
        }
      }
      if (best >= 0) {
        return best;
      }
    }
    int from = d.rules.next(c >= 0 ? c : d.dealer);
    // 2. Without winOnlyByContract, any side at 500 or more.
    if (!d.rules.winOnlyByContract && highest(d, from, TARGET) >= 0) {
      return highest(d, from, TARGET);
    }
    // 3. A side at -500 or less loses: the highest of the others wins.
    // (The highest side is one of the others unless every side is at -500 or less.)
    for (int s : score) {
      if (s <= -TARGET) {
        return highest(d, from, Integer.MIN_VALUE);
      }
    }
    return -1;
  }

  /**
   * The side with the highest score of at least {@code floor}, a tie going to the first side in
   * playing order from seat {@code from}; -1 when none has {@code floor}.
   */
  private static int highest(Draft d, int from, int floor) {
    int best = -1;
    for (int seat : d.rules.from[from]) {
      int side = d.rules.spec.sideOf[seat];
      if (d.score[side] >= floor && (best < 0 || d.score[side] > d.score[best])) {
        best = side;
      }
    }
    return best;
  }

  /** The match goes on: phase {@code deal}, dealer + 1, the next hand, every pile empty (F-33). */
  static FiveHundredState nextDeal(Draft d) {
    d.clearHand(d.rules.players);
    d.phase = Phase.DEAL;
    d.toAct = FiveHundredState.CHANCE;
    d.dealer = d.rules.next(d.dealer);
    d.handNo++;
    return d.state();
  }
}
