package dev.mazzo.conformance;

import java.lang.reflect.Constructor;
import java.util.Optional;
import net.jqwik.api.lifecycle.LifecycleContext;
import net.jqwik.api.lifecycle.ParameterResolutionContext;
import net.jqwik.api.lifecycle.ResolveParameterHook;

/**
 * Gives a family kit's constructor (its one parameter, the variant id) the id {@link
 * ConformanceRunner} is running, when jqwik makes the kit. Registered on {@link ConformanceKit}, so
 * inherited by every family kit.
 */
public final class KitId implements ResolveParameterHook {

  /** The hook, made by jqwik. */
  public KitId() {}

  @Override
  public Optional<ParameterSupplier> resolve(
      ParameterResolutionContext parameter, LifecycleContext context) {
    if (!(parameter.parameter().getDeclaringExecutable() instanceof Constructor)
        || parameter.parameter().getType() != String.class) {
      return Optional.empty();
    }
    return Optional.of(
        ignored -> {
          String id = ConformanceRunner.running;
          if (id == null) {
            throw new IllegalStateException(
                "a family kit runs through dev.mazzo.conformance.ConformanceRunner, once per"
                    + " variant id (a @TestFactory returning ConformanceRunner.run(FooKit.class,"
                    + " ids); in this repository -Dtest=ConformanceTest -Dmazzo.kit.ids=ID)");
          }
          return id;
        });
  }
}
