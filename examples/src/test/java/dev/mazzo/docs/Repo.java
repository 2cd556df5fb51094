package dev.mazzo.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The repository the documentation tests read: its root, and its files' text. */
final class Repo {

  private Repo() {}

  /** The repository's root: the first directory up from here that holds docs/ and the poms. */
  static final Path ROOT = findRoot();

  private static Path findRoot() {
    Path p = Path.of("").toAbsolutePath();
    for (Path q = p; q != null; q = q.getParent()) {
      if (Files.isDirectory(q.resolve("docs"))
          && Files.isRegularFile(q.resolve("pom.xml"))
          && Files.isDirectory(q.resolve("rules-impl"))) {
        return q;
      }
    }
    throw new IllegalStateException("no repository root (with docs/) above " + p);
  }

  /** A file's text, read as UTF-8. */
  static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
