package dev.mazzo.tombolon;

import dev.mazzo.game.Phase;

/**
 * The phases of the Tombolon family (tombolon.md T-32), one member per {@link Phase} value, so that
 * a host switches over them exhaustively: {@code switch (TombolonPhase.of(state.phase()))} for a
 * {@link TombolonState}, a {@link TombolonView} or any state or view of the family's variants.
 * {@link #phase()} and {@link #of(Phase)} map the two ways; the wire name is the phase's.
 */
public enum TombolonPhase {
  /** The cards are dealt. */
  DEAL(Phase.DEAL),

  /** Turns: each plays a card, capturing or laying it on the table. */
  PLAY(Phase.PLAY),

  /** The match is over. */
  MATCH_OVER(Phase.MATCH_OVER);

  private static final TombolonPhase[] ALL = values();

  private final Phase phase;

  TombolonPhase(Phase phase) {
    this.phase = phase;
  }

  /** The open phase value this member stands for, as {@code phase()} of a state gives it. */
  public Phase phase() {
    return phase;
  }

  /**
   * The member for a phase of this family.
   *
   * @param phase a phase of a Tombolon state or view
   * @return its member
   * @throws IllegalArgumentException for a phase that is not one of this family's (a programmer
   *     error: every Tombolon state is in one of them)
   */
  public static TombolonPhase of(Phase phase) {
    for (TombolonPhase p : ALL) {
      if (p.phase == phase) {
        return p;
      }
    }
    throw new IllegalArgumentException("Not a phase of Tombolon: " + phase);
  }
}
