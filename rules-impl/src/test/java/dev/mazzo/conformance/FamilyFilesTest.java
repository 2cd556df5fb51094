package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a family inside the repository is made of, checked for every registered family and id
 * ({@link Families#all()}): its {@code provides} line in module-info.java and the same line in
 * META-INF/services, its rules chapter in docs/rules, and a count file per id. Its transcripts
 * (RefereeTranscriptTest), its baselines (the examples' BaselineTest) and its conformance kit
 * ({@link ConformanceTest}) are checked where they are replayed. Each missing file is named in a
 * sentence that says how to make it.
 */
class FamilyFilesTest {

  /** The repository (the module's parent directory). */
  static final Path ROOT = Path.of(System.getProperty("basedir", ".")).toAbsolutePath().getParent();

  private static final String SERVICE = "dev.mazzo.family.Family";

  private static final Pattern PROVIDES =
      Pattern.compile("provides\\s+" + Pattern.quote(SERVICE) + "\\s+with\\s+([^;]+);");

  @Test
  @DisplayName("every registered family has its provides lines, rules chapter and count files")
  void everyFamilyHasItsFiles() throws IOException {
    assertEquals(List.of(), missing(Families.all(), ROOT));
  }

  @Test
  @DisplayName("every Family class of the module is registered, in module-info and the services")
  void everyFamilyClassIsRegistered() throws Exception {
    List<String> registered = classesOf(Families.all());
    List<String> found = new ArrayList<>();
    Path classes =
        Path.of(Family.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path p : (Iterable<Path>) files::iterator) {
        String name = classes.relativize(p).toString();
        if (name.endsWith(".class") && !name.contains("$") && !name.contains("-")) {
          String binary = name.replace('/', '.').replaceFirst("\\.class$", "");
          Class<?> c = Class.forName(binary, false, Family.class.getClassLoader());
          // the kit's own common family serves unregistered variants and is never registered
          if (Family.class.isAssignableFrom(c)
              && !c.isInterface()
              && !java.lang.reflect.Modifier.isAbstract(c.getModifiers())
              && !c.getPackageName().equals(Family.class.getPackageName())) {
            found.add(c.getName());
          }
        }
      }
    }
    assertEquals(
        found.stream().sorted().collect(Collectors.toList()),
        registered.stream().sorted().collect(Collectors.toList()),
        "a Family class not registered: add it to the provides line of "
            + "rules-impl/src/main/java/module-info.java and to "
            + "rules-impl/src/main/resources/META-INF/services/"
            + SERVICE);
  }

  @Test
  @DisplayName("a family without its provides line, chapter or count file is named, with the cure")
  void theMissingAreNamed(@TempDir Path root) throws IOException {
    Path rules = Files.createDirectories(root.resolve("docs/rules"));
    Files.createDirectories(root.resolve("rules-impl/src/main/java"));
    Files.writeString(
        root.resolve("rules-impl/src/main/java/module-info.java"),
        "module m {\n  provides " + SERVICE + " with\n      dev.mazzo.pitch.PitchFamily;\n}\n");
    Files.writeString(rules.resolve("pitch.md"), "**P-1. Cards.**\n");
    Seq<Family> families = Families.all().filter(f -> f.name().equals("briscola"));
    String report = String.join("\n", missing(families, root));
    assertTrue(report.contains("dev.mazzo.briscola.BriscolaFamily is not in the provides line of"));
    assertTrue(report.contains("META-INF/services/" + SERVICE + " does not list"));
    assertTrue(report.contains("the family briscola has no rules chapter docs/rules/briscola.md"));
    assertTrue(
        report.contains(
            "briscola-2p has no count file rules-impl/src/test/resources/perft/briscola-2p.txt"),
        report);
    assertTrue(report.contains("-D" + GoldenFile.UPDATE + "=true"), report);
    assertEquals(
        3 + families.get().variants().size(), missing(families, root).size(), "one line each");
  }

  /** A sentence for every file a registered family lacks under {@code root}. */
  static List<String> missing(Seq<Family> families, Path root) throws IOException {
    List<String> out = new ArrayList<>();
    Path main = root.resolve("rules-impl/src/main");
    List<String> provides = provides(read(main.resolve("java/module-info.java")));
    List<String> services = services(read(main.resolve("resources/META-INF/services/" + SERVICE)));
    for (Family f : families) {
      String name = f.getClass().getName();
      if (!provides.contains(name)) {
        out.add(name + " is not in the provides line of rules-impl/src/main/java/module-info.java");
      }
      if (!services.contains(name)) {
        out.add(
            "rules-impl/src/main/resources/META-INF/services/"
                + SERVICE
                + " does not list "
                + name
                + " (the class path's catalog)");
      }
      if (!hasChapter(root.resolve("docs/rules"), f.name())) {
        out.add(
            "the family "
                + f.name()
                + " has no rules chapter docs/rules/"
                + f.name()
                + ".md (its file name without hyphens is the family's name; its rules are"
                + " numbered **X-1. with its own letter)");
      }
      for (Variant v : f.variants()) {
        Path counts = root.resolve("rules-impl/src/test/resources/perft/" + v.id() + ".txt");
        if (!Files.isRegularFile(counts)) {
          out.add(
              v.id()
                  + " has no count file "
                  + root.relativize(counts)
                  + ": record it with the family's *PerftTest and -D"
                  + GoldenFile.UPDATE
                  + "=true");
        }
      }
    }
    return out;
  }

  private static boolean hasChapter(Path rules, String family) throws IOException {
    if (!Files.isDirectory(rules)) {
      return false;
    }
    try (Stream<Path> files = Files.list(rules)) {
      return files
          .map(p -> p.getFileName().toString())
          .anyMatch(n -> n.endsWith(".md") && n.replace("-", "").equals(family + ".md"));
    }
  }

  private static String read(Path file) throws IOException {
    return Files.isRegularFile(file) ? Files.readString(file) : "";
  }

  /** The classes of the {@code provides dev.mazzo.family.Family with …;} line. */
  static List<String> provides(String moduleInfo) {
    String code = moduleInfo.replaceAll("//[^\n]*", "");
    Matcher m = PROVIDES.matcher(code);
    return m.find()
        ? Arrays.stream(m.group(1).split(",")).map(String::strip).collect(Collectors.toList())
        : List.of();
  }

  /** The classes a services file lists. */
  static List<String> services(String text) {
    return text.lines()
        .map(l -> l.replaceFirst("#.*", "").strip())
        .filter(l -> !l.isEmpty())
        .collect(Collectors.toList());
  }

  private static List<String> classesOf(Seq<Family> families) {
    return families.map(f -> f.getClass().getName()).asJava();
  }
}
