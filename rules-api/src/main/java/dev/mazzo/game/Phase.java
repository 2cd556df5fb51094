package dev.mazzo.game;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.regex.Pattern;

/**
 * The phase a game is in: an open value named by its {@link #wireName() wire name}, the {@code
 * phase} of protocol.md's SUMMARY. The contract names only the phases games share ({@link #DEAL},
 * {@link #BID}, {@link #PLAY}, {@link #MATCH_OVER}); each family declares its own with {@link
 * #of(String)} beside its game (Pitch's {@code trump}, {@code burn} and {@code remainder}, pitch.md
 * P-37; Five Hundred's {@code discard}, five-hundred.md F-33; the {@code call} of Chiamata and of
 * five-handed Five Hundred), so that a new game adds phases without changing this type (briscola.md
 * B-65 lists each chapter's).
 *
 * <p>Phases are interned: {@code Phase.of("trump") == Phase.of("trump")}, so {@code ==} and {@link
 * #equals} agree, from any thread. There is no {@code values()} and no {@code switch} over this
 * type: a host that needs an exhaustive switch uses its family's phase enum (such as {@code switch
 * (PitchPhase.of(state.phase()))}) or switches over {@link #wireName()}.
 */
public final class Phase {

  private static final Pattern WIRE_NAME = Pattern.compile("[a-z]+(-[a-z]+)*");
  private static final ConcurrentMap<String, Phase> INTERNED = new ConcurrentHashMap<>();

  /** A chance action deals the cards; the actor is {@link GameState#CHANCE}. */
  public static final Phase DEAL = of("deal");

  /** An auction: bids and passes. */
  public static final Phase BID = of("bid");

  /** Cards are played. */
  public static final Phase PLAY = of("play");

  /** The match is over: nobody acts and every action is rejected with MATCH_OVER. */
  public static final Phase MATCH_OVER = of("match-over");

  private final String wireName;

  private Phase(String wireName) {
    this.wireName = wireName;
  }

  /**
   * The phase with this wire name, the same instance for every call with the same name. A family
   * calls it once per phase, into a {@code static final} constant; an unknown but well-formed name
   * is simply a new phase.
   *
   * @param wireName lower-case words of the letters a-z joined by single hyphens, such as {@code
   *     "match-over"}
   * @return the interned phase
   * @throws NullPointerException for a null name (a programmer error, never caused by a player's
   *     input: no game reads a phase from the wire)
   * @throws IllegalArgumentException for a name that is not of that form, such as {@code "Play"},
   *     {@code "match_over"} or {@code ""} (also a programmer error)
   */
  public static Phase of(String wireName) {
    Objects.requireNonNull(wireName, "a phase's wire name");
    Phase known = INTERNED.get(wireName);
    if (known != null) {
      return known;
    }
    if (!WIRE_NAME.matcher(wireName).matches()) {
      throw new IllegalArgumentException(
          "A phase's wire name is lower-case words joined by hyphens, such as match-over, not \""
              + wireName
              + "\"");
    }
    return INTERNED.computeIfAbsent(wireName, Phase::new);
  }

  /** The phase's name in the protocol, such as {@code "match-over"}. */
  public String wireName() {
    return wireName;
  }

  /** The {@link #wireName() wire name}. */
  @Override
  public String toString() {
    return wireName;
  }
}
