package dev.mazzo.tombolon;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The capture sets of T-12 in the order of T-21, by brute force over every subset of a table, for
 * the tests that check the engine against an enumeration that is obviously right ({@code
 * CaptureOrderTest}, {@code TombolonPerftTest}). It reads only the cards' ranks and suits: the
 * values of T-4 and the canonical order of T-3 are written out here, not taken from the engine's
 * tables or card ids. A table of k cards costs 2^k subsets: keep k to 16 or so.
 */
final class BruteCaptures {

  /**
   * By sum 1 … 10: the subsets of numerals only, each sorted in canonical order, sorted by T-21.
   */
  private final List<List<List<Card>>> bySum = new ArrayList<>();

  private final List<Card> table;

  /** Enumerates the 2^k subsets of a table of k cards, in any order. */
  BruteCaptures(List<Card> table) {
    this.table = table;
    for (int s = 0; s <= 10; s++) {
      bySum.add(new ArrayList<>());
    }
    // A figure counts 11: a subset that holds one adds up to more than 10.
    int[] worth = new int[table.size()];
    for (int i = 0; i < worth.length; i++) {
      worth[i] = isFigure(table.get(i)) ? 11 : value(table.get(i));
    }
    // The sum of a subset is the sum without its lowest card, plus that card.
    int[] sums = new int[1 << table.size()];
    for (int bits = 1; bits < sums.length; bits++) {
      int sum = sums[bits & (bits - 1)] + worth[Integer.numberOfTrailingZeros(bits)];
      sums[bits] = sum;
      if (sum <= 10) {
        List<Card> set = new ArrayList<>();
        for (int i = 0; i < table.size(); i++) {
          if ((bits & (1 << i)) != 0) {
            set.add(table.get(i));
          }
        }
        set.sort(CANONICAL);
        bySum.get(sum).add(set);
      }
    }
    for (List<List<Card>> sets : bySum) {
      sets.sort(T21);
    }
  }

  /**
   * The capture sets of a card (T-12) in the order of T-21: for a figure, each table card of its
   * rank; for a numeral, each subset of numerals whose values add up to its value (one card of that
   * value, or two or more).
   */
  List<List<Card>> sets(Card card) {
    if (isFigure(card)) {
      List<List<Card>> out = new ArrayList<>();
      for (Card t : table) {
        if (t.rank() == card.rank()) {
          out.add(List.of(t));
        }
      }
      out.sort(T21);
      return out;
    }
    return bySum.get(value(card));
  }

  /** T-4: J, Q and K are figures. */
  static boolean isFigure(Card c) {
    return c.rank() == Rank.JACK || c.rank() == Rank.QUEEN || c.rank() == Rank.KING;
  }

  /** T-4: the capture value of a numeral, A 1, 2 … 10 their face. */
  static int value(Card c) {
    return c.rank() == Rank.ACE ? 1 : Integer.parseInt(c.rank().token());
  }

  /** T-3: suits H, D, C, S; in a suit A, 2, … 10, J, Q, K. */
  static int canonical(Card c) {
    int suit = "HDCS".indexOf(c.suit().get().letter());
    int rank = isFigure(c) ? 11 + "JQK".indexOf(c.rank().token()) : value(c);
    return suit * 16 + rank;
  }

  /** T-3: canonical order. */
  static final Comparator<Card> CANONICAL = Comparator.comparingInt(BruteCaptures::canonical);

  /** T-21: smaller sets first, then the first differing card in canonical order. */
  static final Comparator<List<Card>> T21 =
      (a, b) -> {
        if (a.size() != b.size()) {
          return Integer.compare(a.size(), b.size());
        }
        for (int i = 0; i < a.size(); i++) {
          int c = CANONICAL.compare(a.get(i), b.get(i));
          if (c != 0) {
            return c;
          }
        }
        return 0;
      };
}
