package dev.mazzo.game;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The catalog of every registered variant, found through {@link ServiceLoader} and {@link
 * VariantProvider}.
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
