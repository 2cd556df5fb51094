package dev.mazzo.family;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Every registered {@link Family}, found once through {@link ServiceLoader}, and the family of a
 * variant id. The generic code (the referee, the terminal, the simulator) finds a family only here.
 *
 * <p>{@link #of(String)} is the registered family that owns an id; {@link #serving(Variant)} is the
 * family that serves any variant of the catalog: its registered family, or, for a variant a host
 * registered through {@code dev.mazzo.game.VariantProvider} with no family, a common family of
 * generic parts (the common codec, text from card codes and action types, a tally of the hand
 * results, the first legal action as its greedy choice). Hosts use {@code serving}, so that every
 * registered variant is played, simulated and refereed (issue 30).
 */
public final class Families {

  private static final class Holder {
    static final Seq<Family> ALL = load();
    static final Map<String, Family> BY_ID =
        HashMap.ofEntries(ALL.flatMap(f -> f.variants().map(v -> io.vavr.Tuple.of(v.id(), f))));
  }

  /** The common families made so far, by variant id. */
  private static final ConcurrentMap<String, Family> COMMON = new ConcurrentHashMap<>();

  private Families() {}

  private static Seq<Family> load() {
    Array<Family> out = Array.empty();
    for (Family f : ServiceLoader.load(Family.class, Families.class.getClassLoader())) {
      out = out.append(f);
    }
    return out;
  }

  /**
   * Every family, in registration order.
   *
   * @return the families the service loader found, loaded once
   */
  public static Seq<Family> all() {
    return Holder.ALL;
  }

  /**
   * The registered family that owns a variant id.
   *
   * @param variantId a variant id
   * @return the family; none for an unknown id and for a variant no registered family owns
   */
  public static Option<Family> of(String variantId) {
    return variantId == null ? Option.none() : Holder.BY_ID.get(variantId);
  }

  /**
   * The family that serves a variant: the registered family that owns its id, else a common family
   * of generic parts for this variant alone (made once per id).
   *
   * @param variant any variant, such as one of {@code Variants.all()}
   * @return the family; never null
   */
  public static Family serving(Variant variant) {
    Option<Family> own = of(variant.id());
    return own.isDefined()
        ? own.get()
        : COMMON.computeIfAbsent(variant.id(), id -> new CommonFamily(variant));
  }

  /**
   * The family that serves a variant id of the catalog ({@link #serving(Variant)}).
   *
   * @param variantId a variant id
   * @return the family; none only for an id that {@code Variants.byId} does not know
   */
  public static Option<Family> serving(String variantId) {
    Option<Family> own = of(variantId);
    return own.isDefined() ? own : Variants.byId(variantId).map(Families::serving);
  }
}
