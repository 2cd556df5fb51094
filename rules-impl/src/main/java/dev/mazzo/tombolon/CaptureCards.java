package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.table.LazySeq;

/**
 * The cards of a capture set of two cards or more (T-12) as the legal list's {@link CapturePlay}
 * gives them: the set's mask, its cards in canonical order (T-21) made when asked for (issue 29:
 * the array of cards and its vavr {@code Array} cost 64 bytes or more per such play of a random
 * playout; this list costs 32). To its callers it is the {@code Array} it replaces: equal to it,
 * with its hash code and its {@code Array(...)} text ({@link LazySeq}). The play's checks and
 * transition read the mask at once ({@link #maskIn}) instead of looking its cards up one by one.
 */
final class CaptureCards extends LazySeq<Card> {

  /** The rules whose deck ids the mask holds. */
  private final Rules rules;

  /** The cards, one bit per deck id. */
  private final long mask;

  private CaptureCards(Rules rules, long mask) {
    super(Long.bitCount(mask));
    this.rules = rules;
    this.mask = mask;
  }

  /** The cards of a set: the rules' one-card list for a single card, else a new list of them. */
  static io.vavr.collection.Seq<Card> of(Rules r, long set) {
    return (set & (set - 1)) == 0 ? r.cardsOf(set) : new CaptureCards(r, set);
  }

  /**
   * The mask of a capture under rules {@code r}: this list's own when it was made with them; -1 (no
   * mask of a deck's ids) for any other list, which the caller reads card by card.
   */
  static long maskIn(Rules r, io.vavr.collection.Seq<Card> capture) {
    return capture instanceof CaptureCards c && c.rules == r ? c.mask : -1L;
  }

  @Override
  protected Card make(int index) {
    return rules.cards[Long.numberOfTrailingZeros(Captures.nth(mask, index))];
  }
}
