package dev.mazzo.euchre;

import dev.mazzo.game.Phase;

/**
 * Every phase the Euchre family uses (euchre.md E-23), in one place: the library's common {@link
 * Phase} values for the deal, the auction, the tricks and the end, and the family's own open values
 * {@code discard} and {@code alone}. {@link EuchrePhase} is the enum of the same phases for an
 * exhaustive switch.
 */
public final class EuchrePhases {

  private EuchrePhases() {}

  /** The chance action {@code deal} is due (E-5). */
  public static final Phase DEAL = Phase.DEAL;

  /** The two rounds of making trump: {@code pass} and {@code trump} (E-6, E-8). */
  public static final Phase BID = Phase.BID;

  /** The dealer's discard after the pick-up (E-7). */
  public static final Phase DISCARD = Phase.of("discard");

  /** The decisions to go alone, {@code alone} and {@code partner} (E-13, E-15). */
  public static final Phase ALONE = Phase.of("alone");

  /** The tricks (E-17, E-18). */
  public static final Phase PLAY = Phase.PLAY;

  /** The match is over (E-21). */
  public static final Phase MATCH_OVER = Phase.MATCH_OVER;
}
