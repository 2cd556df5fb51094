package dev.mazzo.card;

import static dev.mazzo.card.Decks.c;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link CardSet}: the bit-set of a deck's cards, one or two words. */
class CardSetTest {

  private static final Deck FORTY = Decks.forty();
  private static final Deck EIGHTY = Decks.eighty();
  private static final Deck FULL = Decks.full128();

  private static CardSet set(Deck d, String... codes) {
    Card[] cards = new Card[codes.length];
    for (int i = 0; i < codes.length; i++) {
      cards[i] = c(codes[i]);
    }
    return CardSet.of(d, cards);
  }

  private static String codes(CardSet s) {
    return s.toSeq().map(Card::code).mkString(" ");
  }

  @Test
  @DisplayName(
      "B-5 a set iterates in the deck's canonical order, whatever the order it was made in")
  void iterationIsDeckOrder() {
    CardSet s = set(FORTY, "2S", "AS", "KH");
    assertEquals("KH AS 2S", codes(s));
    assertEquals("[KH, AS, 2S]", s.toString());
    assertEquals(3, s.size());
    // A deck in another order iterates in that order.
    Deck reversed = Deck.of(FORTY.cards().reverse());
    assertEquals("2S AS KH", codes(CardSet.of(reversed, c("KH"), c("AS"), c("2S"))));
  }

  @Test
  @DisplayName("with, without, contains; a card of another deck is ignored")
  void withAndWithout() {
    CardSet s = FORTY.none().with(c("AH")).with(c("7S")).with(c("AH"));
    assertEquals("AH 7S", codes(s));
    assertTrue(s.contains(c("AH")));
    assertFalse(s.contains(c("2H")));
    assertTrue(s.containsId(0));
    assertTrue(s.containsId(36));
    assertFalse(s.containsId(1));
    CardSet t = s.without(c("AH"));
    assertEquals("7S", codes(t));
    assertEquals("AH 7S", codes(s), "sets are immutable");
    assertSame(s, s.with(c("10H")), "10H is not in the deck");
    assertSame(s, s.without(c("AS#2")));
    assertSame(s, s.with(null));
    assertFalse(s.contains(null));
    assertFalse(s.contains(c("JK")));
    assertEquals(s, s.without(c("2H")));
    assertEquals(2, CardSet.of(FORTY, c("AH"), c("10H"), null, c("7S")).size());
  }

  @Test
  @DisplayName("union, intersect, minus and ofSuit")
  void setAlgebra() {
    CardSet a = set(FORTY, "AH", "3H", "KD", "7C", "2S");
    CardSet b = set(FORTY, "3H", "KD", "QS", "4C");
    assertEquals("AH 3H KD 4C 7C 2S QS", codes(a.union(b)));
    assertEquals("3H KD", codes(a.intersect(b)));
    assertEquals("AH 7C 2S", codes(a.minus(b)));
    assertEquals("4C QS", codes(b.minus(a)));
    assertEquals("AH 3H", codes(a.ofSuit(Suit.HEARTS)));
    assertEquals("KD", codes(a.ofSuit(Suit.DIAMONDS)));
    assertEquals("7C", codes(a.ofSuit(Suit.CLUBS)));
    assertEquals("2S", codes(a.ofSuit(Suit.SPADES)));
    assertTrue(b.ofSuit(Suit.HEARTS).union(b.ofSuit(Suit.DIAMONDS)).size() == 2);
    assertTrue(a.minus(a).isEmpty());
    assertEquals(a, a.union(a));
    assertEquals(a, a.intersect(a));
  }

  @Test
  @DisplayName("A two-word deck (over 64 cards): every operation crosses id 64")
  void twoWordDecks() {
    CardSet a = set(EIGHTY, "AH", "KS", "AH#2", "KS#2", "7C#2");
    assertEquals("AH KS AH#2 7C#2 KS#2", codes(a));
    assertEquals(5, a.size());
    assertTrue(a.containsId(79));
    assertTrue(a.containsId(40));
    assertTrue(a.contains(c("7C#2")));
    assertEquals(1L | 1L << 39 | 1L << 40, a.lo() & (1L | 1L << 39 | 1L << 40));
    assertEquals(1L << (79 - 64) | 1L << (EIGHTY.idOf(c("7C#2")) - 64), a.hi());
    CardSet b = set(EIGHTY, "KS#2", "QS#2", "2S");
    assertEquals("AH KS AH#2 7C#2 KS#2", codes(a));
    assertEquals("AH 2S KS AH#2 7C#2 QS#2 KS#2", codes(a.union(b)));
    assertEquals("KS#2", codes(a.intersect(b)));
    assertEquals("AH KS AH#2 7C#2", codes(a.minus(b)));
    assertEquals("KS KS#2", codes(a.ofSuit(Suit.SPADES)));
    assertEquals("AH AH#2", codes(a.ofSuit(Suit.HEARTS)));
    assertEquals("7C#2", codes(a.ofSuit(Suit.CLUBS)));
    assertEquals("AH KS AH#2 KS#2", codes(a.without(c("7C#2"))));
    assertEquals("AH KS AH#2 QD#2 7C#2 KS#2", codes(a.with(c("QD#2"))));
    assertEquals(80, EIGHTY.all().size());
    assertEquals(EIGHTY.cards(), EIGHTY.all().toSeq());
  }

  @Test
  @DisplayName(
      "containsId is false for an id outside the deck (-1, its size, 128 and beyond), even when the"
          + " bit that a shift by that id would read is held")
  void containsIdOutsideTheDeck() {
    // 1L << id reads only the low six bits of id: -1 reads bit 63, 128 reads bit 0, 200 bit 8.
    CardSet eighty = EIGHTY.all();
    CardSet full = FULL.all();
    for (int id :
        new int[] {-1, -64, -65, 128, 129, 192, 200, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      assertFalse(eighty.containsId(id), "80 cards, id " + id);
      assertFalse(full.containsId(id), "128 cards, id " + id);
    }
    assertFalse(eighty.containsId(80), "the deck's size is not an id");
    assertTrue(eighty.containsId(63));
    assertTrue(full.containsId(0) && full.containsId(127));
  }

  @Test
  @DisplayName("The 128-card deck uses every bit of both words")
  void fullDeck() {
    CardSet all = FULL.all();
    assertEquals(128, all.size());
    assertEquals(-1L, all.lo());
    assertEquals(-1L, all.hi());
    assertEquals(FULL.cards(), all.toSeq());
    CardSet last = FULL.none().with(FULL.card(127));
    assertEquals(1L << 63, last.hi());
    assertTrue(last.containsId(127));
    assertEquals(127, all.without(FULL.card(0)).size());
  }

  @Test
  @DisplayName("ofBits drops the bits beyond the deck")
  void ofBitsMasksTheDeck() {
    CardSet s = CardSet.ofBits(FORTY, -1L, -1L);
    assertEquals(40, s.size());
    assertEquals(FORTY.all(), s);
    assertEquals(0L, s.hi());
    CardSet t = CardSet.ofBits(EIGHTY, -1L, -1L);
    assertEquals(80, t.size());
    assertEquals((1L << 16) - 1, t.hi());
    Deck sixtyFour = Deck.of(Array.range(0, 64).map(Card::ofOrdinal));
    assertEquals(64, CardSet.ofBits(sixtyFour, -1L, -1L).size());
    assertEquals(0L, CardSet.ofBits(sixtyFour, -1L, -1L).hi());
  }

  @Test
  @DisplayName("Equality covers the deck and the cards")
  void equality() {
    assertEquals(set(FORTY, "AH", "2S"), set(FORTY, "2S", "AH"));
    assertEquals(set(FORTY, "AH", "2S").hashCode(), set(FORTY, "2S", "AH").hashCode());
    assertNotEquals(set(FORTY, "AH"), set(FORTY, "2H"));
    assertNotEquals(set(FORTY, "AH"), set(EIGHTY, "AH"), "same bit, other deck");
    assertEquals(FORTY.none(), set(FORTY));
  }

  @Test
  @DisplayName("The iterator ends with NoSuchElementException")
  void iteratorEnds() {
    Iterator<Card> it = set(EIGHTY, "KS#2").iterator();
    assertTrue(it.hasNext());
    assertEquals(c("KS#2"), it.next());
    assertFalse(it.hasNext());
    org.junit.jupiter.api.Assertions.assertThrows(NoSuchElementException.class, it::next);
  }

  @Provide
  Arbitrary<java.util.List<Integer>> ids() {
    return Arbitraries.integers().between(0, 127).list().ofMaxSize(60);
  }

  @Property(tries = 300)
  @Label("CardSet agrees with a sorted set of ids on every operation (128-card deck)")
  void agreesWithAModel(
      @ForAll("ids") java.util.List<Integer> xs, @ForAll("ids") java.util.List<Integer> ys) {
    CardSet a = ofIds(xs);
    CardSet b = ofIds(ys);
    TreeSet<Integer> x = new TreeSet<>(xs);
    TreeSet<Integer> y = new TreeSet<>(ys);
    assertEquals(x, idsOf(a));
    assertEquals(x.size(), a.size());
    TreeSet<Integer> u = new TreeSet<>(x);
    u.addAll(y);
    assertEquals(u, idsOf(a.union(b)));
    TreeSet<Integer> i = new TreeSet<>(x);
    i.retainAll(y);
    assertEquals(i, idsOf(a.intersect(b)));
    TreeSet<Integer> m = new TreeSet<>(x);
    m.removeAll(y);
    assertEquals(m, idsOf(a.minus(b)));
    for (Suit s : Suit.values()) {
      TreeSet<Integer> os = new TreeSet<>();
      for (int id : x) {
        if (FULL.card(id).suit().get() == s) {
          os.add(id);
        }
      }
      assertEquals(os, idsOf(a.ofSuit(s)));
    }
    for (int id = 0; id < 128; id++) {
      assertEquals(x.contains(id), a.containsId(id));
      assertEquals(x.contains(id), a.contains(FULL.card(id)));
    }
    // Iteration is in ascending id order, the deck's order.
    Seq<Integer> order = a.toSeq().map(FULL::idOf);
    assertEquals(List.ofAll(x), order.toList());
  }

  @Property
  @Label("withoutLowest and without clear exactly the bit a loop over a mask steps past")
  void maskSteps(
      @ForAll long mask, @ForAll @net.jqwik.api.constraints.IntRange(min = 0, max = 63) int bit) {
    long low = Long.lowestOneBit(mask);
    assertEquals(mask ^ low, CardSet.withoutLowest(mask));
    assertEquals(0L, CardSet.withoutLowest(0L));
    assertEquals(mask & ~(1L << bit), CardSet.without(mask, bit));
    assertFalse((CardSet.without(mask, bit) >>> bit & 1L) != 0);
    // Stepping visits every set bit once, lowest first.
    int steps = 0;
    long last = -1;
    for (long m = mask; m != 0; m = CardSet.withoutLowest(m)) {
      int id = Long.numberOfTrailingZeros(m);
      assertTrue(id > last);
      last = id;
      steps++;
    }
    assertEquals(Long.bitCount(mask), steps);
  }

  private static CardSet ofIds(java.util.List<Integer> ids) {
    CardSet s = FULL.none();
    for (int id : ids) {
      s = s.with(FULL.card(id));
    }
    return s;
  }

  private static Set<Integer> idsOf(CardSet s) {
    Set<Integer> out = new TreeSet<>();
    for (Card card : s) {
      out.add(FULL.idOf(card));
    }
    ArrayList<Integer> check = new ArrayList<>(out);
    assertEquals(check.size(), s.size());
    return out;
  }
}
