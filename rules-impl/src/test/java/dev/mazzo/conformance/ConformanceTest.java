package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.briscola.BriscolaKit;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.platform.launcher.Launcher;
import org.opentest4j.AssertionFailedError;

/**
 * The conformance kit on every registered variant, found in the catalog (as OpenSpiel runs its
 * random-simulation checks on every registered game): for every family {@code
 * dev.mazzo.x.FooFamily} of {@link Families#all()}, its kit {@code dev.mazzo.x.FooKit} (a {@link
 * ConformanceKit} whose one public constructor takes the id, given by {@link KitId}) runs once per
 * id of the family, by the published kit's {@link ConformanceRunner} (which a family outside the
 * repository calls itself): each property of the kit is one test per id, run by jqwik through the
 * JUnit Platform's launcher with the tries, seeds and reports of a direct jqwik run ({@link
 * KitTries}). A family without its kit fails here with a sentence saying what to write.
 *
 * <p>One id or one property: {@code -Dtest='ConformanceTest' -Dmazzo.kit.ids=pitch-10-4p,...} runs
 * only those ids.
 */
class ConformanceTest {

  @TestFactory
  Stream<DynamicNode> everyRegisteredId() {
    List<DynamicNode> out = new ArrayList<>();
    for (Family family : Families.all()) {
      Class<? extends ConformanceKit> kit = kitOf(family);
      if (kit == null) {
        out.add(noKitTest(family));
        continue;
      }
      out.addAll(ConformanceRunner.containers(kit, family.variants().map(Variant::id)));
    }
    return out.stream();
  }

  /** The test that stands for the kit a family lacks: it fails, saying what to write. */
  static DynamicTest noKitTest(Family family) {
    return DynamicTest.dynamicTest(family.name() + " has a kit", () -> fail(noKit(family)));
  }

  @Test
  @DisplayName("a registered family without its kit fails, with the class to write")
  void aFamilyWithoutAKitFails() {
    Family family =
        (Family)
            Proxy.newProxyInstance(
                Family.class.getClassLoader(),
                new Class<?>[] {Family.class},
                (proxy, method, args) -> method.getName().equals("name") ? "nokit" : null);
    assertNull(kitOf(family));
    AssertionFailedError e =
        assertThrows(AssertionFailedError.class, () -> noKitTest(family).getExecutable().execute());
    assertTrue(e.getMessage().startsWith("the family nokit ("), e.getMessage());
    assertTrue(e.getMessage().contains("has no conformance kit: write "), e.getMessage());
  }

  @Test
  @DisplayName("the tries' reference cost is briscola-2p's, as BriscolaKit measures it")
  void theReferenceCostIsBriscola2ps() {
    KitWalks kit = new BriscolaKit(KitWalks.REFERENCE);
    assertArrayEquals(
        KitWalks.REFERENCE_COST,
        kit.measure(),
        "KitWalks.REFERENCE_COST: the kit's tries are scaled to it; a change of BriscolaKit's"
            + " action space or of the sample matches changes every kit's tries");
  }

  /** The family's kit class, or null. */
  static Class<? extends ConformanceKit> kitOf(Family family) {
    Class<?> f = family.getClass();
    String name = f.getPackageName() + "." + f.getSimpleName().replaceFirst("Family$", "") + "Kit";
    try {
      Class<?> kit = Class.forName(name);
      if (!ConformanceKit.class.isAssignableFrom(kit)) {
        return null;
      }
      // jqwik makes the kit and calls its properties by reflection: open its package to it.
      ConformanceTest.class
          .getModule()
          .addOpens(kit.getPackageName(), Launcher.class.getClassLoader().getUnnamedModule());
      return kit.asSubclass(ConformanceKit.class);
    } catch (ClassNotFoundException e) {
      return null;
    }
  }

  private static String noKit(Family family) {
    Class<?> f = family.getClass();
    return "the family "
        + family.name()
        + " ("
        + f.getName()
        + ") has no conformance kit: write "
        + f.getPackageName()
        + "."
        + f.getSimpleName().replaceFirst("Family$", "")
        + "Kit in src/test/java, a ConformanceKit whose one constructor takes the variant id"
        + " (see dev.mazzo.pitch.PitchKit)";
  }
}
