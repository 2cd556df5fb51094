package dev.mazzo.fivehundred;

import dev.mazzo.game.SeatAction;

/**
 * The Five Hundred family's own actions (five-hundred.md §9): a {@link MakeBid}, a {@link Discard}
 * of three cards to the kitty, a {@link Call} of a card or of playing alone, and a {@link
 * PlayWithSuit} (the joker led in no-trump with the suit it names, F-18); the deal, the pass and
 * every other play are the common {@link dev.mazzo.game.Deal}, {@link dev.mazzo.game.Pass} and
 * {@link dev.mazzo.game.PlayCard}. Sealed, so that a host can switch over them exhaustively.
 */
public sealed interface FiveHundredAction extends SeatAction
    permits MakeBid, Discard, Call, PlayWithSuit {}
