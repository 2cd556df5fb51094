package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import dev.mazzo.server.MemoryStore;
import dev.mazzo.server.ServerSettings;
import dev.mazzo.server.TableServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The server chapter's conversation (docs/server.md "A conversation") runs as written against a
 * real server (seed 1, no pace): each {@code >} HTTP request or {@code S>} socket line is answered
 * with the {@code <} or {@code S<} line after it, whole, or, where the line ends with {@code …},
 * beginning with what comes before it. {@code ID} and {@code TOKENn} stand for the table's id and
 * seat n's token, learnt from the answer that makes the table.
 */
class ServerDocTest {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private static List<String> block() throws IOException {
    Path p = Path.of("docs", "server.md").toAbsolutePath();
    while (!Files.exists(p) && p.getParent().getParent().getParent() != null) {
      p = p.getParent().getParent().getParent().resolve("docs").resolve("server.md");
    }
    List<String> lines = Files.readAllLines(p);
    int at = lines.indexOf("## A conversation");
    assertTrue(at >= 0, "server.md has the section A conversation");
    int open = lines.subList(at, lines.size()).indexOf("```text") + at;
    List<String> block = new ArrayList<>();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      block.add(lines.get(i));
    }
    return block;
  }

  @Test
  @DisplayName("server.md: the conversation is answered as the chapter shows")
  void conversationRuns() throws Exception {
    List<String> block = block();
    assertTrue(block.size() >= 20, "the conversation has its lines: " + block.size());
    Map<String, String> names = new HashMap<>();
    Map<String, Socket> sockets = new HashMap<>();
    try (TableServer server = new TableServer(ServerSettings.fast(1L), new MemoryStore()).start()) {
      String base = "127.0.0.1:" + server.port();
      for (int i = 0; i < block.size(); i++) {
        String line = block.get(i);
        if (line.startsWith("> ")) {
          String[] req = subst(line.substring(2), names).split(" ", 3);
          HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://" + base + req[1]));
          if (req[0].equals("POST")) {
            // as the chapter says a client sends it
            b.header("Content-Type", "application/json");
            b.POST(HttpRequest.BodyPublishers.ofString(req[2]));
          }
          HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
          String answer = r.statusCode() + " " + r.body();
          if (r.statusCode() == 201) {
            learn(Json.parse(r.body()).get(), names);
            awaitDeal(base, names.get("ID"));
          }
          check(line, subst(block.get(++i).substring(2), names), answer);
        } else if (line.matches("[A-Z]> open .*")) {
          Socket s = new Socket();
          s.ws =
              HTTP.newWebSocketBuilder()
                  .buildAsync(URI.create("ws://" + base + subst(line.substring(8), names)), s)
                  .join();
          sockets.put(line.substring(0, 1), s);
        } else if (line.matches("[A-Z]> .*")) {
          sockets
              .get(line.substring(0, 1))
              .ws
              .sendText(subst(line.substring(3), names), true)
              .join();
        } else if (line.matches("[A-Z]< .*")) {
          String answer = sockets.get(line.substring(0, 1)).next();
          check(block.get(i - 1), subst(line.substring(3), names), answer);
        } else {
          assertTrue(line.isBlank() || line.startsWith("#"), "a line of the conversation: " + line);
        }
      }
    }
  }

  private static void check(String request, String shown, String answer) {
    if (shown.endsWith("…")) {
      String start = shown.substring(0, shown.length() - 1);
      assertTrue(answer.startsWith(start), request + "\nwas answered\n" + answer);
    } else {
      assertEquals(shown, answer, request);
    }
  }

  private static String subst(String text, Map<String, String> names) {
    String out = text;
    for (Map.Entry<String, String> e : names.entrySet()) {
      out = out.replace(e.getKey(), e.getValue());
    }
    return out;
  }

  /** The table's id and its people's tokens, from the answer that made it. */
  private static void learn(JsonNode made, Map<String, String> names) {
    names.put("ID", made.get("table").asText());
    for (JsonNode s : made.get("seats")) {
      if (s.has("token")) {
        names.put("TOKEN" + s.get("seat").asInt(), s.get("token").asText());
      }
    }
  }

  /** Waits until the server has dealt (it deals at once, on its scheduler). */
  private static void awaitDeal(String base, String id) throws Exception {
    for (int k = 0; k < 200; k++) {
      HttpResponse<String> r =
          HTTP.send(
              HttpRequest.newBuilder(URI.create("http://" + base + "/api/tables/" + id)).build(),
              HttpResponse.BodyHandlers.ofString());
      if (!Json.parse(r.body()).get().path("toAct").asText().equals("chance")) {
        return;
      }
      Thread.sleep(10);
    }
  }

  /** A socket whose messages (and its closing, as {@code close CODE REASON}) are queued. */
  private static final class Socket implements WebSocket.Listener {
    final BlockingQueue<String> messages = new LinkedBlockingQueue<>();
    final StringBuilder part = new StringBuilder();
    WebSocket ws;

    @Override
    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
      part.append(data);
      if (last) {
        messages.add(part.toString());
        part.setLength(0);
      }
      w.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket w, int code, String reason) {
      messages.add("close " + code + " " + reason);
      return null;
    }

    String next() throws InterruptedException {
      String m = messages.poll(Duration.ofSeconds(20).toMillis(), TimeUnit.MILLISECONDS);
      assertTrue(m != null, "no message within 20 s");
      return m;
    }
  }
}
