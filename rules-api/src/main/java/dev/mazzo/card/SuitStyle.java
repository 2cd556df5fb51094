package dev.mazzo.card;

/**
 * The suit signs a pack's cards show. The card notation is the same for every pack ({@code KH} is
 * the king of hearts and the re di coppe alike, protocol.md, card notation); the style says which
 * names and faces a person expects.
 */
public enum SuitStyle {
  /**
   * Latin suits: coppe, denari, bastoni, spade (the Italian, Genoese and Portuguese packs of
   * briscola.md B-4, the Venetian cards of tombolon.md T-2).
   */
  LATIN("latin"),
  /**
   * French suits: hearts, diamonds, clubs, spades (the 52- or 54-card packs of pitch.md P-1 and the
   * 43- to 63-card packs of five-hundred.md F-2).
   */
  FRENCH("french");

  private final String wireName;

  SuitStyle(String wireName) {
    this.wireName = wireName;
  }

  /** The style's name in JSON: {@code "latin"} or {@code "french"}. */
  public String wireName() {
    return wireName;
  }

  /** A suit's name in this style, such as "coppe" or "hearts". */
  public String nameOf(Suit suit) {
    return this == LATIN ? suit.latinName() : suit.frenchName();
  }
}
