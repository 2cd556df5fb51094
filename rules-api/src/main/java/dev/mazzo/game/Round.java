package dev.mazzo.game;

import dev.mazzo.card.CardSet;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * One step of the public history of a hand ({@link PlayerView#history()}): the cards played face up
 * in it, in order, each with its seat, and where they went. One shape serves every family, because
 * what a UI and a bot read is the same — who played what, in which order, and who took it:
 *
 * <ul>
 *   <li>in a trick game (Briscola, Pitch, Five Hundred) a round is one finished trick: its plays
 *       from the leader's on (one per seat still in, so a trick may be shorter than the table), the
 *       winner as the taker and the trick's cards as what it took;
 *   <li>in a game without tricks (Tombolon) a round is one turn: the one card played, and either
 *       the seat that captured with it and the cards that went to its pile (the played card with
 *       the captured ones, T-14), or no taker when the card was laid on the table.
 * </ul>
 *
 * <p>A round holds only cards that every seat saw: a trick in progress is {@link
 * PlayerView#table()}, not yet a round; a card discarded, burned or drawn face down is never in
 * one. What only one family records of a round is that family's: the suit a joker lead named in
 * Five Hundred (five-hundred.md F-18) is in its own record beside the round, not in this one.
 *
 * @param plays the cards played, in order, with their seats
 * @param taker the seat that took the cards (a trick's winner, a capturing seat); none for a card
 *     laid on the table
 * @param taken the cards that went to the taker's pile (empty when there is no taker)
 */
public record Round(Seq<TablePlay> plays, Option<Integer> taker, CardSet taken) {}
