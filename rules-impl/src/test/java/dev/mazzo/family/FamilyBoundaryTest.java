package dev.mazzo.family;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
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
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The family boundary of design.md ("The family boundary"): the generic packages name no family.
 * Nothing in {@link #GENERIC} (the protocol, the search bots and the family kit: the seam, its JSON
 * part, the table skeleton and the trick core) depends on a family's package (each registered
 * {@link Family}'s package, so a new family is covered by its catalog line, and the four of this
 * module by name, so a family that fails to register is still kept out), the boundary package and
 * its JSON part do not depend on the protocol (the dependency goes protocol → family, never back),
 * and no string literal in the generic packages' sources holds a variant id or a word of one (such
 * as {@code "tombolon-"} or {@code "chiamata"}): a family is found by id through {@link Families},
 * never by its spelling.
 *
 * <p>To put more generic code under the rule, add its package to {@link #GENERIC} and its classes
 * and sources to {@link #classes()} and {@link #sources()}.
 */
class FamilyBoundaryTest {

  /** The packages that must name no family. */
  private static final List<String> GENERIC =
      List.of(
          "dev.mazzo.protocol",
          "dev.mazzo.family",
          "dev.mazzo.codec",
          "dev.mazzo.search",
          "dev.mazzo.hint",
          "dev.mazzo.table",
          "dev.mazzo.trick");

  /** The families of this module, by package: each must register, and each is kept out. */
  private static final List<String> FAMILIES =
      List.of(
          "dev.mazzo.briscola", "dev.mazzo.tombolon", "dev.mazzo.pitch", "dev.mazzo.fivehundred");

  /** The module's directory: Surefire's {@code basedir}, else the working directory. */
  private static final Path BASE = Paths.get(System.getProperty("basedir", "."));

  /** The main classes of this module, read once from the build's output directory. */
  private static JavaClasses classes;

  private static synchronized JavaClasses classes() {
    if (classes == null) {
      classes = new ClassFileImporter().importPath(BASE.resolve("target/classes"));
    }
    return classes;
  }

  /** The main sources of the generic packages. */
  private static List<Path> sources() {
    List<Path> out = new ArrayList<>();
    for (String pkg : GENERIC) {
      Path dir = BASE.resolve("src/main/java").resolve(pkg.replace('.', '/'));
      try (Stream<Path> files = Files.list(dir)) {
        files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(out::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return out;
  }

  /**
   * Each registered family's package, such as {@code dev.mazzo.briscola}, and {@link #FAMILIES}.
   */
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
    assertEquals(FAMILIES, registered, "every family of this module registers, in catalog order");
    List<String> packages = familyPackages();
    for (String pkg : packages) {
      assertFalse(GENERIC.contains(pkg), pkg + " is a family's package and a generic one");
    }
  }

  @Test
  @DisplayName("protocol, search and the family kit (family, codec, table, trick) import no family")
  void genericCodeDependsOnNoFamily() {
    JavaClasses classes = classes();
    assertFalse(classes.isEmpty(), "no classes under " + BASE.resolve("target/classes"));
    for (String family : familyPackages()) {
      noClasses()
          .that()
          .resideInAnyPackage(GENERIC.stream().map(p -> p + "..").toArray(String[]::new))
          .should()
          .dependOnClassesThat()
          .resideInAPackage(family + "..")
          .because("the generic code reaches a family only through Family and Codec")
          .check(classes);
    }
  }

  @Test
  @DisplayName("family and codec do not depend on protocol: the dependency goes one way")
  void boundaryDoesNotDependOnProtocol() {
    noClasses()
        .that()
        .resideInAnyPackage("dev.mazzo.family..", "dev.mazzo.codec..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("dev.mazzo.protocol..")
        .because("a family's codec is built from dev.mazzo.codec, and protocol uses it")
        .check(classes());
  }

  /**
   * The words a generic string literal must not hold: every registered id, and every word of at
   * least five letters of one ({@code briscola}, {@code chiamata}, {@code tombolon}, {@code rovigo}
   * …), and every family's name.
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
  @DisplayName("No literal of protocol, search or the kit spells a variant id or a word of one")
  void noVariantIdInGenericLiterals() throws IOException {
    TreeSet<String> words = forbiddenWords();
    assertTrue(words.containsAll(List.of("briscola", "chiamata", "tombolon")), words.toString());
    List<Path> files = sources();
    assertFalse(files.isEmpty());
    List<String> found = new ArrayList<>();
    for (Path file : files) {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      for (String literal : Literals.of(text)) {
        String lower = literal.toLowerCase(Locale.ROOT);
        for (String w : words) {
          if (lower.contains(w)) {
            found.add(file.getFileName() + ": \"" + literal + "\" holds " + w);
          }
        }
      }
    }
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
