package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A line far over the limit is skipped without being held in memory: a referee in a JVM of 64 MB
 * reads a line of 100 MB, answers it MALFORMED, and answers the next line. And the longest limit
 * such a JVM accepts holds the worst lines within it: each is answered, none ends the referee.
 */
class RefereeLineLimitForkTest {

  private static final int LINE = 100 << 20;

  /** The class path of a JVM that can run {@link RefereeMain}: the code and its libraries. */
  static String classPath() throws URISyntaxException {
    List<String> path = new ArrayList<>();
    for (Class<?> c :
        List.of(
            RefereeMain.class,
            Referee.class,
            dev.mazzo.game.Variants.class,
            io.vavr.collection.Seq.class,
            com.fasterxml.jackson.databind.ObjectMapper.class,
            com.fasterxml.jackson.core.JsonParser.class,
            com.fasterxml.jackson.annotation.JsonProperty.class)) {
      String p = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
      if (!path.contains(p)) {
        path.add(p);
      }
    }
    return String.join(File.pathSeparator, path);
  }

  @Test
  @DisplayName(
      "at -Xmx64m and the largest limit it accepts, the lines that cost the most memory are each"
          + " answered")
  void worstLinesAtTheLargestLimit() throws Exception {
    int limit = Referee.largestLineFor(64L << 20);
    // One character outside Latin-1 makes the whole line two bytes a character in memory.
    StringBuilder string = new StringBuilder("{\"cmd\":\"variants\",\"x\":\"\u20ac");
    string.append("y".repeat(limit - string.length() - 2 - 2)).append("\"}");
    byte[] longString = string.toString().getBytes(StandardCharsets.UTF_8);
    assertEquals(limit, longString.length);
    StringBuilder keys = new StringBuilder("{\"cmd\":\"variants\",\"x\":{");
    for (int i = 0; keys.length() < limit - 100; i++) {
      keys.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":0");
    }
    byte[] manyKeys = keys.append("}}").toString().getBytes(StandardCharsets.US_ASCII);
    // Just within the token cap (one per 16 bytes of the limit): the most trees a line may make,
    // an object node for every two tokens, and one with a key for every three.
    int cap = JsonText.tokensFor(limit);
    StringBuilder objects = new StringBuilder("{\"cmd\":\"variants\",\"x\":[{}");
    for (int i = 1; i < (cap - 10) / 2; i++) {
      objects.append(",{}");
    }
    byte[] manyObjects = objects.append("]}").toString().getBytes(StandardCharsets.US_ASCII);
    StringBuilder named = new StringBuilder("{\"cmd\":\"variants\",\"x\":{\"k0\":{}");
    for (int i = 1; i < (cap - 10) / 3; i++) {
      named.append(",\"k").append(i).append("\":{}");
    }
    byte[] manyNamed = named.append("}}").toString().getBytes(StandardCharsets.US_ASCII);
    Process p = referee(String.valueOf(limit));
    CompletableFuture<String> err = text(p.getErrorStream());
    CompletableFuture<List<String>> out = lines(p);
    try (OutputStream in = p.getOutputStream()) {
      for (byte[] line :
          List.of(longString, manyKeys, longString, manyKeys, manyObjects, manyNamed)) {
        in.write(line);
        in.write('\n');
      }
      in.write("{\"cmd\":\"variants\"}\n".getBytes(StandardCharsets.US_ASCII));
    } catch (IOException e) {
      // the referee died: its exit code and stderr say why
    }
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the referee did not end");
    assertEquals("", err.get(10, TimeUnit.SECONDS), "stderr");
    assertEquals(0, p.exitValue());
    List<String> answers = out.get(10, TimeUnit.SECONDS);
    assertEquals(7, answers.size());
    assertTrue(
        answers.get(0).contains("A variants request has no field \\\"x\\\""), answers.get(0));
    assertTrue(answers.get(1).contains("more than " + cap + " values"), answers.get(1));
    assertEquals(answers.get(0), answers.get(2));
    assertEquals(answers.get(1), answers.get(3));
    assertEquals(answers.get(0), answers.get(4));
    assertEquals(answers.get(0), answers.get(5));
    assertTrue(answers.get(6).startsWith("{\"ok\":true,\"variants\""));
  }

  private static Process referee(String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command =
        new ArrayList<>(List.of(java, "-Xmx64m", "-cp", classPath(), RefereeMain.class.getName()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).start();
  }

  private static CompletableFuture<String> text(java.io.InputStream s) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return new String(s.readAllBytes(), StandardCharsets.UTF_8);
          } catch (IOException e) {
            return e.toString();
          }
        });
  }

  private static CompletableFuture<List<String>> lines(Process p) {
    return CompletableFuture.supplyAsync(
        () -> {
          try (BufferedReader r =
              new BufferedReader(
                  new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            return r.lines().collect(Collectors.toList());
          } catch (IOException e) {
            return List.of(e.toString());
          }
        });
  }

  @Test
  @DisplayName("a 100 MB line at -Xmx64m: one MALFORMED answer, then the next line is answered")
  void hugeLineInASmallHeap() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p =
        new ProcessBuilder(java, "-Xmx64m", "-cp", classPath(), RefereeMain.class.getName())
            .start();
    CompletableFuture<String> err =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
              } catch (IOException e) {
                return e.toString();
              }
            });
    CompletableFuture<List<String>> out =
        CompletableFuture.supplyAsync(
            () -> {
              try (BufferedReader r =
                  new BufferedReader(
                      new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                return r.lines().collect(Collectors.toList());
              } catch (IOException e) {
                return List.of(e.toString());
              }
            });
    try (OutputStream in = p.getOutputStream()) {
      in.write("{\"cmd\":\"variants\",\"x\":\"".getBytes(StandardCharsets.US_ASCII));
      byte[] chunk = new byte[1 << 16];
      Arrays.fill(chunk, (byte) 'y');
      for (int written = 0; written < LINE; written += chunk.length) {
        in.write(chunk);
      }
      in.write("\"}\n{\"cmd\":\"variants\"}\n".getBytes(StandardCharsets.US_ASCII));
    } catch (IOException e) {
      // the referee died: its exit code and stderr say why
    }
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the referee did not end");
    List<String> answers = out.get(10, TimeUnit.SECONDS);
    assertEquals("", err.get(10, TimeUnit.SECONDS), "stderr");
    assertEquals(0, p.exitValue());
    assertEquals(2, answers.size(), answers::toString);
    JsonNode first = Json.parse(answers.get(0)).get();
    assertEquals("MALFORMED", first.at("/error/code").textValue(), answers.get(0));
    assertEquals(
        "The line is longer than the limit of 1048576 bytes, so it was skipped unread",
        first.at("/error/message").textValue());
    assertTrue(Json.parse(answers.get(1)).get().get("ok").booleanValue(), answers.get(1));
    assertTrue(Stream.of(answers.get(1)).allMatch(a -> a.startsWith("{\"ok\":true,\"variants\"")));
  }
}
