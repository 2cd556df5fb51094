package dev.mazzo.euchre;

import dev.mazzo.game.Phase;

/**
 * Every phase the Euchre family uses (euchre.md E-23), in one place: today the library's {@link
 * Phase} constants, so that the switch to open phase values ({@code Phase.of("alone")}) is a change
 * of this one class.
 */
public final class EuchrePhases {

  private EuchrePhases() {}

  /** The chance action {@code deal} is due (E-5). */
  public static final Phase DEAL = Phase.DEAL;

  /** The two rounds of making trump: {@code pass} and {@code trump} (E-6, E-8). */
  public static final Phase BID = Phase.BID;

  /** The dealer's discard after the pick-up (E-7). */
  public static final Phase DISCARD = Phase.DISCARD;

  /**
   * The decisions to go alone, {@code alone} and {@code partner} (E-13, E-15): the library's {@code
   * call} until phases are open values, then {@code Phase.of("alone")}.
   */
  public static final Phase ALONE = Phase.CALL;

  /** The tricks (E-17, E-18). */
  public static final Phase PLAY = Phase.PLAY;

  /** The match is over (E-21). */
  public static final Phase MATCH_OVER = Phase.MATCH_OVER;
}
