package dev.mazzo.fivehundred;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.TableVariant;

/** A Five Hundred entry of the catalog (five-hundred.md F-1): a {@link Spec} and its game. */
final class FiveHundredVariant extends TableVariant<FiveHundredState, FiveHundredView> {
  final Spec spec;
  private final FiveHundredGame game;

  FiveHundredVariant(Spec spec) {
    super(spec.id, spec.name, spec.players, spec.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new FiveHundredGame(this, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  @Override
  protected FiveHundredGame typedGame() {
    return game;
  }

  /** Every view of a FiveHundred match is a {@link FiveHundredView}. */
  @Override
  public Class<FiveHundredView> viewType() {
    return FiveHundredView.class;
  }

  /** Every hand result of a FiveHundred match is a {@link FiveHundredHandResult}. */
  @Override
  public Class<FiveHundredHandResult> handResultType() {
    return FiveHundredHandResult.class;
  }
}
