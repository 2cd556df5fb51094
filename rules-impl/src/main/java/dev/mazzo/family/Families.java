package dev.mazzo.family;

import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ServiceLoader;

/**
 * Every registered {@link Family}, found once through {@link ServiceLoader}, and the family of a
 * variant id. The generic code (the referee, the terminal, the simulator) finds a family only here.
 */
public final class Families {

  private static final class Holder {
    static final Seq<Family> ALL = load();
    static final Map<String, Family> BY_ID =
        HashMap.ofEntries(ALL.flatMap(f -> f.variants().map(v -> io.vavr.Tuple.of(v.id(), f))));
  }

  private Families() {}

  private static Seq<Family> load() {
    Array<Family> out = Array.empty();
    for (Family f : ServiceLoader.load(Family.class, Families.class.getClassLoader())) {
      out = out.append(f);
    }
    return out;
  }

  /** Every family, in registration order. */
  public static Seq<Family> all() {
    return Holder.ALL;
  }

  /** The family of a variant id; none for an unknown id. */
  public static Option<Family> of(String variantId) {
    return variantId == null ? Option.none() : Holder.BY_ID.get(variantId);
  }
}
