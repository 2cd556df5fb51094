package dev.mazzo.card;

import io.vavr.control.Option;

/**
 * What is trump in a hand: one of the four suits, or no trump at all (five-hundred.md F-33).
 * Written in the card notation as the suit's letter ({@code "H"}) or {@code "NT"}
 * (docs/protocol.md). An enum, so that a host can switch over it exhaustively.
 */
public enum Trump {
  /** Hearts are trump. */
  HEARTS(Suit.HEARTS),
  /** Diamonds are trump. */
  DIAMONDS(Suit.DIAMONDS),
  /** Clubs are trump. */
  CLUBS(Suit.CLUBS),
  /** Spades are trump. */
  SPADES(Suit.SPADES),
  /** No suit is trump (Five Hundred's no-trump bids, F-33). */
  NO_TRUMP(null);

  private static final Trump[] BY_SUIT = new Trump[Suit.values().length];

  static {
    for (Trump t : values()) {
      if (t.suit != null) {
        BY_SUIT[t.suit.ordinal()] = t;
      }
    }
  }

  private final Suit suit;

  Trump(Suit suit) {
    this.suit = suit;
  }

  /** The trump of a suit. */
  public static Trump of(Suit suit) {
    return BY_SUIT[suit.ordinal()];
  }

  /** The trump suit; none for {@link #NO_TRUMP}. */
  public Option<Suit> suit() {
    return Option.of(suit);
  }

  /** True for {@link #NO_TRUMP}. */
  public boolean isNoTrump() {
    return suit == null;
  }

  /** The notation: the suit's letter ({@code "H"}), or {@code "NT"}. */
  public String code() {
    return suit == null ? "NT" : String.valueOf(suit.letter());
  }

  /**
   * Parses a trump's notation, ASCII case-insensitively: a suit letter or {@code "NT"}.
   *
   * @return the trump, or none for anything else (null included)
   */
  public static Option<Trump> parse(String text) {
    if (text == null) {
      return Option.none();
    }
    if (text.length() == 2 && (text.charAt(0) | 0x20) == 'n' && (text.charAt(1) | 0x20) == 't') {
      return Option.some(NO_TRUMP);
    }
    return Suit.parse(text).map(Trump::of);
  }

  @Override
  public String toString() {
    return code();
  }
}
