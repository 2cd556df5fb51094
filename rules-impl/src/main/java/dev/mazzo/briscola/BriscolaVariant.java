package dev.mazzo.briscola;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.table.TableVariant;

/**
 * A Briscola-family entry of the catalog (briscola.md B-6): a {@link Spec} and its {@link
 * BriscolaGame}, the deck size that of the default options (B-9).
 */
final class BriscolaVariant extends TableVariant {
  final Spec spec;
  private final BriscolaGame game;

  BriscolaVariant(Spec spec) {
    this(spec, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  private BriscolaVariant(Spec spec, Rules defaults) {
    super(spec.id, spec.name, spec.players, defaults.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new BriscolaGame(this, defaults);
  }

  /** The rules typed with the family's state and view. */
  BriscolaGame typedGame() {
    return game;
  }

  @Override
  public Game<GameState, PlayerView> game() {
    return game.untyped();
  }
}
