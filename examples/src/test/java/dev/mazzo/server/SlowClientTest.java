package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A client that never reads its socket is closed with 1013 (try again later) once it has left
 * {@link Sockets#MAX_QUEUED} messages unread, and the server's other tables go on as before
 * (docs/server.md, the close codes).
 */
class SlowClientTest {

  @Test
  @DisplayName("A client that never reads is closed with 1013; another table plays on meanwhile")
  void aClientThatNeverReadsIsClosed() throws Exception {
    try (TableServer server = new TableServer(ServerSettings.fast(3L), new MemoryStore()).start()) {
      Wire wire = new Wire(server.port());
      // bots that play a long match as fast as they can: a stream of views to the watcher
      String busy =
          wire.create(
                  "{\"variant\":\"briscola-6p\",\"options\":{\"handsToWin\":100000},\"seats\":"
                      + "[\"random\",\"random\",\"random\",\"random\",\"random\",\"random\"]}")
              .get("table")
              .asText();
      try (Socket raw = new Socket()) {
        raw.setReceiveBufferSize(2048);
        raw.connect(new InetSocketAddress("127.0.0.1", server.port()), 5000);
        upgrade(raw, "/ws/tables/" + busy);
        Table table = server.tables().inMemory(busy);
        ServerFixture.await(() -> table.clients() == 1, "the watcher joined");
        // Another table, played by a person's client meanwhile: each view comes at once.
        JsonNode made =
            wire.create(
                "{\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":1000},"
                    + "\"seats\":[\"human\",\"greedy\"]}");
        Wire.Socket person =
            wire.socket(made.get("table").asText(), made.get("seats").get(0).get("token").asText());
        JsonNode m = person.view();
        int moves = 0;
        long end = System.nanoTime() + 60_000_000_000L;
        while (table.clients() > 0 || moves < 10) {
          assertTrue(System.nanoTime() < end, "the watcher that never reads is not closed in 60 s");
          if (Play.toAct(m) && person.messages.isEmpty()) {
            long sent = System.nanoTime();
            person.send(Play.first(m));
            m = person.view();
            long millis = (System.nanoTime() - sent) / 1_000_000;
            assertTrue(millis < 5000, "a view took " + millis + " ms");
            moves++;
          } else {
            m = person.view();
          }
        }
        person.close();
        assertEquals(0, table.clients(), "the watcher is still a client");
        assertTrue(!server.tables().inMemory(busy).match().state().isOver(), "the match ended");
        // now it reads: what was queued, then the close, 1013 TOO_SLOW
        raw.setSoTimeout(20_000);
        assertEquals(1013, closeCode(new DataInputStream(raw.getInputStream())));
      }
    }
  }

  @Test
  @DisplayName(
      "A stopped server leaves no thread that keeps the JVM alive (the clients' pings too)")
  void stoppedServerLeavesNoThread() {
    java.util.Set<Thread> before = Thread.getAllStackTraces().keySet();
    TableServer server = new TableServer(ServerSettings.fast(4L), new MemoryStore()).start();
    Wire wire = new Wire(server.port());
    JsonNode made = wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"greedy\"]}");
    Wire.Socket s =
        wire.socket(made.get("table").asText(), made.get("seats").get(0).get("token").asText());
    s.view();
    server.stop();
    s.close();
    ServerFixture.await(
        () ->
            Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t -> !t.isDaemon() && t.isAlive() && !before.contains(t)),
        "the server's threads to end: "
            + Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !t.isDaemon() && !before.contains(t))
                .map(Thread::getName)
                .toList());
  }

  /** The WebSocket handshake on a raw socket; reads the answer's headers only. */
  private static void upgrade(Socket raw, String path) throws IOException {
    OutputStream out = raw.getOutputStream();
    out.write(
        ("GET "
                + path
                + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
    out.flush();
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    var in = raw.getInputStream();
    while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
      int b = in.read();
      if (b < 0) {
        throw new EOFException("no handshake: " + head);
      }
      head.write(b);
    }
    assertTrue(
        head.toString(StandardCharsets.US_ASCII).startsWith("HTTP/1.1 101"), head.toString());
  }

  /** Reads frames (the server's are not masked) up to a close frame; its code. */
  private static int closeCode(DataInputStream in) throws IOException {
    while (true) {
      int b0 = in.readUnsignedByte();
      int b1 = in.readUnsignedByte();
      long length = b1 & 0x7f;
      if (length == 126) {
        length = in.readUnsignedShort();
      } else if (length == 127) {
        length = in.readLong();
      }
      byte[] payload = new byte[(int) length];
      in.readFully(payload);
      if ((b0 & 0x0f) == 8) {
        return ((payload[0] & 0xff) << 8) | (payload[1] & 0xff);
      }
    }
  }
}
