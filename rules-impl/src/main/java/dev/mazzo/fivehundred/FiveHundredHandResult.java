package dev.mazzo.fivehundred;

import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The result of one Five Hundred hand (five-hundred.md §10, F-32). The points of a hand are its
 * tricks, so {@link #points()} and {@link #tricks()} are equal; a void hand (F-29) has no sides,
 * points or tricks, every {@code tricksBySeat} and {@code scoreChange} 0 and no contract.
 *
 * @param hand the hand's number
 * @param sides the hand's sides (F-32)
 * @param points the tricks per hand side
 * @param winningSide made: the contracting side; set: the defending side; none for void and
 *     all-pass hands
 * @param isVoid true for a void hand
 * @param dealer the dealer
 * @param declarer the declarer (HAND_RESULT {@code contractor}), none without a contract
 * @param bid the contract, none without one
 * @param partner 5p: the called partner, none alone, in misère or in other variants
 * @param contractingSide the contracting side's index in {@code sides}, none without a contract
 * @param tricksBySeat the tricks won per seat, 0 for a seat that took no part
 * @param made whether the contract was made, none without one
 * @param slam whether a slam scored 250 (F-23), none without a contract
 * @param scoreChange per match side
 */
public record FiveHundredHandResult(
    int hand,
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Option<Integer> winningSide,
    boolean isVoid,
    int dealer,
    Option<Integer> declarer,
    Option<Bid> bid,
    Option<Integer> partner,
    Option<Integer> contractingSide,
    Seq<Integer> tricksBySeat,
    Option<Boolean> made,
    Option<Boolean> slam,
    Seq<Integer> scoreChange)
    implements HandResult {

  /** The tricks per hand side: the same as {@link #points()}. */
  @Override
  public Seq<Integer> tricks() {
    return points;
  }

  /** The contract's value (F-6), none without a contract. */
  public Option<Integer> value() {
    return bid.map(Bid::value);
  }
}
