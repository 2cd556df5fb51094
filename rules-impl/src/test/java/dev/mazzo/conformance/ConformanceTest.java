package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Variant;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.opentest4j.AssertionFailedError;

/**
 * The conformance kit on every registered variant, found in the catalog (as OpenSpiel runs its
 * random-simulation checks on every registered game): for every family {@code
 * dev.mazzo.x.FooFamily} of {@link Families#all()}, its kit {@code dev.mazzo.x.FooKit} (a {@link
 * ConformanceKit} whose one public constructor takes the id, given by {@link KitId}) runs once per
 * id of the family. Each property of the kit is one test per id, run by jqwik through the JUnit
 * Platform's launcher with the tries, seeds and reports of a direct jqwik run ({@link KitTries}). A
 * family without its kit fails here with a sentence saying what to write.
 *
 * <p>One id or one property: {@code -Dtest='ConformanceTest' -Dmazzo.kit.ids=pitch-10-4p,...} runs
 * only those ids.
 */
class ConformanceTest {

  /** The id whose kit jqwik is making (the runs are one after another). */
  static volatile String running;

  /** A system property: the comma-separated ids to run (all by default). */
  static final String IDS = "mazzo.kit.ids";

  private static final Launcher LAUNCHER = LauncherFactory.create();

  @TestFactory
  Stream<DynamicNode> everyRegisteredId() {
    List<DynamicNode> out = new ArrayList<>();
    String only = System.getProperty(IDS, "");
    for (Family family : Families.all()) {
      Class<?> kit = kitOf(family);
      if (kit == null) {
        out.add(noKitTest(family));
        continue;
      }
      TestPlan plan = LAUNCHER.discover(request(selectClass(kit)));
      List<TestIdentifier> properties = new ArrayList<>();
      for (TestIdentifier root : plan.getRoots()) {
        plan.getDescendants(root).stream().filter(TestIdentifier::isTest).forEach(properties::add);
      }
      for (Variant v : family.variants()) {
        if (!only.isEmpty() && !List.of(only.split(",")).contains(v.id())) {
          continue;
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (TestIdentifier p : properties) {
          tests.add(DynamicTest.dynamicTest(p.getDisplayName(), () -> run(v.id(), kit, p)));
        }
        out.add(
            DynamicContainer.dynamicContainer(v.id() + " (" + kit.getSimpleName() + ")", tests));
      }
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

  /** The family's kit class, or null. */
  static Class<?> kitOf(Family family) {
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
          .addOpens(kit.getPackageName(), LAUNCHER.getClass().getClassLoader().getUnnamedModule());
      return kit;
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

  private static LauncherDiscoveryRequest request(DiscoverySelector selector) {
    return builder(selector).build();
  }

  private static LauncherDiscoveryRequestBuilder builder(DiscoverySelector selector) {
    return LauncherDiscoveryRequestBuilder.request()
        .selectors(selector)
        .filters(EngineFilter.includeEngines("jqwik"));
  }

  /** Runs one property of the kit for one id, and fails as it failed. */
  private static void run(String id, Class<?> kit, TestIdentifier property) {
    Outcome outcome = new Outcome(property.getUniqueId());
    running = id;
    try {
      // The failing seeds jqwik remembers (and tries first next time) are kept per id, as the
      // properties of all the ids of a family are the same methods of one kit class.
      LAUNCHER.execute(
          builder(selectUniqueId(property.getUniqueId()))
              .configurationParameter("jqwik.database", "target/jqwik-database-" + id)
              .build(),
          outcome);
    } finally {
      running = null;
    }
    if (outcome.result == null) {
      fail(id + ": jqwik ran no property " + property.getDisplayName() + " of " + kit.getName());
    }
    if (outcome.result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
      Throwable cause = outcome.result.getThrowable().orElse(null);
      throw new AssertionError(
          id + " fails " + kit.getSimpleName() + ": " + property.getDisplayName() + outcome.report,
          cause);
    }
  }

  /** The result and the jqwik report (the seed, the sample) of the one property run. */
  private static final class Outcome implements TestExecutionListener {
    private final String uniqueId;
    private TestExecutionResult result;
    private final StringBuilder report = new StringBuilder();

    Outcome(String uniqueId) {
      this.uniqueId = uniqueId;
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult r) {
      if (test.getUniqueId().equals(uniqueId)) {
        result = r;
      }
    }

    @Override
    public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
      entry
          .getKeyValuePairs()
          .forEach((k, v) -> report.append('\n').append(k).append(": ").append(v));
    }
  }
}
