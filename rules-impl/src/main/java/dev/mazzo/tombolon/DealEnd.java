package dev.mazzo.tombolon;

import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.List;

/**
 * The end of a deal and its scoring (tombolon.md §6, T-22 … T-26, T-29, T-31). A complete deal ends
 * with its last play and the sweep (T-18, in {@link PlayPhase}); no action is taken here: the two
 * sides' piles are scored at once, the totals added to the match score, and the match settled by
 * T-30 ({@link MatchEnd}) or the next deal awaited. The breakdowns and the HAND_RESULT of a deal
 * stopped by going out (T-28) are written here too, with the secured points (T-27).
 */
final class DealEnd {

  private DealEnd() {}

  /**
   * After the last play and the sweep (T-29): the deal is scored, the totals added, and the match
   * settled by T-30 — or the next deal waits, dealt by dealer + 1, with everything emptied (T-6).
   *
   * @param s the state after the sweep
   * @param events the events of the last play, to which the deal's and the match's are added
   */
  static TombolonState next(TombolonState s, List<Event> events) {
    Rules r = s.rules;
    Seq<TombolonHandResult.SideScore> by = bySide(s, true);
    int t0 = by.get(0).total();
    int t1 = by.get(1).total();
    int tombolon = by.get(0).tombolon() ? 0 : by.get(1).tombolon() ? 1 : -1;
    Option<Integer> handWinner =
        tombolon >= 0
            ? Option.some(tombolon)
            : t0 > t1 ? Option.some(0) : t1 > t0 ? Option.some(1) : Option.none();
    TombolonHandResult result = result(s, by, handWinner, Option.none());
    int[] score = added(s.score, by);
    Seq<HandResult> results = s.results().append(result);
    events.add(new Event.HandScored.Plain(result));
    int winner = MatchEnd.winner(r, score, tombolon);
    if (winner >= 0) {
      return MatchEnd.over(s, score, results, winner, events);
    }
    return DealPhase.awaitingDeal(
        r, r.next(s.dealer()), s.handNumber() + 1, score, results, Array.ofAll(events));
  }

  /**
   * The two sides' breakdowns: the final score of a complete deal (T-22 … T-26) or the secured
   * points at going out (T-27, T-28).
   */
  static Seq<TombolonHandResult.SideScore> bySide(TombolonState s, boolean complete) {
    TombolonHandResult.SideScore[] out = new TombolonHandResult.SideScore[2];
    for (int side = 0; side < 2; side++) {
      out[side] =
          Scoring.side(
              s.rules,
              s.pile(side),
              s.rules.isEldestSide(s.dealer(), side),
              s.counters,
              side,
              complete);
    }
    return Array.of(out);
  }

  /** The match score with each side's deal total added (T-26, T-28). */
  static int[] added(int[] score, Seq<TombolonHandResult.SideScore> by) {
    return new int[] {score[0] + by.get(0).total(), score[1] + by.get(1).total()};
  }

  /** The deal's HAND_RESULT (T-31). */
  static TombolonHandResult result(
      TombolonState s,
      Seq<TombolonHandResult.SideScore> by,
      Option<Integer> winner,
      Option<Integer> wentOut) {
    Seq<Integer> totals = Array.of(by.get(0).total(), by.get(1).total());
    return new TombolonHandResult(
        s.handNumber(),
        s.rules.sides,
        totals,
        winner,
        totals,
        s.dealer(),
        s.eldest(),
        wentOut,
        s.lastTaker(),
        by);
  }
}
