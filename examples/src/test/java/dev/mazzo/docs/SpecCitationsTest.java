package dev.mazzo.docs;

import static dev.mazzo.docs.Citations.CITATION;
import static dev.mazzo.docs.Citations.check;
import static dev.mazzo.docs.Citations.citationOffenders;
import static dev.mazzo.docs.Citations.definitions;
import static dev.mazzo.docs.Citations.rangeEnd;
import static dev.mazzo.docs.Repo.ROOT;
import static dev.mazzo.docs.Repo.read;
import static dev.mazzo.docs.SourceFragments.fragments;
import static dev.mazzo.docs.SourceFragments.javaSources;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.docs.Citations.Offender;
import dev.mazzo.docs.SourceFragments.Fragment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keeps the code and the specification in docs/ in step. Every rule number that a comment, a
 * {@code @DisplayName} or {@code @Label}, or a test method name (such as {@code b6_catalogRow}) of
 * the repository's Java sources cites must be defined by the rules chapter of its family: the
 * chapters are the files of docs/rules ({@link Chapter}), each numbering its rules with its own
 * letter ({@code B-n} in briscola.md, {@code P-n} in pitch.md …). Golden examples ({@code G-n}) are
 * numbered per chapter: a citation is resolved against the chapter named in the same comment or
 * name (or whose rule numbers it cites), else the family package of the file, else the one chapter
 * the file is about. Ranges ({@code B-57 … B-59}, {@code T-8 to T-31}) must be defined throughout.
 * The test lists every offender, not the first one only.
 */
class SpecCitationsTest {

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
    assertEquals(Set.copyOf(Chapter.all()), defs.keySet(), "every chapter of docs/rules is read");
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

  /**
   * The other direction: each rule a chapter defines ({@code B-12}, not the golden examples, whose
   * citations {@link #everyCitedRuleIsDefined} resolves) is cited by at least one test source (a
   * file under {@code src/test}: its comments, display names or test method names), a range citing
   * every rule in it. A rule no test names is a rule whose test a reader cannot find, or that has
   * none (the project's standard: every rule has a test that fails when it is broken).
   */
  @Test
  @DisplayName("every rule of every chapter in docs/rules is cited by a test")
  void everyRuleIsCitedByATest() {
    Set<String> cited = new HashSet<>();
    for (Path p : javaSources()) {
      if (!p.toString().replace('\\', '/').contains("/src/test/")) {
        continue;
      }
      for (Fragment f : fragments(p, read(p))) {
        Matcher m = CITATION.matcher(f.text());
        while (m.find()) {
          for (int k = Integer.parseInt(m.group(2)); k <= rangeEnd(m); k++) {
            cited.add(m.group(1) + "-" + k);
          }
        }
      }
    }
    assertTrue(cited.size() > 200, "only " + cited.size() + " rules cited: is the scan broken?");
    Set<String> uncited = new TreeSet<>();
    definitions()
        .forEach(
            (chapter, numbers) -> {
              for (String n : numbers) {
                if (n.charAt(0) != Chapter.GOLDEN && !cited.contains(n)) {
                  uncited.add("docs/rules/" + chapter.file() + " " + n);
                }
              }
            });
    assertTrue(
        uncited.isEmpty(),
        uncited.size() + " rule(s) that no test cites:\n" + String.join("\n", uncited));
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
    assertEquals(Set.of("T-33 to T-35", "T-997", "T-996", "G-14"), cited);
  }

  @Test
  @DisplayName("the chapters are the files of docs/rules, each with the letter of its own numbers")
  void chaptersAreReadFromTheDirectory(@TempDir Path dir) throws Exception {
    Files.writeString(dir.resolve("new-family.md"), "# New\n\n**Q-1. Cards.** 52.\n**G-1.** x\n");
    assertEquals(List.of(new Chapter('Q', "new-family.md", "newfamily")), Chapter.inDirectory(dir));
    Files.writeString(dir.resolve("two.md"), "**Q-1. A.**\n**R-2. B.**\n");
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> Chapter.inDirectory(dir));
    assertTrue(
        e.getMessage().contains("two.md must number its rules with one letter"), e::getMessage);
    assertTrue(
        Chapter.all().stream().anyMatch(c -> c.file().equals("briscola.md") && c.letter() == 'B'),
        Chapter.all()::toString);
  }
}
