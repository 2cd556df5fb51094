package dev.mazzo.briscola;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;

/** A Briscola-family entry of the catalog: a {@link Spec} and its {@link BriscolaGame}. */
final class BriscolaVariant implements Variant {
  final Spec spec;
  private final BriscolaGame game;
  private final int deckSize;

  BriscolaVariant(Spec spec) {
    this.spec = spec;
    Rules defaults = Rules.resolve(spec, MatchOptions.defaults()).get();
    this.deckSize = defaults.deck.size();
    this.game = new BriscolaGame(this, defaults);
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
    return deckSize;
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
