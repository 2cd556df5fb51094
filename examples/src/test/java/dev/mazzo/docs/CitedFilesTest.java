package dev.mazzo.docs;

import static dev.mazzo.docs.Repo.ROOT;
import static dev.mazzo.docs.SourceFragments.javaSources;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing cites a file that is not in the repository (issue 30): every Markdown page a Java source
 * names ({@code design.md}, {@code protocol.md}, {@code pitch.md} …) is a page of the repository,
 * found by its name anywhere outside {@code target/}. The documentation tests, whose fixtures make
 * up pages, are left out.
 */
class CitedFilesTest {

  /** A page name in a source: letters, digits and dashes, then {@code .md}. */
  private static final Pattern PAGE = Pattern.compile("(?<![\\w/.-])([A-Za-z][\\w-]*\\.md)\\b");

  @Test
  @DisplayName("every .md page the code cites is in the repository")
  void everyCitedPageExists() throws IOException {
    // The documentation tests themselves write made-up pages in their fixtures.
    List<Path> sources = new ArrayList<>();
    for (Path p : javaSources()) {
      if (!p.toString().replace('\\', '/').contains("/src/test/java/dev/mazzo/docs/")) {
        sources.add(p);
      }
    }
    assertTrue(sources.size() > 100, "too few sources: " + sources.size());
    assertEquals(List.of(), missing(ROOT, sources));
  }

  @Test
  @DisplayName("a cited page the repository lacks is named with the file that cites it")
  void aMissingPageIsNamed(@TempDir Path dir) throws IOException {
    Files.createDirectories(dir.resolve("docs"));
    Files.writeString(dir.resolve("docs/here.md"), "# here");
    Path source = dir.resolve("A.java");
    Files.writeString(source, "/** See here.md, DESIGN.md and x/y.md#z. */ class A {}");
    assertEquals(List.of("A.java cites DESIGN.md"), missing(dir, List.of(source)));
  }

  /** "FILE cites PAGE" for each page the sources cite that no file under {@code root} is. */
  static List<String> missing(Path root, List<Path> sources) throws IOException {
    Set<String> pages = new TreeSet<>();
    try (Stream<Path> s = Files.walk(root)) {
      s.filter(p -> p.toString().endsWith(".md"))
          .filter(p -> !root.relativize(p).toString().contains("target"))
          .forEach(p -> pages.add(p.getFileName().toString()));
    }
    assertTrue(!pages.isEmpty(), "no .md page under " + root);
    List<String> out = new ArrayList<>();
    for (Path source : sources) {
      Matcher m = PAGE.matcher(Repo.read(source));
      Set<String> seen = new TreeSet<>();
      while (m.find()) {
        if (!pages.contains(m.group(1)) && seen.add(m.group(1))) {
          out.add(root.relativize(source) + " cites " + m.group(1));
        }
      }
    }
    return out;
  }
}
