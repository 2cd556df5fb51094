/**
 * The reference table server (issue 28): people and bots at one table, for every variant, over HTTP
 * and WebSockets ({@code mazzo serve}; the contract is docs/server.md). It is built on the
 * library's public API alone ({@code dev.mazzo.game}, {@code dev.mazzo.family}, {@code
 * dev.mazzo.protocol.Json}, {@code dev.mazzo.bot}), so that a host can see, and copy, how a server
 * embeds the engine: every table is a {@link dev.mazzo.game.Match} whose record is written to a
 * {@link dev.mazzo.server.Store} before any client hears of an action, and replayed at start.
 */
package dev.mazzo.server;
