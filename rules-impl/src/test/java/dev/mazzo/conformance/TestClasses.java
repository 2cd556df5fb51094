package dev.mazzo.conformance;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The compiled test classes of this module of one type, found on disk rather than in a list: the
 * checks that every registered family has its class (such as RefereeTranscriptTest's, of the
 * FamilyTranscriptTest subclasses) read the classes there are.
 */
public final class TestClasses {

  private TestClasses() {}

  /**
   * One instance (by the no-argument constructor) of every concrete test class whose name ends with
   * {@code suffix} and that is a {@code type}.
   *
   * @param type the superclass
   * @param suffix the end of the class names, such as {@code "TranscriptTest"}
   * @param <T> the superclass
   * @return the instances, in the order of their class names
   * @throws Exception when the test classes cannot be read or a class cannot be made
   */
  public static <T> List<T> instances(Class<T> type, String suffix) throws Exception {
    Path root = root();
    List<Path> files;
    try (Stream<Path> all = Files.walk(root)) {
      files =
          all.filter(p -> p.getFileName().toString().endsWith(suffix + ".class"))
              .sorted()
              .collect(Collectors.toList());
    }
    List<T> out = new ArrayList<>();
    for (Path p : files) {
      String name = root.relativize(p).toString().replace('/', '.').replaceFirst("\\.class$", "");
      Class<?> c = Class.forName(name);
      if (type.isAssignableFrom(c) && !Modifier.isAbstract(c.getModifiers())) {
        Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        out.add(type.cast(k.newInstance()));
      }
    }
    return out;
  }

  private static Path root() throws URISyntaxException {
    return Path.of(TestClasses.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
