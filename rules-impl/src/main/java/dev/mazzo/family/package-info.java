/**
 * The family boundary: {@link dev.mazzo.family.Family}, what a family of games hands to the rest of
 * the library, and {@link dev.mazzo.family.Families}, the registry that finds a variant's family.
 * What a family hands over besides its variants: its {@link dev.mazzo.codec.Codec} for JSON, its
 * {@link dev.mazzo.family.Text} for people (with a {@link dev.mazzo.family.Narrator} per match),
 * its {@link dev.mazzo.family.Tally} for simulations and its greedy {@link
 * dev.mazzo.family.Strategy}; {@link dev.mazzo.family.Seating} and {@link dev.mazzo.family.Totals}
 * are what every family shares for the last three. A codec is written with the JSON part of the
 * kit, the package {@code dev.mazzo.codec}. A family class extends {@link
 * dev.mazzo.family.AbstractFamily} (name, variants, codec, text and greedy strategy written once)
 * and its greedy strategy {@link dev.mazzo.family.ViewStrategy} (the frame of every choice: no
 * legal action, a lone one, a view of another class, no preference). Nothing in this package names
 * a family; the protocol depends on it, never the other way round.
 *
 * <p><b>The family kit.</b> This package is the seam of the exported family kit (design.md, "The
 * family kit"), with {@code dev.mazzo.table} (the skeleton), {@code dev.mazzo.trick} (the trick
 * core) and {@code dev.mazzo.codec} (the JSON part). No class of this package names a Jackson type:
 * {@link dev.mazzo.family.Family#codec()} is the seam's one JSON hook, optional (it defaults to
 * {@link dev.mazzo.codec.Codec#common()}, so a family that writes no JSON names no Jackson type),
 * and a family's codec is made on the first call (an {@link dev.mazzo.family.AbstractFamily} made
 * with a supplier of it), so the catalog loads every family without Jackson and the rules run
 * without it. Hosts find a variant's family with {@link
 * dev.mazzo.family.Families#serving(dev.mazzo.game.Variant)}, which also serves a variant
 * registered through {@code dev.mazzo.game.VariantProvider} with no family, by generic parts.
 * Exported and still evolving before 1.0; changes to what a family implements are named in the
 * CHANGELOG.
 */
package dev.mazzo.family;
