/**
 * The Briscola family (rules chapter briscola.md): Briscola and Biscambiggia, with the family's
 * public result and view types. Variants are reached through {@code dev.mazzo.game.Variants}; each
 * id is data fed to one engine.
 */
package dev.mazzo.briscola;
