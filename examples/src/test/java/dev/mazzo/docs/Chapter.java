package dev.mazzo.docs;

import static dev.mazzo.docs.Repo.ROOT;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A rules chapter of docs/rules: its file, the family letter of its rule numbers (read from its own
 * definitions, {@code **P-1.}), and its family's package ({@code five-hundred.md} is {@code
 * dev.mazzo.fivehundred}). The chapters are the files present in docs/rules, not a list: a new
 * family's chapter is checked as soon as it is there.
 *
 * @param letter the letter of the chapter's rule numbers, such as {@code 'B'}
 * @param file the file name, such as {@code "briscola.md"}
 * @param pkg the family package's last name, such as {@code "briscola"}
 */
record Chapter(char letter, String file, String pkg) {

  /** The letter of the golden examples, numbered per chapter. */
  static final char GOLDEN = 'G';

  /** A defined number: {@code **B-12 } or {@code **T-1.} at the start of a line. */
  static final Pattern DEFINITION = Pattern.compile("(?m)^\\*\\*([A-Z])-(\\d+)(?=[.\\s*])");

  private static final List<Chapter> ALL = inDirectory(ROOT.resolve("docs/rules"));

  /** The chapter's path. */
  Path path() {
    return ROOT.resolve("docs/rules").resolve(file);
  }

  /** Every chapter in docs/rules, by file name. */
  static List<Chapter> all() {
    return ALL;
  }

  static Optional<Chapter> ofLetter(char c) {
    return ALL.stream().filter(ch -> ch.letter == c).findFirst();
  }

  static Optional<Chapter> ofFile(String name) {
    return ALL.stream().filter(ch -> ch.file.equals(name)).findFirst();
  }

  /** The letters of the chapters' rule numbers and {@link #GOLDEN}, for a regular expression. */
  static String letters() {
    return ALL.stream().map(ch -> String.valueOf(ch.letter)).collect(Collectors.joining()) + GOLDEN;
  }

  /** The chapters' file names without {@code .md}, as alternatives of a regular expression. */
  static String stems() {
    return ALL.stream()
        .map(ch -> Pattern.quote(ch.file.replaceFirst("\\.md$", "")))
        .collect(Collectors.joining("|"));
  }

  /** The chapters of a directory; one whose rule numbers have no single letter is an error. */
  static List<Chapter> inDirectory(Path dir) {
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .filter(p -> p.getFileName().toString().endsWith(".md"))
          .sorted()
          .map(Chapter::of)
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Chapter of(Path p) {
    String file = p.getFileName().toString();
    Set<Character> letters = new TreeSet<>();
    Matcher m = DEFINITION.matcher(Repo.read(p));
    while (m.find()) {
      if (m.group(1).charAt(0) != GOLDEN) {
        letters.add(m.group(1).charAt(0));
      }
    }
    if (letters.size() != 1) {
      throw new IllegalStateException(
          "docs/rules/"
              + file
              + " must number its rules with one letter (**X-1. at the start of a line), not "
              + letters);
    }
    return new Chapter(
        letters.iterator().next(), file, file.replaceFirst("\\.md$", "").replace("-", ""));
  }
}
