/**
 * The Tombolon family (rules chapter tombolon.md): the Venetian fishing game of Rovigo and Padova
 * for two or four players, with its public action ({@link dev.mazzo.tombolon.CapturePlay}), state,
 * view, events and hand result. Variants are reached through {@code dev.mazzo.game.Variants}; each
 * id is data ({@code Spec}) fed to one engine.
 */
package dev.mazzo.tombolon;
