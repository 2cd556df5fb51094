package dev.mazzo.tombolon;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The end of the match (tombolon.md §7, T-28, T-30): a side goes out during a deal (T-28), or a
 * complete deal settles it (T-30). Phase {@code match-over} has no legal action (T-21) and rejects
 * every well-formed one as MATCH_OVER (T-19 check 2); {@code dealer} stays the last deal's (T-6).
 */
final class MatchEnd {

  private MatchEnd() {}

  /** None: the match is over (T-21). */
  static Seq<Action> legal(TombolonState s) {
    return List.empty();
  }

  /**
   * Going out (T-28): the deal stops as it is, the secured points are written (T-31, {@code
   * wentOut}) and added to both scores, and the side wins the match.
   *
   * @param s the state after the play, before any distribution
   * @param side the side that went out
   * @param events the play's events, to which the deal's and the match's are added
   */
  static TombolonState wentOut(TombolonState s, int side, java.util.List<Event> events) {
    Seq<TombolonHandResult.SideScore> by = DealEnd.bySide(s, false);
    TombolonHandResult result = DealEnd.result(s, by, Option.some(side), Option.some(side));
    events.add(new TombolonEvent.WentOut(side));
    events.add(new Event.HandScored.Plain(result));
    return over(s, DealEnd.added(s.score, by), s.results().append(result), side, events);
  }

  /**
   * T-30: the Tombolon side; else the one side at or above the target; else, both being there, the
   * higher score; -1 when the match goes on (no side there, or both there and equal).
   */
  static int winner(Rules r, int[] score, int tombolon) {
    if (tombolon >= 0) {
      return tombolon;
    }
    boolean a = score[0] >= r.target;
    boolean b = score[1] >= r.target;
    if (a && b) {
      return score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : -1;
    }
    return a ? 0 : b ? 1 : -1;
  }

  /** Phase {@code match-over}: nobody to act, the deal's cards as they are, the winner set. */
  static TombolonState over(
      TombolonState s,
      int[] score,
      Seq<HandResult> results,
      int winner,
      java.util.List<Event> events) {
    events.add(new Event.MatchEnded.Plain(Option.some(winner)));
    return s.toBuilder()
        .phase(Phase.MATCH_OVER, GameState.NOBODY)
        .scored(score, results)
        .winner(winner)
        .events(Array.ofAll(events))
        .build();
  }
}
