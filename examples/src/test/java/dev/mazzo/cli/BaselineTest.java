package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 * <p>With {@code -Dbaseline.update=true} the files are written anew from {@link #scripts()} instead
 * (then read the diff before committing it): {@value #REGENERATE}.
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

  /** The ids that must have a recorded {@code play} session. */
  static final List<String> PLAYED =
      List.of(
          "briscola-2p",
          "briscola-4p",
          "briscola-chiamata-5p",
          "biscambiggia-chiamata-5p",
          "sueca-4p",
          "bisca-6p",
          "tombolon-rovigo-2p",
          "tombolon-padova-4p");

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
  @DisplayName("every id has a simulate baseline, and the chosen ids a play baseline")
  void everyIdHasABaseline() throws IOException {
    List<String> names =
        files().stream().map(f -> f.getFileName().toString()).collect(Collectors.toList());
    for (Variant v : Variants.all()) {
      assertTrue(
          names.contains("simulate-" + v.id() + ".txt"),
          "no simulate baseline for " + v.id() + "; write it with -D" + UPDATE + "=true");
    }
    for (String id : PLAYED) {
      assertTrue(names.contains("play-" + id + ".txt"), "no play baseline for " + id);
    }
  }

  // ------------------------------------------------------------------ what is recorded

  /** One run: the command line and the lines of its standard input. */
  record Session(List<String> args, List<String> input) {
    static Session of(String args, List<String> input) {
      return new Session(List.of(args.split(" ")), input);
    }
  }

  /** The sessions of every file, by file name without {@code .txt}. */
  static Map<String, List<Session>> scripts() {
    Map<String, List<Session>> out = new LinkedHashMap<>();
    for (Variant v : Variants.all()) {
      String id = v.id();
      List<Session> s = new ArrayList<>();
      s.add(Session.of("simulate " + id + " --games 200 --seed 1", List.of()));
      s.add(
          Session.of(
              "simulate " + id + " --games 200 --seed 2 --bots random,greedy --threads 1",
              List.of()));
      String options = SIMULATE_OPTIONS.get(id);
      if (options != null) {
        s.add(Session.of("simulate " + id + " --games 50 --seed 3 " + options, List.of()));
      }
      if (id.equals("briscola-2p")) {
        // Usage errors: exit code 2 and one line on stderr, no report.
        for (String bad :
            List.of(
                "simulate scopa-2p",
                "simulate briscola-2p --games 0",
                "simulate briscola-2p --bots greedy,clever",
                "simulate briscola-2p -o handsToWin=0",
                "simulate briscola-2p -o bogus=1",
                "simulate briscola-2p --threads 0",
                "simulate briscola-2p --games many",
                "simulate")) {
          s.add(Session.of(bad, List.of()));
        }
      }
      out.put("simulate-" + id, s);
    }
    for (Variant v : Variants.all()) {
      List<Session> s = PLAY.get(v.id());
      out.put("play-" + v.id(), s != null ? s : List.of(simplePlay(v.id())));
    }
    return out;
  }

  /** The interesting options of each id for a third, short simulation. */
  private static final Map<String, String> SIMULATE_OPTIONS = new LinkedHashMap<>();

  static {
    SIMULATE_OPTIONS.put("briscola-2p", "-o handsToWin=1 -o dealer=1");
    SIMULATE_OPTIONS.put("briscola-3p", "-o removedCard=2H -o handsToWin=1");
    SIMULATE_OPTIONS.put("briscola-4p", "-o handsToWin=1 -o dealer=3");
    SIMULATE_OPTIONS.put("briscola-6p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-2p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-3p", "-o removedCard=2D -o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-4p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("biscambiggia-6p", "-o handsToWin=1");
    SIMULATE_OPTIONS.put("briscola-chiamata-5p", "-o firstLead=caller -o deals=1");
    SIMULATE_OPTIONS.put("biscambiggia-chiamata-5p", "-o firstLead=caller -o deals=1 -o dealer=2");
    SIMULATE_OPTIONS.put("bisca-2p", "-o scale=sueca -o ranks=queen-high");
    SIMULATE_OPTIONS.put("bisca-dos-sete-2p", "-o scale=sueca -o ranks=ten");
    SIMULATE_OPTIONS.put("bisca-dos-nove-2p", "-o scale=sueca -o ranks=queen-high");
    SIMULATE_OPTIONS.put("bisca-3p", "-o removedCard=2C -o scale=sueca -o ranks=ten -o handSize=7");
    SIMULATE_OPTIONS.put(
        "bisca-4p", "-o scale=sueca -o ranks=queen-high -o handSize=9 -o teams=none");
    SIMULATE_OPTIONS.put("bisca-6p", "-o ranks=ten");
    SIMULATE_OPTIONS.put("bisca-8p", "-o ranks=queen-high");
    SIMULATE_OPTIONS.put("sueca-4p", "-o ranks=ten -o dealer=3");
    SIMULATE_OPTIONS.put("tombolon-rovigo-2p", "-o target=11");
    SIMULATE_OPTIONS.put("tombolon-rovigo-4p", "-o target=11 -o dealer=3");
    SIMULATE_OPTIONS.put("tombolon-padova-2p", "-o target=21 -o padova2pSchedule=4-4-4-6-6");
    SIMULATE_OPTIONS.put("tombolon-padova-4p", "-o target=21");
  }

  /** Lines of the same answer. */
  private static List<String> times(int n, String line) {
    return Collections.nCopies(n, line);
  }

  private static List<String> lines(Object... parts) {
    List<String> out = new ArrayList<>();
    for (Object p : parts) {
      if (p instanceof String) {
        out.add((String) p);
      } else {
        for (Object o : (List<?>) p) {
          out.add((String) o);
        }
      }
    }
    return out;
  }

  /**
   * Answers for chiamata deals: pass at the auction, whose bids are typed and not numbered (a
   * number there is a bid), then the first choice for the eight cards of a deal.
   */
  private static List<String> chiamata(int deals) {
    List<String> out = new ArrayList<>();
    for (int d = 0; d < deals; d++) {
      out.add("pass");
      out.addAll(times(8, "1"));
    }
    return out;
  }

  /** Bad answers any trick-taking game refuses, then the first choice at every turn. */
  private static Session simplePlay(String id) {
    return Session.of(
        "play " + id + " --seed 1", lines("hello", "", "0", "99", "9S", "ZZ", times(600, "1")));
  }

  /** The scripted sessions of the chosen ids. */
  private static final Map<String, List<Session>> PLAY = new LinkedHashMap<>();

  static {
    PLAY.put(
        "briscola-2p",
        List.of(
            Session.of(
                "play briscola-2p --seed 7",
                lines("hello", "", "0", "4", "9S", "ZZ", "AS", "help", "2", times(400, "1"))),
            Session.of(
                "play briscola-2p --seed 11 --seat 1 --bots random -o handsToWin=1",
                lines("3", "2", times(200, "1"))),
            Session.of("play scopa-2p", List.of()),
            Session.of("play briscola-2p --seat 2", List.of()),
            Session.of("play briscola-2p --bots greedy,clever", List.of()),
            Session.of("play briscola-2p -o handsToWin=0", List.of()),
            Session.of("play briscola-2p --seed 3", List.of("q"))));
    PLAY.put(
        "briscola-4p",
        List.of(
            Session.of(
                "play briscola-4p --seed 5 --seat 2 --bots greedy,random",
                lines("help", "2", "3", "1", "AC", "2", "1", "1", "3", "1", "quit")),
            Session.of("play briscola-4p --seed 6 --seat 1", lines("4", times(400, "1")))));
    PLAY.put(
        "briscola-chiamata-5p",
        List.of(
            Session.of(
                "play briscola-chiamata-5p --seed 3",
                lines("hello", "2/50", "K", "pass", "AC", "NT", "D", chiamata(40))),
            Session.of(
                "play briscola-chiamata-5p --seed 3 -o deals=1", lines("?", "2", "D", chiamata(2))),
            Session.of(
                "play briscola-chiamata-5p --seed 8 --seat 4 -o deals=1 -o firstLead=caller",
                lines("2/130", "2/70", "bid 99", "A", "bid 9", "bid 7", chiamata(20)))));
    PLAY.put(
        "biscambiggia-chiamata-5p",
        List.of(
            Session.of(
                "play biscambiggia-chiamata-5p --seed 3",
                lines("hello", "K", "bid 7", "50", "70", "pass", "D", "NT", "AC", chiamata(40))),
            Session.of(
                "play biscambiggia-chiamata-5p --seed 9 --seat 2 -o deals=1",
                lines("2/90", "130", "bid 5", "61", "bid 80", "pass", chiamata(20)))));
    PLAY.put(
        "sueca-4p",
        List.of(
            Session.of(
                "play sueca-4p --seed 4",
                lines("hello", "9S", "AH", "AS", "AC", "AD", "7D", times(400, "1"))),
            Session.of("play sueca-4p --seed 4 --seat 3", lines("1", "2", "3"))));
    PLAY.put(
        "bisca-6p",
        List.of(
            Session.of(
                "play bisca-6p --seed 6 --seat 3",
                lines("hello", "AS#2", "JK", "7H#2", times(600, "1")))));
    PLAY.put(
        "tombolon-rovigo-2p",
        List.of(
            Session.of(
                "play tombolon-rovigo-2p --seed 2",
                lines(
                    "hello",
                    "7D 2H 5C",
                    "ZZ 2H",
                    "lay",
                    "9S",
                    "0",
                    "4H AC",
                    "KD takes AC",
                    "4H 4H",
                    "4H AD",
                    "2C AC AC",
                    "2",
                    times(400, "1")))));
    PLAY.put(
        "tombolon-padova-4p",
        List.of(
            Session.of(
                "play tombolon-padova-4p --seed 4 --seat 1 --bots random,greedy",
                lines(
                    "help",
                    "JK",
                    "10H takes 10D",
                    "AS JD",
                    "5S",
                    "10S 5H",
                    "5S 5S",
                    "5S 9S",
                    "5S 5H 5H",
                    "5S takes 5H+JD",
                    "3",
                    times(600, "1")))));
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
