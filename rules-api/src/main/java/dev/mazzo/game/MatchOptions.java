package dev.mazzo.game;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.immutables.value.Value;

/**
 * The options of a new match, by name: {@code dealer} and whatever the variant lists (briscola.md
 * B-68). Values are {@link Integer}, {@link String} or {@link Boolean}; a name the variant does not
 * list, a value of the wrong type or out of range is rejected by {@link Game#newMatch}. Equal when
 * they hold the same names with equal values, in any order.
 */
@Value.Immutable
public abstract class MatchOptions {

  MatchOptions() {}

  /** The options as given, in order (the generated implementation's storage). */
  abstract java.util.Map<String, Object> given();

  /** The options by name, in the order given. */
  public Map<String, Object> values() {
    return LinkedHashMap.ofAll(given());
  }

  /** No option given: every option takes its default. */
  public static MatchOptions defaults() {
    return ImmutableMatchOptions.builder().build();
  }

  /**
   * A value that was given as null: kept (not dropped), so that the variant rejects it as a value
   * of the wrong type instead of the factory throwing.
   */
  public static final Object NULL_VALUE =
      new Object() {
        @Override
        public String toString() {
          return "null";
        }
      };

  /** These options; a null name is left out and a null value becomes {@link #NULL_VALUE}. */
  public static MatchOptions of(java.util.Map<String, ?> values) {
    ImmutableMatchOptions.Builder b = ImmutableMatchOptions.builder();
    if (values != null) {
      for (java.util.Map.Entry<String, ?> e : values.entrySet()) {
        if (e.getKey() != null) {
          b.putGiven(e.getKey(), e.getValue() == null ? NULL_VALUE : e.getValue());
        }
      }
    }
    return b.build();
  }

  /** These options; a null name is left out and a null value becomes {@link #NULL_VALUE}. */
  public static MatchOptions of(Map<String, ?> values) {
    return values == null ? defaults() : of(values.toJavaMap());
  }

  /** These options with one more (or a replaced) value; see {@link #of}. */
  public MatchOptions with(String name, Object value) {
    java.util.Map<String, Object> m = new java.util.LinkedHashMap<>(given());
    m.put(name, value);
    return of(m);
  }

  /** The value given for an option; none when it was not given. */
  public Option<Object> get(String name) {
    return Option.of(given().get(name));
  }
}
