/**
 * The family boundary: {@link dev.mazzo.family.Family}, what a family of games hands to the rest of
 * the library, and {@link dev.mazzo.family.Families}, the registry that finds a variant's family.
 * Nothing in this package names a family.
 */
package dev.mazzo.family;
