package dev.mazzo.pitch;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.TableVariant;

/**
 * A Pitch entry of the catalog (pitch.md P-1): a {@link PitchSpec} and its {@link PitchGame}, the
 * deck size that of the default options (54 cards).
 */
final class PitchVariant extends TableVariant<PitchState, PitchView> {
  final PitchSpec spec;
  private final PitchGame game;

  PitchVariant(PitchSpec spec) {
    this(spec, PitchRules.resolve(spec, MatchOptions.defaults()).get());
  }

  private PitchVariant(PitchSpec spec, PitchRules defaults) {
    super(spec.id, spec.name, spec.players, defaults.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new PitchGame(this, defaults);
  }

  @Override
  protected PitchGame typedGame() {
    return game;
  }

  /** Every view of a Pitch match is a {@link PitchView}. */
  @Override
  public Class<PitchView> viewType() {
    return PitchView.class;
  }

  /** Every hand result of a Pitch match is a {@link PitchHandResult}. */
  @Override
  public Class<PitchHandResult> handResultType() {
    return PitchHandResult.class;
  }
}
