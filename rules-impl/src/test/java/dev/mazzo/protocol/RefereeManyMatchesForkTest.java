package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Open matches are counted against the heap (issue 27): in a JVM of 64 MiB the default referee
 * holds as many whole matches of the heaviest id as {@link Referee#MEMORY_PER_MATCH} allows, and
 * answers the rest of 10,000 with TOO_MANY_MATCHES instead of ending with {@link OutOfMemoryError}.
 */
class RefereeManyMatchesForkTest {

  @Test
  @DisplayName(
      "at -Xmx64m, 10,000 whole matches asked of the default referee: the heap's cap is held and"
          + " the rest are refused, no OutOfMemoryError")
  void tenThousandLongMatchesInASmallHeap() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                List.of(
                    java,
                    "-Xmx64m",
                    "-cp",
                    RefereeLineLimitForkTest.classPath(),
                    ManyMatchesMain.class.getName(),
                    "10000"))
            .redirectErrorStream(true)
            .start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the referee did not end");
    String text = new String(out, StandardCharsets.UTF_8).trim();
    assertEquals(0, p.exitValue(), text);
    String[] words = text.split(" ");
    assertEquals(6, words.length, text);
    int cap = Integer.parseInt(words[5]);
    assertTrue(cap > 100 && cap < Referee.DEFAULT_MAX_MATCHES, text);
    assertEquals("opened " + cap + " refused " + (10_000 - cap) + " cap " + cap, text);
  }
}
