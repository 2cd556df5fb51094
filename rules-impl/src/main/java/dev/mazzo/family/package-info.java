/**
 * The family boundary: {@link dev.mazzo.family.Family}, what a family of games hands to the rest of
 * the library, and {@link dev.mazzo.family.Families}, the registry that finds a variant's family;
 * {@link dev.mazzo.family.Codec}, what a family hands over for JSON, and the building blocks a
 * codec is written with: {@link dev.mazzo.family.ActionSyntax} (a variant's action space), {@link
 * dev.mazzo.family.Fields} (strict field readers), {@link dev.mazzo.family.JsonParts} (the small
 * pieces) and {@link dev.mazzo.family.TrickJson} (the standard trick-game shapes). Nothing in this
 * package names a family; the protocol depends on it, never the other way round.
 */
package dev.mazzo.family;
