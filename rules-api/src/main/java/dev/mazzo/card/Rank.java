package dev.mazzo.card;

import io.vavr.control.Option;

/**
 * A card's rank, written as in protocol.md: {@code A}, {@code 2} … {@code 13}, {@code J}, {@code
 * Q}, {@code K}. Jokers have their own rank, {@link #JOKER}.
 *
 * <p>A rank carries no strength or points: those belong to a game's rank scheme.
 */
public enum Rank {
  /** Ace (asso, ás). */
  ACE("A"),
  /** Two. */
  TWO("2"),
  /** Three. */
  THREE("3"),
  /** Four. */
  FOUR("4"),
  /** Five. */
  FIVE("5"),
  /** Six. */
  SIX("6"),
  /** Seven. */
  SEVEN("7"),
  /** Eight. */
  EIGHT("8"),
  /** Nine. */
  NINE("9"),
  /** Ten ({@code T} is accepted on input). */
  TEN("10"),
  /** Eleven, in the larger Five Hundred decks. */
  ELEVEN("11"),
  /** Twelve, in the larger Five Hundred decks. */
  TWELVE("12"),
  /** Thirteen, in the larger Five Hundred decks. */
  THIRTEEN("13"),
  /** Jack; fante (Italian), sbiro (Genoese), valete (Portuguese). */
  JACK("J"),
  /** Queen; cavallo (Italian), dònna (Genoese), dama (Portuguese). */
  QUEEN("Q"),
  /** King; re (Italian), òmmo (Genoese), rei (Portuguese). */
  KING("K"),
  /** A joker; it has no suit. */
  JOKER("JK");

  private static final Rank[] VALUES = values();

  private final String token;

  Rank(String token) {
    this.token = token;
  }

  /** The rank's token in the card notation, such as "A", "10" or "K". */
  public String token() {
    return token;
  }

  /** The rank with this ordinal. */
  public static Rank ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /**
   * Parses a suited rank token in either ASCII case; {@code T} is read as 10.
   *
   * @return the rank, or none for anything else (jokers included: they are parsed as cards)
   */
  public static Option<Rank> parse(String text) {
    String t = Card.asciiUpper(text);
    if (t == null) {
      return Option.none();
    }
    if (t.equals("T")) {
      return Option.some(TEN);
    }
    for (Rank r : VALUES) {
      if (r != JOKER && r.token.equals(t)) {
        return Option.some(r);
      }
    }
    return Option.none();
  }

  @Override
  public String toString() {
    return token;
  }
}
