/**
 * The Mazzo games (the Briscola, Tombolon, Pitch and Five Hundred families), the shared
 * trick-taking core and the JSON referee protocol. The games are reached through {@code
 * dev.mazzo.game.Variants}; only the family packages' public types (results, views, family actions)
 * and the protocol are exported.
 */
module dev.mazzo.rules.impl {
  requires transitive dev.mazzo.rules.api;
  requires transitive io.vavr;
  // transitive: the protocol's public API reads and returns Jackson trees (JsonNode, ObjectNode).
  requires transitive com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  exports dev.mazzo.family;
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
