/**
 * The family boundary: {@link dev.mazzo.family.Family}, what a family of games hands to the rest of
 * the library, and {@link dev.mazzo.family.Families}, the registry that finds a variant's family.
 * What a family hands over besides its variants: its {@link dev.mazzo.codec.Codec} for JSON, its
 * {@link dev.mazzo.family.Text} for people (with a {@link dev.mazzo.family.Narrator} per match),
 * its {@link dev.mazzo.family.Tally} for simulations and its greedy {@link
 * dev.mazzo.family.Strategy}; {@link dev.mazzo.family.Seating} and {@link dev.mazzo.family.Totals}
 * are what every family shares for the last three. A codec is written with {@link
 * dev.mazzo.codec.ActionSyntax} (a variant's action space), {@link dev.mazzo.codec.Fields} (strict
 * field readers), {@link dev.mazzo.codec.JsonParts} (the small pieces) and {@link
 * dev.mazzo.codec.TrickJson} (the standard trick-game shapes). A family class extends {@link
 * dev.mazzo.family.AbstractFamily} (name, variants, codec, text and greedy strategy written once)
 * and its greedy strategy {@link dev.mazzo.family.ViewStrategy} (the frame of every choice: no
 * legal action, a lone one, a view of another class, no preference). Nothing in this package names
 * a family; the protocol depends on it, never the other way round.
 *
 * <p><b>The family kit.</b> This package is the seam of the exported family kit (design.md, "The
 * family kit"), with {@code dev.mazzo.table} (the skeleton) and {@code dev.mazzo.trick} (the trick
 * core). The JSON part is optional: {@link dev.mazzo.family.Family#codec()} defaults to {@link
 * dev.mazzo.codec.Codec#common()}, so a family that writes no JSON names no Jackson type. Hosts
 * find a variant's family with {@link dev.mazzo.family.Families#serving(dev.mazzo.game.Variant)},
 * which also serves a variant registered through {@code dev.mazzo.game.VariantProvider} with no
 * family, by generic parts. Exported and still evolving before 1.0; changes to what a family
 * implements are named in the CHANGELOG.
 */
package dev.mazzo.family;
