/**
 * The Mazzo rules-engine contract: cards, card sets, actions, states, views, rejections and the
 * variant catalog. Implementations register through {@link dev.mazzo.game.VariantProvider}.
 */
module dev.mazzo.rules.api {
  requires transitive io.vavr;
  requires static org.immutables.value.annotations;

  exports dev.mazzo.card;
  exports dev.mazzo.game;

  uses dev.mazzo.game.VariantProvider;
}
