package dev.mazzo.table;

import dev.mazzo.card.Deck;
import dev.mazzo.game.GameState;

/**
 * What every family's state says the same way, written once: its {@link TablePosition} and, from
 * its {@link TableRules}, the variant, the number of seats and the deck. A family's state adds its
 * cards, its table and what its chapter keeps.
 */
public abstract class TableState extends TablePosition implements GameState {
  private final TableRules tableRules;

  /**
   * The state a transition drafted.
   *
   * @param rules the match's rules
   * @param next the position of the state
   */
  protected TableState(TableRules rules, PositionDraft next) {
    super(next.phase, next.toAct, next.dealer, next.handNo, next.results, next.winner);
    this.tableRules = rules;
  }

  /**
   * The state after an action that changes only the seat to act in the position, such as a play
   * that does not end a trick or a deal: the fast path of a family that makes that state directly.
   *
   * @param before the state before the action
   * @param toAct the seat to act next
   */
  protected TableState(TableState before, int toAct) {
    super(
        before.phase(),
        toAct,
        before.dealer(),
        before.handNumber(),
        before.results(),
        before.winningSide());
    this.tableRules = before.tableRules;
  }

  @Override
  public final String variantId() {
    return tableRules.variantId;
  }

  @Override
  public final int players() {
    return tableRules.players;
  }

  @Override
  public final Deck deck() {
    return tableRules.deck;
  }
}
