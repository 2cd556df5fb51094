package dev.mazzo.table;

import io.vavr.Tuple2;
import io.vavr.Tuple3;
import io.vavr.collection.Array;
import io.vavr.collection.IndexedSeq;
import io.vavr.collection.Iterator;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A legal list too long to make whole for every decision (issue 29: the 286 kitty discards of Five
 * Hundred, F-31; the burns of Pitch; the chiamata's opening bids): its length is known at once and
 * each element is made when asked for, by its index, in the order of the rules chapter. A random
 * playout that picks one element by {@code get(random index)} makes one action, not hundreds.
 *
 * <p>To its callers it is the list that was made eagerly before: {@code equals} and {@code
 * hashCode} are those of vavr's {@link Seq} (equal to an {@link Array} or a {@code List} of equal
 * elements), {@code toString} is that of the {@link Array} of its elements, and every other method
 * answers from that {@link Array}, made once when first needed and then kept (an immutable object
 * with final fields, so a race only makes it twice; a subclass may print itself as the list it
 * replaced). {@code size}, {@code get}, {@code head}, {@code iterator}, {@code isEmpty} and {@code
 * equals} make nothing whole. Elements are made anew on each {@code get} (equal each time) unless
 * the subclass shares them.
 *
 * @param <T> the element type
 */
public abstract class LazySeq<T> extends ForwardingSeq<T> {

  /** The number of elements. */
  private final int size;

  /** The elements made whole, when first asked for. */
  private Array<T> whole;

  /**
   * A list of {@code size} elements.
   *
   * @param size the length, at least 0
   */
  protected LazySeq(int size) {
    this.size = size;
  }

  /**
   * The element at an index, {@code 0 <= index < size}: equal for equal indices every time.
   *
   * @param index the index, already checked
   * @return the element
   */
  protected abstract T make(int index);

  @Override
  final Array<T> all() {
    Array<T> a = whole;
    if (a == null) {
      a = Array.ofAll(iterator());
      whole = a;
    }
    return a;
  }

  @Override
  public final T get(int index) {
    if (index < 0 || index >= size) {
      throw new IndexOutOfBoundsException("get(" + index + ") on a list of length " + size);
    }
    return make(index);
  }

  @Override
  public final int length() {
    return size;
  }

  @Override
  public final int size() {
    return size;
  }

  @Override
  public final boolean isEmpty() {
    return size == 0;
  }

  @Override
  public final T head() {
    if (size == 0) {
      throw new NoSuchElementException("head of an empty list");
    }
    return make(0);
  }

  @Override
  public Iterator<T> iterator() {
    return new Iterator<T>() {
      private int next;

      @Override
      public boolean hasNext() {
        return next < size;
      }

      @Override
      public T next() {
        if (next >= size) {
          throw new NoSuchElementException("past the end of a list of length " + size);
        }
        return make(next++);
      }
    };
  }

  @Override
  public final boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof Seq<?> that) || that.size() != size) {
      return false;
    }
    java.util.Iterator<?> it = that.iterator();
    for (int i = 0; i < size; i++) {
      if (!Objects.equals(make(i), it.next())) {
        return false;
      }
    }
    return true;
  }

  @Override
  public final int hashCode() {
    return all().hashCode();
  }

  @Override
  public String toString() {
    return all().toString();
  }

  @Override
  public String stringPrefix() {
    return all().stringPrefix();
  }

  @Override
  public final boolean hasDefiniteSize() {
    return true;
  }

  @Override
  public final boolean isTraversableAgain() {
    return true;
  }

  /** Not lazy in the sense of vavr's {@code Stream}: no element depends on another. */
  @Override
  public final boolean isLazy() {
    return false;
  }

  @Override
  public final boolean isAsync() {
    return false;
  }

  @Override
  public IndexedSeq<T> removeFirst(Predicate<T> predicate) {
    return all().removeFirst(predicate);
  }

  @Override
  public IndexedSeq<T> removeLast(Predicate<T> predicate) {
    return all().removeLast(predicate);
  }

  @Override
  public IndexedSeq<T> remove(T element) {
    return all().remove(element);
  }

  @Override
  public IndexedSeq<T> replaceAll(T element, T element2) {
    return all().replaceAll(element, element2);
  }

  @Override
  public IndexedSeq<T> replace(T element, T element2) {
    return all().replace(element, element2);
  }

  @Override
  public IndexedSeq<T> retainAll(Iterable<? extends T> elements) {
    return all().retainAll(elements);
  }

  @Override
  public IndexedSeq<T> reverse() {
    return all().reverse();
  }

  @Override
  public IndexedSeq<T> rotateLeft(int n) {
    return all().rotateLeft(n);
  }

  @Override
  public IndexedSeq<T> rotateRight(int n) {
    return all().rotateRight(n);
  }

  @Override
  public <U> IndexedSeq<U> scanLeft(U element, BiFunction<? super U, ? super T, ? extends U> f) {
    return all().scanLeft(element, f);
  }

  @Override
  public <U> IndexedSeq<U> scanRight(U element, BiFunction<? super T, ? super U, ? extends U> f) {
    return all().scanRight(element, f);
  }

  @Override
  public IndexedSeq<T> scan(T element, BiFunction<? super T, ? super T, ? extends T> f) {
    return all().scan(element, f);
  }

  @Override
  public IndexedSeq<T> shuffle() {
    return all().shuffle();
  }

  @Override
  public IndexedSeq<T> slice(int n, int n2) {
    return all().slice(n, n2);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> slideBy(Function<? super T, ?> f) {
    return all().slideBy(f);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> sliding(int n, int n2) {
    return all().sliding(n, n2);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> sliding(int n) {
    return all().sliding(n);
  }

  @Override
  public <U> IndexedSeq<T> sortBy(
      java.util.Comparator<? super U> element, Function<? super T, ? extends U> f) {
    return all().sortBy(element, f);
  }

  @Override
  public <U extends Comparable<? super U>> IndexedSeq<T> sortBy(
      Function<? super T, ? extends U> f) {
    return all().sortBy(f);
  }

  @Override
  public IndexedSeq<T> sorted() {
    return all().sorted();
  }

  @Override
  public IndexedSeq<T> sorted(java.util.Comparator<? super T> element) {
    return all().sorted(element);
  }

  @Override
  public Tuple2<? extends IndexedSeq<T>, ? extends IndexedSeq<T>> span(
      Predicate<? super T> predicate) {
    return all().span(predicate);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAtInclusive(
      Predicate<? super T> predicate) {
    return all().splitAtInclusive(predicate);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAt(int n) {
    return all().splitAt(n);
  }

  @Override
  public Tuple2<? extends Seq<T>, ? extends Seq<T>> splitAt(Predicate<? super T> predicate) {
    return all().splitAt(predicate);
  }

  @Override
  public IndexedSeq<T> subSequence(int n, int n2) {
    return all().subSequence(n, n2);
  }

  @Override
  public IndexedSeq<T> subSequence(int n) {
    return all().subSequence(n);
  }

  @Override
  public Option<? extends IndexedSeq<T>> tailOption() {
    return all().tailOption();
  }

  @Override
  public IndexedSeq<T> tail() {
    return all().tail();
  }

  @Override
  public IndexedSeq<T> takeRightUntil(Predicate<? super T> predicate) {
    return all().takeRightUntil(predicate);
  }

  @Override
  public IndexedSeq<T> takeRightWhile(Predicate<? super T> predicate) {
    return all().takeRightWhile(predicate);
  }

  @Override
  public IndexedSeq<T> takeRight(int n) {
    return all().takeRight(n);
  }

  @Override
  public IndexedSeq<T> takeUntil(Predicate<? super T> predicate) {
    return all().takeUntil(predicate);
  }

  @Override
  public IndexedSeq<T> takeWhile(Predicate<? super T> predicate) {
    return all().takeWhile(predicate);
  }

  @Override
  public IndexedSeq<T> take(int n) {
    return all().take(n);
  }

  @Override
  public <T1, T2, T3>
      Tuple3<? extends IndexedSeq<T1>, ? extends IndexedSeq<T2>, ? extends IndexedSeq<T3>> unzip3(
          Function<? super T, Tuple3<? extends T1, ? extends T2, ? extends T3>> f) {
    return all().unzip3(f);
  }

  @Override
  public <T1, T2> Tuple2<? extends IndexedSeq<T1>, ? extends IndexedSeq<T2>> unzip(
      Function<? super T, Tuple2<? extends T1, ? extends T2>> f) {
    return all().unzip(f);
  }

  @Override
  public IndexedSeq<T> update(int n, T element) {
    return all().update(n, element);
  }

  @Override
  public IndexedSeq<T> update(int n, Function<? super T, ? extends T> f) {
    return all().update(n, f);
  }

  @Override
  public <U> IndexedSeq<Tuple2<T, U>> zipAll(
      Iterable<? extends U> elements, T element, U element2) {
    return all().zipAll(elements, element, element2);
  }

  @Override
  public IndexedSeq<Tuple2<T, Integer>> zipWithIndex() {
    return all().zipWithIndex();
  }

  @Override
  public <U> IndexedSeq<U> zipWithIndex(BiFunction<? super T, ? super Integer, ? extends U> f) {
    return all().zipWithIndex(f);
  }

  @Override
  public <U, R> IndexedSeq<R> zipWith(
      Iterable<? extends U> elements, BiFunction<? super T, ? super U, ? extends R> f) {
    return all().zipWith(elements, f);
  }

  @Override
  public <U> IndexedSeq<Tuple2<T, U>> zip(Iterable<? extends U> elements) {
    return all().zip(elements);
  }
}
