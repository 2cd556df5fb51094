package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code mazzo} launcher script at the root of the repository, run against a stand-in {@code
 * mvn} and {@code java}: on first use it says what it is doing and how long it takes, and shows the
 * build's progress, instead of staying silent for a minute; a failed build shows Maven's output. It
 * passes {@code JAVA_OPTS} and {@code MAZZO_OPTS} to the Java virtual machine, and the terminal's
 * width in {@code COLUMNS} when its output is a terminal (issue 26).
 */
@DisabledOnOs(OS.WINDOWS)
class LauncherTest {

  @TempDir Path dir;

  private Path bin;
  private Path javaHome;

  private static final String BUILD_LINES =
      "echo '[INFO] Reactor Build Order:'\n"
          + "echo '[INFO] Building Mazzo 0.1.0-SNAPSHOT                                      [1/2]'\n"
          + "echo '[INFO] Building Mazzo examples 0.1.0-SNAPSHOT                             [2/2]'\n";

  private void layOut(String mvnBody) throws IOException {
    Path root = dir.resolve("repo");
    Files.createDirectories(root.resolve("examples/src/main/java"));
    Files.copy(Path.of("..", "mazzo").toAbsolutePath().normalize(), root.resolve("mazzo"));
    Files.writeString(root.resolve("pom.xml"), "<project/>");
    Files.writeString(root.resolve("examples/src/main/java/A.java"), "class A {}");
    bin = Files.createDirectories(dir.resolve("bin"));
    script(bin.resolve("mvn"), mvnBody);
    javaHome = dir.resolve("jdk");
    Files.createDirectories(javaHome.resolve("bin"));
    // The stand-in java also notes the COLUMNS it was given, in a file of its own.
    script(
        javaHome.resolve("bin/java"),
        "echo \"${COLUMNS:-unset}\" > '" + dir.resolve("columns") + "'\necho \"ran $*\"\n");
  }

  private static void script(Path p, String body) throws IOException {
    Files.writeString(p, "#!/bin/sh\n" + body, StandardCharsets.UTF_8);
    Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private Run run() throws Exception {
    return run(Map.of());
  }

  private Run run(Map<String, String> env) throws Exception {
    return run(env, List.of("sh", dir.resolve("repo/mazzo").toString(), "variants"));
  }

  private Run run(Map<String, String> env, List<String> command) throws Exception {
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().remove("COLUMNS");
    pb.environment().remove("JAVA_OPTS");
    pb.environment().remove("MAZZO_OPTS");
    pb.environment().remove("MAZZO_CLASSPATH");
    pb.environment().put("PATH", bin + ":" + System.getenv("PATH"));
    pb.environment().put("JAVA_HOME", javaHome.toString());
    pb.environment().putAll(env);
    pb.redirectInput(new File("/dev/null"));
    pb.redirectOutput(dir.resolve("out").toFile());
    pb.redirectError(dir.resolve("err").toFile());
    Process p = pb.start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the launcher ends");
    return new Run(
        p.exitValue(), Files.readString(dir.resolve("out")), Files.readString(dir.resolve("err")));
  }

  @Test
  @DisplayName("the first run says it builds, roughly how long it takes, and each module it builds")
  void firstRunSaysWhatItDoes() throws Exception {
    layOut(BUILD_LINES + "mkdir -p examples/target && : > examples/target/mazzo.jar\n");
    Run first = run();
    assertEquals(0, first.code(), first.err());
    assertTrue(first.err().contains("mazzo: building examples/target/mazzo.jar"), first.err());
    assertTrue(first.err().contains("about a minute"), first.err());
    assertTrue(first.err().contains("mazzo:   1 of 2: Mazzo 0.1.0-SNAPSHOT\n"), first.err());
    assertTrue(
        first.err().contains("mazzo:   2 of 2: Mazzo examples 0.1.0-SNAPSHOT\n"), first.err());
    assertTrue(first.out().startsWith("ran -jar "), first.out());
    assertTrue(first.out().trim().endsWith("mazzo.jar variants"), first.out());

    Run second = run();
    assertEquals(0, second.code());
    assertEquals("", second.err(), "a fresh jar is run at once, without a word");
  }

  @Test
  @DisplayName("a failed build shows Maven's output and exits 1 without running the program")
  void failedBuildShowsTheLog() throws Exception {
    layOut(BUILD_LINES + "echo '[ERROR] COMPILATION ERROR: A.java:[1,1] oops'\nexit 1\n");
    Run r = run();
    assertEquals(1, r.code());
    assertTrue(r.err().contains("[ERROR] COMPILATION ERROR: A.java:[1,1] oops"), r.err());
    assertTrue(r.err().contains("mazzo: the build failed"), r.err());
    assertEquals("", r.out());
  }

  @Test
  @DisplayName("JAVA_OPTS and MAZZO_OPTS go to the Java virtual machine, before -jar, word by word")
  void javaOptions() throws Exception {
    layOut(BUILD_LINES + "mkdir -p examples/target && : > examples/target/mazzo.jar\n");
    Run r = run(Map.of("JAVA_OPTS", "-Xmx64m -Dpattern=*", "MAZZO_OPTS", "-Dx=y"));
    assertEquals(0, r.code(), r.err());
    String jar = dir.resolve("repo/examples/target/mazzo.jar").toString();
    assertEquals("ran -Xmx64m -Dpattern=* -Dx=y -jar " + jar + " variants\n", r.out());
  }

  @Test
  @DisplayName(
      "MAZZO_CLASSPATH puts a family's jar beside the program's on the class path (extending.md)")
  void extraClassPath() throws Exception {
    layOut(BUILD_LINES + "mkdir -p examples/target && : > examples/target/mazzo.jar\n");
    String jar = dir.resolve("repo/examples/target/mazzo.jar").toString();
    Run r = run(Map.of("MAZZO_CLASSPATH", "/x/mazzo-euchre.jar", "MAZZO_OPTS", "-Dx=y"));
    assertEquals(0, r.code(), r.err());
    assertEquals(
        "ran -Dx=y -cp " + jar + ":/x/mazzo-euchre.jar dev.mazzo.cli.Mazzo variants\n", r.out());
    Run without = run(Map.of("MAZZO_CLASSPATH", ""));
    assertEquals("ran -jar " + jar + " variants\n", without.out(), "an empty one changes nothing");
  }

  @Test
  @DisplayName(
      "the referee runs with the serial collector, unless JAVA_OPTS or MAZZO_OPTS name one")
  void refereeCollector() throws Exception {
    layOut(BUILD_LINES + "mkdir -p examples/target && : > examples/target/mazzo.jar\n");
    String launcher = dir.resolve("repo/mazzo").toString();
    String jar = dir.resolve("repo/examples/target/mazzo.jar").toString();
    assertEquals(
        "ran -XX:+UseSerialGC -jar " + jar + " referee --max-matches 5\n",
        run(Map.of(), List.of("sh", launcher, "referee", "--max-matches", "5")).out());
    assertEquals(
        "ran -XX:+UseSerialGC -Xmx64m -jar " + jar + " referee\n",
        run(Map.of("JAVA_OPTS", "-Xmx64m"), List.of("sh", launcher, "referee")).out(),
        "the collector is added beside other options");
    assertEquals(
        "ran -XX:+UseG1GC -jar " + jar + " referee\n",
        run(Map.of("MAZZO_OPTS", "-XX:+UseG1GC"), List.of("sh", launcher, "referee")).out());
    assertEquals(
        "ran -jar " + jar + " play briscola-2p\n",
        run(Map.of(), List.of("sh", launcher, "play", "briscola-2p")).out(),
        "other commands keep the JVM's own choice");
  }

  @Test
  @DisplayName("the terminal's width reaches the program in COLUMNS; without a terminal, as it was")
  void terminalWidth() throws Exception {
    layOut(BUILD_LINES + "mkdir -p examples/target && : > examples/target/mazzo.jar\n");
    assertEquals(0, run().code());
    assertEquals("unset\n", Files.readString(dir.resolve("columns")), "no terminal, no COLUMNS");
    assertEquals(0, run(Map.of("COLUMNS", "70")).code());
    assertEquals("70\n", Files.readString(dir.resolve("columns")), "a COLUMNS given is kept");

    // script(1) runs the launcher on a pseudo-terminal 57 columns wide.
    Assumptions.assumeTrue(
        new ProcessBuilder("sh", "-c", "command -v script").start().waitFor() == 0,
        "script(1) is there to make a terminal");
    String launcher = dir.resolve("repo/mazzo").toString();
    Run r =
        run(
            Map.of("COLUMNS", "70"),
            List.of(
                "script",
                "-qec",
                "stty cols 57 rows 24; COLUMNS=70 sh '" + launcher + "' variants",
                "/dev/null"));
    assertEquals(0, r.code(), r.err());
    assertEquals("57\n", Files.readString(dir.resolve("columns")), "the terminal's width wins");
  }
}
