package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Nothing accepted is lost: {@code mazzo serve} in a JVM of its own, a table in play, the server
 * killed (SIGKILL) and restarted on the same {@code --data}, the match finished; its record equals
 * that of the same match (same seed, same moves) played without the crash.
 */
class CrashTest {

  private static final String REQUEST =
      "{\"variant\":\"briscola-4p\",\"options\":{\"handsToWin\":1},"
          + "\"seats\":[\"human\",\"greedy\",\"random\",\"greedy\"]}";

  private static final Pattern ADDRESS = Pattern.compile("http://localhost:(\\d+)/");

  @TempDir Path data;

  @Test
  @DisplayName("kill -9 mid-match, restart on the same data: the match ends as it would have")
  void crashAndRecover() throws Exception {
    JsonNode expected;
    try (TableServer reference = new TableServer(ServerSettings.fast(42L), new MemoryStore())) {
      Wire w = new Wire(reference.start().port());
      JsonNode made = w.create(REQUEST);
      String table = made.get("table").asText();
      Wire.Socket s = w.socket(table, made.get("seats").get(0).get("token").asText());
      assertTrue(Play.play(s, 1000).get("over").asBoolean());
      s.close();
      expected = w.get("/api/tables/" + table + "/record").json();
    }

    Process first = serve();
    Wire w = new Wire(port(first));
    JsonNode made = w.create(REQUEST);
    String table = made.get("table").asText();
    String token = made.get("seats").get(0).get("token").asText();
    Wire.Socket s = w.socket(table, token);
    JsonNode mid = Play.play(s, 4);
    s.ws.abort();
    assertTrue(!mid.get("over").asBoolean(), "killed mid-match");
    first.destroyForcibly();
    assertTrue(first.waitFor(20, TimeUnit.SECONDS), "the server is killed");

    Process second = serve();
    try {
      Wire w2 = new Wire(port(second));
      Wire.Socket again = w2.socket(table, token);
      JsonNode end = Play.play(again, 1000);
      again.close();
      assertTrue(end.get("over").asBoolean(), end.toString());
      JsonNode record = w2.get("/api/tables/" + table + "/record").json();
      assertEquals(expected, record);
    } finally {
      second.destroy();
      second.waitFor(20, TimeUnit.SECONDS);
      second.destroyForcibly();
    }
  }

  /** {@code mazzo serve} on any free port, no pace, seed 42, on the test's data directory. */
  private Process serve() throws IOException {
    Path java = Paths.get(System.getProperty("java.home"), "bin", "java");
    ProcessBuilder pb =
        new ProcessBuilder(
            List.of(
                java.toString(),
                // a quick start: the child serves one small table
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                "dev.mazzo.cli.Mazzo",
                "serve",
                "--port",
                "0",
                "--data",
                data.toString(),
                "--bot-delay",
                "0",
                "--trick-pause",
                "0",
                "--seed",
                "42"));
    pb.redirectError(data.resolve("serve-" + System.nanoTime() + ".err").toFile());
    return pb.start();
  }

  /** The port the server prints in the address to open. */
  private static int port(Process p) throws Exception {
    BufferedReader out =
        new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<Integer> port =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                  Matcher m = ADDRESS.matcher(line);
                  if (m.find()) {
                    return Integer.parseInt(m.group(1));
                  }
                }
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
              throw new AssertionError("the server printed no address");
            });
    return port.get(30, TimeUnit.SECONDS);
  }
}
