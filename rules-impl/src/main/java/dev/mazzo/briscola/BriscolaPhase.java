package dev.mazzo.briscola;

import dev.mazzo.game.Phase;

/**
 * The phases of the Briscola family (briscola.md B-65), one member per {@link Phase} value, so that
 * a host switches over them exhaustively: {@code switch (BriscolaPhase.of(state.phase()))} for a
 * {@link BriscolaState}, a {@link BriscolaView} or any state or view of the family's variants.
 * {@link #phase()} and {@link #of(Phase)} map the two ways; the wire name is the phase's.
 */
public enum BriscolaPhase {
  /** The cards are dealt. */
  DEAL(Phase.DEAL),

  /** The chiamata auction. */
  BID(Phase.BID),

  /** The chiamata's declarer calls a card. */
  CALL(Briscola.CALL),

  /** The tricks are played. */
  PLAY(Phase.PLAY),

  /** The match is over. */
  MATCH_OVER(Phase.MATCH_OVER);

  private static final BriscolaPhase[] ALL = values();

  private final Phase phase;

  BriscolaPhase(Phase phase) {
    this.phase = phase;
  }

  /** The open phase value this member stands for, as {@code phase()} of a state gives it. */
  public Phase phase() {
    return phase;
  }

  /**
   * The member for a phase of this family.
   *
   * @param phase a phase of a Briscola state or view
   * @return its member
   * @throws IllegalArgumentException for a phase that is not one of this family's (a programmer
   *     error: every Briscola state is in one of them)
   */
  public static BriscolaPhase of(Phase phase) {
    for (BriscolaPhase p : ALL) {
      if (p.phase == phase) {
        return p;
      }
    }
    throw new IllegalArgumentException("Not a phase of Briscola: " + phase);
  }
}
