package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The result of one Tombolon deal (tombolon.md §8, T-31). A void deal (T-10) has no result. When
 * the deal ended by going out (T-28), every field shows that moment: the current pile counts, the
 * secured Carte and Spade points, {@code mazzoPoints} never doubled and {@code tombolon} false.
 *
 * @param hand the deal's number, from 1
 * @param sides the sides, equal to the match's
 * @param points per side, its {@code total}
 * @param winningSide the side that went out; else the Tombolon side; else the side with the higher
 *     total; none when the totals are equal
 * @param scoreChange per side, what the deal added to the match score (its {@code total})
 * @param dealer the dealer of the deal
 * @param eldest the eldest of the deal (dealer + 1)
 * @param wentOut the side that went out, none for a complete deal
 * @param lastTaker the seat of the last capture, none if nobody captured
 * @param bySide the breakdown per side, aligned with {@code sides}
 */
public record TombolonHandResult(
    int hand,
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Option<Integer> winningSide,
    Seq<Integer> scoreChange,
    int dealer,
    int eldest,
    Option<Integer> wentOut,
    Option<Integer> lastTaker,
    Seq<SideScore> bySide)
    implements HandResult {

  /** Tombolon has no tricks: always empty. */
  @Override
  public Seq<Integer> tricks() {
    return Array.empty();
  }

  /**
   * One side's breakdown (T-31).
   *
   * @param scopeCount the number of Scope (T-15)
   * @param scopePoints their points
   * @param colore the Colore points (T-16)
   * @param napoli the Napoli points (T-24)
   * @param carteCount the cards in the side's pile
   * @param cartePoints 0 or 2 (T-22)
   * @param spadeCount the spades in the side's pile
   * @param spadePoints 0 or 1 (T-22)
   * @param onori the Onori in the side's pile, in canonical order (T-22)
   * @param mazzoPoints Carte + Spade + Onori points (0 … 6), or 12 when doubled (T-23)
   * @param tombolon whether the side made Tombolon (T-25)
   * @param total Scopa + Colore + Napoli + mazzo points (T-26)
   */
  public record SideScore(
      int scopeCount,
      int scopePoints,
      int colore,
      int napoli,
      int carteCount,
      int cartePoints,
      int spadeCount,
      int spadePoints,
      Seq<Card> onori,
      int mazzoPoints,
      boolean tombolon,
      int total) {}
}
