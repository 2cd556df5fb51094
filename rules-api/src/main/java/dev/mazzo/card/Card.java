package dev.mazzo.card;

import io.vavr.control.Option;
import java.util.Locale;

/**
 * A playing card: a flyweight value, obtained without allocation from {@link #of(Rank, Suit)} and
 * compared by identity or {@code equals} alike.
 *
 * <p>Its {@link #code() code} is the notation of protocol.md: {@code AS}, {@code 10H}, {@code 7D},
 * {@code JK1}, and {@code QC#2} for the second copy of a card in a two-deck game. Codes are read
 * case-insensitively by {@link #parse(String)}, which never throws.
 *
 * <p>A card knows nothing of the games: its strength, points and whether it is in a deck belong to
 * a {@link Deck} and to the game's tables.
 */
public final class Card implements Comparable<Card> {

  /** How many ranks that have suits there are (A, 2 … 13, J, Q, K). */
  private static final int SUITED_RANKS = 16;

  private static final int SUITED = SUITED_RANKS * 4;
  private static final int JOKER_KINDS = 3;

  /** Every card of the universe: two copies of each suited card and of each joker. */
  private static final Card[] ALL = new Card[2 * SUITED + 2 * JOKER_KINDS];

  static {
    for (int copy = 0; copy < 2; copy++) {
      for (int r = 0; r < SUITED_RANKS; r++) {
        for (int s = 0; s < 4; s++) {
          int ordinal = copy * SUITED + r * 4 + s;
          ALL[ordinal] = new Card(ordinal, Rank.ofOrdinal(r), Suit.ofOrdinal(s), copy, -1);
        }
      }
    }
    for (int copy = 0; copy < 2; copy++) {
      for (int j = 0; j < JOKER_KINDS; j++) {
        int ordinal = 2 * SUITED + copy * JOKER_KINDS + j;
        ALL[ordinal] = new Card(ordinal, Rank.JOKER, null, copy, j);
      }
    }
  }

  private final int ordinal;
  private final Rank rank;
  private final Suit suit;
  private final int copy;
  private final int joker;
  private final String code;
  private final Option<Suit> suitOption;

  private Card(int ordinal, Rank rank, Suit suit, int copy, int joker) {
    this.ordinal = ordinal;
    this.rank = rank;
    this.suit = suit;
    this.copy = copy;
    this.joker = joker;
    String base = suit == null ? (joker == 0 ? "JK" : "JK" + joker) : rank.token() + suit.letter();
    this.code = copy == 0 ? base : base + "#2";
    this.suitOption = Option.of(suit);
  }

  /** The first copy of a suited card. {@code rank} must not be {@link Rank#JOKER}. */
  public static Card of(Rank rank, Suit suit) {
    return of(rank, suit, 0);
  }

  /**
   * A suited card; {@code copy} 0 is the first copy, 1 the second ({@code #2}) of a two-deck game.
   *
   * @throws IllegalArgumentException for a joker rank or a copy other than 0 or 1 (a programming
   *     error: user input goes through {@link #parse(String)})
   */
  public static Card of(Rank rank, Suit suit, int copy) {
    if (rank == Rank.JOKER || copy < 0 || copy > 1) {
      throw new IllegalArgumentException("no such suited card: " + rank + suit + " copy " + copy);
    }
    return ALL[copy * SUITED + rank.ordinal() * 4 + suit.ordinal()];
  }

  /**
   * A joker: kind 0 is {@code JK} (the only joker of a one-joker deck), 1 is {@code JK1} (big,
   * red), 2 is {@code JK2} (little, black).
   *
   * @throws IllegalArgumentException for any other kind (a programming error)
   */
  public static Card joker(int kind) {
    if (kind < 0 || kind >= JOKER_KINDS) {
      throw new IllegalArgumentException("no such joker: " + kind);
    }
    return ALL[2 * SUITED + kind];
  }

  /**
   * Parses a card code, in either ASCII case ({@code "as"}, {@code "10h"}, {@code "Th"}, {@code
   * "jk1"}, {@code "qc#2"}).
   *
   * @return the card, or none when the text is not a card of the notation
   */
  public static Option<Card> parse(String text) {
    if (text == null || text.isEmpty() || text.length() > 6) {
      return Option.none();
    }
    String t = asciiUpper(text);
    if (t == null) {
      return Option.none();
    }
    int copy = 0;
    if (t.endsWith("#2")) {
      copy = 1;
      t = t.substring(0, t.length() - 2);
    }
    if (t.startsWith("JK")) {
      switch (t) {
        case "JK":
          return Option.some(ALL[2 * SUITED + copy * JOKER_KINDS]);
        case "JK1":
          return Option.some(ALL[2 * SUITED + copy * JOKER_KINDS + 1]);
        case "JK2":
          return Option.some(ALL[2 * SUITED + copy * JOKER_KINDS + 2]);
        default:
          return Option.none();
      }
    }
    if (t.length() < 2) {
      return Option.none();
    }
    Option<Suit> suit = Suit.ofLetter(t.charAt(t.length() - 1));
    Option<Rank> rank = Rank.parse(t.substring(0, t.length() - 1));
    if (suit.isEmpty() || rank.isEmpty()) {
      return Option.none();
    }
    return Option.some(ALL[copy * SUITED + rank.get().ordinal() * 4 + suit.get().ordinal()]);
  }

  /**
   * The text with ASCII letters in upper case, or null for null or for text with any other than an
   * ASCII character: the notation is ASCII, and {@link String#toUpperCase} would also turn letters
   * such as the long s (U+017F) into {@code S}.
   */
  static String asciiUpper(String text) {
    if (text == null) {
      return null;
    }
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) > 0x7f) {
        return null;
      }
    }
    return text.toUpperCase(Locale.ROOT);
  }

  /** The number of distinct cards in the universe ({@link #ordinal()} is below it). */
  public static int universeSize() {
    return ALL.length;
  }

  /** The card with this {@link #ordinal()}. */
  public static Card ofOrdinal(int ordinal) {
    return ALL[ordinal];
  }

  /** A number unique to this card among all cards of all decks (not its id in a deck). */
  public int ordinal() {
    return ordinal;
  }

  /** The rank; {@link Rank#JOKER} for a joker. */
  public Rank rank() {
    return rank;
  }

  /** The suit; none for a joker. */
  public Option<Suit> suit() {
    return suitOption;
  }

  /** True for a joker. */
  public boolean isJoker() {
    return suit == null;
  }

  /** 0 for the first copy of a card, 1 for the second ({@code #2}) of a two-deck game. */
  public int copy() {
    return copy;
  }

  /**
   * True when the two cards differ at most by their copy (briscola.md B-4: {@code AS} and {@code
   * AS#2} are identical).
   */
  public boolean isIdenticalTo(Card other) {
    return other != null && rank == other.rank && suit == other.suit && joker == other.joker;
  }

  /** The card's code in the notation of protocol.md. */
  public String code() {
    return code;
  }

  /** Orders cards by {@link #ordinal()}; a deck has its own canonical order. */
  @Override
  public int compareTo(Card o) {
    return Integer.compare(ordinal, o.ordinal);
  }

  @Override
  public String toString() {
    return code;
  }
}
