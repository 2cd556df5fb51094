package dev.mazzo.game;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ServiceLoader;

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
          for (VariantProvider p : ServiceLoader.load(VariantProvider.class, loader())) {
            for (Variant v : p.variants()) {
              c = c.put(v.id(), v);
            }
          }
          catalog = c;
        }
      }
    }
    return c;
  }

  private static ClassLoader loader() {
    ClassLoader l = Thread.currentThread().getContextClassLoader();
    return l != null ? l : Variants.class.getClassLoader();
  }
}
