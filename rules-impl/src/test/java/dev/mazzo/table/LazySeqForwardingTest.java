package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.PartialFunction;
import io.vavr.Tuple;
import io.vavr.collection.Array;
import io.vavr.collection.IndexedSeq;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every method of {@link LazySeq} and {@link ForwardingSeq} answers exactly as the {@link Array} of
 * the same elements does, with the same arguments: the lazy list must be indistinguishable from the
 * eager list it replaced in {@code legalActions} (Five Hundred's kitty discards, Pitch's calls).
 */
class LazySeqForwardingTest {

  /** {@code (5 * i) mod 7}: 0, 5, 3, 1, 6, 4, 2, 0, 5, 3 for ten elements (with repeats). */
  static final class Mod7 extends LazySeq<Integer> {
    Mod7(int size) {
      super(size);
    }

    @Override
    protected Integer make(int index) {
      return index * 5 % 7;
    }
  }

  private static final Mod7 SEQ = new Mod7(10);
  private static final Array<Integer> ARR = Array.of(0, 5, 3, 1, 6, 4, 2, 0, 5, 3);

  private static final Function<Integer, Boolean> EVEN = i -> i % 2 == 0;

  @Test
  void theElementsAreThoseOfTheArray() {
    assertEquals(ARR, Array.ofAll(SEQ));
    assertEquals(ARR, Array.range(0, 10).map(i -> i * 5 % 7));
  }

  @Test
  void forwardingMethodsAnswerAsTheArray() {
    assertEquals(ARR.appendAll(List.of(8, 9)), SEQ.appendAll(List.of(8, 9)));
    assertEquals(ARR.append(8), SEQ.append(8));
    assertEquals(ARR.asJavaMutable(), SEQ.asJavaMutable());
    assertEquals(ARR.asJava(), SEQ.asJava());
    java.util.List<Integer> seen = new ArrayList<>();
    assertEquals(ARR.append(9), SEQ.asJavaMutable(l -> l.add(9)));
    assertEquals(ARR, SEQ.asJava(seen::addAll));
    assertEquals(ARR.asJava(), seen);
    PartialFunction<Integer, String> pf =
        new PartialFunction<>() {
          @Override
          public String apply(Integer i) {
            return "e" + i;
          }

          @Override
          public boolean isDefinedAt(Integer i) {
            return i % 2 == 0;
          }
        };
    assertEquals(ARR.collect(pf), SEQ.collect(pf));
    assertEquals(ARR.combinations(), SEQ.combinations());
    assertEquals(ARR.combinations(2), SEQ.combinations(2));
    assertEquals(ARR.crossProduct(2).toList(), SEQ.crossProduct(2).toList());
    assertEquals(
        ARR.distinctBy(Comparator.reverseOrder()), SEQ.distinctBy(Comparator.reverseOrder()));
    assertEquals(ARR.distinctBy(i -> i / 3), SEQ.distinctBy(i -> i / 3));
    assertEquals(ARR.distinct(), SEQ.distinct());
    assertEquals(ARR.dropRightUntil(i -> i == 1), SEQ.dropRightUntil(i -> i == 1));
    assertEquals(ARR.dropRightWhile(i -> i > 2), SEQ.dropRightWhile(i -> i > 2));
    assertEquals(ARR.dropRight(3), SEQ.dropRight(3));
    assertEquals(ARR.dropUntil(i -> i == 1), SEQ.dropUntil(i -> i == 1));
    assertEquals(ARR.dropWhile(i -> i < 4), SEQ.dropWhile(i -> i < 4));
    assertEquals(ARR.drop(3), SEQ.drop(3));
    assertEquals(ARR.filter(EVEN::apply), SEQ.filter(EVEN::apply));
    assertEquals(ARR.flatMap(i -> List.of(i, -i)), SEQ.flatMap(i -> List.of(i, -i)));
    assertEquals(ARR.groupBy(EVEN), SEQ.groupBy(EVEN));
    assertEquals(ARR.grouped(3).toList(), SEQ.grouped(3).toList());
    assertEquals(8, SEQ.indexOf(5, 2));
    assertEquals(ARR.indexOf(5, 2), SEQ.indexOf(5, 2));
    assertEquals(ARR.initOption(), SEQ.initOption());
    assertEquals(ARR.init(), SEQ.init());
    assertEquals(ARR.insertAll(2, List.of(8, 9)), SEQ.insertAll(2, List.of(8, 9)));
    assertEquals(ARR.insert(2, 8), SEQ.insert(2, 8));
    assertEquals(ARR.intersperse(-1), SEQ.intersperse(-1));
    assertEquals(1, SEQ.lastIndexOf(5, 7));
    assertEquals(ARR.lastIndexOf(5, 7), SEQ.lastIndexOf(5, 7));
    assertEquals(ARR.leftPadTo(12, -1), SEQ.leftPadTo(12, -1));
    assertEquals(ARR.map(i -> i * 10), SEQ.map(i -> i * 10));
    assertEquals(ARR, SEQ.orElse(List.of(8)));
    assertEquals(ARR, SEQ.orElse(() -> List.of(8)));
    assertEquals(List.of(8), new Mod7(0).orElse(List.of(8)));
    assertEquals(List.of(8), new Mod7(0).orElse(() -> List.of(8)));
    assertEquals(ARR.padTo(12, -1), SEQ.padTo(12, -1));
    assertEquals(ARR.partition(EVEN::apply), SEQ.partition(EVEN::apply));
    assertEquals(ARR.patch(2, List.of(8, 9), 3), SEQ.patch(2, List.of(8, 9), 3));
    java.util.List<Integer> peeked = new ArrayList<>();
    assertEquals(ARR, SEQ.peek(peeked::add));
    assertEquals(java.util.List.of(0), peeked);
    assertEquals(ARR.take(4).permutations(), new Mod7(4).permutations());
    assertEquals(ARR.prependAll(List.of(8, 9)), SEQ.prependAll(List.of(8, 9)));
    assertEquals(ARR.prepend(8), SEQ.prepend(8));
    assertEquals(ARR.reject(EVEN::apply), SEQ.reject(EVEN::apply));
    assertEquals(ARR.removeAll(5), SEQ.removeAll(5));
    assertEquals(ARR.removeAll(List.of(5, 3)), SEQ.removeAll(List.of(5, 3)));
    assertEquals(ARR.removeAll(EVEN::apply), SEQ.removeAll(EVEN::apply));
    assertEquals(ARR.removeAt(4), SEQ.removeAt(4));
  }

  @Test
  void lazySeqsOwnForwardingMethodsAnswerAsTheArray() {
    assertEquals(ARR.removeFirst(i -> i == 5), SEQ.removeFirst(i -> i == 5));
    assertEquals(ARR.removeLast(i -> i == 5), SEQ.removeLast(i -> i == 5));
    assertEquals(ARR.remove(3), SEQ.remove(3));
    assertEquals(ARR.replaceAll(5, 9), SEQ.replaceAll(5, 9));
    assertEquals(ARR.replace(5, 9), SEQ.replace(5, 9));
    assertEquals(ARR.retainAll(List.of(5, 0)), SEQ.retainAll(List.of(5, 0)));
    assertEquals(ARR.reverse(), SEQ.reverse());
    assertEquals(ARR.rotateLeft(3), SEQ.rotateLeft(3));
    assertEquals(ARR.rotateRight(3), SEQ.rotateRight(3));
    assertEquals(ARR.scanLeft("", (s, i) -> s + i), SEQ.scanLeft("", (s, i) -> s + i));
    assertEquals(ARR.scanRight("", (i, s) -> s + i), SEQ.scanRight("", (i, s) -> s + i));
    assertEquals(ARR.scan(0, Integer::sum), SEQ.scan(0, Integer::sum));
    IndexedSeq<Integer> shuffled = SEQ.shuffle();
    assertEquals(ARR.sorted(), shuffled.sorted());
    assertEquals(ARR.slice(2, 6), SEQ.slice(2, 6));
    assertEquals(ARR.slideBy(EVEN).toList(), SEQ.slideBy(EVEN).toList());
    assertEquals(ARR.sliding(3, 2).toList(), SEQ.sliding(3, 2).toList());
    assertEquals(ARR.sliding(4).toList(), SEQ.sliding(4).toList());
    Comparator<Integer> desc = Comparator.reverseOrder();
    assertEquals(ARR.sortBy(desc, i -> i % 4), SEQ.sortBy(desc, i -> i % 4));
    assertEquals(ARR.sortBy(i -> i % 4), SEQ.sortBy(i -> i % 4));
    assertEquals(ARR.sorted(), SEQ.sorted());
    assertEquals(ARR.sorted(desc), SEQ.sorted(desc));
    assertEquals(ARR.span(i -> i != 1), SEQ.span(i -> i != 1));
    assertEquals(ARR.splitAtInclusive(i -> i == 1), SEQ.splitAtInclusive(i -> i == 1));
    assertEquals(ARR.splitAt(4), SEQ.splitAt(4));
    assertEquals(ARR.splitAt(i -> i == 1), SEQ.splitAt(i -> i == 1));
    assertEquals(ARR.subSequence(2, 5), SEQ.subSequence(2, 5));
    assertEquals(ARR.subSequence(6), SEQ.subSequence(6));
    assertEquals(ARR.tailOption(), SEQ.tailOption());
    assertEquals(ARR.tail(), SEQ.tail());
    assertEquals(ARR.takeRightUntil(i -> i == 4), SEQ.takeRightUntil(i -> i == 4));
    assertEquals(ARR.takeRightWhile(i -> i != 4), SEQ.takeRightWhile(i -> i != 4));
    assertEquals(ARR.takeRight(3), SEQ.takeRight(3));
    assertEquals(ARR.takeUntil(i -> i == 1), SEQ.takeUntil(i -> i == 1));
    assertEquals(ARR.takeWhile(i -> i != 1), SEQ.takeWhile(i -> i != 1));
    assertEquals(ARR.take(3), SEQ.take(3));
    assertEquals(
        ARR.unzip3(i -> Tuple.of(i, -i, "" + i)), SEQ.unzip3(i -> Tuple.of(i, -i, "" + i)));
    assertEquals(ARR.unzip(i -> Tuple.of(i, -i)), SEQ.unzip(i -> Tuple.of(i, -i)));
    assertEquals(ARR.update(3, 9), SEQ.update(3, 9));
    assertEquals(ARR.update(3, i -> i + 100), SEQ.update(3, i -> i + 100));
    assertEquals(ARR.zipAll(List.of("a"), -1, "z"), SEQ.zipAll(List.of("a"), -1, "z"));
    assertEquals(ARR.zipWithIndex(), SEQ.zipWithIndex());
    assertEquals(ARR.zipWithIndex(Integer::sum), SEQ.zipWithIndex(Integer::sum));
    assertEquals(
        ARR.zipWith(List.of(1, 2), Integer::sum), SEQ.zipWith(List.of(1, 2), Integer::sum));
    assertEquals(ARR.zip(List.of("a", "b")), SEQ.zip(List.of("a", "b")));
  }

  @Test
  void itsPropertiesAreThoseOfTheArray() {
    assertEquals(ARR.stringPrefix(), SEQ.stringPrefix());
    assertEquals("Array", SEQ.stringPrefix());
    assertEquals(ARR.hasDefiniteSize(), SEQ.hasDefiniteSize());
    assertTrue(SEQ.hasDefiniteSize());
    assertEquals(ARR.isTraversableAgain(), SEQ.isTraversableAgain());
    assertTrue(SEQ.isTraversableAgain());
    assertEquals(ARR.isLazy(), SEQ.isLazy());
    assertFalse(SEQ.isLazy());
    assertEquals(ARR.isAsync(), SEQ.isAsync());
    assertFalse(SEQ.isAsync());
    assertEquals(ARR.length(), SEQ.length());
    assertEquals(ARR.size(), SEQ.size());
    assertFalse(SEQ.isEmpty());
    assertEquals(ARR.head(), SEQ.head());
    assertEquals(ARR.get(9), SEQ.get(9));
  }

  @Test
  void theEmptyListFailsAsTheEmptyArray() {
    Mod7 empty = new Mod7(0);
    Array<Integer> none = Array.empty();
    assertTrue(empty.isEmpty());
    assertEquals(none, empty);
    assertEquals(empty, List.empty());
    assertEquals(none.hashCode(), empty.hashCode());
    assertEquals("Array()", empty.toString());
    assertFalse(empty.iterator().hasNext());
    assertThrows(NoSuchElementException.class, none::head);
    assertThrows(NoSuchElementException.class, empty::head);
    assertThrows(NoSuchElementException.class, () -> empty.iterator().next());
    assertThrows(IndexOutOfBoundsException.class, () -> none.get(0));
    assertThrows(IndexOutOfBoundsException.class, () -> empty.get(0));
    assertThrows(UnsupportedOperationException.class, none::tail);
    assertThrows(UnsupportedOperationException.class, empty::tail);
    assertEquals(none.tailOption(), empty.tailOption());
    assertEquals(none.initOption(), empty.initOption());
  }

  @Test
  void anIndexOutOfRangeFailsAsInTheArray() {
    for (int i : new int[] {-1, 10, 11}) {
      assertThrows(IndexOutOfBoundsException.class, () -> ARR.get(i));
      assertThrows(IndexOutOfBoundsException.class, () -> SEQ.get(i));
    }
    assertThrows(IndexOutOfBoundsException.class, () -> ARR.update(10, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> SEQ.update(10, 1));
    assertThrows(IndexOutOfBoundsException.class, () -> SEQ.removeAt(10));
  }

  @Test
  void theIteratorStopsAtTheEnd() {
    io.vavr.collection.Iterator<Integer> it = new Mod7(2).iterator();
    assertTrue(it.hasNext());
    assertEquals(0, it.next());
    assertTrue(it.hasNext());
    assertEquals(5, it.next());
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
    assertThrows(NoSuchElementException.class, it::next);
  }

  @Test
  void equalsAndHashCodeAgreeWithArrayAndList() {
    assertEquals(SEQ, SEQ);
    assertTrue(SEQ.equals(SEQ));
    assertEquals(ARR, SEQ);
    assertEquals(SEQ, ARR);
    assertEquals(List.ofAll(ARR), SEQ);
    assertEquals(SEQ, List.ofAll(ARR));
    assertEquals(SEQ, new Mod7(10));
    assertEquals(ARR.hashCode(), SEQ.hashCode());
    assertEquals(List.ofAll(ARR).hashCode(), SEQ.hashCode());
    assertNotEquals(SEQ, ARR.update(9, 4));
    assertNotEquals(SEQ, ARR.update(0, 4));
    assertNotEquals(SEQ, ARR.append(1));
    assertNotEquals(SEQ, new Mod7(9));
    assertNotEquals(SEQ, ARR.asJava());
    assertNotEquals(SEQ, null);
    assertEquals(ARR.toString(), SEQ.toString());
    assertEquals("Array(0, 5, 3, 1, 6, 4, 2, 0, 5, 3)", SEQ.toString());
  }

  @Test
  void theWholeArrayIsMadeOnceAndKept() {
    Mod7 seq = new Mod7(4);
    assertSame(seq.all(), seq.all());
    assertEquals(ARR.take(4), seq.all());
  }
}
