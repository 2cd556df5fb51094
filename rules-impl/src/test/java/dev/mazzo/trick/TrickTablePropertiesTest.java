package dev.mazzo.trick;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The trick core against the plain reference of {@link TrickTableTest} on random tricks (B-24 …
 * B-26). A property suite, so the mutation gate leaves it out (as it does the conformance kits):
 * its 3000 tries would run for every surviving or looping mutant of the trick core.
 */
class TrickTablePropertiesTest {

  @Provide
  Arbitrary<Integer> schemes() {
    return Arbitraries.integers().between(-1, TrickTableTest.SCHEMES.length - 1);
  }

  /**
   * The winner and the points of random tricks of 1 to 8 distinct cards, every trump including none
   * (-1), match the reference. {@code twins}: for each play-order index whose bit is set, the card
   * is replaced by the other copy of an earlier card ({@code partners} picks which) when the deck
   * has one and it is not in the trick yet, so that identical cards (B-25) come often.
   */
  @Property(tries = 3000)
  @Label("B-24 B-25 B-26 winnerIndex and points match a plain reference on random tricks")
  void matchesReference(
      @ForAll @IntRange(min = 0, max = 2) int deckIndex,
      @ForAll("schemes") int scheme,
      @ForAll long seed,
      @ForAll @IntRange(min = -1, max = 3) int trump,
      @ForAll @IntRange(min = 1, max = 8) int size,
      @ForAll long draw,
      @ForAll @IntRange(min = 0, max = 255) int twins,
      @ForAll long partners) {
    Deck deck = TrickTableTest.DECKS[deckIndex];
    ToIntFunction<Card>[] f = TrickTableTest.functions(scheme, seed);
    TrickTable table = new TrickTable(deck, f[0], f[1]);
    SplittableRandom random = new SplittableRandom(draw);
    SplittableRandom pick = new SplittableRandom(partners);
    int[] ids = new int[size];
    Card[] cards = new Card[size];
    for (int i = 0; i < size; i++) {
      int id = -1;
      if ((twins >>> i & 1) != 0 && i > 0) {
        Card earlier = cards[pick.nextInt(i)];
        for (int other = 0; other < deck.size(); other++) {
          Card o = deck.card(other);
          if (o != earlier && o.isIdenticalTo(earlier) && !contains(ids, i, other)) {
            id = other;
          }
        }
      }
      while (id < 0 || contains(ids, i, id)) {
        id = random.nextInt(deck.size());
      }
      ids[i] = id;
      cards[i] = deck.card(id);
    }
    long trick = Trick.of(ids);
    int points = 0;
    for (Card c : cards) {
      points += f[1].applyAsInt(c);
    }
    String shown = Arrays.toString(cards) + " trump " + trump;
    assertEquals(
        TrickTableTest.referenceWinner(cards, trump, f[0]),
        table.winnerIndex(trick, trump),
        "winner of " + shown);
    assertEquals(points, table.points(trick), "points of " + shown);
  }

  private static boolean contains(int[] ids, int n, int id) {
    for (int i = 0; i < n; i++) {
      if (ids[i] == id) {
        return true;
      }
    }
    return false;
  }
}
