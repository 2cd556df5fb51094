package dev.mazzo.hint;

import dev.mazzo.game.GameState;

/**
 * What a family's game tells a guided search ({@code Ismcts.guidedBy}) beyond the rules-api
 * contract: how to play a playout's cards, and how far to compete in an auction. Internal to the
 * module: the package is not exported. Only Five Hundred's game implements it; every other game is
 * searched without hints.
 */
public interface SearchHint {

  /**
   * The index into {@code game.legalActions(s)} of the card the seat to act plays in a playout, or
   * -1 to leave the move to the search's own ({@code Playout.step}: random, but for the card that
   * completes a trick).
   *
   * @param s a state of this game with a seat to act
   * @return an index, or -1: a state outside trick play, or a card the game leaves to the search
   */
  int playoutPlay(GameState s);

  /**
   * How many of the lowest bids of a long auction ladder the search weighs beside the pass where
   * its guide passes: 0 to pass with the guide. The search's playouts play their cards by {@link
   * #playoutPlay}, so they judge a contract well enough to overcall a bid the guide would let
   * stand.
   *
   * @param s a state of this game in its auction, the seat to act to bid or pass
   * @return how many bids above the pass, in the legal list's order (the ladder's, lowest first)
   */
  int overcalls(GameState s);
}
