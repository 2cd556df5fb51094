package dev.mazzo.pitch;

import dev.mazzo.game.Phase;

/**
 * The phases of the Pitch family (pitch.md P-37), one member per {@link Phase} value, so that a
 * host switches over them exhaustively: {@code switch (PitchPhase.of(state.phase()))} for a {@link
 * PitchState}, a {@link PitchView} or any state or view of the family's variants. {@link #phase()}
 * and {@link #of(Phase)} map the two ways; the wire name is the phase's.
 */
public enum PitchPhase {
  /** The cards are dealt (P-10). */
  DEAL(Phase.DEAL),

  /** Each seat bids or passes once (P-11). */
  BID(Phase.BID),

  /** The declarer names trump (P-14). */
  TRUMP(Pitch.TRUMP),

  /** The declarer takes or passes the remainder of the stock (P-18). */
  REMAINDER(Pitch.REMAINDER),

  /** Seats holding more than six trumps burn down to six (P-20, P-21). */
  BURN(Pitch.BURN),

  /** The tricks are played. */
  PLAY(Phase.PLAY),

  /** The match is over. */
  MATCH_OVER(Phase.MATCH_OVER);

  private static final PitchPhase[] ALL = values();

  private final Phase phase;

  PitchPhase(Phase phase) {
    this.phase = phase;
  }

  /** The open phase value this member stands for, as {@code phase()} of a state gives it. */
  public Phase phase() {
    return phase;
  }

  /**
   * The member for a phase of this family.
   *
   * @param phase a phase of a Pitch state or view
   * @return its member
   * @throws IllegalArgumentException for a phase that is not one of this family's (a programmer
   *     error: every Pitch state is in one of them)
   */
  public static PitchPhase of(Phase phase) {
    // play first: most actions are plays, and PLAY comes late in the search below (issue 29)
    if (phase == Phase.PLAY) {
      return PLAY;
    }
    for (PitchPhase p : ALL) {
      if (p.phase == phase) {
        return p;
      }
    }
    throw new IllegalArgumentException("Not a phase of Pitch: " + phase);
  }
}
