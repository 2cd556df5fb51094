package dev.mazzo.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Scales the tries of a {@link ConformanceKit} property to its variant (BRIEF: the suite stays fast
 * on two cores with a kit for every id). A property's base tries are the ones it declares, or
 * {@code jqwik.tries.default} (a system property, else {@code junit-platform.properties}); {@link
 * ConformanceKit#tries} scales them down for larger variants, except for a property marked {@link
 * ConformanceKit.Unscaled} (it plays no match). The system property {@value #FIXED} overrides them
 * all.
 */
public final class KitTries implements AroundPropertyHook {

  /** jqwik's own default when nothing is configured. */
  private static final int JQWIK_DEFAULT = 1000;

  private static final int CONFIGURED = configuredDefault();

  /**
   * A system property that sets the tries of every kit property, for a deeper run (for example
   * {@code -Dmazzo.kit.tries=1000}) or for measuring.
   */
  public static final String FIXED = "mazzo.kit.tries";

  /** The hook, made by jqwik. */
  public KitTries() {}

  @Override
  public PropertyExecutionResult aroundProperty(
      PropertyLifecycleContext context, PropertyExecutor property) {
    Object instance = context.testInstance();
    if (instance instanceof ConformanceKit) {
      int declared = context.attributes().tries().orElse(CONFIGURED);
      boolean heavy = context.targetMethod().isAnnotationPresent(ConformanceKit.Heavy.class);
      boolean unscaled = context.targetMethod().isAnnotationPresent(ConformanceKit.Unscaled.class);
      String fixed = System.getProperty(FIXED);
      int tries =
          fixed != null
              ? Integer.parseInt(fixed.trim())
              : unscaled ? declared : ((ConformanceKit) instance).tries(declared, heavy);
      context.attributes().setTries(tries);
      if (Boolean.getBoolean(TIMING)) {
        return timed(context, property, tries);
      }
    }
    return property.execute();
  }

  /** Runs after jqwik's own defaults have been applied, before the tries start. */
  @Override
  public int aroundPropertyProximity() {
    return -100;
  }

  /** A system property: print each kit property's tries and CPU time. */
  public static final String TIMING = "mazzo.kit.timing";

  private static PropertyExecutionResult timed(
      PropertyLifecycleContext context, PropertyExecutor property, int tries) {
    long thread0 = cpuNanos("thread-self");
    long process0 = cpuNanos("self");
    long wall0 = System.nanoTime();
    PropertyExecutionResult r = property.execute();
    System.out.printf(
        "KIT-TIMING %s %s tries=%d threadCpuMs=%d processCpuMs=%d wallMs=%d%n",
        ((ConformanceKit) context.testInstance()).variantId(),
        context.targetMethod().getName(),
        tries,
        (cpuNanos("thread-self") - thread0) / 1_000_000,
        (cpuNanos("self") - process0) / 1_000_000,
        (System.nanoTime() - wall0) / 1_000_000);
    return r;
  }

  /** The CPU time of this process ("self") or thread ("thread-self") from /proc (Linux), or 0. */
  private static long cpuNanos(String who) {
    try {
      String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + who + "/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10_000_000L;
    } catch (IOException | RuntimeException e) {
      return 0;
    }
  }

  private static int configuredDefault() {
    String key = "jqwik.tries.default";
    String value = System.getProperty(key);
    if (value == null) {
      Properties p = new Properties();
      try (InputStream in = KitTries.class.getResourceAsStream("/junit-platform.properties")) {
        if (in != null) {
          p.load(in);
        }
      } catch (IOException e) {
        // No file: jqwik's default.
      }
      value = p.getProperty(key);
    }
    try {
      return value == null ? JQWIK_DEFAULT : Integer.parseInt(value.trim());
    } catch (NumberFormatException e) {
      return JQWIK_DEFAULT;
    }
  }
}
