package dev.mazzo.table;

import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Resolves a match's options against a variant's option specs (briscola.md B-68, tombolon.md §10):
 * every option at its default unless given; an unknown name, an option of other variants (told that
 * it does not apply, and where it does), or a value of the wrong type or out of range, is
 * MALFORMED.
 */
public final class OptionValues {

  private OptionValues() {}

  /**
   * The value of every option of {@code specs}, in their order, or the first MALFORMED fault.
   *
   * @param variantId the variant, named in the rejection of an unknown option
   * @param specs the variant's options
   * @param options the options asked for; null is MALFORMED
   * @return an unmodifiable map from option name to value
   */
  public static Either<Rejection, Map<String, Object>> resolve(
      String variantId, Seq<OptionSpec> specs, MatchOptions options) {
    if (options == null) {
      return Either.left(Rejection.malformed("Options are missing"));
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (OptionSpec o : specs) {
      values.put(o.name(), o.defaultValue());
    }
    for (io.vavr.Tuple2<String, Object> e : options.values()) {
      Option<OptionSpec> known = specs.find(o -> o.name().equals(e._1));
      if (known.isEmpty()) {
        return Either.left(unknown(variantId, specs, e._1));
      }
      Option<Rejection> bad = known.get().check(e._2);
      if (bad.isDefined()) {
        return Either.left(bad.get());
      }
      values.put(e._1, e._2);
    }
    return Either.right(Collections.unmodifiableMap(values));
  }

  /**
   * The rejection of an option the variant does not list: an option of other variants is told that
   * it does not apply here, and which variants have it; any other name is unknown. Both say which
   * options the variant accepts.
   */
  private static Rejection unknown(String variantId, Seq<OptionSpec> specs, String name) {
    String names = specs.map(OptionSpec::name).mkString(", ");
    Seq<String> others =
        Variants.all().filter(v -> v.options().exists(o -> o.name().equals(name))).map(Variant::id);
    if (others.isEmpty()) {
      return Rejection.malformed(
          "Unknown option " + Checks.quote(name) + " for " + variantId + "; it accepts " + names);
    }
    return Rejection.malformed(
        "Option "
            + Checks.quote(name)
            + " does not apply to "
            + variantId
            + " (only to "
            + others.mkString(", ")
            + "); "
            + variantId
            + " accepts "
            + names);
  }
}
