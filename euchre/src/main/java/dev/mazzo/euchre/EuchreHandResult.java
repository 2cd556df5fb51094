package dev.mazzo.euchre;

import dev.mazzo.card.Suit;
import dev.mazzo.game.HandResult;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The outcome of one hand of Euchre (euchre.md E-19): the standard fields, {@code points} and
 * {@code tricks} both the tricks of each side, and the family's own: the declarer, the trump,
 * whether the declarer went alone and who defended alone. A hand thrown in (E-12) has no declarer,
 * no trump, no winner and a {@code scoreChange} of zeros.
 *
 * @param hand the hand's number, from 1
 * @param sides the sides, {@code [[0,2],[1,3]]}
 * @param points the tricks of each side
 * @param tricks the tricks of each side
 * @param winningSide the side that scored; none for a hand thrown in
 * @param scoreChange what each side scored
 * @param declarer the declarer (E-9; HAND_RESULT {@code maker}); none for a hand thrown in
 * @param trump the trump suit; none for a hand thrown in
 * @param alone whether the declarer went alone (E-14)
 * @param loneDefender the seat that defended alone (E-15), or none
 */
public record EuchreHandResult(
    int hand,
    Seq<Seq<Integer>> sides,
    Seq<Integer> points,
    Seq<Integer> tricks,
    Option<Integer> winningSide,
    Seq<Integer> scoreChange,
    Option<Integer> declarer,
    Option<Suit> trump,
    boolean alone,
    Option<Integer> loneDefender)
    implements HandResult {}
