package dev.mazzo.bench;

import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import io.vavr.collection.Seq;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load of issue 27 for {@code mazzo referee}: legal random {@code briscola-2p} play across many
 * named matches, interleaved, one {@code view} after every {@code act}. A plain {@code main}, not a
 * JMH benchmark: what it measures is a whole referee process, JVM start included.
 *
 * <p>Modes (see {@code benchmarks/README.md}):
 *
 * <ul>
 *   <li>{@code generate <file> <lines> [full|short]}: writes a request file;
 *   <li>{@code throughput <requests> <answers> <mazzo.jar> [java options...]}: runs {@code java
 *       -jar mazzo.jar referee < requests > answers} and prints lines per second from the process's
 *       start to its end;
 *   <li>{@code memory [matches]}: the Java heap per open match in a {@link Referee}, after a deal
 *       and after a whole hand;
 *   <li>{@code soak <mazzo.jar> <lines> [java options...]}: streams the load into a referee process
 *       and prints its heap after a full collection near the start and at the end.
 * </ul>
 *
 * <p>The requests come from playing the matches with the library itself ({@link Game#legalActions}
 * and {@link Game#apply}), so every {@code act} is legal; deals are explicit orders from {@link
 * Shuffle#seeded}. A match that ends is opened again with {@code new} on the same id, so the load
 * stays at the same number of open matches.
 */
public final class RefereeLoad {

  private static final String VARIANT = "briscola-2p";

  /** The number of open matches of the load (issue 27). */
  static final int MATCHES = 1_000;

  private final Game<GameState, PlayerView> game = Positions.game(VARIANT);
  private final Deck deck;
  private final Shuffle shuffle;
  private final GameState[] states;
  private final String[] ids;
  private final boolean shortAnswers;
  private long rng;
  private int next;

  /**
   * A load over {@code matches} matches.
   *
   * @param matches the number of open matches
   * @param seed the seed of the deals and of the choice of actions
   * @param shortAnswers whether each {@code act} asks for the short answer
   */
  RefereeLoad(int matches, long seed, boolean shortAnswers) {
    this.deck = game.newMatch(MatchOptions.defaults()).get().deck();
    this.shuffle = Shuffle.seeded(seed);
    this.states = new GameState[matches];
    this.ids = new String[matches];
    for (int i = 0; i < matches; i++) {
      ids[i] = "m" + i;
    }
    this.shortAnswers = shortAnswers;
    this.rng = seed | 1L;
  }

  private int pick(int n) {
    rng = Xorshift.next(rng);
    return Xorshift.below(rng, n);
  }

  /**
   * Appends the next requests of the load to {@code out}: one line ({@code new} or the deal) or two
   * (an {@code act} and a {@code view}), each ending with a line break.
   *
   * @param out where the requests go
   * @return the number of lines appended
   */
  int next(StringBuilder out) {
    int i = next;
    next = (next + 1) % states.length;
    GameState s = states[i];
    if (s == null || s.phase() == Phase.MATCH_OVER) {
      states[i] = game.newMatch(MatchOptions.defaults()).get();
      out.append("{\"cmd\":\"new\",\"match\":\"")
          .append(ids[i])
          .append("\",\"variant\":\"" + VARIANT + "\"}\n");
      return 1;
    }
    Action action;
    if (s.phase() == Phase.DEAL) {
      action = new Deal(shuffle.order(deck));
    } else {
      Seq<Action> legal = game.legalActions(s);
      action = legal.get(pick(legal.size()));
    }
    states[i] = game.apply(s, action).get();
    out.append("{\"cmd\":\"act\",\"match\":\"")
        .append(ids[i])
        .append("\",\"action\":")
        .append(Json.write(Json.action(action)));
    if (shortAnswers) {
      out.append(",\"answer\":\"short\"");
    }
    out.append("}\n");
    if (action instanceof Deal) {
      return 1;
    }
    out.append("{\"cmd\":\"view\",\"match\":\"")
        .append(ids[i])
        .append("\",\"seat\":")
        .append(pick(s.players()))
        .append("}\n");
    return 2;
  }

  /**
   * Runs one mode.
   *
   * @param args the mode and its arguments (see the class comment)
   * @throws Exception when a file or a process fails
   */
  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      usage();
      return;
    }
    switch (args[0]) {
      case "generate" ->
          generate(
              Path.of(args[1]),
              Long.parseLong(args[2]),
              args.length > 3 && args[3].equals("short"));
      case "throughput" ->
          throughput(
              Path.of(args[1]), Path.of(args[2]), args[3], List.of(args).subList(4, args.length));
      case "memory" -> memory(args.length > 1 ? Integer.parseInt(args[1]) : MATCHES);
      case "soak" -> soak(args[1], Long.parseLong(args[2]), List.of(args).subList(3, args.length));
      default -> usage();
    }
  }

  private static void usage() {
    System.err.println(
        "usage: RefereeLoad generate <file> <lines> [full|short]\n"
            + "       RefereeLoad throughput <requests> <answers> <mazzo.jar> [java options]\n"
            + "       RefereeLoad memory [matches]\n"
            + "       RefereeLoad soak <mazzo.jar> <lines> [java options]");
  }

  private static void generate(Path file, long lines, boolean shortAnswers) throws IOException {
    RefereeLoad load = new RefereeLoad(MATCHES, 42L, shortAnswers);
    StringBuilder chunk = new StringBuilder(1 << 16);
    long written = 0;
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      while (written < lines) {
        written += load.next(chunk);
        if (chunk.length() > 1 << 15) {
          out.append(chunk);
          chunk.setLength(0);
        }
      }
      out.append(chunk);
    }
    System.out.printf(Locale.ROOT, "%,d request lines written to %s%n", written, file);
  }

  private static void throughput(Path requests, Path answers, String jar, List<String> javaOptions)
      throws IOException, InterruptedException {
    long lines;
    try (var in = Files.lines(requests, StandardCharsets.UTF_8)) {
      lines = in.count();
    }
    List<String> command = new ArrayList<>();
    command.add(javaCommand());
    command.addAll(javaOptions);
    command.addAll(List.of("-jar", jar, "referee"));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(requests.toFile())
            .redirectOutput(answers.toFile())
            .redirectError(ProcessBuilder.Redirect.INHERIT);
    long start = System.nanoTime();
    Process process = builder.start();
    int exit = process.waitFor();
    long nanos = System.nanoTime() - start;
    long answered = 0;
    long rejected = 0;
    try (BufferedReader in = Files.newBufferedReader(answers, StandardCharsets.UTF_8)) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        answered++;
        if (line.startsWith("{\"ok\":false")) {
          rejected++;
        }
      }
    }
    System.out.printf(
        Locale.ROOT,
        "%,d lines in %.2f s, JVM start included: %,.0f lines/s (exit %d, %,d answers, %,d"
            + " rejected)%n",
        lines,
        nanos / 1e9,
        lines / (nanos / 1e9),
        exit,
        answered,
        rejected);
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static long usedAfterGc() {
    Runtime runtime = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
    }
    return used;
  }

  /** What the memory measure keeps alive from its first measure to its last. */
  private static Object[] kept;

  private static void memory(int matches) {
    // A warm-up referee first, so that what the first requests load (classes, caches) is not
    // counted per match.
    Referee warm = Referee.withMaxMatches(matches);
    RefereeLoad warmLoad = new RefereeLoad(matches, 7L, false);
    StringBuilder warmLines = new StringBuilder();
    for (int i = 0; i < 50 * matches; i++) {
      warmLoad.next(warmLines);
    }
    answerAll(warm, warmLines);
    // Every request is made before the first measure, so that the driver's own matches and the
    // request text weigh the same in every measure.
    RefereeLoad load = new RefereeLoad(matches, 42L, false);
    StringBuilder opens = new StringBuilder();
    StringBuilder deals = new StringBuilder();
    StringBuilder hand = new StringBuilder();
    for (int i = 0; i < matches; i++) {
      load.next(opens);
    }
    for (int i = 0; i < matches; i++) {
      load.next(deals);
    }
    // The 40 plays of a briscola-2p hand, each with its view; a match whose hand ended waits.
    for (int play = 0; play < 40; play++) {
      for (int i = 0; i < matches; i++) {
        if (load.states[load.next].phase() == Phase.PLAY) {
          load.next(hand);
        } else {
          load.next = (load.next + 1) % matches;
        }
      }
    }
    Referee referee = Referee.withMaxMatches(matches);
    // Held in a field: a local that is not used again may be collected between two measures.
    kept = new Object[] {warm, warmLoad, warmLines, load, opens, deals, hand, referee};
    long before = usedAfterGc();
    answerAll(referee, opens);
    long opened = usedAfterGc();
    answerAll(referee, deals);
    long dealt = usedAfterGc();
    answerAll(referee, hand);
    long played = usedAfterGc();
    System.out.printf(
        Locale.ROOT,
        "%,d open %s matches: %,d bytes each when new, %,d after the deal, %,d after a whole"
            + " hand%n",
        matches,
        VARIANT,
        (opened - before) / matches,
        (dealt - before) / matches,
        (played - before) / matches);
    if (referee.match("m0").isEmpty() || kept.length != 8) {
      throw new IllegalStateException("the referee holds no match m0");
    }
  }

  private static void answerAll(Referee referee, StringBuilder lines) {
    int from = 0;
    for (int end = lines.indexOf("\n"); end >= 0; end = lines.indexOf("\n", from)) {
      String answer = referee.handle(lines.substring(from, end));
      if (answer.startsWith("{\"ok\":false")) {
        throw new IllegalStateException("rejected: " + lines.substring(from, end) + " " + answer);
      }
      from = end + 1;
    }
  }

  private static final Pattern USED = Pattern.compile("used (\\d+)K");

  private static long heapAfterGc(long pid) throws IOException, InterruptedException {
    jcmd(pid, "GC.run");
    String info = jcmd(pid, "GC.heap_info");
    Matcher m = USED.matcher(info);
    if (!m.find()) {
      throw new IllegalStateException("no heap size in: " + info);
    }
    return Long.parseLong(m.group(1)) * 1024;
  }

  private static String jcmd(long pid, String command) throws IOException, InterruptedException {
    Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
    Process p =
        new ProcessBuilder(jcmd.toString(), Long.toString(pid), command)
            .redirectErrorStream(true)
            .start();
    String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroy();
    }
    return text;
  }

  private static void soak(String jar, long lines, List<String> javaOptions)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(javaCommand());
    command.addAll(javaOptions);
    command.addAll(List.of("-jar", jar, "referee"));
    Process process =
        new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    long[] answered = new long[2];
    Thread drain =
        new Thread(
            () -> {
              try (BufferedReader in =
                  new BufferedReader(
                      new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                  synchronized (answered) {
                    answered[0]++;
                    if (line.startsWith("{\"ok\":false")) {
                      answered[1]++;
                    }
                  }
                }
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            });
    drain.start();
    RefereeLoad load = new RefereeLoad(MATCHES, 42L, false);
    StringBuilder chunk = new StringBuilder(1 << 16);
    long start = System.nanoTime();
    long sent = 0;
    long startHeap = -1;
    long warm = Math.min(lines / 10, 1_000_000);
    long report = lines / 10;
    long nextReport = warm + report;
    try (Writer out =
        new BufferedWriter(
            new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), 1 << 16)) {
      while (sent < lines) {
        sent += load.next(chunk);
        if (chunk.length() > 1 << 15) {
          out.append(chunk);
          chunk.setLength(0);
        }
        if (startHeap < 0 && sent >= warm) {
          out.append(chunk);
          chunk.setLength(0);
          out.flush();
          waitForAnswers(answered, sent);
          startHeap = heapAfterGc(process.pid());
          System.out.printf(
              Locale.ROOT, "after %,d lines: heap after collection %,d bytes%n", sent, startHeap);
        }
        if (sent >= nextReport && sent < lines) {
          nextReport += report;
          out.append(chunk);
          chunk.setLength(0);
          out.flush();
          waitForAnswers(answered, sent);
          System.out.printf(
              Locale.ROOT,
              "%,d lines, %.0f s: heap after collection %,d bytes%n",
              sent,
              (System.nanoTime() - start) / 1e9,
              heapAfterGc(process.pid()));
        }
      }
      out.append(chunk);
      out.flush();
      waitForAnswers(answered, sent);
      long endHeap = heapAfterGc(process.pid());
      System.out.printf(
          Locale.ROOT,
          "after %,d lines: heap after collection %,d bytes (%+.1f%% from the start)%n",
          sent,
          endHeap,
          100.0 * (endHeap - startHeap) / startHeap);
    }
    drain.join(TimeUnit.SECONDS.toMillis(60));
    boolean ended = process.waitFor(60, TimeUnit.SECONDS);
    if (!ended) {
      process.destroy();
    }
    synchronized (answered) {
      System.out.printf(
          Locale.ROOT,
          "%,d lines, %,d answers, %,d rejected, %.0f s, referee exit %s%n",
          sent,
          answered[0],
          answered[1],
          (System.nanoTime() - start) / 1e9,
          ended ? Integer.toString(process.exitValue()) : "none (stopped)");
    }
  }

  private static void waitForAnswers(long[] answered, long sent) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    while (System.nanoTime() < deadline) {
      synchronized (answered) {
        if (answered[0] >= sent) {
          return;
        }
      }
      Thread.sleep(10);
    }
    throw new IllegalStateException("the referee did not answer " + sent + " lines in 120 s");
  }
}
