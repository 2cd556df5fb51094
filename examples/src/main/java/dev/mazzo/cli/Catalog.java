package dev.mazzo.cli;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.control.Either;
import java.util.LinkedHashMap;
import java.util.Map;

/** Looks variants and match options up for the subcommands, with the error a user reads. */
final class Catalog {

  private Catalog() {}

  /** The variant with this id, or a usage error naming the known ids. */
  static Either<String, Variant> variant(String id) {
    return Variants.byId(id)
        .toEither(
            () ->
                "unknown variant \""
                    + id
                    + "\"; the variants are "
                    + Variants.all().map(Variant::id).mkString(", ")
                    + " (see mazzo variants)");
  }

  /** The bot with this name, or a usage error naming the known bots. */
  static Either<String, Bot> bot(String name) {
    return Bots.byName(name)
        .toEither(
            () -> "unknown bot \"" + name + "\"; the bots are " + Bots.names().mkString(", "));
  }

  /**
   * Match options from {@code name=value} pairs: a whole number, {@code true}/{@code false}, or
   * else a string. The variant checks them when the match is made.
   */
  static MatchOptions options(Map<String, String> given) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, String> e : given.entrySet()) {
      String v = e.getValue().trim();
      Object value;
      if (v.matches("[+-]?\\d{1,10}") && fitsInt(v)) {
        value = Integer.parseInt(v);
      } else if (v.equals("true") || v.equals("false")) {
        value = Boolean.parseBoolean(v);
      } else {
        value = v;
      }
      values.put(e.getKey().trim(), value);
    }
    return MatchOptions.of(values);
  }

  /** True when these digits are a whole number an {@code int} holds. */
  private static boolean fitsInt(String digits) {
    long n = Long.parseLong(digits);
    return n >= Integer.MIN_VALUE && n <= Integer.MAX_VALUE;
  }

  /**
   * An option's default and its allowed values, such as {@code dealer=0 (0-1)}, {@code handSize=3
   * (3|7|9)} or {@code ranks=portuguese (portuguese|queen-high|ten)}.
   */
  static String describe(OptionSpec o) {
    String allowed;
    if (o.choices().isDefined()) {
      allowed = o.choices().get().mkString("|");
    } else if (o.numbers().isDefined()) {
      allowed = o.numbers().get().mkString("|");
    } else if (o.max() == Integer.MAX_VALUE) {
      allowed = o.min() + " or more";
    } else {
      allowed = o.min() + "-" + o.max();
    }
    return o.name() + "=" + o.defaultValue() + " (" + allowed + ")";
  }

  /**
   * A count and its noun, which agree: {@code 1 deal}, {@code 0 deals}, {@code 2 matches}.
   *
   * @param n the count
   * @param one the noun for 1, such as {@code match}
   * @param many the noun for any other count, such as {@code matches}
   */
  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /**
   * Prints a usage error the way every subcommand does, fitted to the command's width, and returns
   * its exit code.
   */
  static int usageError(Mazzo mazzo, String message) {
    for (String line : Wrap.lines("mazzo: " + message, mazzo.width())) {
      mazzo.err.println(line);
    }
    mazzo.err.flush();
    return Mazzo.USAGE;
  }
}
