package dev.mazzo.fivehundred;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.table.TableVariant;

/** A Five Hundred entry of the catalog (five-hundred.md F-1): a {@link Spec} and its game. */
final class FiveHundredVariant extends TableVariant {
  final Spec spec;
  private final FiveHundredGame game;

  FiveHundredVariant(Spec spec) {
    super(spec.id, spec.name, spec.players, spec.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new FiveHundredGame(this, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  /** The rules typed with the family's state and view. */
  FiveHundredGame typedGame() {
    return game;
  }

  @Override
  public Game<GameState, PlayerView> game() {
    return game.untyped();
  }
}
