package dev.mazzo.family;

import dev.mazzo.game.Variant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;

/**
 * The part of a {@link Family} that every family says the same way, written once: its name, its
 * variants, its codec, its text and its greedy strategy, each made once and handed out on every
 * call. A family extends it with the public no-argument constructor {@link java.util.ServiceLoader}
 * needs, and adds its {@link #tally}.
 */
public abstract class AbstractFamily implements Family {
  private final String name;
  private final Seq<Variant> variants;
  private final Codec codec;
  private final Text text;
  private final Strategy greedy;

  /**
   * A family.
   *
   * @param name the short lower-case name, such as {@code "briscola"}
   * @param variants the variants, in catalog order
   * @param codec the JSON codec
   * @param text the text for people
   * @param greedy the greedy strategy
   */
  protected AbstractFamily(
      String name, Seq<? extends Variant> variants, Codec codec, Text text, Strategy greedy) {
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
    return codec;
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
