package dev.mazzo.game;

import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.regex.Pattern;

/**
 * Why an action (or a new match's options) was not accepted: a stable machine {@link Code} and a
 * sentence a player understands, such as "You must follow suit: you hold 7H". A rejected action
 * never changes a state.
 *
 * @param code the stable code, written in the protocol as its name
 * @param message the sentence for a player
 */
public record Rejection(Code code, String message) {

  /**
   * A stable rejection code: an open value named by the word the protocol writes, such as {@code
   * "MUST_FOLLOW_SUIT"}. The contract names the codes its common checks and the common actions give
   * (briscola.md B-67 and its siblings); each family declares its own with {@link #of(String)}
   * beside its game (Pitch's {@code ILLEGAL_BURN}, pitch.md P-21; Five Hundred's {@code
   * ILLEGAL_JOKER_SUIT}, five-hundred.md F-18 …), so that a new game adds codes without changing
   * this type.
   *
   * <p>Codes are interned: {@code Code.of("ILLEGAL_BURN") == Code.of("ILLEGAL_BURN")}, so {@code
   * ==} and {@link #equals} agree (and so do two {@link Rejection}s' {@code equals}), from any
   * thread. There is no {@code values()} and no {@code switch} over this type: switch over {@link
   * #name()}.
   */
  public static final class Code {

    private static final Pattern NAME = Pattern.compile("[A-Z]+(_[A-Z]+)*");
    private static final ConcurrentMap<String, Code> INTERNED = new ConcurrentHashMap<>();

    /** Not in the variant's action space, the wrong shape, or a value out of range. */
    public static final Code MALFORMED = of("MALFORMED");

    /** The match is over. */
    public static final Code MATCH_OVER = of("MATCH_OVER");

    /** The action type is not accepted in the current phase. */
    public static final Code WRONG_PHASE = of("WRONG_PHASE");

    /** The seat has passed in this auction and cannot re-enter. */
    public static final Code ALREADY_PASSED = of("ALREADY_PASSED");

    /** The seat is not the one to act. */
    public static final Code NOT_YOUR_TURN = of("NOT_YOUR_TURN");

    /** The seat does not hold the card. */
    public static final Code CARD_NOT_IN_HAND = of("CARD_NOT_IN_HAND");

    /** The seat holds a card of the led suit and played another. */
    public static final Code MUST_FOLLOW_SUIT = of("MUST_FOLLOW_SUIT");

    /** The bid is not high enough. */
    public static final Code BID_TOO_LOW = of("BID_TOO_LOW");

    /** The bid is not allowed. */
    public static final Code ILLEGAL_BID = of("ILLEGAL_BID");

    private final String name;

    private Code(String name) {
      this.name = name;
    }

    /**
     * The code with this name, the same instance for every call with the same name. A family calls
     * it once per code, into a {@code static final} constant; an unknown but well-formed name is
     * simply a new code.
     *
     * @param name upper-case words of the letters A-Z joined by single underscores, such as {@code
     *     "MUST_FOLLOW_SUIT"}
     * @return the interned code
     * @throws NullPointerException for a null name (a programmer error, never caused by a player's
     *     input: no game reads a code from the wire)
     * @throws IllegalArgumentException for a name that is not of that form, such as {@code
     *     "must_follow_suit"} or {@code ""} (also a programmer error)
     */
    public static Code of(String name) {
      Objects.requireNonNull(name, "a rejection code's name");
      Code known = INTERNED.get(name);
      if (known != null) {
        return known;
      }
      if (!NAME.matcher(name).matches()) {
        throw new IllegalArgumentException(
            "A rejection code is upper-case words joined by underscores, such as MUST_FOLLOW_SUIT,"
                + " not \""
                + name
                + "\"");
      }
      return INTERNED.computeIfAbsent(name, Code::new);
    }

    /** The code as the protocol writes it, such as {@code "MUST_FOLLOW_SUIT"}. */
    public String name() {
      return name;
    }

    /** The {@link #name()}. */
    @Override
    public String toString() {
      return name;
    }
  }

  /** A rejection with this code and message. */
  public static Rejection of(Code code, String message) {
    return new Rejection(code, message);
  }

  /** A {@link Code#MALFORMED} rejection. */
  public static Rejection malformed(String message) {
    return new Rejection(Code.MALFORMED, message);
  }
}
