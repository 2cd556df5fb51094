package dev.mazzo.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The family boundary of design.md ("The family boundary") in the examples: the terminal ({@code
 * dev.mazzo.cli}), the bots ({@code dev.mazzo.bot}), the usage example ({@code dev.mazzo.example})
 * and the table server ({@code dev.mazzo.server}) are generic. No class of theirs depends on a
 * family's package (each registered {@link Family}'s package, and the four families of rules-impl
 * by name, {@link #FAMILIES}), so a family's text, tally and strategy are reached through {@link
 * Families} only; and no string literal of the terminal's or the bots' sources holds a family's
 * name, a variant id or a word of one (such as {@code "sueca"} or {@code "tombolon-"}), so no code
 * tests a variant by its spelling.
 *
 * <p>The usage example is left out of the literal scan: like any host it picks a variant by its id.
 */
class ExamplesBoundaryTest {

  /** The packages that must name no family. */
  private static final List<String> GENERIC =
      List.of("dev.mazzo.cli", "dev.mazzo.bot", "dev.mazzo.example", "dev.mazzo.server");

  /** The families of rules-impl, by package: each must register, and each is kept out. */
  private static final List<String> FAMILIES =
      List.of(
          "dev.mazzo.briscola", "dev.mazzo.tombolon", "dev.mazzo.pitch", "dev.mazzo.fivehundred");

  /** The packages whose string literals must spell no variant. */
  private static final List<String> SCANNED =
      List.of("dev.mazzo.cli", "dev.mazzo.bot", "dev.mazzo.server");

  /**
   * Literals that may hold a variant id, by file: {@code mazzo referee --help} shows an example
   * request, a whole id for a user to type, which no code compares with anything.
   */
  private static final Map<String, String> EXAMPLE_TEXT =
      Map.of(
          "RefereeCommand.java", "Example request: {\\\"cmd\\\":\\\"new\\\",\\\"variant\\\":\\\"");

  /** The module's directory: Surefire's {@code basedir}, else the working directory. */
  private static final Path BASE = Paths.get(System.getProperty("basedir", "."));

  /** The main classes of this module, read from the build's output directory. */
  private static JavaClasses classes() {
    return new ClassFileImporter().importPath(BASE.resolve("target/classes"));
  }

  /** Each registered family's package, and the four families' packages by name. */
  private static List<String> familyPackages() {
    TreeSet<String> packages = new TreeSet<>(FAMILIES);
    packages.addAll(Families.all().map(f -> f.getClass().getPackageName()).toJavaList());
    return List.copyOf(packages);
  }

  @Test
  @DisplayName("The registry finds the families whose packages the rules below keep out")
  void familiesAreRegistered() {
    List<String> registered =
        Families.all().map(f -> f.getClass().getPackageName()).distinct().toJavaList();
    assertEquals(FAMILIES, registered, "every family of rules-impl registers, in catalog order");
  }

  @Test
  @DisplayName("cli, bot and example import no family's package")
  void genericCodeDependsOnNoFamily() {
    JavaClasses classes = classes();
    assertFalse(classes.isEmpty(), "no classes under " + BASE.resolve("target/classes"));
    noClasses()
        .that()
        .resideInAnyPackage(GENERIC.stream().map(p -> p + "..").toArray(String[]::new))
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(familyPackages().stream().map(p -> p + "..").toArray(String[]::new))
        .because("the terminal, the simulator and the bots reach a family only through Family")
        .check(classes);
  }

  /**
   * The words a literal must not hold: every family's name, every registered id, and every word of
   * at least five letters of one ({@code briscola}, {@code chiamata}, {@code sueca}, {@code
   * tombolon}, {@code rovigo} …).
   */
  private static TreeSet<String> forbiddenWords() {
    TreeSet<String> words = new TreeSet<>();
    for (Family f : Families.all()) {
      words.add(f.name().toLowerCase(Locale.ROOT));
      for (Variant v : f.variants()) {
        words.add(v.id().toLowerCase(Locale.ROOT));
        for (String w : v.id().toLowerCase(Locale.ROOT).split("-")) {
          if (w.length() >= 5 && w.chars().allMatch(Character::isLetter)) {
            words.add(w);
          }
        }
      }
    }
    return words;
  }

  @Test
  @DisplayName("No string literal of cli or bot spells a family, a variant id or a word of one")
  void noVariantIdInGenericLiterals() throws IOException {
    TreeSet<String> words = forbiddenWords();
    assertTrue(
        words.containsAll(List.of("briscola", "chiamata", "sueca", "tombolon")), words.toString());
    List<String> found = new ArrayList<>();
    int files = 0;
    for (String pkg : SCANNED) {
      Path dir = BASE.resolve("src/main/java").resolve(pkg.replace('.', '/'));
      List<Path> sources;
      try (Stream<Path> list = Files.list(dir)) {
        sources = list.filter(f -> f.toString().endsWith(".java")).sorted().toList();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (Path file : sources) {
        files++;
        String name = file.getFileName().toString();
        for (String literal : Literals.of(Files.readString(file, StandardCharsets.UTF_8))) {
          if (EXAMPLE_TEXT.containsKey(name) && literal.startsWith(EXAMPLE_TEXT.get(name))) {
            continue;
          }
          String lower = literal.toLowerCase(Locale.ROOT);
          for (String w : words) {
            if (lower.contains(w)) {
              found.add(name + ": \"" + literal + "\" holds " + w);
            }
          }
        }
      }
    }
    assertTrue(files > 10, "too few sources under " + BASE.resolve("src/main/java"));
    assertEquals("", found.stream().collect(Collectors.joining("\n")));
  }

  @Test
  @DisplayName("The literal scanner skips comments and reads escapes, chars and text blocks")
  void literalScanner() {
    String code =
        "// \"tombolon-\" in a comment\n"
            + "/* \"chiamata\" */ String a = \"x\\\"y\"; char q = '\"'; char e = '\\'';\n"
            + "String b = \"\"\"\n  block \"\" end\"\"\"; String c = \"/* not a comment */\";";
    assertEquals(List.of("x\\\"y", "\n  block \"\" end", "/* not a comment */"), Literals.of(code));
  }

  /** A small Java lexer: the string literals and text blocks of a source, without comments. */
  private static final class Literals {

    private Literals() {}

    /** The contents of every string literal and text block, escapes as written. */
    static List<String> of(String src) {
      List<String> out = new ArrayList<>();
      int i = 0;
      int n = src.length();
      while (i < n) {
        char c = src.charAt(i);
        if (src.startsWith("//", i)) {
          int end = src.indexOf('\n', i);
          i = end < 0 ? n : end + 1;
        } else if (src.startsWith("/*", i)) {
          int end = src.indexOf("*/", i + 2);
          i = end < 0 ? n : end + 2;
        } else if (src.startsWith("\"\"\"", i)) {
          int end = src.indexOf("\"\"\"", i + 3);
          end = end < 0 ? n : end;
          out.add(src.substring(i + 3, end));
          i = Math.min(n, end + 3);
        } else if (c == '"' || c == '\'') {
          int j = i + 1;
          while (j < n && src.charAt(j) != c) {
            j += src.charAt(j) == '\\' ? 2 : 1;
          }
          if (c == '"') {
            out.add(src.substring(i + 1, Math.min(j, n)));
          }
          i = j + 1;
        } else {
          i++;
        }
      }
      return out;
    }
  }
}
