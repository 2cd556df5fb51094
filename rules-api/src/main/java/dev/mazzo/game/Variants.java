package dev.mazzo.game;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The catalog of every registered variant, found through {@link ServiceLoader} and {@link
 * VariantProvider}.
 *
 * <p>The games themselves are in {@code mazzo-rules-impl} (the module {@code
 * dev.mazzo.rules.impl}); with this API alone on the class path or module path the catalog is
 * empty. {@link #byId} then finds nothing, like for any unknown id, while {@link #find} and {@link
 * #require} say that the implementation is missing.
 */
public final class Variants {

  private static volatile Map<String, Variant> catalog;

  private Variants() {}

  /** Every variant, in the providers' order. */
  public static Seq<Variant> all() {
    return catalog().values().toList();
  }

  /** The variant with this id (ids are case-sensitive); none for an unknown id. */
  public static Option<Variant> byId(String id) {
    return id == null ? Option.none() : catalog().get(id);
  }

  /**
   * The variant with this id, or why there is none.
   *
   * @param id a variant id (case-sensitive), such as {@code "briscola-2p"}
   * @return the variant; or, for an unknown id, a sentence that lists the ids there are, and when
   *     no variant is installed at all, a sentence that says {@code mazzo-rules-impl} is missing
   */
  public static Either<String, Variant> find(String id) {
    Map<String, Variant> c = catalog();
    if (c.isEmpty()) {
      return Either.left(
          "There is no variant "
              + quote(id)
              + ": no variants are installed (mazzo-rules-impl, the module dev.mazzo.rules.impl,"
              + " is not on the class path or module path)");
    }
    Option<Variant> v = id == null ? Option.none() : c.get(id);
    return v.toEither(
        () ->
            "Unknown variant "
                + quote(id)
                + "; the variants are "
                + c.values().map(Variant::id).mkString(", "));
  }

  /**
   * The variant with this id, for callers that know it must exist.
   *
   * @param id a variant id (case-sensitive), such as {@code "briscola-2p"}
   * @return the variant
   * @throws NoSuchElementException for an unknown id, with the message of {@link #find}: the ids
   *     there are, or that {@code mazzo-rules-impl} is missing when no variant is installed
   */
  public static Variant require(String id) {
    return find(id).getOrElseThrow((String why) -> new NoSuchElementException(why));
  }

  /** An id as messages quote it: in double quotes, at most 40 characters and an ellipsis. */
  private static String quote(String id) {
    if (id == null) {
      return "null";
    }
    int limit = 40;
    if (id.codePointCount(0, id.length()) <= limit) {
      return "\"" + id + "\"";
    }
    return "\"" + id.substring(0, id.offsetByCodePoints(0, limit)) + "…\"";
  }

  private static Map<String, Variant> catalog() {
    Map<String, Variant> c = catalog;
    if (c == null) {
      synchronized (Variants.class) {
        c = catalog;
        if (c == null) {
          c = LinkedHashMap.empty();
          Set<String> seen = new HashSet<>();
          for (ClassLoader loader : loaders()) {
            for (VariantProvider p : ServiceLoader.load(VariantProvider.class, loader)) {
              if (seen.add(p.getClass().getName())) {
                for (Variant v : p.variants()) {
                  c = c.put(v.id(), v);
                }
              }
            }
          }
          catalog = c;
        }
      }
    }
    return c;
  }

  /**
   * Where providers are looked for: the calling thread's context class loader (an application
   * server's or a plugin's), then this class's own, so that the catalog, which is computed once,
   * does not come out empty when the first lookup runs on a thread whose context loader cannot see
   * the families.
   */
  private static List<ClassLoader> loaders() {
    List<ClassLoader> out = new ArrayList<>(2);
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    if (context != null) {
      out.add(context);
    }
    ClassLoader own = Variants.class.getClassLoader();
    if (own != context) {
      out.add(own);
    }
    return out;
  }
}
