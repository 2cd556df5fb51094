package dev.mazzo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.NoSuchElementException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * With the API jar alone on the path (no {@code mazzo-rules-impl}), the catalog is empty, and a
 * lookup says why instead of failing with a bare {@link NoSuchElementException}. The test loads a
 * fresh copy of the API and Vavr in a loader of their own, whose parent is the boot loader, as
 * rules-impl's CatalogLoaderTest does.
 */
class VariantsWithoutImplTest {

  static final String MISSING =
      "There is no variant \"briscola-2p\": no variants are installed (mazzo-rules-impl, the"
          + " module dev.mazzo.rules.impl, is not on the class path or module path)";

  @Test
  @DisplayName("require and find say that mazzo-rules-impl is missing when the catalog is empty")
  void emptyCatalogSaysWhy() throws Exception {
    URL[] path =
        Stream.of(Variants.class, io.vavr.collection.Seq.class)
            .map(c -> c.getProtectionDomain().getCodeSource().getLocation())
            .distinct()
            .toArray(URL[]::new);
    try (URLClassLoader apiOnly = new URLClassLoader(path, null)) {
      Class<?> variants = apiOnly.loadClass(Variants.class.getName());
      Object all = variants.getMethod("all").invoke(null);
      assertEquals(0, all.getClass().getMethod("size").invoke(all));

      Method require = variants.getMethod("require", String.class);
      InvocationTargetException thrown =
          assertThrows(InvocationTargetException.class, () -> require.invoke(null, "briscola-2p"));
      assertInstanceOf(NoSuchElementException.class, thrown.getCause());
      assertEquals(MISSING, thrown.getCause().getMessage());

      Object found = variants.getMethod("find", String.class).invoke(null, "briscola-2p");
      assertEquals(true, found.getClass().getMethod("isLeft").invoke(found));
      assertEquals(MISSING, found.getClass().getMethod("getLeft").invoke(found));
    }
  }

  @Test
  @DisplayName("require refuses null with a message, like an unknown id")
  void nullId() {
    NoSuchElementException e =
        assertThrows(NoSuchElementException.class, () -> Variants.require(null));
    assertEquals(
        "There is no variant null: no variants are installed (mazzo-rules-impl, the module"
            + " dev.mazzo.rules.impl, is not on the class path or module path)",
        e.getMessage());
  }
}
