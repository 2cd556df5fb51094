/**
 * The Briscola family (rules chapter briscola.md): Briscola and Biscambiggia for 2, 3, 4 and 6,
 * Briscola chiamata and Biscambiggia chiamata, every Portuguese Bisca and Sueca — 18 ids, each a
 * {@code Spec} of data fed to one engine, with the family's public actions ({@link
 * dev.mazzo.briscola.Bid}, {@link dev.mazzo.briscola.Call}), results, views and events. Variants
 * are reached through {@code dev.mazzo.game.Variants}.
 */
package dev.mazzo.briscola;
