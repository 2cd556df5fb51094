/**
 * The Briscola family (rules chapter briscola.md): Briscola and Biscambiggia for 2, 3, 4 and 6,
 * Briscola chiamata and Biscambiggia chiamata, every Portuguese Bisca and Sueca — 18 ids, each a
 * {@code Spec} of data fed to one engine, with the family's public actions ({@link
 * dev.mazzo.briscola.Bid}, {@link dev.mazzo.briscola.Call}), results, views and events. Variants
 * are reached through {@code dev.mazzo.game.Variants}.
 *
 * <p>In chiamata the seat that wins the auction and plays the contract is the <i>declarer</i> in
 * the Java API (as in every family with an auction: {@code declarer()} of the state, the view, the
 * {@link dev.mazzo.briscola.Contract} and the events); the chapter calls it the <i>caller</i>
 * (B-48), and so do the wire's fields ({@code caller}) and the text for people.
 */
package dev.mazzo.briscola;
