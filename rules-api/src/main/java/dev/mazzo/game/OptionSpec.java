package dev.mazzo.game;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.math.BigInteger;

/**
 * An option a variant accepts: its name, its default, and the values it allows — a whole number in
 * a range, or one of some strings (briscola.md B-68).
 */
public final class OptionSpec {

  private final String name;
  private final Object defaultValue;
  private final String description;
  private final int min;
  private final int max;
  private final Seq<String> choices;
  private final Seq<Integer> numbers;
  private final boolean bool;

  private OptionSpec(
      String name,
      Object defaultValue,
      String description,
      int min,
      int max,
      Seq<String> choices,
      Seq<Integer> numbers) {
    this(name, defaultValue, description, min, max, choices, numbers, false);
  }

  private OptionSpec(
      String name,
      Object defaultValue,
      String description,
      int min,
      int max,
      Seq<String> choices,
      Seq<Integer> numbers,
      boolean bool) {
    this.bool = bool;
    this.name = name;
    this.defaultValue = defaultValue;
    this.description = description;
    this.min = min;
    this.max = max;
    this.choices = choices;
    this.numbers = numbers;
  }

  /** A whole-number option from {@code min} to {@code max}. */
  public static OptionSpec integer(String name, int defaultValue, int min, int max, String desc) {
    return new OptionSpec(name, defaultValue, desc, min, max, null, null);
  }

  /** A whole-number option that is one of these numbers. */
  public static OptionSpec oneOf(String name, int defaultValue, String desc, int... values) {
    Seq<Integer> numbers = Array.ofAll(values);
    return new OptionSpec(
        name, defaultValue, desc, numbers.min().get(), numbers.max().get(), null, numbers);
  }

  /** An option that is one of these strings. */
  public static OptionSpec choice(String name, String defaultValue, String desc, String... values) {
    return new OptionSpec(name, defaultValue, desc, 0, 0, Array.of(values), null);
  }

  /**
   * A true-or-false option (pitch.md §14): its value is a JSON boolean; {@link #choices()} lists
   * {@code "true"} and {@code "false"} for display.
   */
  public static OptionSpec bool(String name, boolean defaultValue, String desc) {
    return new OptionSpec(name, defaultValue, desc, 0, 0, Array.of("true", "false"), null, true);
  }

  /** True for a true-or-false option ({@link #bool}). */
  public boolean isBoolean() {
    return bool;
  }

  /** The option's name, such as {@code "dealer"}. */
  public String name() {
    return name;
  }

  /** The value it takes when not given. */
  public Object defaultValue() {
    return defaultValue;
  }

  /** What it means, in one line. */
  public String description() {
    return description;
  }

  /** The allowed strings; none for a whole-number option. */
  public Option<Seq<String>> choices() {
    return Option.of(choices);
  }

  /** The allowed whole numbers, when they are a list rather than a range. */
  public Option<Seq<Integer>> numbers() {
    return Option.of(numbers);
  }

  /** The smallest allowed whole number (for a whole-number option). */
  public int min() {
    return min;
  }

  /** The largest allowed whole number (for a whole-number option). */
  public int max() {
    return max;
  }

  /**
   * Checks a given value.
   *
   * @return none when the value is allowed, or the MALFORMED rejection that says why not
   */
  public Option<Rejection> check(Object value) {
    if (bool) {
      return value instanceof Boolean
          ? Option.none()
          : Option.some(Rejection.malformed("Option " + name + " must be true or false"));
    }
    if (choices != null) {
      if (value instanceof String && choices.contains((String) value)) {
        return Option.none();
      }
      return Option.some(
          Rejection.malformed(
              "Option " + name + " must be one of " + choices.mkString("\"", "\", \"", "\"")));
    }
    if (numbers != null) {
      if (value instanceof Integer && numbers.contains((Integer) value)) {
        return Option.none();
      }
      return Option.some(
          Rejection.malformed("Option " + name + " must be one of " + numbers.mkString(", ")));
    }
    if (value instanceof Integer) {
      int v = (Integer) value;
      if (v >= min && v <= max) {
        return Option.none();
      }
    }
    if (beyondInt(value)) {
      // Told the whole range, top included: "1 or more" would not say why 2147483648 is refused.
      return Option.some(
          Rejection.malformed(
              "Option "
                  + name
                  + " must be a whole number from "
                  + min
                  + " to "
                  + max
                  + ", not "
                  + value));
    }
    String range = max == Integer.MAX_VALUE ? min + " or more" : "from " + min + " to " + max;
    return Option.some(Rejection.malformed("Option " + name + " must be a whole number " + range));
  }

  /**
   * True for a whole number too big or too small for an {@code int}, whatever carries it: the
   * referee passes such a JSON number on as it was written, the terminal as its digits.
   */
  private static boolean beyondInt(Object value) {
    if (value == null || value instanceof Integer || value instanceof Boolean) {
      return false;
    }
    String digits = value.toString().trim();
    if (digits.length() > 1000 || !digits.matches("[+-]?\\d{10,}")) {
      return false;
    }
    return new BigInteger(digits).bitLength() > 31;
  }

  @Override
  public String toString() {
    return name + "=" + defaultValue;
  }
}
