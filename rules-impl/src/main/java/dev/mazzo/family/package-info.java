/**
 * The family boundary: {@link dev.mazzo.family.Family}, what a family of games hands to the rest of
 * the library, and {@link dev.mazzo.family.Families}, the registry that finds a variant's family.
 * What a family hands over besides its variants: its {@link dev.mazzo.family.Codec} for JSON, its
 * {@link dev.mazzo.family.Text} for people (with a {@link dev.mazzo.family.Narrator} per match),
 * its {@link dev.mazzo.family.Tally} for simulations and its greedy {@link
 * dev.mazzo.family.Strategy}; {@link dev.mazzo.family.Seating} and {@link dev.mazzo.family.Totals}
 * are what every family shares for the last three. A codec is written with {@link
 * dev.mazzo.family.ActionSyntax} (a variant's action space), {@link dev.mazzo.family.Fields}
 * (strict field readers), {@link dev.mazzo.family.JsonParts} (the small pieces) and {@link
 * dev.mazzo.family.TrickJson} (the standard trick-game shapes). A family class extends {@link
 * dev.mazzo.family.AbstractFamily} (name, variants, codec, text and greedy strategy written once)
 * and its greedy strategy {@link dev.mazzo.family.ViewStrategy} (the frame of every choice: no
 * legal action, a lone one, a view of another class, no preference). Nothing in this package names
 * a family; the protocol depends on it, never the other way round.
 */
package dev.mazzo.family;
