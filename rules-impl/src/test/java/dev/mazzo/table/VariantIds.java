package dev.mazzo.table;

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

  /** The ids of one family, by prefix ({@code "tombolon-"}), in catalog order. */
  private static Stream<String> family(String prefix) {
    return all().filter(id -> id.startsWith(prefix));
  }

  /** The four Tombolon ids (tombolon.md). */
  public static Stream<String> tombolon() {
    return family("tombolon-");
  }
}
