package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input on every route gets a clear JSON error with a stable code and changes nothing
 * (docs/server.md "Errors and limits"); a wrong token gets a refusal, never a seat.
 */
class BadInputTest {

  @TempDir static Path dir;
  static ServerFixture fx;

  @BeforeAll
  static void start() {
    fx = new ServerFixture(dir, 5L, ServerSettings.MESSAGES_PER_SECOND);
  }

  @AfterAll
  static void stop() {
    fx.close();
  }

  @ParameterizedTest(name = "{0} -> {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "{\"variant\":|400|MALFORMED",
        "[1,2]|400|MALFORMED",
        "''|400|MALFORMED",
        "{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"],\"x\":1}|400|MALFORMED",
        "{\"variant\":7,\"seats\":[\"human\",\"human\"]}|400|MALFORMED",
        "{\"variant\":\"nope-2p\",\"seats\":[\"human\",\"human\"]}|400|UNKNOWN_VARIANT",
        "{\"variant\":\"briscola-2p\",\"options\":{\"colour\":1},\"seats\":[\"human\",\"human\"]}|400|BAD_OPTIONS",
        "{\"variant\":\"briscola-2p\",\"options\":{\"dealer\":5},\"seats\":[\"human\",\"human\"]}|400|BAD_OPTIONS",
        "{\"variant\":\"briscola-2p\",\"options\":[],\"seats\":[\"human\",\"human\"]}|400|BAD_OPTIONS",
        "{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"deep-blue\"]}|400|UNKNOWN_SEAT_KIND",
        "{\"variant\":\"briscola-2p\",\"seats\":[\"human\",3]}|400|UNKNOWN_SEAT_KIND",
        "{\"variant\":\"briscola-2p\",\"seats\":[\"human\"]}|400|WRONG_SEAT_COUNT",
        "{\"variant\":\"briscola-2p\",\"seats\":\"human\"}|400|MALFORMED",
        "{\"variant\":\"briscola-2p\"}|400|MALFORMED"
      })
  @DisplayName("POST /api/tables refuses a bad request with a JSON error and makes no table")
  void badCreate(String body, int status, String code) {
    int before = fx.store.count();
    Wire.Answer a = fx.wire.post("/api/tables", body);
    assertEquals(status, a.status(), a.body());
    JsonNode error = a.json().get("error");
    assertEquals(code, error.get("code").asText(), a.body());
    assertTrue(error.get("message").asText().length() > 10, a.body());
    assertEquals(before, fx.store.count(), "no table was made");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "none",
      value = {
        "none|415",
        "text/plain|415",
        "application/x-www-form-urlencoded|415",
        "multipart/form-data; boundary=x|415",
        "application/jsonp|415",
        "application/json|201",
        "Application/JSON; charset=utf-8|201"
      })
  @DisplayName(
      "POST /api/tables takes JSON only as application/json: a form another site's page could post"
          + " is NOT_JSON")
  void contentType(String type, int status) {
    int before = fx.store.count();
    Wire.Answer a =
        fx.wire.post(
            "/api/tables", "{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"greedy\"]}", type);
    assertEquals(status, a.status(), a.body());
    if (status == 415) {
      assertEquals("NOT_JSON", a.json().get("error").get("code").asText(), a.body());
      assertEquals(before, fx.store.count(), "no table was made");
    }
  }

  @Test
  @DisplayName("A body over 64 KiB is answered 413 TOO_LARGE")
  void hugeBody() {
    String huge = "{\"variant\":\"" + "x".repeat(TableServer.MAX_BODY) + "\"}";
    Wire.Answer a = fx.wire.post("/api/tables", huge);
    assertEquals(413, a.status(), a.body());
    assertEquals("TOO_LARGE", a.json().get("error").get("code").asText());
  }

  /**
   * A length over {@link TableServer#MAX_DRAINED} alone is refused: the server answers 413 from the
   * headers, before any byte of the body, which it never reads. (A shorter body refused for its
   * size is read to its end first, so that {@link #hugeBody}'s client, still sending, hears the 413
   * instead of a connection closed under it.)
   */
  @Test
  @DisplayName("A declared length over 1 MiB is answered 413 before the body is sent")
  void hugeLength() throws IOException {
    List<String> head =
        head(
            "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: "
                + (TableServer.MAX_DRAINED + 1)
                + "\r\n\r\n");
    assertEquals("HTTP/1.1 413 Payload Too Large", head.get(0));
  }

  /**
   * A body that ends before its declared length (the client half-closes, or stops sending until the
   * idle timeout) is the client's mistake, not a bug: 400 MALFORMED, or 413 TOO_LARGE when what
   * came is already over 64 KiB; never 500 INTERNAL with a stack trace in the log for each.
   */
  @Test
  @DisplayName("A body cut short of its declared length is 400 MALFORMED (413 if over 64 KiB)")
  void truncatedBody() throws IOException {
    int before = fx.store.count();
    String answer = cutShort(100, "{\"variant\"");
    assertTrue(answer.startsWith("HTTP/1.1 400 "), answer);
    assertTrue(answer.contains("\"code\":\"MALFORMED\""), answer);
    answer = cutShort(TableServer.MAX_DRAINED, "x".repeat(TableServer.MAX_BODY + 10));
    assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
    assertTrue(answer.contains("\"code\":\"TOO_LARGE\""), answer);
    assertEquals(before, fx.store.count(), "no table was made");
  }

  /**
   * A socket asked for with a query that is not URL-encoded ({@code %zz}) is the client's mistake:
   * 400 with a JSON error, not 500 INTERNAL with a stack trace in the log for each.
   */
  @Test
  @DisplayName("A socket asked for with a bad query (%zz) is 400 MALFORMED, not 500")
  void badQuery() throws IOException {
    String table =
        fx.wire
            .create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}")
            .get("table")
            .asText();
    String status = head(upgrade("/ws/tables/" + table + "?token=%zz")).get(0);
    assertTrue(status.startsWith("HTTP/1.1 400 "), status);
  }

  /**
   * Javalin opens an HTTP session on every socket's upgrade, which the server never uses; kept in
   * memory (Jetty's default never lets one expire), each connection, a refused one too, would grow
   * the heap for good.
   */
  @Test
  @DisplayName("A socket's upgrade leaves no HTTP session in the server's memory")
  void noSessionKept() throws IOException {
    // With no session made there is no cookie, and nothing to keep; a session made is named by
    // its cookie, and must not be held.
    for (String line : head(upgrade("/ws/tables/nope"))) {
      if (line.startsWith("Set-Cookie: JSESSIONID=")) {
        String id = line.substring("Set-Cookie: JSESSIONID=".length()).split("[;.]")[0];
        assertFalse(fx.server.holdsSession(id), "the server keeps the session " + id);
      }
    }
  }

  /** A socket's upgrade request for this path, as a browser sends it. */
  private static String upgrade(String path) {
    return "GET "
        + path
        + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n"
        + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n";
  }

  /** Sends a raw request and reads the answer's status line and headers, up to the empty line. */
  private static List<String> head(String request) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", fx.wire.port)) {
      socket.setSoTimeout(20_000);
      socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      BufferedReader in =
          new BufferedReader(
              new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
      List<String> lines = new ArrayList<>();
      for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
        lines.add(line);
      }
      return lines;
    }
  }

  /** Posts a body shorter than its declared length, half-closes, and reads the whole answer. */
  private static String cutShort(int length, String body) throws IOException {
    try (Socket socket = new Socket("127.0.0.1", fx.wire.port)) {
      socket.setSoTimeout(20_000);
      String request =
          "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
              + "Content-Length: "
              + length
              + "\r\n\r\n"
              + body;
      socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
      socket.getOutputStream().flush();
      socket.shutdownOutput();
      return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  @Test
  @DisplayName("An unknown table is 404 NOT_FOUND on every route, and its socket is closed 4404")
  void unknownTable() {
    for (String path :
        new String[] {"/api/tables/nope", "/api/tables/nope/record", "/api/nothing"}) {
      Wire.Answer a = fx.wire.get(path);
      assertEquals(404, a.status(), path);
      assertEquals("NOT_FOUND", a.json().get("error").get("code").asText(), path);
    }
    Wire.Socket s = fx.wire.socket("nope", null);
    assertEquals("NOT_FOUND", s.next().get("error").get("code").asText());
    assertTrue(s.closing().startsWith("4404"), s.closing());
  }

  @Test
  @DisplayName("A wrong token gets no seat: the socket is refused (4403), the record route 403")
  void wrongToken() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    String table = made.get("table").asText();
    // another table's token, a made-up one, an empty one
    JsonNode other =
        fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"greedy\"]}");
    String[] wrong = {
      other.get("seats").get(0).get("token").asText(), "AAAAAAAAAAAAAAAAAAAAAA", ""
    };
    for (String token : wrong) {
      Wire.Socket s = fx.wire.socket(table, token);
      JsonNode m = s.next();
      assertEquals("error", m.get("type").asText(), m.toString());
      assertEquals("BAD_TOKEN", m.get("error").get("code").asText());
      assertTrue(s.closing().startsWith("4403"), s.closing());
      Wire.Answer r = fx.wire.get("/api/tables/" + table + "/record?token=" + token);
      assertEquals(403, r.status(), r.body());
      assertEquals("BAD_TOKEN", r.json().get("error").get("code").asText());
    }
    // the right token: that seat's record, with no deck order
    String token = made.get("seats").get(1).get("token").asText();
    JsonNode record = fx.wire.get("/api/tables/" + table + "/record?token=" + token).json();
    assertEquals(1, record.get("view").get("seat").asInt(), record.toString());
    assertFalse(record.has("actions"), "a seat's record has steps, not the deck's order");
    assertEquals(
        "public", fx.wire.get("/api/tables/" + table + "/record").json().get("view").asText());
  }

  @Test
  @DisplayName("A refused act leaves the table as it was; the next legal one is accepted")
  void rejectionChangesNothing() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    String table = made.get("table").asText();
    int toAct = fx.awaitSeatToAct(table);
    Wire.Socket s = fx.wire.socket(table, made.get("seats").get(toAct).get("token").asText());
    JsonNode view = s.view();
    JsonNode before = fx.state(table);
    String notMine = notInHand(view);
    String[][] cases = {
      {
        "{\"type\":\"act\",\"action\":{\"type\":\"play\",\"card\":\"" + notMine + "\"}}",
        "CARD_NOT_IN_HAND"
      },
      {
        "{\"type\":\"act\",\"action\":{\"type\":\"play\",\"seat\":"
            + (1 - toAct)
            + ",\"card\":\""
            + notMine
            + "\"}}",
        "NOT_YOUR_TURN"
      },
      {"{\"type\":\"act\",\"action\":{\"type\":\"play\",\"card\":\"ZZ\"}}", "MALFORMED"},
      // a deal, no seat in it as none in a deal: the server deals (not "a deal has no seat")
      {"{\"type\":\"act\",\"action\":{\"type\":\"deal\",\"order\":[]}}", "NOT_YOUR_TURN"},
      {
        "{\"type\":\"act\",\"action\":{\"type\":\"deal\",\"order\":" + deck() + "}}",
        "NOT_YOUR_TURN"
      },
      {"{\"type\":\"shout\"}", "MALFORMED"},
      {"not json", "MALFORMED"},
    };
    for (String[] c : cases) {
      s.send(c[0]);
      JsonNode m = s.next();
      assertEquals("rejected", m.get("type").asText(), c[0] + " -> " + m);
      assertEquals(c[1], m.get("error").get("code").asText(), c[0] + " -> " + m);
      assertFalse(m.get("error").get("message").asText().isBlank());
    }
    assertEquals(before, fx.state(table), "the table is unchanged");
    assertEquals(before.get("actions").asInt(), fx.storedActions(table));
    Wire.Socket spectator = fx.wire.socket(table, null);
    spectator.next();
    spectator.send(Play.first(view));
    assertEquals("SPECTATOR", spectator.next().get("error").get("code").asText());
    assertEquals(before, fx.state(table));
    s.send(Play.first(view));
    assertEquals(1, s.view().get("events").size());
    assertEquals(before.get("actions").asInt() + 1, fx.state(table).get("actions").asInt());
    s.close();
    spectator.close();
  }

  /** The deck of briscola-2p in the catalog's order: a well-formed deal's order. */
  private static String deck() {
    for (JsonNode v : fx.wire.get("/api/variants").json().get("variants")) {
      if (v.get("id").asText().equals("briscola-2p")) {
        return Json.write(v.get("cards"));
      }
    }
    throw new AssertionError("the catalog has briscola-2p");
  }

  /** A card of the deck that the view's seat does not hold. */
  private static String notInHand(JsonNode view) {
    JsonNode hand = view.get("view").get("hands").get(view.get("seat").asInt());
    for (String c : new String[] {"AC", "AD", "AH", "AS", "2C", "2D"}) {
      boolean held = false;
      for (JsonNode h : hand) {
        held |= h.asText().equals(c);
      }
      if (!held) {
        return c;
      }
    }
    throw new AssertionError("a hand of three holds them all");
  }

  @Test
  @DisplayName("A flood of messages on one socket closes it (1008); the table goes on")
  void flood() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    String table = made.get("table").asText();
    String token = made.get("seats").get(0).get("token").asText();
    Wire.Socket s = fx.wire.socket(table, token);
    s.next();
    // One more message than a second allows, each sent once the last is out, and then nothing: a
    // client that went on sending after the server's close could see the connection reset instead
    // of the close. A batch that straddles two of the server's one-second windows is not a flood:
    // another batch comes in a new window.
    for (int batch = 0; batch < 5 && !s.closed.isDone(); batch++) {
      for (int i = 0; i <= ServerSettings.MESSAGES_PER_SECOND; i++) {
        s.send("{\"type\":\"shout\"}");
      }
      try {
        s.closed.get(2, TimeUnit.SECONDS);
      } catch (TimeoutException | InterruptedException | ExecutionException e) {
        // not closed yet: the next batch
      }
    }
    assertTrue(s.closing().startsWith("1008"), s.closing());
    boolean told = false;
    for (JsonNode m : s.messages) {
      told |= "TOO_MANY_MESSAGES".equals(m.path("error").path("code").asText());
    }
    assertTrue(told, "the client is told why: " + s.messages);
    Wire.Socket again = fx.wire.socket(table, token);
    assertEquals("view", again.next().get("type").asText());
    again.close();
  }

  @Test
  @DisplayName("A message over 64 KiB closes the socket (1009, too big)")
  void hugeMessage() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    Wire.Socket s = fx.wire.socket(made.get("table").asText(), null);
    s.next();
    s.ws.sendText("\"" + "x".repeat(TableServer.MAX_MESSAGE) + "\"", true);
    assertTrue(s.closing().startsWith("1009"), s.closing());
  }

  @Test
  @DisplayName("Tokens are stored as SHA-256 hashes, never in clear")
  void tokensHashed() {
    JsonNode made =
        fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"greedy\"]}");
    String token = made.get("seats").get(0).get("token").asText();
    StoredTable t = fx.store.find(made.get("table").asText()).orElseThrow();
    assertEquals(Tokens.hash(token), t.tokenHashes().get(0));
    assertEquals(64, t.tokenHashes().get(0).length());
    assertEquals(null, t.tokenHashes().get(1));
    assertFalse(Json.write(Json.parse(t.header()).get()).contains(token));
  }
}
