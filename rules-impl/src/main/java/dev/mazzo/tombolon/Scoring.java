package dev.mazzo.tombolon;

/**
 * End-of-deal scoring (T-22 … T-26) and secured points (T-27), over a side's pile as a mask.
 *
 * <p>One rule serves both: a side has Carte when its pile holds more than N/2 cards, or exactly N/2
 * and it is the eldest's side; Spade when it holds more than S/2 spades, or exactly S/2 (an even S:
 * Rovigo's 5 of 10) and it is the eldest's side. At the end of a complete deal the two piles hold N
 * cards and S spades, so this gives T-22's award and tie rule; during the deal it gives T-27's
 * secured points. Doubling and Tombolon exist only for a complete deal.
 */
final class Scoring {

  private Scoring() {}

  /** Carte: 2 points (T-22, T-27). */
  static int cartePoints(Rules r, int count, boolean eldestSide) {
    return 2 * count > r.size || (2 * count == r.size && eldestSide) ? 2 : 0;
  }

  /** Spade: 1 point (T-22, T-27). */
  static int spadePoints(Rules r, int count, boolean eldestSide) {
    return 2 * count > r.spadeCount || (2 * count == r.spadeCount && eldestSide) ? 1 : 0;
  }

  /**
   * Napoli (T-24): with AS, 2S and 3S, 3 plus 1 for each further spade in unbroken sequence (the
   * canonical order of the spades is the Napoli order: 4 5 6 7 (8 9 10) J Q K); else 0.
   */
  static int napoli(Rules r, long pile) {
    long run = (pile & r.spades) >>> r.spadeBase;
    if ((run & 7L) != 7L) {
      return 0;
    }
    return Long.numberOfTrailingZeros(~run);
  }

  /**
   * A side's breakdown: secured points (T-27) during a deal or at going out, or the final score of
   * a complete deal (T-22 … T-26) with doubling and Tombolon.
   *
   * @param pile the side's pile
   * @param eldestSide whether it is the eldest's side
   * @param counters the deal's Scopa and Colore counters ({@link Counters})
   * @param side the side
   * @param complete true at the end of a complete deal
   */
  static TombolonHandResult.SideScore side(
      Rules r, long pile, boolean eldestSide, int[] counters, int side, boolean complete) {
    int scopePoints = counters[Counters.SCOPA_POINTS + side];
    int colore = counters[Counters.COLORE + side];
    int carteCount = Long.bitCount(pile);
    int spadeCount = Long.bitCount(pile & r.spades);
    int carte = cartePoints(r, carteCount, eldestSide);
    int spade = spadePoints(r, spadeCount, eldestSide);
    long onori = pile & r.onori;
    int mazzo = carte + spade + Long.bitCount(onori);
    boolean allSix = mazzo == 6;
    boolean tombolon = complete && allSix && spadeCount == r.spadeCount;
    if (complete && allSix) {
      mazzo = 12;
    }
    int napoli = napoli(r, pile);
    return new TombolonHandResult.SideScore(
        counters[Counters.SCOPE + side],
        scopePoints,
        colore,
        napoli,
        carteCount,
        carte,
        spadeCount,
        spade,
        r.cardsOf(onori),
        mazzo,
        tombolon,
        scopePoints + colore + napoli + mazzo);
  }

  /**
   * A side's secured points (T-27) without building its breakdown: the going-out test (T-28) and
   * the {@code secured} of states and views (T-32).
   */
  static int secured(Rules r, long pile, boolean eldestSide, int[] counters, int side) {
    return counters[Counters.SCOPA_POINTS + side]
        + counters[Counters.COLORE + side]
        + napoli(r, pile)
        + Long.bitCount(pile & r.onori)
        + cartePoints(r, Long.bitCount(pile), eldestSide)
        + spadePoints(r, Long.bitCount(pile & r.spades), eldestSide);
  }
}
