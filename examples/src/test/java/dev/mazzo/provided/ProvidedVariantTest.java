package dev.mazzo.provided;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 30, end to end: a variant a host registers through {@code VariantProvider} with no family
 * ({@link HighCard}) is served by the referee, {@code mazzo play}, {@code mazzo simulate} and every
 * kind of bot, and nothing throws. Each test runs the {@code mazzo} command in a Java process of
 * its own, whose class path has one more directory with the provider's {@code META-INF/services}
 * line, so that the variant is in that process's catalog and in no other test's.
 */
class ProvidedVariantTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir static Path services;

  /** The exit code, standard output and standard error of one process. */
  private record Proc(int code, String out, String err) {}

  @BeforeAll
  static void registerTheProvider() throws IOException {
    Path file = services.resolve("META-INF/services/dev.mazzo.game.VariantProvider");
    Files.createDirectories(file.getParent());
    Files.writeString(file, HighCard.class.getName() + "\n", StandardCharsets.UTF_8);
  }

  /** Runs {@code mazzo args} in a new Java process with the provider registered. */
  private static Proc mazzo(String input, String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-cp");
    command.add(System.getProperty("java.class.path") + File.pathSeparator + services);
    command.add("dev.mazzo.cli.Mazzo");
    command.addAll(List.of(args));
    Path out = Files.createTempFile(services, "out", ".txt");
    Path err = Files.createTempFile(services, "err", ".txt");
    Path in = Files.createTempFile(services, "in", ".txt");
    Files.writeString(in, input, StandardCharsets.UTF_8);
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("COLUMNS", "100");
    Process p =
        pb.redirectInput(in.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    try {
      assertTrue(p.waitFor(180, TimeUnit.SECONDS), "mazzo " + String.join(" ", args) + " ended");
    } finally {
      p.destroyForcibly();
    }
    return new Proc(
        p.exitValue(),
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private static String play(int seat, String card) {
    return "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":"
        + seat
        + ",\"card\":\""
        + card
        + "\"}}";
  }

  @Test
  @DisplayName("the referee serves the provided variant: listed, dealt, played, refused, recorded")
  void refereeServesIt() throws Exception {
    String deal =
        "{\"type\":\"deal\",\"order\":[\"AH\",\"KH\",\"QH\",\"JH\",\"AS\",\"KS\",\"QS\",\"JS\"]}";
    List<String> lines =
        List.of(
            "{\"cmd\":\"variants\"}",
            "{\"cmd\":\"new\",\"variant\":\"high-card-2p\"}",
            "{\"cmd\":\"act\",\"action\":" + deal + "}",
            "{\"cmd\":\"view\",\"seat\":1}",
            play(0, "KH"),
            "{\"cmd\":\"act\",\"action\":{\"type\":\"pass\",\"seat\":1}}",
            "{\"cmd\":\"act\",\"action\":{\"type\":\"bid\",\"seat\":1,\"value\":3}}",
            play(1, "AH"),
            play(0, "KS"),
            play(0, "KH"),
            play(1, "AS"),
            play(0, "KS"),
            play(1, "QH"),
            play(0, "JH"),
            play(1, "QS"),
            play(0, "JS"),
            "{\"cmd\":\"record\"}",
            "{\"cmd\":\"load\",\"match\":\"again\",\"record\":{\"variant\":\"high-card-2p\","
                + "\"options\":{},\"actions\":["
                + deal
                + ",{\"type\":\"play\",\"seat\":1,\"card\":\"AH\"}]}}",
            "{\"cmd\":\"view\",\"match\":\"again\",\"seat\":0}");
    Proc r = mazzo(String.join("\n", lines) + "\n", "referee");
    assertEquals(0, r.code(), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    List<JsonNode> answers = new ArrayList<>();
    for (String line : r.out().split("\n")) {
      answers.add(JSON.readTree(line));
    }
    assertEquals(lines.size(), answers.size(), r.out());
    assertTrue(answers.get(0).toString().contains("\"id\":\"high-card-2p\""));
    assertEquals("deal", answers.get(1).at("/state/phase").asText());
    assertEquals("play", answers.get(2).at("/state/phase").asText());
    assertEquals("dealt", answers.get(2).at("/events/0/event").asText(), answers.get(2).toString());
    JsonNode view = answers.get(3).get("view");
    assertEquals("[\"AH\",\"QH\",\"AS\",\"QS\"]", view.at("/hands/1").toString(), view.toString());
    assertEquals(4, view.get("legal").size());
    assertEquals("play", view.at("/legal/0/type").asText());
    for (int k = 4; k <= 6; k++) {
      assertFalse(answers.get(k).get("ok").asBoolean(), answers.get(k).toString());
      assertTrue(answers.get(k).at("/error/message").asText().length() > 5);
    }
    assertEquals("MALFORMED", answers.get(6).at("/error/code").asText());
    assertTrue(answers.get(7).get("ok").asBoolean());
    // seat 0 must follow hearts: KS is refused, KH taken
    assertFalse(answers.get(8).get("ok").asBoolean(), answers.get(8).toString());
    JsonNode last = answers.get(15);
    assertEquals("match-over", last.at("/state/phase").asText(), last.toString());
    assertTrue(last.toString().contains("\"event\":\"hand\""), last.toString());
    assertTrue(last.toString().contains("\"event\":\"match\""), last.toString());
    assertEquals("[0,4]", last.at("/state/score").toString(), last.toString());
    assertEquals(9, answers.get(16).at("/record/actions").size(), answers.get(16).toString());
    assertTrue(answers.get(17).get("ok").asBoolean(), answers.get(17).toString());
    assertEquals(1, answers.get(18).at("/view/table").size(), answers.get(18).toString());
  }

  @Test
  @DisplayName("mazzo simulate plays the provided variant with every bot, reports and replays")
  void simulateServesIt() throws Exception {
    for (String bots : List.of("greedy,random", "ismcts,pimc", "easy,hard")) {
      Proc r =
          mazzo("", "simulate", "high-card-2p", "--games", "12", "--seed", "5", "--bots", bots);
      assertEquals(0, r.code(), bots + ": " + r.err() + r.out());
      assertFalse(r.err().contains("Exception"), r.err());
      // two bots named: the arena, each deal played twice with the places exchanged
      assertTrue(r.out().contains("hands: 12 (1.00 per match); first dealer: seat 0"), r.out());
    }
    Proc a = mazzo("", "simulate", "high-card-2p", "--games", "30", "--seed", "9", "-t", "1");
    Proc b = mazzo("", "simulate", "high-card-2p", "--games", "30", "--seed", "9", "-t", "1");
    assertEquals(0, a.code(), a.err());
    // the common tally's line, after the table of the sides
    assertTrue(a.out().contains("hands: 30, won by a side: "), a.out());
    assertTrue(a.out().contains("first dealer: seat 0"), a.out());
    assertEquals(
        a.out().replaceAll("(?m)^time:.*$", ""), b.out().replaceAll("(?m)^time:.*$", ""), a.err());
  }

  @Test
  @DisplayName("mazzo play deals, draws the table and takes numbers, card codes and bad input")
  void playServesIt() throws Exception {
    String input = "zz\nhelp\n" + "1\n".repeat(2) + "9C\n" + "1\n".repeat(10);
    Proc r = mazzo(input, "play", "high-card-2p", "--seed", "4", "--bots", "greedy");
    assertEquals(0, r.code(), r.err() + r.out());
    assertFalse(r.err().contains("Exception"), r.err());
    String out = r.out();
    assertTrue(out.contains("Your choices:"), out);
    assertTrue(out.contains("Type a number from 1 to"), out);
    assertTrue(out.contains("Type the number of a choice, or its label"), out);
    assertTrue(out.contains("the hand") || out.contains("drawn"), out);
    assertTrue(out.contains("Final score:"), out);
  }
}
