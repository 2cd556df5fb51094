package dev.mazzo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A text file under {@code src/test/resources} that a test regenerates and compares (golden
 * playthroughs, count files). Run with {@code -Dgolden.update=true} to rewrite the files instead of
 * comparing them; then read the diff before committing it.
 */
public final class GoldenFile {

  /** The system property that rewrites golden files instead of comparing them. */
  public static final String UPDATE = "golden.update";

  private GoldenFile() {}

  /**
   * Compares the text with the stored file, line by line, or rewrites the file when {@value
   * #UPDATE} is true.
   *
   * @param resource the path under {@code src/test/resources}, such as {@code
   *     golden/briscola-2p-seed-1.txt}
   * @param actual the regenerated text
   */
  public static void check(String resource, String actual) {
    Path file = Path.of(System.getProperty("basedir", "."), "src", "test", "resources", resource);
    try {
      if (Boolean.getBoolean(UPDATE)) {
        Files.createDirectories(file.getParent());
        Files.writeString(file, actual, StandardCharsets.UTF_8);
        return;
      }
      if (!Files.exists(file)) {
        fail(file + " is missing; generate it with -D" + UPDATE + "=true");
      }
      String expected = Files.readString(file, StandardCharsets.UTF_8);
      String[] e = expected.split("\n", -1);
      String[] a = actual.split("\n", -1);
      for (int i = 0; i < Math.min(e.length, a.length); i++) {
        assertEquals(
            e[i], a[i], resource + " line " + (i + 1) + " (rewrite with -D" + UPDATE + "=true)");
      }
      assertEquals(e.length, a.length, resource + ": number of lines");
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
  }
}
