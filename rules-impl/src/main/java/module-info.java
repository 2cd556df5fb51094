/**
 * The Mazzo games (the Briscola, Tombolon, Pitch and Five Hundred families), the family kit a
 * family is written with and the JSON referee protocol. The games are reached through {@code
 * dev.mazzo.game.Variants}. Exported: the family kit (the seam {@code dev.mazzo.family}, the table
 * skeleton {@code dev.mazzo.table} and the trick core {@code dev.mazzo.trick}), so that a family in
 * another module or project is written as the four here are; the family packages' public types
 * (results, views, family actions); the protocol and the search bots.
 */
module dev.mazzo.rules.impl {
  requires transitive dev.mazzo.rules.api;
  requires transitive io.vavr;
  // transitive: the protocol's public API reads and returns Jackson trees (JsonNode, ObjectNode).
  requires transitive com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  // The family kit (design.md, "The family kit"): the seam, the table skeleton, the trick core.
  exports dev.mazzo.family;
  exports dev.mazzo.codec;
  exports dev.mazzo.table;
  exports dev.mazzo.trick;
  exports dev.mazzo.protocol;
  // The search bots (PIMC, ISMCTS): generic, over the rules-api contract.
  exports dev.mazzo.search;
  // One export per family.
  exports dev.mazzo.briscola;
  exports dev.mazzo.tombolon;
  exports dev.mazzo.pitch;
  exports dev.mazzo.fivehundred;

  uses dev.mazzo.family.Family;

  // The catalog: one line per family, in catalog order (and the same in
  // META-INF/services/dev.mazzo.family.Family for the class path).
  provides dev.mazzo.family.Family with
      dev.mazzo.briscola.BriscolaFamily,
      dev.mazzo.tombolon.TombolonFamily,
      dev.mazzo.pitch.PitchFamily,
      dev.mazzo.fivehundred.FiveHundredFamily;
  provides dev.mazzo.game.VariantProvider with
      dev.mazzo.family.FamilyCatalog;
}
