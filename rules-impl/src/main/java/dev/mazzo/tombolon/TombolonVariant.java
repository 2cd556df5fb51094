package dev.mazzo.tombolon;

import dev.mazzo.card.SuitStyle;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.TableVariant;

/**
 * A Tombolon entry of the catalog (tombolon.md T-1): a {@link Spec} and its {@link TombolonGame}.
 */
final class TombolonVariant extends TableVariant<TombolonState, TombolonView> {
  final Spec spec;
  private final TombolonGame game;

  TombolonVariant(Spec spec) {
    super(spec.id, spec.name, spec.players, spec.deck.size(), spec.options, spec.description);
    this.spec = spec;
    this.game = new TombolonGame(this, Rules.resolve(spec, MatchOptions.defaults()).get());
  }

  @Override
  protected TombolonGame typedGame() {
    return game;
  }

  /** Every view of a Tombolon match is a {@link TombolonView}. */
  @Override
  public Class<TombolonView> viewType() {
    return TombolonView.class;
  }

  /** Every hand result of a Tombolon match is a {@link TombolonHandResult}. */
  @Override
  public Class<TombolonHandResult> handResultType() {
    return TombolonHandResult.class;
  }

  /** Latin suits: coppe, denari, bastoni, spade (tombolon.md T-2). */
  @Override
  public SuitStyle suitStyle() {
    return SuitStyle.LATIN;
  }
}
