package dev.mazzo.search;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import dev.mazzo.family.Strategy;
import dev.mazzo.hint.SearchHint;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The search bots are written against the rules-api contract only: the classes of {@code
 * dev.mazzo.search} use rules-api ({@code dev.mazzo.game}, {@code dev.mazzo.card}), Vavr, the JDK
 * and, of rules-impl, only the {@link Strategy} interface they implement and the {@link SearchHint}
 * hook (not exported) by which a family's game may play its playouts' cards (Five Hundred's, issue
 * 29) — no family, no trick core, no protocol. (FamilyBoundaryTest also keeps variant ids out of
 * its literals.)
 */
class SearchBoundaryTest {

  private static final Path BASE = Paths.get(System.getProperty("basedir", "."));

  @Test
  @DisplayName("dev.mazzo.search depends on rules-api, Vavr, the JDK, Strategy and SearchHint only")
  void onlyTheContract() {
    JavaClasses all = new ClassFileImporter().importPath(BASE.resolve("target/classes"));
    JavaClasses search = all.that(resideInAnyPackage("dev.mazzo.search.."));
    assertFalse(search.isEmpty(), "no classes of dev.mazzo.search");
    classes()
        .should()
        .onlyDependOnClassesThat(
            resideInAnyPackage(
                    "dev.mazzo.search..",
                    "dev.mazzo.game..",
                    "dev.mazzo.card..",
                    "io.vavr..",
                    "java..")
                .or(equivalentTo(Strategy.class))
                .or(equivalentTo(SearchHint.class)))
        .because("the bots see a game only through the rules-api contract")
        .check(search);
  }
}
