package dev.mazzo.rollout;

import dev.mazzo.game.GameState;

/**
 * A family's card play for the playouts of a guided search ({@code Ismcts.guidedBy}): a game that
 * implements it is asked for each card of a playout, in place of a random one. Internal to the
 * module: the package is not exported.
 */
public interface PlayoutRule {

  /**
   * The index into {@code game.legalActions(s)} of the card the seat to act plays in a playout, or
   * -1 to leave the move to the search's own ({@code Playout.step}: random, but for the card that
   * completes a trick).
   *
   * @param s a state of this game with a seat to act
   * @return an index, or -1: a state outside trick play, or a card the game leaves to the search
   */
  int playoutPlay(GameState s);
}
