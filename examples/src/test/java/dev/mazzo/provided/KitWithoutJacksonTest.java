package dev.mazzo.provided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30, "the exported kit usable without Jackson where JSON is not wanted": a family written
 * with the kit's seam ({@code AbstractFamily} without a codec, {@code Text}, {@code CountingTally},
 * a {@code Strategy}) compiles against a class path with no Jackson on it, and runs there: its
 * greedy strategy chooses and its text labels an action of a match. Its codec would be the common
 * one; JSON (the protocol, a codec) is the part that needs Jackson.
 */
class KitWithoutJacksonTest {

  private static final String FAMILY =
      """
      package kit.demo;

      import dev.mazzo.family.AbstractFamily;
      import dev.mazzo.family.CountingTally;
      import dev.mazzo.family.Narrator;
      import dev.mazzo.family.Seating;
      import dev.mazzo.family.Tally;
      import dev.mazzo.family.Text;
      import dev.mazzo.family.Totals;
      import dev.mazzo.game.Action;
      import dev.mazzo.game.HandResult;
      import dev.mazzo.game.PlayCard;
      import dev.mazzo.game.PlayerView;
      import dev.mazzo.provided.HighCard;
      import io.vavr.collection.Array;
      import io.vavr.collection.Seq;
      import io.vavr.control.Either;

      public final class DemoFamily extends AbstractFamily {
        public DemoFamily() {
          super("demo", Array.of(new HighCard()), new DemoText(), (game, view, rng) ->
              view.legalActions().last());
        }

        @Override
        public Tally tally(PlayerView start) {
          return new CountingTally(1) {
            @Override
            protected void count(HandResult r) {
              counts[0]++;
            }

            @Override
            public Seq<String> report(Totals totals) {
              return Array.of("hands " + counts[0]);
            }
          };
        }

        static final class DemoText implements Text {
          @Override
          public String intro(PlayerView view) {
            return "Type a card.";
          }

          @Override
          public String label(Action action, PlayerView view) {
            return ((PlayCard) action).card().code();
          }

          @Override
          public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
            return Either.left("Type a card.");
          }

          @Override
          public Narrator narrator(Seating seating) {
            throw new UnsupportedOperationException();
          }
        }
      }
      """;

  private static final String DEMO =
      """
      package kit.demo;

      import dev.mazzo.card.Shuffle;
      import dev.mazzo.family.Family;
      import dev.mazzo.game.Action;
      import dev.mazzo.game.Deal;
      import dev.mazzo.game.Game;
      import dev.mazzo.game.GameState;
      import dev.mazzo.game.MatchOptions;
      import dev.mazzo.game.PlayerView;
      import java.util.SplittableRandom;
      import java.util.function.Supplier;

      public final class Demo implements Supplier<String> {
        @Override
        public String get() {
          Family f = new DemoFamily();
          Game<GameState, PlayerView> g = f.variants().head().game();
          GameState s = g.newMatch(MatchOptions.defaults()).get();
          s = g.apply(s, new Deal(Shuffle.seeded(1).order(s.deck()))).get();
          PlayerView view = g.view(s, s.toAct()).get();
          Action a = f.greedy().choose(g, view, new SplittableRandom(1));
          return f.name() + " " + f.text().label(a, view) + " " + g.apply(s, a).isRight()
              + " " + a.equals(view.legalActions().last());
        }
      }
      """;

  /** The test class path without any Jackson entry. */
  private static List<Path> classPathWithoutJackson() {
    String cp =
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<Path> out = new ArrayList<>();
    for (String entry : cp.split(File.pathSeparator)) {
      if (!entry.isEmpty() && !entry.contains("jackson")) {
        out.add(Path.of(entry));
      }
    }
    return out;
  }

  @Test
  @DisplayName("a family written with the kit compiles and plays with no Jackson on the class path")
  void aFamilyNeedsNoJackson(@TempDir Path dir) throws Exception {
    Path src = dir.resolve("src/kit/demo");
    Files.createDirectories(src);
    Files.writeString(src.resolve("DemoFamily.java"), FAMILY, StandardCharsets.UTF_8);
    Files.writeString(src.resolve("Demo.java"), DEMO, StandardCharsets.UTF_8);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<Path> cp = classPathWithoutJackson();
    assertTrue(cp.stream().noneMatch(p -> p.toString().contains("jackson")));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    List<String> args = new ArrayList<>();
    args.addAll(List.of("--release", "17", "-d", classes.toString(), "-cp"));
    args.add(String.join(File.pathSeparator, cp.stream().map(Path::toString).toList()));
    args.add(src.resolve("DemoFamily.java").toString());
    args.add(src.resolve("Demo.java").toString());
    int code = javac.run(null, messages, messages, args.toArray(String[]::new));
    String said = messages.toString(StandardCharsets.UTF_8);
    assertEquals(0, code, said);

    List<URL> urls = new ArrayList<>();
    urls.add(classes.toUri().toURL());
    for (Path p : cp) {
      urls.add(p.toUri().toURL());
    }
    try (URLClassLoader loader =
        new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
      assertThrows(
          ClassNotFoundException.class,
          () -> loader.loadClass("com.fasterxml.jackson.databind.JsonNode"));
      @SuppressWarnings("unchecked")
      Supplier<String> demo =
          (Supplier<String>)
              loader.loadClass("kit.demo.Demo").getDeclaredConstructor().newInstance();
      String played = demo.get();
      assertTrue(played.matches("demo [AKQJ][HS] true true"), played);
    }
  }
}
