package dev.mazzo.card;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Shuffle}: reproducible seeded orders for deals (design.md, chance actions). */
class ShuffleTest {

  private static final Deck FORTY = Decks.forty();
  private static final Deck EIGHTY = Decks.eighty();

  @Property
  @Label("Shuffle.seeded: an order is a permutation of the deck (40 and 80 cards)")
  void orderIsAPermutation(@ForAll long seed) {
    for (Deck d : new Deck[] {FORTY, EIGHTY}) {
      Seq<Card> order = Shuffle.seeded(seed).order(d);
      assertEquals(d.size(), order.size());
      assertEquals(d.size(), order.distinct().size());
      assertEquals(d.cards(), order.sortBy(d::idOf));
    }
  }

  @Property
  @Label("Shuffle.seeded: the same seed gives the same orders, call after call")
  void sameSeedSameOrders(@ForAll long seed) {
    Shuffle a = Shuffle.seeded(seed);
    Shuffle b = Shuffle.seeded(seed);
    for (int i = 0; i < 3; i++) {
      assertEquals(a.order(FORTY), b.order(FORTY));
    }
  }

  @Test
  @DisplayName("Shuffle.seeded: successive orders continue the sequence; other seeds differ")
  void successiveOrdersDiffer() {
    Shuffle s = Shuffle.seeded(1);
    Seq<Card> first = s.order(FORTY);
    Seq<Card> second = s.order(FORTY);
    assertNotEquals(first, second);
    assertNotEquals(first, Shuffle.seeded(2).order(FORTY));
    assertEquals(first, Shuffle.seeded(1).order(FORTY));
  }

  @Test
  @DisplayName("Shuffle.seeded: the orders are pinned, the same on every machine and JDK")
  void ordersArePinned() {
    Shuffle s = Shuffle.seeded(1);
    assertEquals(
        "5S 4C 4D KS JS 5C AD 3C 4H QD 6S 2D QC KH 7D AH 2H JC 3H 2S"
            + " 3S KD QH 6C 6H 5H 2C QS 7C 4S KC 5D 7S 3D JH 6D AC JD AS 7H",
        s.order(FORTY).mkString(" "));
    assertEquals(
        "7H JH 2S KC AH JD 2C 7S 2H 2D QS QH 4D KH 4S AS QC 6C KD JC"
            + " 3C 5S 6D 7D AD 5C 5H 5D 6S 7C 4H AC QD 3D 4C 6H KS 3H JS 3S",
        s.order(FORTY).mkString(" "));
    assertEquals(
        "2C AD 5C 4S QS 2D QH 6C AS KH JH KD 6H JD 4C AH 4D 3H KS 3C"
            + " QC AC QD 7S 4H 7H 3S JS 7D 6D 5H 5S 7C 5D 2H KC 3D 6S JC 2S",
        Shuffle.seeded(42).order(FORTY).mkString(" "));
  }

  @Test
  @DisplayName("Shuffle.using draws from the given generator")
  void usingAGenerator() {
    assertEquals(
        Shuffle.seeded(7).order(FORTY), Shuffle.using(new SplittableRandom(7)).order(FORTY));
  }
}
