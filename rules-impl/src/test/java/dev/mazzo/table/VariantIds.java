package dev.mazzo.table;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.stream.Stream;

/**
 * Every registered variant id, in catalog order: the one argument source of the tests that run once
 * per id ({@code @MethodSource("dev.mazzo.table.VariantIds#all")}).
 */
public final class VariantIds {

  private VariantIds() {}

  /** Every id of the catalog. */
  public static Stream<String> all() {
    return Variants.all().map(Variant::id).toJavaStream();
  }
}
