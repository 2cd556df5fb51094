/**
 * The Mazzo games (the Briscola, Tombolon, Pitch and Five Hundred families), the family kit a
 * family is written with and the JSON referee protocol. The games are reached through {@code
 * dev.mazzo.game.Variants}. Exported: the family kit (the seam {@code dev.mazzo.family}, the table
 * skeleton {@code dev.mazzo.table}, the trick core {@code dev.mazzo.trick} and its optional JSON
 * part {@code dev.mazzo.codec}), so that a family in another module or project is written as the
 * four here are; the family packages' public types (results, views, family actions); the protocol
 * and the search bots.
 *
 * <p>Jackson is needed only by the JSON part: {@code dev.mazzo.codec} and {@code
 * dev.mazzo.protocol}. The rules, the rest of the kit and the search bots run without it, on the
 * class path and on the module path; a module that uses the JSON part requires Jackson itself.
 */
module dev.mazzo.rules.impl {
  requires transitive dev.mazzo.rules.api;
  requires transitive io.vavr;
  // Only the JSON part (dev.mazzo.codec, dev.mazzo.protocol) names Jackson, and a family's codec
  // is made on first use, never when the catalog loads the family (AbstractFamily): so static,
  // Jackson is optional at run time and the rules run on a module path without it (issue 30;
  // KitWithoutJacksonTest). transitive: at compile time a module that reads this one reads Jackson,
  // whose trees (JsonNode, ObjectNode) the JSON part's API reads and returns; at run time a module
  // that uses the JSON part requires com.fasterxml.jackson.databind itself (or --add-modules), as
  // static dependences are not resolved for it.
  requires static transitive com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  // The family kit (design.md, "The family kit"): the seam, its optional JSON part (the one
  // package of the kit that needs Jackson), the table skeleton, the trick core.
  exports dev.mazzo.family;
  exports dev.mazzo.codec;
  exports dev.mazzo.table;
  exports dev.mazzo.trick;
  exports dev.mazzo.protocol;
  // The search bots (PIMC, ISMCTS): generic, over the rules-api contract.
  exports dev.mazzo.search;
  // Not exported: dev.mazzo.hint, what a family's game tells the search inside the module (a
  // card rule for its playouts, how far to overcall in its auction; issue 29).
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
