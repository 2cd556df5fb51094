package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A test's client of a table server: HTTP requests and WebSockets on java.net.http. */
final class Wire {

  static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  final String base;
  final int port;

  Wire(int port) {
    this.port = port;
    this.base = "http://127.0.0.1:" + port;
  }

  /** An HTTP answer: its status and body. */
  record Answer(int status, String body) {
    JsonNode json() {
      return Json.parse(body).getOrElseThrow(r -> new AssertionError(r.message() + ": " + body));
    }
  }

  Answer get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  Answer post(String path, String body) {
    return post(path, body, "application/json");
  }

  /** A POST with this Content-Type, or none when it is null. */
  Answer post(String path, String body, String contentType) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(URI.create(base + path))
            .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
    return send(contentType == null ? b : b.header("Content-Type", contentType));
  }

  private static Answer send(HttpRequest.Builder b) {
    try {
      HttpResponse<String> r =
          HTTP.send(
              b.timeout(Duration.ofSeconds(20)).build(), HttpResponse.BodyHandlers.ofString());
      return new Answer(r.statusCode(), r.body());
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Makes a table; the answer's JSON. */
  JsonNode create(String request) {
    Answer a = post("/api/tables", request);
    assertTrue(a.status() == 201, a.status() + " " + a.body());
    return a.json();
  }

  /** Opens a table's socket, with a token or as a spectator (token null). */
  Socket socket(String table, String token) {
    Socket s = new Socket();
    String q = token == null ? "" : "?token=" + token;
    s.ws =
        HTTP.newWebSocketBuilder()
            .buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/tables/" + table + q), s)
            .join();
    return s;
  }

  /** A WebSocket whose text messages are queued as JSON. */
  static final class Socket implements WebSocket.Listener {
    final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
    final CompletableFuture<String> closed = new CompletableFuture<>();
    private final StringBuilder part = new StringBuilder();
    WebSocket ws;

    @Override
    public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
      part.append(data);
      if (last) {
        messages.add(Json.parse(part.toString()).get());
        part.setLength(0);
      }
      w.request(1);
      return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket w, int code, String reason) {
      closed.complete(code + " " + reason);
      return null;
    }

    @Override
    public void onError(WebSocket w, Throwable error) {
      closed.complete("error " + error);
    }

    void send(String text) {
      ws.sendText(text, true).join();
    }

    /** The next message, within 20 seconds. */
    JsonNode next() {
      try {
        JsonNode m = messages.poll(20, TimeUnit.SECONDS);
        assertNotNull(m, "no message within 20 s");
        return m;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }

    /** The next view message; a rejection or an error fails the test. */
    JsonNode view() {
      JsonNode m = next();
      if (!"view".equals(m.path("type").asText())) {
        throw new AssertionError("a view was expected: " + m);
      }
      return m;
    }

    /** The next message that passes a test, skipping others. */
    JsonNode until(Predicate<JsonNode> test) {
      while (true) {
        JsonNode m = next();
        if (test.test(m)) {
          return m;
        }
      }
    }

    /** How the socket closed, within 10 seconds. */
    String closing() {
      try {
        return closed.get(10, TimeUnit.SECONDS);
      } catch (Exception e) {
        throw new AssertionError("the socket was not closed", e);
      }
    }

    void close() {
      if (!ws.isOutputClosed()) {
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
      }
      ws.abort();
    }
  }
}
