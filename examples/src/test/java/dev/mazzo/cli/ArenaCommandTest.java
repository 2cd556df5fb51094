package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code mazzo simulate --arena} and {@code --json}: the report, its shape, its errors. */
class ArenaCommandTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private static JsonNode parse(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The JSON report without the figures that measure the machine. */
  private static JsonNode withoutTimes(JsonNode report) {
    ObjectNode copy = report.deepCopy();
    copy.remove("seconds");
    for (JsonNode bot : copy.get("bots")) {
      ((ObjectNode) bot)
          .remove(List.of("msPerMove", "p95MsPerMove", "cpuMsPerMove", "p95CpuMsPerMove"));
    }
    return copy;
  }

  /** The text report with its times masked. */
  private static String masked(String out) {
    return out.replaceAll("\\d+\\.\\d+ ms", "_ ms").replaceAll("(?m)^time: .*$", "time: _");
  }

  @Test
  @DisplayName("--json prints one object: variant, matches and per bot wins, rate, interval, times")
  void jsonShape() {
    Run r =
        Run.of("", "simulate", "sueca-4p", "--json", "-n", "12", "-s", "3", "-b", "greedy,random");
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.err());
    assertEquals(1, r.out().strip().lines().count(), "one line: " + r.out());
    JsonNode j = parse(r.out());
    assertEquals("sueca-4p", j.get("variant").textValue());
    assertEquals(12, j.get("matches").intValue());
    assertEquals(6, j.get("deals").intValue());
    assertEquals(2, j.get("bots").size());
    long wins = j.get("draws").longValue();
    for (int b = 0; b < 2; b++) {
      JsonNode bot = j.get("bots").get(b);
      assertEquals(b == 0 ? "greedy" : "random", bot.get("name").textValue());
      wins += bot.get("wins").longValue();
      double rate = bot.get("winRate").doubleValue();
      assertEquals(bot.get("wins").doubleValue() / 12, rate, 1e-12);
      JsonNode ci = bot.get("ci95");
      assertEquals(2, ci.size());
      assertTrue(ci.get(0).doubleValue() <= rate && rate <= ci.get(1).doubleValue(), ci.toString());
      assertTrue(bot.get("msPerMove").isNumber() && bot.get("p95MsPerMove").isNumber());
      assertTrue(bot.get("moves").longValue() > 0);
      assertTrue(bot.get("pointsPerHand").isNumber());
      for (JsonNode seat : bot.get("matchesBySeat")) {
        assertEquals(6, seat.intValue(), "each seat once in each deal's two matches");
      }
    }
    assertEquals(12, wins, "wins plus draws are the matches");
    assertEquals(
        120.0,
        j.at("/bots/0/pointsPerHand").doubleValue() + j.at("/bots/1/pointsPerHand").doubleValue(),
        1e-9);
  }

  @Test
  @DisplayName("a draw counts as half a win in its own labelled figures; thread CPU time per move")
  void drawsAsHalfAndCpuTime() {
    String[] args = {
      "simulate", "briscola-chiamata-5p", "-n", "40", "-s", "2", "-b", "random,greedy"
    };
    JsonNode j = parse(Run.of("", concat(args, "--json")).out());
    long draws = j.get("draws").longValue();
    assertTrue(draws > 0, "this run has draws: " + j);
    String text = PlayCommandTest.flat(Run.of("", concat(args, "--arena")).out());
    StringBuilder line =
        new StringBuilder("win% with a draw counted as half a win (95% interval):");
    for (int b = 0; b < 2; b++) {
      JsonNode bot = j.get("bots").get(b);
      double half = (bot.get("wins").longValue() + draws / 2.0) / 40;
      assertEquals(half, bot.get("winRateDrawsHalf").doubleValue(), 1e-12);
      double[] ci = ArenaReport.wilson(half * 40, 40, ArenaReport.Z95);
      assertEquals(ci[0], bot.at("/ci95DrawsHalf/0").doubleValue(), 1e-12);
      assertEquals(ci[1], bot.at("/ci95DrawsHalf/1").doubleValue(), 1e-12);
      assertTrue(bot.get("winRate").doubleValue() < half, "the plain rate counts no draw");
      line.append(
          String.format(
              java.util.Locale.ROOT,
              "%s %s %.1f%% (%.1f%%-%.1f%%)",
              b == 0 ? "" : ";",
              bot.get("name").textValue(),
              100 * half,
              100 * ci[0],
              100 * ci[1]));
      assertTrue(bot.get("cpuMsPerMove").doubleValue() >= 0, bot.toString());
      assertTrue(bot.get("p95CpuMsPerMove").doubleValue() >= 0, bot.toString());
    }
    assertTrue(text.contains(line.toString()), line + "\n" + text);
    assertTrue(
        text.matches(
            "(?s).*random [\\d.]+ ms \\(95th percentile [\\d.]+ ms; thread CPU"
                + " time [\\d.]+ ms, 95th percentile [\\d.]+ ms\\) over.*"),
        text);
    String[] noDraws = {"simulate", "sueca-4p", "-n", "4", "-b", "greedy,random"};
    assertEquals(0, parse(Run.of("", concat(noDraws, "--json")).out()).get("draws").longValue());
    Run none = Run.of("", concat(noDraws, "--arena"));
    assertFalse(none.out().contains("half a win"), "no draws, no such line: " + none.out());
  }

  @Test
  @DisplayName("a seed gives the same arena, whatever the threads, but for the times")
  void reproducible() {
    String[] args = {"simulate", "briscola-4p", "--json", "-n", "20", "-s", "5"};
    Run a = Run.of("", concat(args, "-t", "1"));
    Run b = Run.of("", concat(args, "-t", "3"));
    Run c = Run.of("", "simulate", "briscola-4p", "--json", "-n", "20", "-s", "6");
    assertEquals(withoutTimes(parse(a.out())), withoutTimes(parse(b.out())));
    assertNotEquals(withoutTimes(parse(a.out())), withoutTimes(parse(c.out())), "another seed");
    Run t1 = Run.of("", "simulate", "briscola-3p", "--arena", "-n", "20", "-s", "5", "-t", "1");
    Run t2 = Run.of("", "simulate", "briscola-3p", "--arena", "-n", "20", "-s", "5", "-t", "2");
    assertEquals(0, t1.code(), t1.err());
    assertEquals(masked(t1.out()), masked(t2.out()));
    assertTrue(t1.out().contains("95% interval"), t1.out());
    String last = t1.out().strip().lines().reduce((x, y) -> y).get();
    assertTrue(last.startsWith("time: "), "the timing line stays last: " + last);
  }

  private static String[] concat(String[] a, String... b) {
    String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  @Test
  @DisplayName("the text report names both bots, their wins and the duplicate deals")
  void textReport() {
    Run r = Run.of("", "simulate", "briscola-2p", "--arena", "-n", "40", "-b", "random,greedy");
    assertEquals(0, r.code(), r.err());
    String out = PlayCommandTest.flat(r.out());
    assertTrue(out.contains("the arena, random against greedy; 20 deals, each played twice"), out);
    assertTrue(
        out.matches("(?s).*\\nrandom +\\d+ +0 +[\\d.]+% +[\\d.]+%- *[\\d.]+% +[\\d.]+\\n.*"));
    assertTrue(out.contains("time per move: random "), out);
    assertTrue(out.contains("first dealer: rotating; seating cycle: 2 deals"), out);
    Run given = Run.of("", "simulate", "briscola-2p", "--arena", "-n", "4", "-o", "dealer=1");
    assertTrue(given.out().contains("first dealer: seat 1"), given.out());
  }

  @Test
  @DisplayName("the arena's usage errors: exit 2, one sentence, no report")
  void errors() {
    List<List<String>> bad =
        List.of(
            List.of("--bots", "greedy,clever", "unknown bot \"clever\"; the bots are random,"),
            List.of("--bots", "greedy", "the arena plays two bots against each other, and 1 was"),
            List.of("--bots", "random,random", "random was named twice"),
            List.of("--bots", "greedy,random,greedy", "and 3 were named"),
            List.of("--games", "5", "--games must be even"),
            List.of("--games", "0", "--games must be 1 or more"),
            List.of("-o", "dealer=7", "dealer"));
    for (List<String> c : bad) {
      Run r = Run.of("", "simulate", "briscola-2p", "--arena", c.get(0), c.get(1));
      assertEquals(Mazzo.USAGE, r.code(), c.toString());
      assertEquals("", r.out(), c.toString());
      assertTrue(PlayCommandTest.flat(r.err()).contains(c.get(2)), r.err());
      assertFalse(r.err().contains("Exception"), r.err());
    }
  }

  @Test
  @DisplayName("--help lists the arena's options; a usage error's usage stays as recorded")
  void help() {
    Run help = Run.of("", "simulate", "--help");
    assertTrue(help.out().contains("--arena"), help.out());
    assertTrue(help.out().contains("--json"), help.out());
    assertTrue(Run.of("", "help", "simulate").out().contains("--arena"));
    Run bad = Run.of("", "simulate", "briscola-2p", "--games", "many");
    assertTrue(bad.err().contains("Usage: mazzo simulate"), bad.err());
    assertFalse(bad.err().contains("--arena"), bad.err());
  }
}
