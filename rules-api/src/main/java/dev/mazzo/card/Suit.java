package dev.mazzo.card;

import io.vavr.control.Option;

/**
 * The four suits, in the canonical order H, D, C, S (briscola.md B-5).
 *
 * <p>Latin-suited decks use the same values: {@code H} coppe/copas, {@code D} denari/ouros, {@code
 * C} bastoni/paus, {@code S} spade/espadas (protocol.md, card notation).
 */
public enum Suit {
  /** Hearts; coppe (Italian), copas (Portuguese). */
  HEARTS('H', "hearts", "coppe"),
  /** Diamonds; denari (Italian), dinæ (Genoese), ouros (Portuguese). */
  DIAMONDS('D', "diamonds", "denari"),
  /** Clubs; bastoni (Italian), scioî (Genoese), paus (Portuguese). */
  CLUBS('C', "clubs", "bastoni"),
  /** Spades; spade (Italian), spoæ (Genoese), espadas (Portuguese). */
  SPADES('S', "spades", "spade");

  private static final Suit[] VALUES = values();

  private final char letter;
  private final String frenchName;
  private final String latinName;

  Suit(char letter, String frenchName, String latinName) {
    this.letter = letter;
    this.frenchName = frenchName;
    this.latinName = latinName;
  }

  /** The suit's letter in the card notation: H, D, C or S. */
  public char letter() {
    return letter;
  }

  /** The French-suited name, such as "hearts". */
  public String frenchName() {
    return frenchName;
  }

  /** The Italian Latin-suited name, such as "coppe". */
  public String latinName() {
    return latinName;
  }

  /** The suit with this ordinal (0 = H … 3 = S). */
  public static Suit ofOrdinal(int ordinal) {
    return VALUES[ordinal];
  }

  /**
   * Parses a suit letter, case-insensitively.
   *
   * @return the suit, or none for anything that is not H, D, C or S
   */
  public static Option<Suit> parse(String text) {
    if (text == null || text.length() != 1) {
      return Option.none();
    }
    return ofLetter(text.charAt(0));
  }

  /**
   * The suit of a letter, in either ASCII case; none for any other character (a letter that only
   * Unicode folds to one of these, such as the long s, is not a suit).
   */
  public static Option<Suit> ofLetter(char c) {
    switch (c) {
      case 'H':
      case 'h':
        return Option.some(HEARTS);
      case 'D':
      case 'd':
        return Option.some(DIAMONDS);
      case 'C':
      case 'c':
        return Option.some(CLUBS);
      case 'S':
      case 's':
        return Option.some(SPADES);
      default:
        return Option.none();
    }
  }

  @Override
  public String toString() {
    return String.valueOf(letter);
  }
}
