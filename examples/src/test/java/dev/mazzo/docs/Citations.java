package dev.mazzo.docs;

import static dev.mazzo.docs.Repo.ROOT;
import static dev.mazzo.docs.Repo.read;
import static dev.mazzo.docs.SourceFragments.fragments;

import dev.mazzo.docs.SourceFragments.Fragment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rule numbers the specification defines and the check of a source's citations against them:
 * each family's chapter in docs/rules, the numbers it defines, and the offenders of a source (a
 * number its chapter does not define, or a golden example of no chapter that can be told).
 */
final class Citations {

  private Citations() {}

  /** The numbers each chapter in docs/ defines, as "B-12", "G-3"; absent for a missing chapter. */
  static Map<Chapter, Set<String>> definitions() {
    Map<Chapter, Set<String>> defs = new HashMap<>();
    for (Chapter ch : Chapter.all()) {
      if (Files.isRegularFile(ch.path())) {
        Set<String> numbers = new HashSet<>();
        Matcher m = Chapter.DEFINITION.matcher(read(ch.path()));
        while (m.find()) {
          numbers.add(m.group(1) + "-" + m.group(2));
        }
        defs.put(ch, numbers);
      }
    }
    return defs;
  }

  /**
   * A citation: a letter, a number and, for a range ({@code B-57 … B-59}, {@code T-8 to T-31},
   * {@code B-1..5}), the last number of the range.
   */
  static final Pattern CITATION =
      Pattern.compile(
          "\\b(["
              + Chapter.letters()
              + "])-(\\d+)\\b(?:\\s*(?:…|\\.\\.\\.|\\.\\.|to|–|—)\\s*(?:(["
              + Chapter.letters()
              + "])-)?(\\d+)\\b)?");

  private static final Pattern CHAPTER_NAME =
      Pattern.compile("\\b(" + Chapter.stems() + ")\\.md\\b");

  /** One offender: where, what, and why. */
  record Offender(Path file, int line, String kind, String cited, String why, String text) {
    @Override
    public String toString() {
      String snippet = text.strip().replaceAll("\\s+", " ");
      if (snippet.length() > 140) {
        snippet = snippet.substring(0, 137) + "...";
      }
      return ROOT.relativize(file)
          + ":"
          + line
          + ": "
          + cited
          + " — "
          + why
          + " ["
          + kind
          + ": "
          + snippet
          + "]";
    }
  }

  /** What one file says about itself: the chapters it names and the families it cites. */
  private static Set<Chapter> chaptersOfFile(Path file, String src, List<Fragment> fragments) {
    Set<Chapter> named = new LinkedHashSet<>();
    Matcher m = CHAPTER_NAME.matcher(src);
    while (m.find()) {
      Chapter.ofFile(m.group(1) + ".md").ifPresent(named::add);
    }
    for (Fragment f : fragments) {
      Matcher c = CITATION.matcher(f.text());
      while (c.find()) {
        Chapter.ofLetter(c.group(1).charAt(0)).ifPresent(named::add);
      }
    }
    return named;
  }

  /** The chapter a G-number of this fragment belongs to, if it can be told. */
  private static Optional<Chapter> goldenChapter(
      Fragment f, int at, Set<Chapter> namedInFile, Path file) {
    // 1. the chapter named in the fragment, nearest to the citation
    Matcher m = CHAPTER_NAME.matcher(f.text());
    Chapter nearest = null;
    int distance = Integer.MAX_VALUE;
    while (m.find()) {
      int d = Math.abs(m.start() - at);
      if (d < distance) {
        distance = d;
        nearest = Chapter.ofFile(m.group(1) + ".md").orElseThrow();
      }
    }
    if (nearest != null) {
      return Optional.of(nearest);
    }
    // 2. the one family whose rule numbers the fragment cites
    Set<Chapter> families = new HashSet<>();
    Matcher c = CITATION.matcher(f.text());
    while (c.find()) {
      Chapter.ofLetter(c.group(1).charAt(0)).ifPresent(families::add);
    }
    if (families.size() == 1) {
      return families.stream().findFirst();
    }
    // 3. the family package of the file
    String path = file.toString().replace('\\', '/');
    for (Chapter ch : Chapter.all()) {
      if (path.contains("/dev/mazzo/" + ch.pkg() + "/")) {
        return Optional.of(ch);
      }
    }
    // 4. the one chapter the file names or cites
    return namedInFile.size() == 1 ? namedInFile.stream().findFirst() : Optional.empty();
  }

  /**
   * The last number a {@link #CITATION} match cites: the range's end when it is a range of the same
   * letter that goes up, else its own number.
   */
  static int rangeEnd(Matcher m) {
    int from = Integer.parseInt(m.group(2));
    if (m.group(4) != null
        && (m.group(3) == null || m.group(3).charAt(0) == m.group(1).charAt(0))
        && Integer.parseInt(m.group(4)) > from) {
      return Integer.parseInt(m.group(4));
    }
    return from;
  }

  /** Checks every citation of every Java source against docs/; the offenders in file order. */
  static List<Offender> citationOffenders(List<Path> sources, Map<Chapter, Set<String>> defs) {
    List<Offender> offenders = new ArrayList<>();
    for (Path file : sources) {
      offenders.addAll(check(file, read(file), defs));
    }
    return offenders;
  }

  /** The offenders of one source, {@code src}, read from {@code file}. */
  static List<Offender> check(Path file, String src, Map<Chapter, Set<String>> defs) {
    List<Offender> offenders = new ArrayList<>();
    List<Fragment> fragments = fragments(file, src);
    Set<Chapter> namedInFile = chaptersOfFile(file, src, fragments);
    for (Fragment f : fragments) {
      Matcher m = CITATION.matcher(f.text());
      while (m.find()) {
        char letter = m.group(1).charAt(0);
        int from = Integer.parseInt(m.group(2));
        int to = rangeEnd(m);
        String cited = m.group().strip();
        Optional<Chapter> chapter =
            letter == Chapter.GOLDEN
                ? goldenChapter(f, m.start(), namedInFile, file)
                : Chapter.ofLetter(letter);
        if (chapter.isEmpty()) {
          offenders.add(
              new Offender(
                  file,
                  f.line(),
                  f.kind(),
                  cited,
                  "a golden example of which chapter? name its chapter (such as briscola.md) beside it",
                  f.text()));
          continue;
        }
        Chapter ch = chapter.get();
        Set<String> defined = defs.get(ch);
        List<String> missing = new ArrayList<>();
        for (int k = from; k <= to; k++) {
          if (!defined.contains(letter + "-" + k)) {
            missing.add(letter + "-" + k);
          }
        }
        if (!missing.isEmpty()) {
          offenders.add(
              new Offender(
                  file,
                  f.line(),
                  f.kind(),
                  cited,
                  "docs/rules/" + ch.file() + " does not define " + String.join(", ", missing),
                  f.text()));
        }
      }
    }
    return offenders;
  }
}
