package dev.mazzo.tombolon;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;

/** A Tombolon entry of the catalog: a {@link Spec} and its {@link TombolonGame}. */
final class TombolonVariant implements Variant {
  final Spec spec;
  private final TombolonGame game;

  TombolonVariant(Spec spec) {
    this.spec = spec;
    this.game = new TombolonGame(this, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  @Override
  public String id() {
    return spec.id;
  }

  @Override
  public String name() {
    return spec.name;
  }

  @Override
  public int players() {
    return spec.players;
  }

  @Override
  public int deckSize() {
    return spec.deck.size();
  }

  @Override
  public Seq<OptionSpec> options() {
    return spec.options;
  }

  @Override
  public String description() {
    return spec.description;
  }

  @Override
  public Game<GameState> game() {
    return game;
  }

  @Override
  public String toString() {
    return spec.id;
  }
}
