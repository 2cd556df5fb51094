package dev.mazzo.family;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 30, the JSON part optional (design.md, "The family kit"): the rules and the kit but its
 * JSON part name no Jackson type, so that they load and run where Jackson is absent (the library's
 * module requires Jackson only {@code static}). No class of {@link #WITHOUT_JACKSON} (the rules of
 * rules-api, the seam, the table skeleton and the trick core) depends on {@code com.fasterxml};
 * JSON is written in {@code dev.mazzo.codec} and {@code dev.mazzo.protocol} only.
 */
class JacksonBoundaryTest {

  /** The packages that must name no Jackson type: the rules and the non-JSON kit. */
  static final List<String> WITHOUT_JACKSON =
      List.of(
          "dev.mazzo.game",
          "dev.mazzo.card",
          "dev.mazzo.family",
          "dev.mazzo.table",
          "dev.mazzo.trick");

  /** The main classes of both modules' packages (rules-api's from the class path), read once. */
  private static JavaClasses classes;

  private static synchronized JavaClasses classes() {
    if (classes == null) {
      classes =
          new ClassFileImporter()
              .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
              .importPackages(
                  "dev.mazzo.game",
                  "dev.mazzo.card",
                  "dev.mazzo.family",
                  "dev.mazzo.codec",
                  "dev.mazzo.table",
                  "dev.mazzo.trick");
    }
    return classes;
  }

  /** The rule: no class of these packages depends on a Jackson class. */
  private static ArchRule noJackson(List<String> packages) {
    return noClasses()
        .that()
        .resideInAnyPackage(packages.stream().map(p -> p + "..").toArray(String[]::new))
        .should()
        .dependOnClassesThat()
        .resideInAPackage("com.fasterxml..")
        .because("only the JSON part (dev.mazzo.codec, dev.mazzo.protocol) needs Jackson");
  }

  @Test
  @DisplayName("the rules and the kit's seam, skeleton and trick core name no Jackson type")
  void rulesAndKitNameNoJackson() {
    JavaClasses all = classes();
    for (String pkg : WITHOUT_JACKSON) {
      assertTrue(
          all.stream().anyMatch(c -> c.getPackageName().equals(pkg)), "no classes of " + pkg);
    }
    noJackson(WITHOUT_JACKSON).check(all);
  }

  @Test
  @DisplayName("the rule finds a dependence on Jackson: the JSON part has them")
  void ruleFindsJackson() {
    AssertionError found =
        assertThrows(
            AssertionError.class, () -> noJackson(List.of("dev.mazzo.codec")).check(classes()));
    assertTrue(found.getMessage().contains("com.fasterxml.jackson"), found.getMessage());
    assertFalse(WITHOUT_JACKSON.contains("dev.mazzo.codec"), "the JSON part is not under the rule");
  }
}
