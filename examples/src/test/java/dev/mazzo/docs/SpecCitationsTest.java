package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps the code and the specification in docs/ in step. Every rule number that a comment, a
 * {@code @DisplayName} or {@code @Label}, or a test method name (such as {@code b6_catalogRow}) of
 * the repository's Java sources cites must be defined by the rules chapter of its family: {@code
 * B-n} by docs/rules/briscola.md, {@code T-n} by docs/rules/tombolon.md, {@code P-n} by
 * docs/rules/pitch.md and {@code F-n} by docs/rules/five-hundred.md. Golden examples ({@code G-n})
 * are numbered per chapter: a citation is resolved against the chapter named in the same comment or
 * name (or whose rule numbers it cites), else the family package of the file, else the one chapter
 * the file is about. Ranges ({@code B-57 … B-59}, {@code T-8 to T-31}) must be defined throughout.
 * Until the Pitch and Five Hundred chapters are in docs/, their numbers are accepted only in files
 * that name pitch.md or five-hundred.md.
 *
 * <p>Also, every relative link of README.md and of docs/ must reach a file, and an anchor a heading
 * of that file. Each test lists every offender, not the first one only.
 */
class SpecCitationsTest {

  /** The repository's root: the first directory up from here that holds docs/ and the poms. */
  static final Path ROOT = findRoot();

  private static Path findRoot() {
    Path p = Path.of("").toAbsolutePath();
    for (Path q = p; q != null; q = q.getParent()) {
      if (Files.isDirectory(q.resolve("docs"))
          && Files.isRegularFile(q.resolve("pom.xml"))
          && Files.isDirectory(q.resolve("rules-impl"))) {
        return q;
      }
    }
    throw new IllegalStateException("no repository root (with docs/) above " + p);
  }

  // ------------------------------------------------------------------ the chapters

  /** A rules chapter: its family's letter, its file, and whether it is in docs/ yet. */
  enum Chapter {
    BRISCOLA('B', "briscola.md", "briscola"),
    TOMBOLON('T', "tombolon.md", "tombolon"),
    PITCH('P', "pitch.md", "pitch"),
    FIVE_HUNDRED('F', "five-hundred.md", "fivehundred");

    final char letter;
    final String file;
    final String pkg;

    Chapter(char letter, String file, String pkg) {
      this.letter = letter;
      this.file = file;
      this.pkg = pkg;
    }

    Path path() {
      return ROOT.resolve("docs/rules").resolve(file);
    }

    static Optional<Chapter> ofLetter(char c) {
      return Stream.of(values()).filter(ch -> ch.letter == c).findFirst();
    }

    static Optional<Chapter> ofFile(String name) {
      return Stream.of(values()).filter(ch -> ch.file.equals(name)).findFirst();
    }
  }

  /** A defined number: {@code **B-12 } or {@code **T-1.} at the start of a line. */
  private static final Pattern DEFINITION = Pattern.compile("(?m)^\\*\\*([A-Z])-(\\d+)(?=[.\\s*])");

  /** The numbers each chapter in docs/ defines, as "B-12", "G-3"; absent for a missing chapter. */
  static Map<Chapter, Set<String>> definitions() {
    Map<Chapter, Set<String>> defs = new HashMap<>();
    for (Chapter ch : Chapter.values()) {
      if (Files.isRegularFile(ch.path())) {
        Set<String> numbers = new HashSet<>();
        Matcher m = DEFINITION.matcher(read(ch.path()));
        while (m.find()) {
          numbers.add(m.group(1) + "-" + m.group(2));
        }
        defs.put(ch, numbers);
      }
    }
    return defs;
  }

  // ------------------------------------------------------------------ reading the Java sources

  /** Text that can cite a rule: a comment, a test's display name, a test method's name. */
  record Fragment(Path file, int line, String kind, String text) {}

  /** Every Java source of the repository, main and test, of every module; build output skipped. */
  static List<Path> javaSources() {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".java"))
          .filter(
              p -> {
                Path rel = ROOT.relativize(p);
                for (Path part : rel) {
                  String n = part.toString();
                  if (n.equals("target") || n.startsWith(".")) {
                    return false;
                  }
                }
                return true;
              })
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static final Pattern TEST_METHOD_NAME = Pattern.compile("([btgpf])(\\d+)(?:_.*)?");
  private static final Set<String> NAME_ANNOTATIONS = Set.of("DisplayName", "Label");

  /**
   * The fragments of one source: every comment, the concatenated string literals of each
   * {@code @DisplayName(...)} and {@code @Label(...)}, and (in test sources) each method named
   * after a rule, such as {@code b39_firstToTwo} (cites B-39).
   */
  static List<Fragment> fragments(Path file, String src) {
    boolean testSource = file.toString().replace('\\', '/').contains("/src/test/");
    List<Fragment> out = new ArrayList<>();
    // Tokens of code: identifiers, '@', '(', ')', and string literals, with their lines.
    List<String> tokens = new ArrayList<>();
    List<Integer> lines = new ArrayList<>();
    int line = 1;
    int i = 0;
    int n = src.length();
    while (i < n) {
      char c = src.charAt(i);
      if (c == '\n') {
        line++;
        i++;
      } else if (src.startsWith("//", i)) {
        int end = src.indexOf('\n', i);
        end = end < 0 ? n : end;
        out.add(new Fragment(file, line, "comment", src.substring(i, end)));
        i = end;
      } else if (src.startsWith("/*", i)) {
        int end = src.indexOf("*/", i + 2);
        end = end < 0 ? n : end + 2;
        String text = src.substring(i, end);
        out.add(new Fragment(file, line, text.startsWith("/**") ? "Javadoc" : "comment", text));
        line += count(text, '\n');
        i = end;
      } else if (src.startsWith("\"\"\"", i)) {
        int end = src.indexOf("\"\"\"", i + 3);
        end = end < 0 ? n : end + 3;
        String text = src.substring(i, end);
        tokens.add("\"" + text);
        lines.add(line);
        line += count(text, '\n');
        i = end;
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < n && src.charAt(j) != c && src.charAt(j) != '\n') {
          j += src.charAt(j) == '\\' ? 2 : 1;
        }
        if (c == '"') {
          tokens.add("\"" + src.substring(i + 1, Math.min(j, n)));
          lines.add(line);
        }
        i = Math.min(j + 1, n);
      } else if (Character.isJavaIdentifierStart(c)) {
        int j = i + 1;
        while (j < n && Character.isJavaIdentifierPart(src.charAt(j))) {
          j++;
        }
        tokens.add(src.substring(i, j));
        lines.add(line);
        i = j;
      } else {
        if (c == '@' || c == '(' || c == ')') {
          tokens.add(String.valueOf(c));
          lines.add(line);
        }
        i++;
      }
    }
    for (int k = 0; k + 2 < tokens.size(); k++) {
      if (tokens.get(k).equals("@")
          && NAME_ANNOTATIONS.contains(tokens.get(k + 1))
          && tokens.get(k + 2).equals("(")) {
        StringBuilder text = new StringBuilder();
        int depth = 0;
        int j = k + 2;
        for (; j < tokens.size(); j++) {
          String t = tokens.get(j);
          if (t.equals("(")) {
            depth++;
          } else if (t.equals(")") && --depth == 0) {
            break;
          } else if (t.startsWith("\"")) {
            text.append(t.substring(1));
          }
        }
        out.add(new Fragment(file, lines.get(k), "@" + tokens.get(k + 1), text.toString()));
        k = j;
      } else if (testSource && tokens.get(k).equals("void") && tokens.get(k + 2).equals("(")) {
        Matcher m = TEST_METHOD_NAME.matcher(tokens.get(k + 1));
        if (m.matches()) {
          String cited = m.group(1).toUpperCase(Locale.ROOT) + "-" + m.group(2);
          out.add(new Fragment(file, lines.get(k), "test name " + tokens.get(k + 1), cited));
        }
      }
    }
    return out;
  }

  private static int count(String s, char c) {
    int k = 0;
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == c) {
        k++;
      }
    }
    return k;
  }

  // ------------------------------------------------------------------ citations

  /**
   * A citation: a letter, a number and, for a range ({@code B-57 … B-59}, {@code T-8 to T-31},
   * {@code B-1..5}), the last number of the range.
   */
  private static final Pattern CITATION =
      Pattern.compile(
          "\\b([BTGPF])-(\\d+)\\b(?:\\s*(?:…|\\.\\.\\.|\\.\\.|to|–|—)\\s*(?:([BTGPF])-)?(\\d+)\\b)?");

  private static final Pattern CHAPTER_NAME =
      Pattern.compile("\\b(briscola|tombolon|pitch|five-hundred)\\.md\\b");

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
    for (Chapter ch : Chapter.values()) {
      if (path.contains("/dev/mazzo/" + ch.pkg + "/")) {
        return Optional.of(ch);
      }
    }
    // 4. the one chapter the file names or cites
    return namedInFile.size() == 1 ? namedInFile.stream().findFirst() : Optional.empty();
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
        int to = from;
        if (m.group(4) != null
            && (m.group(3) == null || m.group(3).charAt(0) == letter)
            && Integer.parseInt(m.group(4)) > from) {
          to = Integer.parseInt(m.group(4));
        }
        String cited = m.group().strip();
        Optional<Chapter> chapter =
            letter == 'G'
                ? goldenChapter(f, m.start(), namedInFile, file)
                : Chapter.ofLetter(letter);
        if (chapter.isEmpty()) {
          offenders.add(
              new Offender(
                  file,
                  f.line(),
                  f.kind(),
                  cited,
                  "a golden example of which chapter? name briscola.md or tombolon.md beside it",
                  f.text()));
          continue;
        }
        Chapter ch = chapter.get();
        Set<String> defined = defs.get(ch);
        if (defined == null) {
          if (!src.contains(ch.file)) {
            offenders.add(
                new Offender(
                    file,
                    f.line(),
                    f.kind(),
                    cited,
                    "docs/rules/"
                        + ch.file
                        + " does not exist yet, and this file does not name "
                        + ch.file,
                    f.text()));
          }
          continue;
        }
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
                  "docs/rules/" + ch.file + " does not define " + String.join(", ", missing),
                  f.text()));
        }
      }
    }
    return offenders;
  }

  /**
   * Offenders found when this test was written, left for the sources' owners to fix (file and
   * citation): each is reported on stderr once fixed, so that it can be taken off this list. Do not
   * add to it; fix the citation, or the chapter.
   */
  static final Set<String> KNOWN_OFFENDERS = Set.of();

  @Test
  @DisplayName("every rule number cited in the Java sources is defined by its chapter in docs/")
  void everyCitedRuleIsDefined() {
    Map<Chapter, Set<String>> defs = definitions();
    assertTrue(defs.containsKey(Chapter.BRISCOLA), "docs/rules/briscola.md is missing");
    assertTrue(defs.containsKey(Chapter.TOMBOLON), "docs/rules/tombolon.md is missing");
    List<Path> sources = javaSources();
    long citations =
        sources.stream()
            .flatMap(p -> fragments(p, read(p)).stream())
            .mapToLong(f -> CITATION.matcher(f.text()).results().count())
            .sum();
    // The sources cite the chapters well over a thousand times: a scan that finds few has broken.
    assertTrue(citations > 500, "only " + citations + " citations found: is the scan broken?");
    List<Offender> offenders = new ArrayList<>();
    Set<String> known = new HashSet<>();
    for (Offender o : citationOffenders(sources, defs)) {
      String key = ROOT.relativize(o.file()).toString().replace('\\', '/') + " " + o.cited();
      if (KNOWN_OFFENDERS.contains(key)) {
        known.add(key);
      } else {
        offenders.add(o);
      }
    }
    for (String k : KNOWN_OFFENDERS) {
      if (!known.contains(k)) {
        System.err.println("SpecCitationsTest: " + k + " is fixed; remove it from KNOWN_OFFENDERS");
      }
    }
    assertTrue(
        offenders.isEmpty(),
        offenders.size()
            + " citation(s) of rule numbers that docs/ does not define:\n"
            + offenders.stream().map(Offender::toString).collect(Collectors.joining("\n")));
  }

  @Test
  @DisplayName("the scan finds comments, display names and test names, and flags what is missing")
  void theScanItself() {
    String src =
        String.join(
            "\n",
            "package dev.mazzo.tombolon;",
            "/** T-1 and G-1; B-57 … B-59, T-33 to T-35, B-1..B-3. */",
            "class X {",
            "  String s = \"B-998 in a plain string is not a citation\";",
            "  @Test",
            "  @DisplayName(\"G-12 T-2, \" + \"T-997\")",
            "  void t996_something() {}",
            "  // briscola.md G-13, and G-14 of the same chapter; pitch.md P-5",
            "}");
    Path file = ROOT.resolve("rules-impl/src/test/java/dev/mazzo/tombolon/X.java");
    assertEquals(4, fragments(file, src).size(), fragments(file, src).toString());
    Set<String> cited =
        check(file, src, definitions()).stream().map(Offender::cited).collect(Collectors.toSet());
    Set<String> expected = new HashSet<>(Set.of("T-33 to T-35", "T-997", "T-996", "G-14"));
    if (!Files.exists(Chapter.PITCH.path())) {
      // P-5 is accepted because the file names pitch.md; without that name it is an offender.
      assertEquals(
          List.of("P-5"),
          check(file, "// P-5", definitions()).stream().map(Offender::cited).toList());
    } else {
      expected.remove("P-5");
    }
    assertEquals(expected, cited);
  }

  // ------------------------------------------------------------------ links

  private static final Pattern LINK =
      Pattern.compile("\\[([^\\]]*)\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6}\\s+(.+?)\\s*#*\\s*$");

  /** The anchors GitHub gives the headings of a Markdown file. */
  static Set<String> anchors(String markdown) {
    Set<String> anchors = new HashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    Matcher m = HEADING.matcher(withoutCode(markdown, false));
    while (m.find()) {
      String text = m.group(1).replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
      String slug =
          text.toLowerCase(Locale.ROOT)
              .replaceAll("[^\\p{L}\\p{N}\\s_-]", "")
              .trim()
              .replace(' ', '-');
      int k = seen.merge(slug, 1, Integer::sum) - 1;
      anchors.add(k == 0 ? slug : slug + "-" + k);
    }
    return anchors;
  }

  /** The text with fenced code blocks (and, if asked, inline code spans) blanked out. */
  private static String withoutCode(String markdown, boolean spans) {
    StringBuilder out = new StringBuilder();
    boolean fenced = false;
    for (String l : markdown.split("\n", -1)) {
      if (l.strip().startsWith("```")) {
        fenced = !fenced;
        out.append('\n');
        continue;
      }
      out.append(fenced ? "" : spans ? l.replaceAll("`[^`]*`", "``") : l).append('\n');
    }
    return out.toString();
  }

  @Test
  @DisplayName(
      "every relative link of README.md and docs/ reaches a file, and its anchor a heading")
  void everyRelativeLinkResolves() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> s = Files.walk(ROOT.resolve("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    List<String> offenders = new ArrayList<>();
    int links = 0;
    for (Path page : pages) {
      String[] lines = withoutCode(read(page), true).split("\n", -1);
      for (int i = 0; i < lines.length; i++) {
        Matcher m = LINK.matcher(lines[i]);
        while (m.find()) {
          String target = m.group(2);
          if (target.matches("(?i)[a-z][a-z0-9+.-]*:.*")) {
            continue; // https:, mailto: …
          }
          links++;
          int hash = target.indexOf('#');
          String pathPart = hash < 0 ? target : target.substring(0, hash);
          String anchor = hash < 0 ? null : target.substring(hash + 1);
          Path to = pathPart.isEmpty() ? page : page.getParent().resolve(pathPart).normalize();
          String where = ROOT.relativize(page) + ":" + (i + 1) + ": (" + target + ") ";
          if (!to.startsWith(ROOT) || !Files.exists(to)) {
            offenders.add(where + "no such file: " + ROOT.relativize(to.toAbsolutePath()));
          } else if (anchor != null) {
            if (!Files.isRegularFile(to) || !to.toString().endsWith(".md")) {
              offenders.add(where + "an anchor into a file that is not Markdown");
            } else if (!anchors(read(to)).contains(anchor)) {
              offenders.add(
                  where + "no heading with the anchor #" + anchor + " in " + to.getFileName());
            }
          }
        }
      }
    }
    assertTrue(links >= 10, "only " + links + " relative links found: is the scan broken?");
    assertTrue(
        offenders.isEmpty(),
        offenders.size() + " broken link(s):\n" + String.join("\n", offenders));
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
