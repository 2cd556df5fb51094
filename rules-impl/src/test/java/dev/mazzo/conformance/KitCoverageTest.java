package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every registered id ({@link Variants#all()}) has a conformance kit, so that the kit's properties
 * (the records' among them, {@link KitRecordProperties}) hold for every id, and a new variant
 * without its one-line kit fails here.
 */
class KitCoverageTest {

  @Test
  @DisplayName("every id of the catalog has exactly one *ConformanceTest kit")
  void everyIdHasAKit() throws Exception {
    Path root =
        Path.of(KitCoverageTest.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<Path> classes;
    try (Stream<Path> files = Files.walk(root)) {
      classes =
          files
              .filter(p -> p.getFileName().toString().endsWith("ConformanceTest.class"))
              .collect(Collectors.toList());
    }
    List<String> kits = new java.util.ArrayList<>();
    for (Path p : classes) {
      String name = root.relativize(p).toString().replace('/', '.').replace(".class", "");
      Class<?> c = Class.forName(name);
      if (ConformanceKit.class.isAssignableFrom(c) && !Modifier.isAbstract(c.getModifiers())) {
        Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        kits.add(((ConformanceKit) k.newInstance()).variantId());
      }
    }
    assertEquals(
        new TreeSet<>(Variants.all().map(Variant::id).asJava()),
        new TreeSet<>(kits),
        "one kit per id");
    assertEquals(Variants.all().size(), kits.size(), "no id has two kits");
  }
}
