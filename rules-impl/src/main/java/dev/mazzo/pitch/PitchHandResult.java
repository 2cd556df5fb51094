package dev.mazzo.pitch;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The result of one Pitch hand (pitch.md P-36). A void hand (P-32) has no sides, points, point
 * cards, winner or {@code made}, all-zero {@code pointsBySeat} and {@code scoreChange}; for {@code
 * "all-pass"} no contract either.
 *
 * @param hand the hand's number, from 1
 * @param sides 4p the match sides, 5p {@code [bidding side, the others]}; empty when void
 * @param points per hand side, the points scored (P-28)
 * @param winningSide the bidding side's index if made, else the other's; none when void
 * @param reason {@code "all-pass"} or {@code "point-burned"} when void, else none
 * @param dealer the hand's dealer
 * @param contract the declarer, bid, trump, call and partner; none for an all-pass hand
 * @param pointsBySeat per seat, the points credited to it
 * @param pointCards per hand side, the point cards whose points it scored, canonical
 * @param deadPointCards the burned point cards, canonical
 * @param made whether the bid was made; none when void
 * @param scoreChange per match side, new score − old score
 */
public record PitchHandResult(
    int hand,
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Option<Integer> winningSide,
    Option<String> reason,
    int dealer,
    Option<Contract> contract,
    Seq<Integer> pointsBySeat,
    Seq<Seq<Card>> pointCards,
    Seq<Card> deadPointCards,
    Option<Boolean> made,
    Seq<Integer> scoreChange)
    implements HandResult {

  /**
   * A hand's contract (P-36; the HAND_RESULT writes {@code bidder, bid, trump, called, partner}).
   *
   * @param declarer the declarer
   * @param bid the number bid, or none for "moon"
   * @param trump the trump suit
   * @param called the called card (5p)
   * @param partner the partner (5p), none when alone or with four players
   */
  public record Contract(
      int declarer, Option<Integer> bid, Suit trump, Option<Card> called, Option<Integer> partner) {
    /** True for a bid of "moon". */
    public boolean isMoon() {
      return bid.isEmpty();
    }
  }

  /** True for a void hand (P-32). */
  public boolean isVoid() {
    return reason.isDefined();
  }

  /** Pitch counts no tricks in its results (P-36). */
  @Override
  public Seq<Integer> tricks() {
    return Array.empty();
  }
}
