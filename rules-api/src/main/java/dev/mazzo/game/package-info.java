/**
 * The rules-engine contract: {@link dev.mazzo.game.Game} (pure transitions over immutable {@link
 * dev.mazzo.game.GameState}s), actions, {@link dev.mazzo.game.Rejection}s, events, per-seat {@link
 * dev.mazzo.game.PlayerView}s, the variant catalog {@link dev.mazzo.game.Variants}, and match
 * records ({@link dev.mazzo.game.MatchRecord}, {@link dev.mazzo.game.Match}; docs/records.md).
 *
 * <p>The rules each implementation follows are in the project's rules chapters (briscola.md and its
 * siblings); the JSON shapes are in protocol.md.
 */
@Value.Style(
    get = {"is*", "get*"},
    init = "*",
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    defaults = @Value.Immutable(copy = true))
package dev.mazzo.game;

import org.immutables.value.Value;
