package dev.mazzo.tombolon;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.table.TableVariant;

/**
 * A Tombolon entry of the catalog (tombolon.md T-1): a {@link Spec} and its {@link TombolonGame}.
 */
final class TombolonVariant extends TableVariant {
  final Spec spec;
  private final TombolonGame game;

  TombolonVariant(Spec spec) {
    super(spec.id, spec.name, spec.players, spec.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new TombolonGame(this, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  /** The rules typed with the family's state and view. */
  TombolonGame typedGame() {
    return game;
  }

  @Override
  public Game<GameState, PlayerView> game() {
    return game.untyped();
  }
}
