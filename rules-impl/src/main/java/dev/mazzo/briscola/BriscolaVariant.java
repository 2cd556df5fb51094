package dev.mazzo.briscola;

import dev.mazzo.card.SuitStyle;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.TableVariant;

/**
 * A Briscola-family entry of the catalog (briscola.md B-6): a {@link Spec} and its {@link
 * BriscolaGame}, the deck size that of the default options (B-9).
 */
final class BriscolaVariant extends TableVariant<BriscolaState, BriscolaView> {
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

  @Override
  protected BriscolaGame typedGame() {
    return game;
  }

  /** Every view of a Briscola match is a {@link BriscolaView}. */
  @Override
  public Class<BriscolaView> viewType() {
    return BriscolaView.class;
  }

  /** Every hand result of a Briscola match is a {@link BriscolaHandResult}. */
  @Override
  public Class<BriscolaHandResult> handResultType() {
    return BriscolaHandResult.class;
  }

  /** Latin suits: coppe, denari, bastoni, spade (briscola.md B-4). */
  @Override
  public SuitStyle suitStyle() {
    return SuitStyle.LATIN;
  }
}
