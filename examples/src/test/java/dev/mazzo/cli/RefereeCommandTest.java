package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo referee}: its line limit option, its help, and a reader that goes away. */
class RefereeCommandTest {

  private static final String VARIANTS = "{\"cmd\":\"variants\"}";

  @Test
  @DisplayName("--max-line-bytes sets the line limit; a longer line gets one MALFORMED answer")
  void maxLineBytes() {
    Run r = Run.of(VARIANTS + "   \n" + VARIANTS + "\n", "referee", "--max-line-bytes", "20");
    assertEquals(0, r.code(), r.err());
    String[] lines = r.out().split("\n");
    assertEquals(2, lines.length, r.out());
    assertEquals(
        "{\"ok\":false,\"error\":{\"code\":\"MALFORMED\",\"message\":\"The line is longer than the"
            + " limit of 20 bytes, so it was skipped unread\"}}",
        lines[0]);
    assertTrue(lines[1].startsWith("{\"ok\":true,\"variants\":["), lines[1]);
    Run zero = Run.of("", "referee", "--max-line-bytes", "0");
    assertEquals(Mazzo.USAGE, zero.code());
    assertTrue(zero.err().contains("--max-line-bytes must be at least 1"), zero.err());
  }

  @Test
  @DisplayName("a byte that is not UTF-8 is read as U+FFFD and counts as its three bytes")
  void bytesThatAreNotUtf8() {
    byte[] latin1 =
        "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"match\":\"caf\u00e9\"}\n{\"cmd\":\"list\"}\n"
            .getBytes(StandardCharsets.ISO_8859_1);
    Run r = Run.ofBytes(latin1, "referee");
    assertEquals(0, r.code(), r.err());
    assertEquals(
        "{\"ok\":true,\"matches\":[{\"match\":\"caf\uFFFD\",\"variant\":\"briscola-2p\","
            + "\"phase\":\"deal\"}]}",
        r.out().split("\n")[1],
        "docs/protocol.md: the Latin-1 byte of é is read as U+FFFD");
    String within = Run.ofBytes(badBytes(6), "referee", "--max-line-bytes", "20").out();
    assertTrue(within.contains("That is not JSON"), "6 bad bytes are 18 of 20: read. " + within);
    String over = Run.ofBytes(badBytes(7), "referee", "--max-line-bytes", "20").out();
    assertTrue(over.contains("longer than the limit of 20 bytes"), "7 are 21: skipped. " + over);
  }

  /** A line of n bytes 0xFF, which no UTF-8 text holds. */
  private static byte[] badBytes(int n) {
    byte[] line = new byte[n + 1];
    java.util.Arrays.fill(line, 0, n, (byte) 0xff);
    line[n] = '\n';
    return line;
  }

  @Test
  @DisplayName("--max-matches caps the open matches: one more is TOO_MANY_MATCHES; 0 is refused")
  void maxMatches() {
    String requests =
        "{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}\n"
            + "{\"cmd\":\"new\",\"match\":\"b\",\"variant\":\"briscola-2p\"}\n";
    for (String[] args :
        List.of(
            new String[] {"referee", "--max-matches", "1"},
            new String[] {"referee", "--max-matches", "1", "--max-line-bytes", "1000"})) {
      Run r = Run.of(requests, args);
      assertEquals(0, r.code(), r.err());
      String[] lines = r.out().split("\n");
      assertEquals(2, lines.length, r.out());
      assertTrue(lines[0].startsWith("{\"ok\":true,\"state\":"), lines[0]);
      assertTrue(
          lines[1].startsWith(
              "{\"ok\":false,\"error\":{\"code\":\"TOO_MANY_MATCHES\",\"message\":\"The referee"
                  + " holds 1 match, the most it may"),
          lines[1]);
    }
    Run zero = Run.of("", "referee", "--max-matches", "0");
    assertEquals(Mazzo.USAGE, zero.code());
    assertTrue(zero.err().contains("--max-matches must be at least 1, not 0"), zero.err());
    Run many = Run.of(requests, "referee");
    assertEquals(2, many.out().split("\n").length, many.out());
    assertTrue(many.out().split("\n")[1].startsWith("{\"ok\":true"), many.out());
  }

  @Test
  @DisplayName("--help documents the line ending rule, the line limit and the option")
  void help() {
    Run r = Run.of("", "referee", "--help");
    assertEquals(0, r.code(), r.err());
    String help = r.out().replaceAll("\\s+", " ");
    assertTrue(help.contains("--max-line-bytes=<bytes>"), r.out());
    assertTrue(help.contains("--max-matches=<n>"), r.out());
    assertTrue(help.contains("10000"), r.out());
    assertTrue(help.contains("1048576"), r.out());
    assertTrue(help.contains("A line ends at \\n"), r.out());
    assertTrue(help.contains("\\r"), r.out());
  }

  @Test
  @DisplayName(
      "java -Xmx64m … referee --max-line-bytes=200000000: refused at start with the limit that"
          + " fits, not ended later by a long line with OutOfMemoryError")
  void limitTheHeapCannotHold() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(
                java,
                "-Xmx64m",
                "-cp",
                classPath(),
                Mazzo.class.getName(),
                "referee",
                "--max-line-bytes=200000000")
            .start();
    CompletableFuture<String> out =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                return e.toString();
              }
            });
    try (OutputStream in = p.getOutputStream()) {
      in.write((VARIANTS + "\n").getBytes(StandardCharsets.US_ASCII));
    } catch (IOException e) {
      // refused at start: the referee read nothing
    }
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the referee did not end");
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(Mazzo.USAGE, p.exitValue(), err);
    assertEquals("", out.get(10, TimeUnit.SECONDS), "no answer from a refused referee");
    assertTrue(
        err.replaceAll("\\s+", " ")
            .startsWith(
                "--max-line-bytes: A line limit of 200000000 bytes needs 1932 MiB of memory, but"
                    + " Java may use only 64 MiB: give a limit of at most 4194304 bytes, or give"
                    + " Java more memory (such as -Xmx1932m)"),
        err);
  }

  /** The class path of a JVM that can run {@link Mazzo}. */
  private static String classPath() throws Exception {
    List<String> path = new ArrayList<>();
    for (Class<?> c :
        List.of(
            Mazzo.class,
            dev.mazzo.protocol.Referee.class,
            dev.mazzo.game.Variants.class,
            io.vavr.collection.Seq.class,
            com.fasterxml.jackson.databind.ObjectMapper.class,
            com.fasterxml.jackson.core.JsonParser.class,
            com.fasterxml.jackson.annotation.JsonProperty.class,
            picocli.CommandLine.class)) {
      String p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
      if (!path.contains(p)) {
        path.add(p);
      }
    }
    return String.join(File.pathSeparator, path);
  }

  @Test
  @DisplayName(
      "yes '{\"cmd\":\"variants\"}' | mazzo referee | head -c 100: it stops at once, exit 0, no"
          + " stack trace")
  void readerGoesAway() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(java, "-cp", classPath(), Mazzo.class.getName(), "referee").start();
    CompletableFuture<String> err =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                return e.toString();
              }
            });
    Thread yes =
        new Thread(
            () -> {
              byte[] line = (VARIANTS + "\n").getBytes(StandardCharsets.US_ASCII);
              try (OutputStream in = p.getOutputStream()) {
                while (true) {
                  in.write(line);
                }
              } catch (IOException e) {
                // the referee is gone, as yes's output would be
              }
            });
    yes.setDaemon(true);
    yes.start();
    InputStream out = p.getInputStream();
    byte[] head = out.readNBytes(100);
    assertEquals(100, head.length);
    out.close();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS), "the referee went on after its reader left");
    assertEquals("", err.get(10, TimeUnit.SECONDS), "stderr");
    assertEquals(0, p.exitValue());
  }
}
