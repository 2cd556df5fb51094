package dev.mazzo.fivehundred;

import dev.mazzo.game.Phase;

/**
 * The phases of the Five Hundred family (five-hundred.md F-33), one member per {@link Phase} value,
 * so that a host switches over them exhaustively: {@code switch
 * (FiveHundredPhase.of(state.phase()))} for a {@link FiveHundredState}, a {@link FiveHundredView}
 * or any state or view of the family's variants. {@link #phase()} and {@link #of(Phase)} map the
 * two ways; the wire name is the phase's.
 */
public enum FiveHundredPhase {
  /** The cards are dealt. */
  DEAL(Phase.DEAL),

  /** The auction. */
  BID(Phase.BID),

  /** The declarer discards three cards to the kitty (F-11). */
  DISCARD(FiveHundred.DISCARD),

  /** The declarer calls a partner card (five players, F-12). */
  CALL(FiveHundred.CALL),

  /** The tricks are played. */
  PLAY(Phase.PLAY),

  /** The match is over. */
  MATCH_OVER(Phase.MATCH_OVER);

  private static final FiveHundredPhase[] ALL = values();

  private final Phase phase;

  FiveHundredPhase(Phase phase) {
    this.phase = phase;
  }

  /** The open phase value this member stands for, as {@code phase()} of a state gives it. */
  public Phase phase() {
    return phase;
  }

  /**
   * The member for a phase of this family.
   *
   * @param phase a phase of a Five Hundred state or view
   * @return its member
   * @throws IllegalArgumentException for a phase that is not one of this family's (a programmer
   *     error: every Five Hundred state is in one of them)
   */
  public static FiveHundredPhase of(Phase phase) {
    for (FiveHundredPhase p : ALL) {
      if (p.phase == phase) {
        return p;
      }
    }
    throw new IllegalArgumentException("Not a phase of Five Hundred: " + phase);
  }
}
