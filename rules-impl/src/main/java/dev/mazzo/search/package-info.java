/**
 * Search bots that play any variant from one seat's view, written once against the rules-api
 * contract ({@link dev.mazzo.game.Game}, {@link dev.mazzo.game.GameState}, {@link
 * dev.mazzo.game.PlayerView}, {@link dev.mazzo.game.HandResult}): {@link dev.mazzo.search.Pimc}
 * (perfect-information Monte Carlo) and {@link dev.mazzo.search.Ismcts} (single-observer
 * information-set Monte Carlo tree search). Both are {@link dev.mazzo.family.Strategy strategies}:
 * they see only a {@code PlayerView}, sample the hidden cards with {@link
 * dev.mazzo.game.Game#determinize}, simulate with random legal play to the end of the current hand
 * and return one of the view's legal actions. Nothing in this package names a family.
 */
package dev.mazzo.search;
