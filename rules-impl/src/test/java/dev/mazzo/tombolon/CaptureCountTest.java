package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.game.MatchOptions;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * T-12 T-21 on tables too large for the brute force of {@link CaptureOrderTest}: every numeral
 * worth less than the played card on the table, where the count has more than ten candidates (its
 * lanes could not hold the coefficients: 1,024 sets of 9 among A … 9 × 4) and the search runs to
 * sets of many cards. The number of sets is checked against a subset-sum count written here.
 */
class CaptureCountTest {

  private static Rules rules(String id, MatchOptions options) {
    return Position.newMatch(id, options).rules;
  }

  /** The number of subsets of the numerals of {@code table} whose values add up to {@code v}. */
  private static long subsetSums(Rules r, long table, int v) {
    long[] ways = new long[v + 1];
    ways[0] = 1;
    for (long m = table & r.numerals; m != 0; m &= m - 1) {
      int w = r.value[Long.numberOfTrailingZeros(m)];
      for (int s = v; s >= w; s--) {
        ways[s] += ways[s - w];
      }
    }
    return ways[v];
  }

  /** T-21: by size, then by card ids ascending, compared one card at a time. */
  private static int compareT21(long a, long b) {
    int bySize = Integer.compare(Long.bitCount(a), Long.bitCount(b));
    if (bySize != 0) {
      return bySize;
    }
    for (long x = a, y = b; x != 0; x &= x - 1, y &= y - 1) {
      int c = Integer.compare(Long.numberOfTrailingZeros(x), Long.numberOfTrailingZeros(y));
      if (c != 0) {
        return c;
      }
    }
    return 0;
  }

  private static void checkAllSets(Rules r, String played, int below) {
    long table = 0;
    for (Card c : r.deck.cards()) {
      int id = r.deck.idOf(c);
      if ((r.numerals & (1L << id)) != 0 && r.value[id] < below) {
        table |= 1L << id;
      }
    }
    int id = r.deck.idOf(Card.parse(played).get());
    int v = r.value[id];
    long[] sets = Captures.sets(r, id, table);
    assertEquals(subsetSums(r, table, v), sets.length, played + ": every subset that adds up");
    assertEquals(sets.length, Captures.count(r, table & r.numerals, v));
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < sets.length; i++) {
      assertEquals(v, Captures.sum(r, sets[i]), played);
      assertEquals(sets[i], sets[i] & table, "only table cards");
      assertTrue(seen.add(sets[i]), "each set once");
      if (i > 0) {
        assertTrue(compareT21(sets[i - 1], sets[i]) < 0, "T-21 order at " + i);
      }
    }
  }

  @Test
  @DisplayName(
      "T-12 T-21 Padova: a 10 on the 36 numerals A … 9: all 1,698 sets, once each, in order")
  void padovaTenOnEveryNumeral() {
    Rules r = rules("tombolon-padova-2p", MatchOptions.defaults());
    checkAllSets(r, "10H", 10);
    checkAllSets(r, "9S", 9);
    checkAllSets(r, "6D", 6);
  }

  @Test
  @DisplayName("T-12 T-21 Rovigo: a 7 on the 24 numerals A … 6: all 340 sets, once each, in order")
  void rovigoSevenOnEveryNumeral() {
    checkAllSets(rules("tombolon-rovigo-2p", MatchOptions.defaults()), "7C", 7);
  }

  @Test
  @DisplayName(
      "T-12 T-13 T-21 Rovigo: on A A A A 2, a 6 takes all five (the only set, of five cards), a 7"
          + " nothing")
  void fiveCardSetUsesEveryCandidate() {
    Rules r = rules("tombolon-rovigo-2p", MatchOptions.defaults());
    long table = 0;
    for (Card c : Position.cards("tombolon-rovigo-2p", "AH AD AC AS 2H")) {
      table |= r.maskOf(c);
    }
    int six = r.deck.idOf(Card.parse("6S").get());
    int seven = r.deck.idOf(Card.parse("7S").get());
    int five = r.deck.idOf(Card.parse("5S").get());
    assertEquals(1, Captures.sets(r, six, table).length);
    assertEquals(table, Captures.sets(r, six, table)[0]);
    assertTrue(Captures.hasAny(r, six, table));
    assertEquals(0, Captures.sets(r, seven, table).length);
    assertFalse(Captures.hasAny(r, seven, table), "T-13: the 7 may only be laid");
    // 5 = 2 + three of the four aces: four sets of four cards.
    assertEquals(4, Captures.sets(r, five, table).length);
    assertTrue(Captures.hasAny(r, five, table));
    assertTrue(Captures.hasAny(r, r.deck.idOf(Card.parse("2S").get()), table), "2 = 2H or A + A");
    // 2H alone, then the six pairs of aces.
    assertEquals(7, Captures.sets(r, r.deck.idOf(Card.parse("2S").get()), table).length);
  }

  @Test
  @DisplayName("Rules are equal for the same id and options, different for another id or option")
  void rulesEquality() {
    Rules rovigo = rules("tombolon-rovigo-2p", MatchOptions.defaults());
    Rules again = rules("tombolon-rovigo-2p", MatchOptions.defaults());
    assertEquals(rovigo, again);
    assertEquals(rovigo.hashCode(), again.hashCode());
    assertNotEquals(rovigo, rules("tombolon-padova-2p", MatchOptions.defaults()));
    assertNotEquals(
        rovigo, rules("tombolon-rovigo-2p", MatchOptions.defaults().with("target", 10_000)));
    assertNotEquals(rovigo, "tombolon-rovigo-2p");
  }
}
