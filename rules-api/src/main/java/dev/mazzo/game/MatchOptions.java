package dev.mazzo.game;

import java.util.Map;
import java.util.Optional;
import org.immutables.value.Value;

/**
 * The options of a new match, by name: {@code dealer} and whatever the variant lists (briscola.md
 * B-68). Values are {@link Integer}, {@link String} or {@link Boolean}; a name the variant does
 * not list, a value of the wrong type or out of range is rejected by {@link Game#newMatch}.
 */
@Value.Immutable
public abstract class MatchOptions {

  /** The options by name. */
  public abstract Map<String, Object> values();

  /** No option given: every option takes its default. */
  public static MatchOptions defaults() {
    return ImmutableMatchOptions.builder().build();
  }

  /** These options. */
  public static MatchOptions of(Map<String, ?> values) {
    return ImmutableMatchOptions.builder().putAllValues(values).build();
  }

  /** These options with one more (or a replaced) value. */
  public MatchOptions with(String name, Object value) {
    java.util.Map<String, Object> m = new java.util.LinkedHashMap<>(values());
    m.put(name, value);
    return ImmutableMatchOptions.builder().putAllValues(m).build();
  }

  /** The value given for an option. */
  public Optional<Object> get(String name) {
    return Optional.ofNullable(values().get(name));
  }
}
