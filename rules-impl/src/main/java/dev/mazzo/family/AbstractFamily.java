package dev.mazzo.family;

import dev.mazzo.codec.Codec;
import dev.mazzo.game.Variant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The part of a {@link Family} that every family says the same way, written once: its name, its
 * variants, its codec, its text and its greedy strategy, each made once and handed out on every
 * call. A family extends it with the public no-argument constructor {@link java.util.ServiceLoader}
 * needs, and adds its {@link #tally}. A family that writes no JSON of its own uses the constructor
 * without a codec and has the {@linkplain Codec#common() common codec}.
 */
public abstract class AbstractFamily implements Family {
  private final String name;
  private final Seq<Variant> variants;

  /** The family's own codec; none for the common one, made only when asked for. */
  private final Option<Codec> codec;

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
    this(name, variants, Option.none(), text, greedy);
  }

  /**
   * A family with its own JSON codec.
   *
   * @param name the short lower-case name, such as {@code "briscola"}
   * @param variants the variants, in catalog order
   * @param codec the JSON codec
   * @param text the text for people
   * @param greedy the greedy strategy
   */
  protected AbstractFamily(
      String name, Seq<? extends Variant> variants, Codec codec, Text text, Strategy greedy) {
    this(name, variants, Option.some(codec), text, greedy);
  }

  private AbstractFamily(
      String name,
      Seq<? extends Variant> variants,
      Option<Codec> codec,
      Text text,
      Strategy greedy) {
    this.name = name;
    // copied, not narrowed: a Vavr Array keeps its elements' array type (a family's variant
    // class), so a narrowed one would throw ArrayStoreException when a host appends to variants()
    this.variants = Array.ofAll(variants.iterator());
    this.codec = codec;
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
    // the common codec is asked for here, never made before: a family without JSON loads no Jackson
    return codec.isDefined() ? codec.get() : Codec.common();
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
