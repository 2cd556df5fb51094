package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import dev.mazzo.conformance.example.Briscola2pConformanceTest;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** The runner's containers and how a kit fails: by id, by property, with a sentence. */
class ConformanceRunnerTest {

  /** The example kit with a hand-result check that always fails. */
  public static class BrokenKit extends Briscola2pConformanceTest.Kit {
    /**
     * A kit for the id.
     *
     * @param variantId the id
     */
    public BrokenKit(String variantId) {
      super(variantId);
    }

    @Override
    protected void assertHandResult(GameState s, HandResult r) {
      fail("a broken hand-result check");
    }
  }

  /** A kit jqwik cannot make: abstract. */
  public abstract static class AbstractKit extends Briscola2pConformanceTest.Kit {
    /**
     * A kit for the id.
     *
     * @param variantId the id
     */
    public AbstractKit(String variantId) {
      super(variantId);
    }
  }

  @Test
  void oneContainerPerIdOneTestPerProperty() {
    List<DynamicContainer> cs =
        ConformanceRunner.containers(
            Briscola2pConformanceTest.Kit.class, List.of("briscola-2p", "briscola-4p"));
    assertEquals(
        List.of("briscola-2p (Kit)", "briscola-4p (Kit)"),
        cs.stream().map(DynamicNode::getDisplayName).collect(Collectors.toList()));
    Set<String> labels = new TreeSet<>();
    for (Class<?> c = ConformanceKit.class; c != Object.class; c = c.getSuperclass()) {
      for (Method m : c.getDeclaredMethods()) {
        if (m.isAnnotationPresent(Property.class)) {
          labels.add(m.getAnnotation(Label.class).value());
        }
      }
    }
    for (DynamicContainer c : cs) {
      Set<String> names = new TreeSet<>();
      c.getChildren().forEach(n -> names.add(n.getDisplayName()));
      assertEquals(labels, names, "one test per property of the kit, named by its label");
    }
    assertTrue(
        labels.contains(
            "the same deals and actions give equal states, hash codes, views and events"),
        labels::toString);
  }

  @Test
  void aFailingPropertyFailsItsTestWithTheIdAndTheCause() {
    DynamicTest t = test(BrokenKit.class, "briscola-2p", "HAND_RESULT");
    AssertionError e = assertThrows(AssertionError.class, () -> t.getExecutable().execute());
    assertTrue(e.getMessage().startsWith("briscola-2p fails BrokenKit: B-11"), e.getMessage());
    assertTrue(String.valueOf(e.getCause()).contains("a broken hand-result check"), e::toString);
    assertNull(ConformanceRunner.running, "no id is left running");
  }

  @Test
  void anUnregisteredIdFailsSayingSo() {
    DynamicTest t = test(Briscola2pConformanceTest.Kit.class, "euchre-9p", "is registered");
    AssertionError e = assertThrows(AssertionError.class, () -> t.getExecutable().execute());
    assertTrue(e.getMessage().startsWith("no variant euchre-9p is registered"), e.getMessage());
  }

  @Test
  void aKitWithoutPropertiesFailsSayingSo() {
    DynamicTest t = test(AbstractKit.class, "briscola-2p", "has properties");
    AssertionError e = assertThrows(AssertionError.class, () -> t.getExecutable().execute());
    assertTrue(e.getMessage().startsWith("jqwik finds no property in "), e.getMessage());
  }

  @Test
  void theIdsPropertySelects() {
    String before = System.getProperty(ConformanceRunner.IDS);
    try {
      System.setProperty(ConformanceRunner.IDS, "sueca-4p,briscola-5p");
      assertEquals(
          List.of("briscola-5p (Kit)"),
          ConformanceRunner.containers(
                  Briscola2pConformanceTest.Kit.class, List.of("briscola-2p", "briscola-5p"))
              .stream()
              .map(DynamicNode::getDisplayName)
              .collect(Collectors.toList()));
    } finally {
      if (before == null) {
        System.clearProperty(ConformanceRunner.IDS);
      } else {
        System.setProperty(ConformanceRunner.IDS, before);
      }
    }
  }

  @Test
  void aKitRunOutsideTheRunnerFailsSayingHow() {
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(selectMethod(Briscola2pConformanceTest.Kit.class, "everyMatchEnds", "long"))
            .build();
    List<Throwable> failures = new ArrayList<>();
    LauncherFactory.create()
        .execute(
            request,
            new TestExecutionListener() {
              @Override
              public void executionFinished(TestIdentifier test, TestExecutionResult r) {
                r.getThrowable().ifPresent(failures::add);
              }
            });
    assertEquals(1, failures.size(), failures::toString);
    StringBuilder chain = new StringBuilder();
    for (Throwable t = failures.get(0); t != null; t = t.getCause()) {
      chain.append(t).append('\n');
    }
    assertTrue(
        chain.toString().contains("runs through dev.mazzo.conformance.ConformanceRunner"),
        chain::toString);
  }

  /** The one dynamic test of the kit for the id whose name contains the text. */
  private static DynamicTest test(Class<? extends ConformanceKit> kit, String id, String name) {
    List<DynamicContainer> cs = ConformanceRunner.containers(kit, List.of(id));
    assertEquals(1, cs.size());
    List<DynamicTest> found = new ArrayList<>();
    cs.get(0)
        .getChildren()
        .forEach(
            n -> {
              if (n.getDisplayName().contains(name)) {
                found.add((DynamicTest) n);
              }
            });
    assertEquals(1, found.size(), () -> name + " in " + cs.get(0).getDisplayName());
    return found.get(0);
  }
}
