/**
 * Bots that play any variant through the public API only, from one seat's {@link
 * dev.mazzo.game.PlayerView}: {@link dev.mazzo.bot.RandomBot} (uniform over the legal actions) and
 * {@link dev.mazzo.bot.GreedyBot} (a Briscola-family heuristic that reasons from its view: the
 * trick on the table, its partners, the chiamata auction and call). A bot only ever returns one of
 * its view's legal actions.
 */
package dev.mazzo.bot;
