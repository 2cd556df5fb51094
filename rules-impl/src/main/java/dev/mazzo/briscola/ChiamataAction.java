package dev.mazzo.briscola;

import dev.mazzo.game.SeatAction;

/**
 * The actions of a chiamata auction and call (briscola.md B-45, B-51, B-64): a {@link Bid} or a
 * {@link Call}; a pass is the common {@link dev.mazzo.game.Pass}. Sealed, so that a host can switch
 * over them exhaustively.
 */
public sealed interface ChiamataAction extends SeatAction permits Bid, Call {}
