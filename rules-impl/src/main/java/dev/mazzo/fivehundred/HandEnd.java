package dev.mazzo.fivehundred;

import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.table.TableState;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The end of a hand (five-hundred.md F-22 … F-26, F-29, F-32): the contracting side and its tricks,
 * the contract made or set with its slam, misère, the defenders' tricks, the all-pass hand's
 * tricks, the void hand; the HAND_RESULT; then the end of the match or the next deal ({@link
 * MatchEnd}).
 */
final class HandEnd {

  private HandEnd() {}

  /** F-10, F-29: every seat passed with {@code allPass} = {@code "redeal"}. */
  static FiveHundredState voidHand(Draft d) {
    int n = d.rules.players;
    Seq<Integer> zeros = Array.fill(n, 0);
    FiveHundredHandResult r =
        new FiveHundredHandResult(
            d.handNo,
            Array.empty(),
            Array.empty(),
            Option.none(),
            true,
            d.dealer,
            Option.none(),
            Option.none(),
            Option.none(),
            Option.none(),
            zeros,
            Option.none(),
            Option.none(),
            Array.fill(d.score.length, 0));
    d.event(new FiveHundredEvent.Void());
    d.results = d.results.append(r);
    d.event(new Event.HandScored.Plain(r));
    return MatchEnd.nextDeal(d);
  }

  /** The seats of the contracting side (F-22), a mask; 0 without a contract. */
  static int contracting(Draft d) {
    if (d.contract == null) {
      return 0;
    }
    Spec spec = d.rules.spec;
    if (spec.teams) {
      int mask = 0;
      for (int seat : spec.sides.get(spec.sideOf[d.declarer])) {
        mask |= 1 << seat;
      }
      return mask;
    }
    return 1 << d.declarer | (d.partner >= 0 ? 1 << d.partner : 0);
  }

  /** The hand is over: its score (F-23, F-24, F-26), its result (F-32), then F-27. */
  static FiveHundredState score(Draft d) {
    Spec spec = d.rules.spec;
    int n = d.rules.players;
    int cs = contracting(d);
    Seq<Seq<Integer>> sides;
    if (d.contract == null || spec.teams) {
      sides = spec.sides;
    } else {
      int others = ((1 << n) - 1) & ~cs;
      sides = Array.of(FiveHundredState.seats(cs), FiveHundredState.seats(others));
    }
    int[] tricks = new int[sides.size()];
    for (int side = 0; side < tricks.length; side++) {
      for (int seat : sides.get(side)) {
        tricks[side] += d.tricksBySeat[seat];
      }
    }
    Seq<Integer> points = TableState.boxed(tricks);
    int[] change = new int[spec.sides.size()];
    Option<Integer> winner = Option.none();
    Option<Integer> contractingSide = Option.none();
    Option<Boolean> made = Option.none();
    Option<Boolean> slam = Option.none();
    if (d.contract == null) {
      for (int seat = 0; seat < n; seat++) {
        change[spec.sideOf[seat]] += 10 * d.tricksBySeat[seat];
      }
    } else {
      int c = d.declarer;
      int k = 0;
      for (int seat = 0; seat < n; seat++) {
        k += (cs >>> seat & 1) * d.tricksBySeat[seat];
      }
      Bid b = d.contract;
      int v = b.value();
      boolean isMade = b.isMisere() ? d.tricksBySeat[c] == 0 : k >= b.tricks();
      boolean isSlam = !b.isMisere() && isMade && k == 10 && v < 250;
      int contractScore = isMade ? (isSlam ? 250 : v) : -v;
      for (int seat = 0; seat < n; seat++) {
        int side = spec.sideOf[seat];
        if ((cs & 1 << seat) != 0) {
          change[side] = contractScore;
        } else if (!b.isMisere()) {
          change[side] += 10 * d.tricksBySeat[seat];
        } else if (d.rules.misereDefendersScore) {
          change[side] = 10 * d.tricksBySeat[c];
        }
      }
      int csIndex = spec.teams ? spec.sideOf[c] : 0;
      contractingSide = Option.some(csIndex);
      winner = Option.some(isMade ? csIndex : spec.teams ? 1 - csIndex : 1);
      made = Option.some(isMade);
      slam = Option.some(isSlam);
    }
    FiveHundredHandResult r =
        new FiveHundredHandResult(
            d.handNo,
            sides,
            points,
            winner,
            false,
            d.dealer,
            d.declarer < 0 ? Option.none() : Option.some(d.declarer),
            Option.of(d.contract),
            d.partner < 0 ? Option.none() : Option.some(d.partner),
            contractingSide,
            TableState.boxed(d.tricksBySeat),
            made,
            slam,
            TableState.boxed(change));
    int[] score = d.score.clone();
    for (int side = 0; side < score.length; side++) {
      score[side] += change[side];
    }
    d.score = score;
    d.results = d.results.append(r);
    d.event(new Event.HandScored.Plain(r));
    d.leader = -1;
    int w = MatchEnd.winner(d, made.getOrElse(false), cs);
    if (w < 0) {
      return MatchEnd.nextDeal(d);
    }
    d.phase = Phase.MATCH_OVER;
    d.toAct = FiveHundredState.NOBODY;
    d.winner = w;
    d.event(new Event.MatchEnded.Plain(Option.some(w)));
    return d.state();
  }
}
