package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.briscola.BriscolaFamily;
import dev.mazzo.game.Variants;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * design.md (Variants): the catalog is found through ServiceLoader, whichever thread asks first.
 * The catalog is computed once per copy of {@link Variants}, so the test loads a fresh copy of the
 * API and the families in a loader of their own (whose parent is the boot loader: the platform
 * loader would hand back this JVM's own copy from the module path).
 */
class CatalogLoaderTest {

  @Test
  @DisplayName(
      "the catalog holds every variant even when the first lookup runs on a thread whose context"
          + " class loader cannot see the families (an app server's or a plugin host's thread)")
  void catalogDoesNotDependOnTheFirstCallersContextLoader() throws Exception {
    URL[] path =
        Stream.of(
                Variants.class,
                BriscolaFamily.class,
                io.vavr.collection.Seq.class,
                com.fasterxml.jackson.databind.ObjectMapper.class,
                com.fasterxml.jackson.core.JsonParser.class,
                com.fasterxml.jackson.annotation.JsonProperty.class)
            .map(c -> c.getProtectionDomain().getCodeSource().getLocation())
            .distinct()
            .toArray(URL[]::new);
    try (URLClassLoader copy = new URLClassLoader(path, null);
        URLClassLoader blind = new URLClassLoader(new URL[0], null)) {
      Class<?> variants = copy.loadClass(Variants.class.getName());
      AtomicReference<Object> first = new AtomicReference<>();
      Thread t =
          new Thread(
              () -> {
                try {
                  first.set(variants.getMethod("all").invoke(null).toString());
                } catch (ReflectiveOperationException e) {
                  first.set(e);
                }
              });
      t.setContextClassLoader(blind);
      t.start();
      t.join();
      Object size =
          Class.forName("io.vavr.collection.Seq", true, copy)
              .getMethod("size")
              .invoke(variants.getMethod("all").invoke(null));
      assertEquals(Variants.all().size(), size, () -> "the first lookup saw " + first.get());
    }
  }
}
