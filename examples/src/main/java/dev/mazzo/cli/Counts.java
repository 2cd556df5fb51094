package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.family.Tally;
import dev.mazzo.family.Totals;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;

/**
 * What a run of {@code simulate}'s matches added up to: the counts every family has (wins, draws,
 * points, final scores, hands) and the family's own tally; the counts of parallel chunks merge.
 */
final class Counts {
  final long[] wins;
  final long[] points;

  /** The final match score per side, summed over the matches. */
  final long[] score;

  final Tally tally;
  long draws;
  long hands;
  long scoredHands;
  int matches;

  Counts(int sides, Tally tally) {
    wins = new long[sides];
    points = new long[sides];
    score = new long[sides];
    this.tally = tally;
  }

  void add(GameState end, Seq<Seq<Integer>> sides) {
    matches++;
    if (end.winningSide().isDefined()) {
      wins[end.winningSide().get()]++;
    } else {
      draws++;
    }
    for (int i = 0; i < score.length && i < end.score().size(); i++) {
      score[i] += end.score().get(i);
    }
    for (HandResult r : end.results()) {
      hands++;
      if (r.sides().equals(sides)) {
        scoredHands++;
        for (int i = 0; i < points.length; i++) {
          points[i] += r.points().get(i);
        }
      }
    }
    tally.add(end);
  }

  void merge(Counts o) {
    matches += o.matches;
    draws += o.draws;
    hands += o.hands;
    scoredHands += o.scoredHands;
    for (int i = 0; i < wins.length; i++) {
      wins[i] += o.wins[i];
      points[i] += o.points[i];
      score[i] += o.score[i];
    }
    tally.merge(o.tally);
  }

  /** These counts as the family's report reads them. */
  Totals totals(int games, Seq<Seq<Integer>> sides, Bot[] bots) {
    return new Totals() {
      @Override
      public int games() {
        return games;
      }

      @Override
      public Seq<Seq<Integer>> sides() {
        return sides;
      }

      @Override
      public String bot(int seat) {
        return bots[seat % bots.length].name();
      }

      @Override
      public long wins(int side) {
        return wins[side];
      }

      @Override
      public long points(int side) {
        return points[side];
      }

      @Override
      public long score(int side) {
        return score[side];
      }

      @Override
      public long scoredHands() {
        return scoredHands;
      }
    };
  }
}
