package dev.mazzo.table;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.stream.Stream;

/**
 * Every registered variant id, in catalog order: the one argument source of the tests that run once
 * per id ({@code @MethodSource("dev.mazzo.table.VariantIds#all")}), or once per id of a family.
 */
public final class VariantIds {

  private VariantIds() {}

  /** Every id of the catalog. */
  public static Stream<String> all() {
    return Variants.all().map(Variant::id).toJavaStream();
  }

  /** The ids of one registered family ({@link Family#name()}), in catalog order. */
  private static Stream<String> family(String name) {
    return Families.all()
        .filter(f -> f.name().equals(name))
        .flatMap(Family::variants)
        .map(Variant::id)
        .toJavaStream();
  }

  /** The Briscola family's ids (briscola.md). */
  public static Stream<String> briscola() {
    return family("briscola");
  }

  /** The Tombolon family's ids (tombolon.md). */
  public static Stream<String> tombolon() {
    return family("tombolon");
  }
}
