package dev.mazzo.provided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30, the JSON part optional at run time (design.md, "The family kit"): a program that finds
 * {@code briscola-2p} and {@code pitch-10-4p} in the catalog (the library's families, loaded by
 * {@link java.util.ServiceLoader}), deals, plays a few actions chosen by each family's greedy
 * strategy and labelled by its text, and takes a seat's view runs in a Java process of its own with
 * rules-api, rules-impl and Vavr and no Jackson jar: on the class path, and as a named module on
 * the module path (the library's module requires Jackson only {@code static}). A class of the rules
 * or of the non-JSON kit that touched Jackson (an eager codec, an ObjectMapper in a game) would end
 * the process with a {@code NoClassDefFoundError}, and the test fails. Asking a family for its
 * codec there fails, so Jackson is truly absent from both runs.
 */
class CatalogWithoutJacksonTest {

  private static final String MODULE =
      """
      module kit.play {
        requires dev.mazzo.rules.impl;
      }
      """;

  private static final String PLAY =
      """
      package kit.play;

      import dev.mazzo.card.Shuffle;
      import dev.mazzo.family.Families;
      import dev.mazzo.family.Family;
      import dev.mazzo.game.Action;
      import dev.mazzo.game.Deal;
      import dev.mazzo.game.Game;
      import dev.mazzo.game.GameState;
      import dev.mazzo.game.MatchOptions;
      import dev.mazzo.game.PlayerView;
      import dev.mazzo.game.Variant;
      import dev.mazzo.game.Variants;
      import java.util.SplittableRandom;

      public final class Play {
        public static void main(String[] args) {
          Module self = Play.class.getModule();
          System.out.println(self.isNamed() ? "module " + self.getName() : "class path");
          for (String id : new String[] {"briscola-2p", "pitch-10-4p"}) {
            Variant variant = Variants.byId(id).get();
            Family family = Families.serving(variant);
            Game<GameState, PlayerView> game = variant.game();
            GameState s = game.newMatch(MatchOptions.defaults()).get();
            SplittableRandom rng = new SplittableRandom(7);
            StringBuilder said = new StringBuilder();
            for (int i = 0; i < 8 && !s.isOver(); i++) {
              if (s.toAct() == GameState.CHANCE) {
                s = game.apply(s, new Deal(Shuffle.seeded(7 + i).order(s.deck()))).get();
                said.append(" | deal");
              } else {
                PlayerView view = game.view(s, s.toAct()).get();
                Action a = family.greedy().choose(game, view, rng);
                said.append(" | ").append(family.text().label(a, view));
                s = game.apply(s, a).get();
              }
            }
            PlayerView view = game.view(s, s.toAct()).get();
            System.out.println(id + " " + family.name() + said + " | seat " + view.seat()
                + " has " + view.legalActions().size() + " legal");
            if (args.length > 0) {
              System.out.println("codec " + family.codec());
            }
          }
        }
      }
      """;

  /** The entries of the test class path that match. */
  private static List<Path> entries(Predicate<String> keep) {
    String cp =
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<Path> out = new ArrayList<>();
    for (String entry : cp.split(File.pathSeparator)) {
      if (!entry.isEmpty() && keep.test(entry)) {
        out.add(Path.of(entry));
      }
    }
    return out;
  }

  /** rules-api, rules-impl and Vavr (and Vavr's match annotations): the library without Jackson. */
  private static List<Path> library() {
    List<Path> lib =
        entries(e -> e.contains("rules-api") || e.contains("rules-impl") || e.contains("vavr"));
    assertTrue(lib.stream().noneMatch(p -> p.toString().contains("jackson")), lib.toString());
    assertTrue(lib.stream().anyMatch(p -> p.toString().contains("rules-impl")), lib.toString());
    return lib;
  }

  private static String path(List<Path> entries) {
    return String.join(File.pathSeparator, entries.stream().map(Path::toString).toList());
  }

  private static void compile(List<String> args) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    int code = javac.run(null, messages, messages, args.toArray(String[]::new));
    assertEquals(0, code, messages.toString(StandardCharsets.UTF_8));
  }

  private record Proc(int code, String out, String err) {}

  /** Runs {@code java args} in a new process. */
  private static Proc java(Path dir, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of(args));
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process p =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    try {
      assertTrue(p.waitFor(120, TimeUnit.SECONDS), "java " + String.join(" ", args) + " ended");
    } finally {
      p.destroyForcibly();
    }
    return new Proc(
        p.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  /** The two games' lines: each family's greedy actions and labels, and the last seat's view. */
  private static void assertPlayed(Proc run, String where) {
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals(3, lines.length, run.out());
    assertEquals(where, lines[0]);
    assertTrue(
        lines[1].matches(
            "briscola-2p briscola \\| deal( \\| [^|]+){7} \\| seat \\d has [1-3] legal"),
        lines[1]);
    assertTrue(
        lines[2].matches("pitch-10-4p pitch \\| deal( \\| [^|]+){7} \\| seat \\d has \\d+ legal"),
        lines[2]);
  }

  /** Asking for a codec where Jackson is absent fails: the runs above truly had no Jackson. */
  private static void assertNoJackson(Proc run) {
    assertNotEquals(0, run.code(), run.out());
    assertTrue(run.err().contains("NoClassDefFoundError: com/fasterxml/jackson"), run.err());
    assertFalse(run.out().contains("codec "), run.out());
  }

  @Test
  @DisplayName(
      "the catalog's games play on a class path with rules-api, rules-impl, Vavr, no Jackson")
  void classPath(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src/kit/play/Play.java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, PLAY, StandardCharsets.UTF_8);
    Path classes = dir.resolve("classes");
    List<Path> lib = library();
    compile(List.of("--release", "17", "-d", classes.toString(), "-cp", path(lib), src.toString()));
    List<Path> cp = new ArrayList<>(lib);
    cp.add(classes);
    Proc run = java(dir, "-cp", path(cp), "kit.play.Play");
    assertPlayed(run, "class path");
    assertNoJackson(java(dir, "-cp", path(cp), "kit.play.Play", "codec"));
  }

  @Test
  @DisplayName("the catalog's games play as a named module on a module path without Jackson")
  void modulePath(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src/kit.play");
    Files.createDirectories(src.resolve("kit/play"));
    Files.writeString(src.resolve("module-info.java"), MODULE, StandardCharsets.UTF_8);
    Files.writeString(src.resolve("kit/play/Play.java"), PLAY, StandardCharsets.UTF_8);
    Path classes = dir.resolve("kit.play");
    List<Path> lib = library();
    // javac needs the library's static transitive dependence observable: a consumer compiles with
    // Jackson (Maven's compile dependency), and runs without it
    List<Path> compileWith = new ArrayList<>(lib);
    compileWith.addAll(entries(e -> e.contains("jackson")));
    compile(
        List.of(
            "--release",
            "17",
            "-d",
            classes.toString(),
            "--module-path",
            path(compileWith),
            src.resolve("module-info.java").toString(),
            src.resolve("kit/play/Play.java").toString()));
    List<Path> mp = new ArrayList<>(lib);
    mp.add(classes);
    Proc run = java(dir, "--module-path", path(mp), "-m", "kit.play/kit.play.Play");
    assertPlayed(run, "module kit.play");
    assertNoJackson(java(dir, "--module-path", path(mp), "-m", "kit.play/kit.play.Play", "codec"));
  }
}
