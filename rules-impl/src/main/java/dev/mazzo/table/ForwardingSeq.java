package dev.mazzo.table;

import io.vavr.PartialFunction;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.IndexedSeq;
import io.vavr.collection.Iterator;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The half of {@link LazySeq} that vavr 0.10 leaves abstract and a legal list seldom uses: each
 * method answers from the list made whole as an {@link Array} ({@link #all}), so that it behaves
 * exactly as the eager list did. Vavr's own collections cannot be extended (private constructors),
 * hence this forwarding; the methods a caller of {@code legalActions} uses on its hot path ({@code
 * size}, {@code get}, {@code iterator}) are {@link LazySeq}'s own and make nothing whole.
 *
 * @param <T> the element type
 */
abstract class ForwardingSeq<T> implements IndexedSeq<T> {

  /** The elements made whole, in order, as vavr's {@link Array} (made once, then kept). */
  abstract Array<T> all();

  @Override
  public IndexedSeq<T> appendAll(Iterable<? extends T> elements) {
    return all().appendAll(elements);
  }

  @Override
  public IndexedSeq<T> append(T element) {
    return all().append(element);
  }

  @Override
  public java.util.List<T> asJavaMutable() {
    return all().asJavaMutable();
  }

  @Override
  public IndexedSeq<T> asJavaMutable(Consumer<? super java.util.List<T>> action) {
    return all().asJavaMutable(action);
  }

  @Override
  public java.util.List<T> asJava() {
    return all().asJava();
  }

  @Override
  public IndexedSeq<T> asJava(Consumer<? super java.util.List<T>> action) {
    return all().asJava(action);
  }

  @Override
  public <R> IndexedSeq<R> collect(PartialFunction<? super T, ? extends R> partialFunction) {
    return all().collect(partialFunction);
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> combinations() {
    return all().combinations();
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> combinations(int n) {
    return all().combinations(n);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> crossProduct(int n) {
    return all().crossProduct(n);
  }

  @Override
  public IndexedSeq<T> distinctBy(java.util.Comparator<? super T> element) {
    return all().distinctBy(element);
  }

  @Override
  public <U> IndexedSeq<T> distinctBy(Function<? super T, ? extends U> f) {
    return all().distinctBy(f);
  }

  @Override
  public IndexedSeq<T> distinct() {
    return all().distinct();
  }

  @Override
  public IndexedSeq<T> dropRightUntil(Predicate<? super T> predicate) {
    return all().dropRightUntil(predicate);
  }

  @Override
  public IndexedSeq<T> dropRightWhile(Predicate<? super T> predicate) {
    return all().dropRightWhile(predicate);
  }

  @Override
  public IndexedSeq<T> dropRight(int n) {
    return all().dropRight(n);
  }

  @Override
  public IndexedSeq<T> dropUntil(Predicate<? super T> predicate) {
    return all().dropUntil(predicate);
  }

  @Override
  public IndexedSeq<T> dropWhile(Predicate<? super T> predicate) {
    return all().dropWhile(predicate);
  }

  @Override
  public IndexedSeq<T> drop(int n) {
    return all().drop(n);
  }

  @Override
  public IndexedSeq<T> filter(Predicate<? super T> predicate) {
    return all().filter(predicate);
  }

  @Override
  public <U> IndexedSeq<U> flatMap(Function<? super T, ? extends Iterable<? extends U>> f) {
    return all().flatMap(f);
  }

  @Override
  public <C> Map<C, ? extends IndexedSeq<T>> groupBy(Function<? super T, ? extends C> f) {
    return all().groupBy(f);
  }

  @Override
  public Iterator<? extends IndexedSeq<T>> grouped(int n) {
    return all().grouped(n);
  }

  @Override
  public int indexOf(T element, int n) {
    return all().indexOf(element, n);
  }

  @Override
  public Option<? extends IndexedSeq<T>> initOption() {
    return all().initOption();
  }

  @Override
  public IndexedSeq<T> init() {
    return all().init();
  }

  @Override
  public IndexedSeq<T> insertAll(int n, Iterable<? extends T> elements) {
    return all().insertAll(n, elements);
  }

  @Override
  public IndexedSeq<T> insert(int n, T element) {
    return all().insert(n, element);
  }

  @Override
  public IndexedSeq<T> intersperse(T element) {
    return all().intersperse(element);
  }

  @Override
  public int lastIndexOf(T element, int n) {
    return all().lastIndexOf(element, n);
  }

  @Override
  public Seq<T> leftPadTo(int n, T element) {
    return all().leftPadTo(n, element);
  }

  @Override
  public <U> IndexedSeq<U> map(Function<? super T, ? extends U> f) {
    return all().map(f);
  }

  @Override
  public IndexedSeq<T> orElse(Iterable<? extends T> elements) {
    return all().orElse(elements);
  }

  @Override
  public IndexedSeq<T> orElse(Supplier<? extends Iterable<? extends T>> supplier) {
    return all().orElse(supplier);
  }

  @Override
  public IndexedSeq<T> padTo(int n, T element) {
    return all().padTo(n, element);
  }

  @Override
  public Tuple2<? extends IndexedSeq<T>, ? extends IndexedSeq<T>> partition(
      Predicate<? super T> predicate) {
    return all().partition(predicate);
  }

  @Override
  public IndexedSeq<T> patch(int n, Iterable<? extends T> elements, int n2) {
    return all().patch(n, elements, n2);
  }

  @Override
  public IndexedSeq<T> peek(Consumer<? super T> action) {
    return all().peek(action);
  }

  @Override
  public IndexedSeq<? extends IndexedSeq<T>> permutations() {
    return all().permutations();
  }

  @Override
  public IndexedSeq<T> prependAll(Iterable<? extends T> elements) {
    return all().prependAll(elements);
  }

  @Override
  public IndexedSeq<T> prepend(T element) {
    return all().prepend(element);
  }

  @Override
  public IndexedSeq<T> reject(Predicate<? super T> predicate) {
    return all().reject(predicate);
  }

  @Override
  public IndexedSeq<T> removeAll(T element) {
    return all().removeAll(element);
  }

  @Override
  public IndexedSeq<T> removeAll(Iterable<? extends T> elements) {
    return all().removeAll(elements);
  }

  @Override
  public IndexedSeq<T> removeAll(Predicate<? super T> predicate) {
    return all().removeAll(predicate);
  }

  @Override
  public IndexedSeq<T> removeAt(int n) {
    return all().removeAt(n);
  }
}
