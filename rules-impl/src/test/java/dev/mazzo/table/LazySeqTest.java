package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/**
 * {@link LazySeq} makes an element only when it is asked for, and answers every question as the
 * {@link Array} of its elements would.
 */
class LazySeqTest {

  /** The squares 0, 1, 4, … counting how many it made. */
  static final class Squares extends LazySeq<String> {
    int made;

    Squares(int size) {
      super(size);
    }

    @Override
    protected String make(int index) {
      made++;
      return "s" + index * index;
    }
  }

  private static final Seq<String> EXPECTED = Array.of("s0", "s1", "s4", "s9", "s16");

  @Test
  void sizeGetAndIterationMakeOnlyWhatTheyReturn() {
    Squares q = new Squares(5);
    assertEquals(5, q.size());
    assertEquals(5, q.length());
    assertEquals(0, q.made);
    assertEquals("s9", q.get(3));
    assertEquals("s0", q.head());
    assertEquals(2, q.made);
    io.vavr.collection.Iterator<String> it = q.iterator();
    assertEquals("s0", it.next());
    assertEquals("s1", it.next());
    assertEquals(4, q.made);
    assertThrows(IndexOutOfBoundsException.class, () -> q.get(5));
    assertThrows(IndexOutOfBoundsException.class, () -> q.get(-1));
    assertThrows(java.util.NoSuchElementException.class, () -> new Squares(0).head());
    assertTrue(new Squares(0).isEmpty());
  }

  @Test
  void itEqualsTheEagerListBothWaysAndPrintsAsIt() {
    Squares q = new Squares(5);
    assertEquals(EXPECTED, q);
    assertEquals(q, EXPECTED);
    assertEquals(List.ofAll(EXPECTED), q);
    assertEquals(q, List.ofAll(EXPECTED));
    assertNotEquals(new Squares(4), q);
    assertNotEquals(q, EXPECTED.update(4, "x"));
    assertNotEquals(q, "s0");
    assertEquals(EXPECTED.hashCode(), q.hashCode());
    assertEquals(EXPECTED.toString(), q.toString());
    assertEquals("Array(s0, s1, s4, s9, s16)", q.toString());
  }

  @Test
  void theOtherMethodsMakeTheListWholeOnce() {
    Squares q = new Squares(5);
    assertEquals(EXPECTED.reverse(), q.reverse());
    assertEquals(EXPECTED.take(2), q.take(2));
    assertEquals(EXPECTED.drop(3), q.drop(3));
    assertEquals(EXPECTED.filter(s -> s.length() == 2), q.filter(s -> s.length() == 2));
    assertEquals(EXPECTED.map(String::length), q.map(String::length));
    assertEquals(EXPECTED.append("x"), q.append("x"));
    assertEquals(EXPECTED.prepend("x"), q.prepend("x"));
    assertEquals(EXPECTED.zipWithIndex(), q.zipWithIndex());
    assertEquals(EXPECTED.sorted(), q.sorted());
    assertEquals(EXPECTED.splitAt(2), q.splitAt(2));
    assertEquals(2, q.indexOf("s4"));
    assertEquals(EXPECTED.last(), q.last());
    assertEquals(5, q.made - 1, "made once, plus the last element asked for alone");
  }
}
