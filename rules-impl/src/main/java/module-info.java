/**
 * The Mazzo games (the Briscola and Tombolon families), the shared trick-taking core and the JSON
 * referee protocol. The games are reached through {@code dev.mazzo.game.Variants}; only the family
 * packages' public types (results, views, family actions) and the protocol are exported.
 */
module dev.mazzo.rules.impl {
  requires transitive dev.mazzo.rules.api;
  requires transitive io.vavr;
  // transitive: the protocol's public API reads and returns Jackson trees (JsonNode, ObjectNode).
  requires transitive com.fasterxml.jackson.databind;
  requires static org.immutables.value.annotations;

  exports dev.mazzo.briscola;
  exports dev.mazzo.protocol;
  exports dev.mazzo.tombolon;

  // One provides directive per service (JLS 7.7.4): the families in catalog order.
  provides dev.mazzo.game.VariantProvider with
      dev.mazzo.briscola.BriscolaFamily,
      dev.mazzo.tombolon.TombolonFamily;
}
