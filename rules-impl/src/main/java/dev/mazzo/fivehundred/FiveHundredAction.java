package dev.mazzo.fivehundred;

import dev.mazzo.game.SeatAction;

/**
 * The Five Hundred family's own actions (five-hundred.md §9): a {@link MakeBid}, a {@link Discard}
 * of three cards to the kitty and a {@link Call} of a card or of playing alone; the deal, the pass
 * and the play are the common {@link dev.mazzo.game.Deal}, {@link dev.mazzo.game.Pass} and {@link
 * dev.mazzo.game.PlayCard} (the latter with the suit named for a joker led in no-trump, F-18).
 * Sealed, so that a host can switch over them exhaustively.
 */
public sealed interface FiveHundredAction extends SeatAction permits MakeBid, Discard, Call {}
