package dev.mazzo.euchre;

import dev.mazzo.game.Phase;

/**
 * The phases of {@code euchre-4p} (euchre.md E-23), one member per {@link Phase} value of {@link
 * EuchrePhases}, so that a host switches over them exhaustively: {@code switch
 * (EuchrePhase.of(view.phase()))}. {@link #phase()} and {@link #of(Phase)} map the two ways; the
 * wire name is the phase's.
 */
public enum EuchrePhase {
  /** The cards are dealt (E-5). */
  DEAL(EuchrePhases.DEAL),

  /** The two rounds of making trump (E-6, E-8). */
  BID(EuchrePhases.BID),

  /** The dealer discards after the pick-up (E-7). */
  DISCARD(EuchrePhases.DISCARD),

  /** The decisions to go alone (E-13, E-15). */
  ALONE(EuchrePhases.ALONE),

  /** The tricks (E-17, E-18). */
  PLAY(EuchrePhases.PLAY),

  /** The match is over (E-21). */
  MATCH_OVER(EuchrePhases.MATCH_OVER);

  private static final EuchrePhase[] ALL = values();

  private final Phase phase;

  EuchrePhase(Phase phase) {
    this.phase = phase;
  }

  /**
   * The open phase value this member stands for, as {@code phase()} of a state gives it.
   *
   * @return the phase
   */
  public Phase phase() {
    return phase;
  }

  /**
   * The member for a phase of this family.
   *
   * @param phase a phase of a Euchre state or view
   * @return its member
   * @throws IllegalArgumentException for a phase that is not one of Euchre's (a programmer error:
   *     every Euchre state is in one of them)
   */
  public static EuchrePhase of(Phase phase) {
    for (EuchrePhase p : ALL) {
      if (p.phase == phase) {
        return p;
      }
    }
    throw new IllegalArgumentException("Not a phase of Euchre: " + phase);
  }
}
