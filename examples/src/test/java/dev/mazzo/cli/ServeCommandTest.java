package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code mazzo serve}'s options and its refusals (its start, its address and a kill are tested by
 * {@code dev.mazzo.server.CrashTest}, which runs it in a JVM of its own).
 */
class ServeCommandTest {

  @TempDir Path dir;

  @Test
  @DisplayName("serve --help shows the options and the pace's defaults")
  void help() {
    Run r = Run.of("", "serve", "--help");
    assertEquals(0, r.code(), r.err());
    for (String s :
        new String[] {
          "--port",
          "7070",
          "--host",
          "127.0.0.1",
          "--data",
          "--db",
          "--bot-delay",
          "800",
          "--trick-pause",
          "1500",
          "--seed"
        }) {
      assertTrue(r.out().contains(s), s + " in " + r.out());
    }
  }

  @Test
  @DisplayName("A port out of range or a negative delay is a usage error")
  void badOptions() {
    assertEquals(Mazzo.USAGE, Run.of("", "serve", "--port", "70000").code());
    Run r = Run.of("", "serve", "--bot-delay", "-1", "--data", dir.toString());
    assertEquals(Mazzo.USAGE, r.code());
    assertTrue(r.err().contains("0 or more milliseconds"), r.err());
  }

  @Test
  @DisplayName("A data directory that cannot be made is said, exit 1")
  void badData() throws IOException {
    Path file = Files.writeString(dir.resolve("a-file"), "x");
    Run r = Run.of("", "serve", "--port", "0", "--data", file.resolve("sub").toString());
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("mazzo: the data directory "), r.err());
  }

  @Test
  @DisplayName("A port already taken is said, exit 1")
  void portTaken() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      Run r = Run.of("", "serve", "--port", "" + taken.getLocalPort(), "--data", dir.toString());
      assertEquals(1, r.code(), r.out() + r.err());
      assertTrue(r.err().startsWith("mazzo: the server could not start on 127.0.0.1:"), r.err());
    }
  }
}
