package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;

/**
 * The capture sets of T-12 and their order (T-21) written out from the cards' ranks, independently
 * of the engine's tables, for the Tombolon kit's properties: a valid set, the number of sets by
 * brute force over the subsets of a table, and the order of two sets as masks of card ids.
 */
final class RankCaptures {

  private RankCaptures() {}

  /** T-12 written out from the ranks, independently of the engine's tables. */
  static boolean isCaptureSet(Card card, Seq<Card> set) {
    if (set.isEmpty()) {
      return false;
    }
    if (BruteCaptures.isFigure(card)) {
      return set.size() == 1 && set.head().rank() == card.rank();
    }
    if (set.exists(BruteCaptures::isFigure)) {
      return false;
    }
    return set.map(RankCaptures::value).sum().intValue() == value(card);
  }

  static int value(Card c) {
    return c.rank().ordinal() + 1;
  }

  /** The number of subsets of the table that are capture sets of the card. */
  static int bruteForce(Card card, Seq<Card> table) {
    int count = 0;
    for (int bits = 1; bits < 1 << table.size(); bits++) {
      List<Card> set = new ArrayList<>();
      for (int i = 0; i < table.size(); i++) {
        if ((bits & (1 << i)) != 0) {
          set.add(table.get(i));
        }
      }
      if (isCaptureSet(card, Array.ofAll(set))) {
        count++;
      }
    }
    return count;
  }

  /** T-21: smaller first, then lexicographic by ids. */
  static boolean before(long a, long b) {
    if (Long.bitCount(a) != Long.bitCount(b)) {
      return Long.bitCount(a) < Long.bitCount(b);
    }
    while (a != 0 && b != 0) {
      int x = Long.numberOfTrailingZeros(a);
      int y = Long.numberOfTrailingZeros(b);
      if (x != y) {
        return x < y;
      }
      a &= a - 1;
      b &= b - 1;
    }
    return false;
  }
}
