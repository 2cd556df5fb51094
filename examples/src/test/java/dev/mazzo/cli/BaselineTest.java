package dev.mazzo.cli;

import static dev.mazzo.cli.BaselineScripts.scripts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.cli.BaselineScripts.Session;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The baseline of {@code mazzo simulate} and {@code mazzo play}: {@code
 * src/test/resources/baseline/simulate-<id>.txt} for every id and {@code play-<id>.txt}, each a
 * list of runs of the command in-process ({@link Run}) with their arguments, their standard input
 * and their exact exit code, output and errors, recorded before the refactor. Every run is repeated
 * and must give the same text, but for the timing line of {@code simulate} (see {@link #mask}).
 *
 * <p>With {@code -Dbaseline.update=true} the files are written anew from {@link
 * BaselineScripts#scripts()} instead (then read the diff before committing it): {@value
 * #REGENERATE}.
 *
 * <p>File format: {@code #} lines are comments; {@code $ ARGS} starts a run (arguments separated by
 * single spaces); each {@code < LINE} is a line of its standard input; then {@code = exit N}, each
 * line of standard output as {@code | LINE} and of standard error as {@code ! LINE} ({@code |} or
 * {@code !} alone for an empty line), and {@code \ no newline at end} after the last line of a
 * stream that does not end with a line break.
 */
class BaselineTest {

  /** The system property that rewrites the files instead of comparing them. */
  static final String UPDATE = "baseline.update";

  static final String REGENERATE =
      "mvn -B -o test -pl rules-api,rules-impl,examples -Dtest=BaselineTest"
          + " -Dsurefire.failIfNoSpecifiedTests=false -Djacoco.skip -Dspotless.check.skip"
          + " -Dbaseline.update=true";

  static final Path DIR =
      Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "baseline");

  /** The timing line of {@code simulate}, the only text that changes from run to run. */
  private static final Pattern TIME = Pattern.compile("time: \\d+\\.\\d\\d s \\(\\d+ matches/s\\)");

  static final String MASKED_TIME = "time: (masked: wall-clock time and speed)";

  private static final String NO_NEWLINE = "\\ no newline at end";

  // ------------------------------------------------------------------ the tests

  @TestFactory
  @DisplayName("each recorded simulate and play run gives the same exit code, output and errors")
  Stream<DynamicTest> baseline() throws IOException {
    if (Boolean.getBoolean(UPDATE)) {
      return scripts().entrySet().stream()
          .map(
              e ->
                  DynamicTest.dynamicTest(
                      e.getKey() + " (rewritten)", () -> write(e.getKey(), e.getValue())));
    }
    return files().stream()
        .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> replay(f)));
  }

  @Test
  @DisplayName("every id of the catalog has its simulate and play baselines")
  void everyIdHasABaseline() throws IOException {
    List<String> names =
        files().stream().map(f -> f.getFileName().toString()).collect(Collectors.toList());
    for (Variant v : Variants.all()) {
      for (String command : List.of("simulate-", "play-")) {
        assertTrue(
            names.contains(command + v.id() + ".txt"),
            "no "
                + command
                + v.id()
                + ".txt in "
                + DIR
                + "; record it with "
                + REGENERATE
                + " (then read the diff)");
      }
    }
  }

  // ------------------------------------------------------------------ running and rendering

  /** The recorded text of one session: exit code, output and errors, the timing line masked. */
  static List<String> render(Run run) {
    List<String> out = new ArrayList<>();
    out.add("= exit " + run.code());
    stream(out, "|", mask(run.out()));
    stream(out, "!", run.err());
    return out;
  }

  /**
   * The output with its only varying text replaced: the timing line of {@code simulate} ({@code
   * time: 1.02 s (195 matches/s)}) and the arena's times per move, which measure the machine, not
   * the program.
   */
  static String mask(String out) {
    return MOVE_TIMES.matcher(TIME.matcher(out).replaceAll(MASKED_TIME)).replaceAll(MASKED_MOVES);
  }

  /** The arena's times per move, a paragraph that may wrap onto indented lines. */
  private static final Pattern MOVE_TIMES = Pattern.compile("(?m)^time per move: .*(?:\\R  .*)*$");

  static final String MASKED_MOVES = "time per move: (masked: wall-clock time per bot)";

  private static void stream(List<String> out, String prefix, String text) {
    if (text.isEmpty()) {
      return;
    }
    boolean newline = text.endsWith("\n");
    String[] lines = (newline ? text.substring(0, text.length() - 1) : text).split("\n", -1);
    for (String l : lines) {
      out.add(l.isEmpty() ? prefix : prefix + " " + l);
    }
    if (!newline) {
      out.add(NO_NEWLINE);
    }
  }

  static Run run(Session s) {
    String input = s.input().isEmpty() ? "" : String.join("\n", s.input()) + "\n";
    return Run.of(input, s.args().toArray(new String[0]));
  }

  private static void write(String name, List<Session> sessions) {
    StringBuilder b = new StringBuilder();
    String command = name.startsWith("play-") ? "play" : "simulate";
    b.append("# Baseline of mazzo ").append(command).append(": ");
    b.append(name.substring(command.length() + 1)).append(".\n");
    b.append("# Each \"$\" line is a run of the mazzo command in-process (dev.mazzo.cli.Run),\n");
    b.append("# its \"<\" lines its standard input, then its exit code (=), standard output (|)\n");
    b.append("# and standard error (!), recorded before the refactor. BaselineTest runs each\n");
    b.append("# again and compares the text exactly, but for simulate's timing line, masked as\n");
    b.append("# \"").append(MASKED_TIME).append("\". Rewrite (and read the diff) with:\n");
    b.append("# ").append(REGENERATE).append('\n');
    for (Session s : sessions) {
      b.append('\n').append("$ ").append(String.join(" ", s.args())).append('\n');
      for (String in : s.input()) {
        b.append(in.isEmpty() ? "<" : "< " + in).append('\n');
      }
      for (String l : render(run(s))) {
        b.append(l).append('\n');
      }
    }
    try {
      Files.createDirectories(DIR);
      Files.writeString(DIR.resolve(name + ".txt"), b.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ------------------------------------------------------------------ replaying

  private static List<Path> files() throws IOException {
    if (!Files.isDirectory(DIR)) {
      return List.of();
    }
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(f -> f.getFileName().toString().endsWith(".txt"))
          .sorted()
          .collect(Collectors.toList());
    }
  }

  /** Runs every session of the file again and compares its rendering line by line. */
  static void replay(Path file) throws IOException {
    String name = file.getFileName().toString();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    int sessions = 0;
    int i = 0;
    while (i < lines.size()) {
      String line = lines.get(i);
      if (line.isEmpty() || line.startsWith("#")) {
        i++;
        continue;
      }
      if (!line.startsWith("$ ")) {
        fail(name + " line " + (i + 1) + ": a run starts with \"$ \"");
      }
      int start = i + 1;
      List<String> args = Arrays.asList(line.substring(2).split(" "));
      i++;
      List<String> input = new ArrayList<>();
      while (i < lines.size() && (lines.get(i).equals("<") || lines.get(i).startsWith("< "))) {
        input.add(lines.get(i).length() == 1 ? "" : lines.get(i).substring(2));
        i++;
      }
      int first = i;
      List<String> expected = new ArrayList<>();
      while (i < lines.size() && !lines.get(i).startsWith("$ ")) {
        if (!lines.get(i).isEmpty() && !lines.get(i).startsWith("#")) {
          expected.add(lines.get(i));
        }
        i++;
      }
      List<String> actual = render(run(new Session(args, input)));
      String what = "the run of line " + start + " (" + String.join(" ", args) + ")";
      for (int k = 0; k < Math.min(expected.size(), actual.size()); k++) {
        int at = first + k + 1;
        String exp = expected.get(k);
        assertEquals(
            exp,
            actual.get(k),
            name
                + ", "
                + what
                + ": its line "
                + (k + 1)
                + " (file line "
                + at
                + ") changed; rewrite with -D"
                + UPDATE
                + "=true if that is meant");
      }
      assertEquals(
          expected.size(),
          actual.size(),
          name + ", " + what + ": the number of lines of its exit code, output and errors");
      sessions++;
    }
    assertTrue(sessions > 0, name + " has no run");
  }
}
