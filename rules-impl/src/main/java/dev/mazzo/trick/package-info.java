/**
 * The trick-taking core shared by every trick game, all over card ids, packed {@link
 * dev.mazzo.trick.Trick}s and per-variant tables, allocation-free:
 *
 * <ul>
 *   <li>{@link dev.mazzo.trick.TrickTable}: printed suits, the trump a suit given per call
 *       (briscola.md §5: B-23 follow-suit masks, B-24 and B-25 the winner, B-26 the points);
 *   <li>{@link dev.mazzo.trick.TrumpOrder} and {@link dev.mazzo.trick.TrumpContext}: one table per
 *       trump context — a trump suit or no-trump — with every card's effective suit and strength
 *       from an order written as the chapters write it (pitch.md P-4 … P-7: jokers, off cards;
 *       five-hundred.md F-13, F-14, F-18: bowers, the no-trump joker), following suit by effective
 *       suit, the winner, and points credited to the winner or to the card's player (P-28);
 *   <li>{@link dev.mazzo.trick.Seats}: the seats in a trick when some are out (P-23 … P-25, F-15).
 * </ul>
 *
 * <p><b>The family kit.</b> This package is one of the three exported packages a family is written
 * with (design.md, "The family kit"), beside {@code dev.mazzo.family} (the seam) and {@code
 * dev.mazzo.table} (the skeleton): a trick game of another module builds its {@link
 * dev.mazzo.trick.TrumpOrder} from its chapter's order and asks the {@link
 * dev.mazzo.trick.TrumpContext} for follow-suit masks, the winner and the points, as Pitch and Five
 * Hundred do. It is pure computation over ints and longs; nothing here needs Jackson.
 *
 * <p><b>Stability.</b> Exported since issue 30 and still evolving before 1.0; the tables' results
 * are pinned by the families' perft counts and golden games, so a change of meaning is a bug.
 */
package dev.mazzo.trick;
