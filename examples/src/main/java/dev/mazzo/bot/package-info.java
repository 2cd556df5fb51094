/**
 * Bots that play any variant through the public API only, from one seat's {@link
 * dev.mazzo.game.PlayerView}: {@link dev.mazzo.bot.RandomBot} (uniform over the legal actions)
 * and {@link dev.mazzo.bot.GreedyBot} (a Briscola heuristic). A bot only ever returns one of its
 * view's legal actions.
 */
package dev.mazzo.bot;
