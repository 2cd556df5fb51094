/**
 * Bots that play any variant through the public API only, from one seat's {@link
 * dev.mazzo.game.PlayerView}: {@link dev.mazzo.bot.RandomBot} (uniform over the legal actions) and
 * {@link dev.mazzo.bot.GreedyBot} (the greedy strategy of the seat's family, through {@link
 * dev.mazzo.family.Family#greedy()}); any {@link dev.mazzo.family.Strategy}, such as a search
 * strategy of the library, joins them under a name with {@link dev.mazzo.bot.Bot#of}. A bot only
 * ever returns one of its view's legal actions. This package names no family.
 */
package dev.mazzo.bot;
