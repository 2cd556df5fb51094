package dev.mazzo.family;

import dev.mazzo.codec.Codec;
import dev.mazzo.game.Variant;
import io.vavr.Lazy;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.function.Supplier;

/**
 * The part of a {@link Family} that every family says the same way, written once: its name, its
 * variants, its codec, its text and its greedy strategy, each made once and handed out on every
 * call. A family extends it with the public no-argument constructor {@link java.util.ServiceLoader}
 * needs, and adds its {@link #tally}. A family that writes no JSON of its own uses the constructor
 * without a codec and has the {@linkplain Codec#common() common codec}; a family with a codec of
 * its own hands over how to make it ({@link #AbstractFamily(String, Seq, Supplier, Text,
 * Strategy)}), made on the first call of {@link #codec()}, so that loading the family (the catalog,
 * {@link java.util.ServiceLoader}) loads no Jackson class and the rules run without Jackson.
 */
public abstract class AbstractFamily implements Family {
  private final String name;
  private final Seq<Variant> variants;

  /** The family's codec, made on the first call of {@link #codec()}, never before. */
  private final Lazy<Codec> codec;

  private final Text text;
  private final Strategy greedy;

  /**
   * A family that writes no JSON of its own: its codec is the {@linkplain Codec#common() common
   * codec} (deal, play and pass; the standard trick-game shapes).
   *
   * @param name the short lower-case name, such as {@code "briscola"}
   * @param variants the variants, in catalog order
   * @param text the text for people
   * @param greedy the greedy strategy
   */
  protected AbstractFamily(
      String name, Seq<? extends Variant> variants, Text text, Strategy greedy) {
    // called on the first codec() only: a family without JSON loads no Jackson (a lambda, as
    // the constructor below asks)
    this(name, variants, () -> Codec.common(), text, greedy);
  }

  /**
   * A family with its own JSON codec, made before the family: its classes (and Jackson's, where it
   * names any) are loaded with the family. A family whose rules should run without Jackson hands
   * over how to make its codec instead ({@link #AbstractFamily(String, Seq, Supplier, Text,
   * Strategy)}).
   *
   * @param name the short lower-case name, such as {@code "briscola"}
   * @param variants the variants, in catalog order
   * @param codec the JSON codec
   * @param text the text for people
   * @param greedy the greedy strategy
   */
  protected AbstractFamily(
      String name, Seq<? extends Variant> variants, Codec codec, Text text, Strategy greedy) {
    this(name, variants, () -> codec, text, greedy);
  }

  /**
   * A family with its own JSON codec, made on the first call of {@link #codec()} (by the protocol,
   * never by the rules): loading the family, as the catalog does, loads neither the codec's classes
   * nor Jackson, so its variants are played where Jackson is absent (design.md, "The family kit").
   *
   * @param name the short lower-case name, such as {@code "briscola"}
   * @param variants the variants, in catalog order
   * @param codec makes the JSON codec, such as {@code () -> new MyCodec()}; called once, on the
   *     first call of {@link #codec()}. A lambda, not a constructor reference ({@code
   *     MyCodec::new}): the JVM links the class a method reference names when the reference is
   *     made, and linking a codec's class loads the Jackson classes it names
   * @param text the text for people
   * @param greedy the greedy strategy
   */
  protected AbstractFamily(
      String name,
      Seq<? extends Variant> variants,
      Supplier<? extends Codec> codec,
      Text text,
      Strategy greedy) {
    this.name = name;
    // copied, not narrowed: a Vavr Array keeps its elements' array type (a family's variant
    // class), so a narrowed one would throw ArrayStoreException when a host appends to variants()
    this.variants = Array.ofAll(variants.iterator());
    this.codec = Lazy.of(codec);
    this.text = text;
    this.greedy = greedy;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final Seq<Variant> variants() {
    return variants;
  }

  @Override
  public final Codec codec() {
    return codec.get();
  }

  @Override
  public final Text text() {
    return text;
  }

  @Override
  public final Strategy greedy() {
    return greedy;
  }
}
