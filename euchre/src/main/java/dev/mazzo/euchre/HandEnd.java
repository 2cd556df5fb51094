package dev.mazzo.euchre;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The end of a hand: its score (euchre.md E-19), a hand thrown in (E-12), the next (E-20, E-21).
 */
final class HandEnd {

  private HandEnd() {}

  /**
   * E-19: what a hand is worth to the side that scores.
   *
   * @param declarerTricks the tricks of the declarer's side, 0 … 5
   * @param declarerAlone whether the declarer went alone
   * @param loneDefender whether a defender defended alone
   * @return the points, for the declarer's side when it took 3 or more tricks, else for the
   *     defenders
   */
  static int points(int declarerTricks, boolean declarerAlone, boolean loneDefender) {
    if (declarerTricks == 5) {
      return declarerAlone ? 4 : 2;
    }
    if (declarerTricks >= 3) {
      return 1;
    }
    return loneDefender ? 4 : 2;
  }

  /** E-19: the hand after its fifth trick. */
  static void score(Draft d) {
    int declarerSide = EuchreRules.side(d.declarer);
    int made = d.tricks[declarerSide];
    int side = made >= 3 ? declarerSide : 1 - declarerSide;
    int[] change = new int[2];
    change[side] = points(made, d.declarerAlone, d.loneDefender >= 0);
    Seq<Integer> tricks = Array.of(d.tricks[0], d.tricks[1]);
    EuchreHandResult result =
        new EuchreHandResult(
            d.handNo,
            EuchreState.SIDES,
            tricks,
            tricks,
            Option.some(side),
            Array.of(change[0], change[1]),
            Option.some(d.declarer),
            Option.some(Suit.ofOrdinal(d.trump)),
            d.declarerAlone,
            d.loneDefender < 0 ? Option.none() : Option.some(d.loneDefender));
    end(d, result, change);
  }

  /** E-12: all eight passed; nobody scores. */
  static void throwIn(Draft d) {
    Seq<Integer> zeros = Array.of(0, 0);
    EuchreHandResult result =
        new EuchreHandResult(
            d.handNo,
            EuchreState.SIDES,
            zeros,
            zeros,
            Option.none(),
            zeros,
            Option.none(),
            Option.none(),
            false,
            Option.none());
    end(d, result, new int[2]);
  }

  /** E-20, E-21: the score, then the next deal or the end of the match. */
  private static void end(Draft d, EuchreHandResult result, int[] change) {
    d.score[0] += change[0];
    d.score[1] += change[1];
    d.results = d.results.append(result);
    d.events = d.events.append(new Event.HandScored.Plain(result));
    int won = d.score[0] >= d.rules.target ? 0 : d.score[1] >= d.rules.target ? 1 : -1;
    if (won >= 0) {
      d.phase = EuchrePhases.MATCH_OVER;
      d.toAct = GameState.NOBODY;
      d.winner = won;
      d.events = d.events.append(new Event.MatchEnded.Plain(Option.some(won)));
    } else {
      d.clearHand();
      d.phase = EuchrePhases.DEAL;
      d.toAct = GameState.CHANCE;
      d.dealer = (d.dealer + 1) & 3;
      d.handNo++;
    }
  }
}
