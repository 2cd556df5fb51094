package dev.mazzo.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code mazzo serve} in a JVM of its own, with more jars on its class path (a family built outside
 * the library), as {@code MAZZO_CLASSPATH=JAR ./mazzo serve} runs it: on 127.0.0.1, a free port, no
 * bot delay or trick pause, a fixed seed, its tables in a temporary directory. {@link #close} stops
 * it (SIGTERM, which its shutdown hook answers) and removes the directory.
 */
final class ServedProgram implements AutoCloseable {

  private static final Pattern ADDRESS = Pattern.compile("http://localhost:(\\d+)/");

  private final Process process;
  private final Path dir;
  private final Path out;
  private int port;

  private ServedProgram(Process process, Path dir, Path out) {
    this.process = process;
    this.dir = dir;
    this.out = out;
  }

  /**
   * Starts the server with {@code jar} after the test's own class path; {@link #port} waits for it
   * to listen.
   *
   * @param jar a jar to add to the class path
   * @param seed the seed of the tables' deals and bots
   * @return the server, starting
   */
  static ServedProgram serve(Path jar, long seed) throws IOException {
    Path dir = Files.createTempDirectory("mazzo-serve-");
    Path out = dir.resolve("serve.out");
    String javaBin = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    ProcessBuilder pb =
        new ProcessBuilder(
            List.of(
                javaBin,
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path") + java.io.File.pathSeparator + jar,
                "dev.mazzo.cli.Mazzo",
                "serve",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--data",
                dir.toString(),
                "--bot-delay",
                "0",
                "--trick-pause",
                "0",
                "--seed",
                Long.toString(seed)));
    pb.redirectErrorStream(true).redirectOutput(out.toFile());
    return new ServedProgram(pb.start(), dir, out);
  }

  /**
   * The port it listens on, once it has printed its address (at most 30 seconds).
   *
   * @return the port
   */
  int port() throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (port == 0) {
      String printed = Files.readString(out, StandardCharsets.UTF_8);
      Matcher m = ADDRESS.matcher(printed);
      if (m.find()) {
        port = Integer.parseInt(m.group(1));
      } else if (!process.isAlive()) {
        throw new AssertionError("mazzo serve stopped (" + process.exitValue() + "): " + printed);
      } else if (System.nanoTime() > deadline) {
        throw new AssertionError("mazzo serve printed no address in 30 s: " + printed);
      } else {
        Thread.sleep(50);
      }
    }
    return port;
  }

  @Override
  public void close() {
    try {
      process.destroy();
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    } finally {
      delete(dir);
    }
  }

  private static void delete(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
