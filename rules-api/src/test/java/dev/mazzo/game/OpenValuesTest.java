package dev.mazzo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Rejection.Code;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The open values {@link Phase} and {@link Code}: interned, validated, and only common ones here.
 */
class OpenValuesTest {

  @Test
  @DisplayName("a phase is interned by its wire name: of() twice is the same instance")
  void phaseInterned() {
    assertSame(Phase.DEAL, Phase.of("deal"));
    assertSame(Phase.MATCH_OVER, Phase.of("match-over"));
    Phase mine = Phase.of("open-values-test-phase");
    assertSame(mine, Phase.of("open-values-test-phase"));
    assertEquals("open-values-test-phase", mine.wireName());
    assertEquals("open-values-test-phase", mine.toString());
    assertEquals(mine.hashCode(), Phase.of("open-values-test-phase").hashCode());
    assertNotEquals(Phase.PLAY, Phase.BID);
  }

  @Test
  @DisplayName(
      "a code is interned by its name: of() twice is the same, so rejections compare equal")
  void codeInterned() {
    assertSame(Code.MUST_FOLLOW_SUIT, Code.of("MUST_FOLLOW_SUIT"));
    Code mine = Code.of("OPEN_VALUES_TEST");
    assertSame(mine, Code.of("OPEN_VALUES_TEST"));
    assertEquals("OPEN_VALUES_TEST", mine.name());
    assertEquals("OPEN_VALUES_TEST", mine.toString());
    assertEquals(Rejection.of(mine, "No"), Rejection.of(Code.of("OPEN_VALUES_TEST"), "No"));
    assertEquals(
        Rejection.of(mine, "No").hashCode(),
        Rejection.of(Code.of("OPEN_VALUES_TEST"), "No").hashCode());
    assertNotEquals(Rejection.of(mine, "No"), Rejection.malformed("No"));
    assertSame(Code.MALFORMED, Rejection.malformed("x").code());
  }

  @Test
  @DisplayName("a badly formed wire name is a programmer error: IllegalArgumentException or NPE")
  void phaseValidated() {
    for (String bad :
        List.of("", "Play", "match_over", "match over", "-play", "play-", "a--b", "play1", "é")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Phase.of(bad), bad);
      assertTrue(e.getMessage().contains("lower-case words joined by hyphens"), e.getMessage());
    }
    assertThrows(NullPointerException.class, () -> Phase.of(null));
  }

  @Test
  @DisplayName("a badly formed code name is a programmer error: IllegalArgumentException or NPE")
  void codeValidated() {
    for (String bad : List.of("", "malformed", "Must_Follow", "A__B", "_A", "A_", "A-B", "A1")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Code.of(bad), bad);
      assertTrue(e.getMessage().contains("upper-case words joined by underscores"), e.getMessage());
    }
    assertThrows(NullPointerException.class, () -> Code.of(null));
  }

  @Test
  @DisplayName("threads racing to intern one new name all get the same instance")
  void internedAcrossThreads() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      for (int round = 0; round < 50; round++) {
        String phase = "race-" + (char) ('a' + round % 26) + "-" + "x".repeat(1 + round / 26);
        String code = "RACE_" + (char) ('A' + round % 26) + "_" + "X".repeat(1 + round / 26);
        List<Callable<Object[]>> tasks = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
          tasks.add(() -> new Object[] {Phase.of(phase), Code.of(code)});
        }
        List<Future<Object[]>> got = pool.invokeAll(tasks);
        Object[] first = got.get(0).get();
        for (Future<Object[]> f : got) {
          assertSame(first[0], f.get()[0], phase);
          assertSame(first[1], f.get()[1], code);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  @DisplayName("the contract's constants are only the common phases and codes (no family's own)")
  void onlyCommonConstants() {
    assertEquals(
        Set.of("deal", "bid", "play", "match-over"),
        constants(Phase.class, Phase.class, p -> ((Phase) p).wireName()));
    assertEquals(
        Set.of(
            "MALFORMED",
            "MATCH_OVER",
            "WRONG_PHASE",
            "NOT_YOUR_TURN",
            "CARD_NOT_IN_HAND",
            "MUST_FOLLOW_SUIT",
            "BID_TOO_LOW",
            "ILLEGAL_BID",
            "ALREADY_PASSED"),
        constants(Code.class, Code.class, c -> ((Code) c).name()));
  }

  @Test
  @DisplayName("no source of rules-api interns a phase or code outside Phase and Rejection")
  void noFamilyNamesInTheContract() throws IOException {
    Path main = Path.of("src/main/java");
    assertTrue(Files.isDirectory(main), "run from the rules-api module: " + main.toAbsolutePath());
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(main)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".java"))::iterator) {
        String name = f.getFileName().toString();
        String text = Files.readString(f);
        if (!name.equals("Phase.java") && text.contains("Phase.of(")) {
          found.add(f + " calls Phase.of");
        }
        if (!name.equals("Rejection.java") && text.contains("Code.of(")) {
          found.add(f + " calls Code.of");
        }
      }
    }
    assertEquals(List.of(), found);
  }

  private static Set<String> constants(
      Class<?> owner, Class<?> type, java.util.function.Function<Object, String> name) {
    Set<String> out = new TreeSet<>();
    for (Field f : owner.getDeclaredFields()) {
      int m = f.getModifiers();
      if (f.getType() == type && Modifier.isStatic(m)) {
        assertTrue(Modifier.isPublic(m) && Modifier.isFinal(m), f.getName());
        try {
          out.add(name.apply(f.get(null)));
        } catch (IllegalAccessException e) {
          throw new AssertionError(e);
        }
      }
    }
    return out;
  }
}
