package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The chiamata fields of a hand's result (briscola.md B-72): all none for a passed-out deal (B-49),
 * whose payments are all 0.
 *
 * @param declarer the declarer's seat (B-48; HAND_RESULT {@code caller})
 * @param partner the partner's seat; none when the declarer played alone
 * @param bidRank the winning bid's rank ({@code briscola-chiamata-5p})
 * @param bidPoints the winning bid's points (2 with points, or a points-only bid)
 * @param calledCard the called card
 * @param target the points the declarer's side needed (B-50)
 * @param made whether the contract was made (B-58)
 * @param payments per seat (B-59), equal to the result's {@code scoreChange}
 */
public record Contract(
    Option<Integer> declarer,
    Option<Integer> partner,
    Option<Rank> bidRank,
    Option<Integer> bidPoints,
    Option<Card> calledCard,
    Option<Integer> target,
    Option<Boolean> made,
    Seq<Integer> payments) {}
