package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a family kit (a {@link ConformanceKit} subclass whose one public constructor takes the
 * variant id) once per variant id, as JUnit 5 dynamic tests: one container per id, one test per
 * property of the kit. Each property is run by jqwik through the JUnit Platform's launcher, with
 * the tries, seeds and reports of a direct jqwik run ({@link KitTries}); a failing property fails
 * its dynamic test with the id and the property's name, caused by the property's failure. jqwik
 * prints its report (the seed that reproduces the failure, the sample) as in a direct run; with
 * {@code jqwik.reporting.usejunitplatform=true} the report is in the failure's message instead.
 *
 * <p>A family's whole conformance test is one {@code @TestFactory}:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicNode> conformance() {
 *   return ConformanceRunner.run(EuchreKit.class, "euchre-4p", "euchre-3p");
 * }
 * }</pre>
 *
 * <p>The system property {@value #IDS} (comma-separated ids) runs only those of the ids given.
 */
public final class ConformanceRunner {

  /** A system property: the comma-separated ids to run (all the ids given by default). */
  public static final String IDS = "mazzo.kit.ids";

  /** The id whose kit jqwik is making (the runs are one after another); read by {@link KitId}. */
  static volatile String running;

  private static final Launcher LAUNCHER = LauncherFactory.create();

  private ConformanceRunner() {}

  /**
   * The kit's properties for each id, as dynamic tests.
   *
   * @param kit the family kit: a concrete {@link ConformanceKit} whose one public constructor takes
   *     the variant id
   * @param ids the variant ids, each registered (a {@code dev.mazzo.game.VariantProvider})
   * @return one container per id (those {@value #IDS} selects), one test per property
   */
  public static Stream<DynamicNode> run(Class<? extends ConformanceKit> kit, String... ids) {
    return run(kit, Arrays.asList(ids));
  }

  /**
   * The kit's properties for each id, as dynamic tests.
   *
   * @param kit the family kit: a concrete {@link ConformanceKit} whose one public constructor takes
   *     the variant id
   * @param ids the variant ids, each registered (a {@code dev.mazzo.game.VariantProvider})
   * @return one container per id (those {@value #IDS} selects), one test per property
   */
  public static Stream<DynamicNode> run(Class<? extends ConformanceKit> kit, Iterable<String> ids) {
    return containers(kit, ids).stream().map(DynamicNode.class::cast);
  }

  /**
   * The kit's properties for each id, as dynamic containers: one per id that {@value #IDS} selects,
   * named {@code "<id> (<kit>)"}, holding one test per property named by its label. An id that is
   * not registered gets one failing test saying so; a kit in which jqwik finds no property, one
   * failing test per id.
   *
   * @param kit the family kit
   * @param ids the variant ids
   * @return the containers, in the order of the ids
   */
  public static List<DynamicContainer> containers(
      Class<? extends ConformanceKit> kit, Iterable<String> ids) {
    TestPlan plan = LAUNCHER.discover(builder(selectClass(kit)).build());
    List<TestIdentifier> properties = new ArrayList<>();
    for (TestIdentifier root : plan.getRoots()) {
      plan.getDescendants(root).stream().filter(TestIdentifier::isTest).forEach(properties::add);
    }
    List<DynamicContainer> out = new ArrayList<>();
    for (String id : ids) {
      if (!selected(id)) {
        continue;
      }
      List<DynamicTest> tests = new ArrayList<>();
      if (Variants.byId(id).isEmpty()) {
        tests.add(failing(id + " is registered", notRegistered(id)));
      } else if (properties.isEmpty()) {
        tests.add(failing(kit.getSimpleName() + " has properties", noProperties(kit)));
      } else {
        for (TestIdentifier p : properties) {
          tests.add(DynamicTest.dynamicTest(p.getDisplayName(), () -> run(id, kit, p)));
        }
      }
      out.add(DynamicContainer.dynamicContainer(id + " (" + kit.getSimpleName() + ")", tests));
    }
    return out;
  }

  /** Whether the system property {@value #IDS} selects the id (every id when it is unset). */
  static boolean selected(String id) {
    String only = System.getProperty(IDS, "");
    return only.isEmpty() || List.of(only.split(",")).contains(id);
  }

  private static DynamicTest failing(String name, String message) {
    return DynamicTest.dynamicTest(name, () -> fail(message));
  }

  static String notRegistered(String id) {
    return "no variant "
        + id
        + " is registered: its family must provide it (a dev.mazzo.family.Family, or a"
        + " dev.mazzo.game.VariantProvider, in module-info's provides and in"
        + " META-INF/services for the class path)";
  }

  static String noProperties(Class<?> kit) {
    return "jqwik finds no property in "
        + kit.getName()
        + ": a family kit is a concrete, public class extending ConformanceKit, with one public"
        + " constructor taking the variant id (and, on the module path, its package opened to"
        + " jqwik)";
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
