package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's referee example runs as written: every line is answered {@code "ok":true}. */
class ReadmeTest {

  private static Path readme() {
    Path p = Path.of("README.md").toAbsolutePath();
    while (!Files.exists(p) && p.getParent() != null && p.getParent().getParent() != null) {
      p = p.getParent().getParent().resolve("README.md");
    }
    return p;
  }

  @Test
  @DisplayName("the README's referee lines (PROTOCOL.md) are each answered ok, as written")
  void refereeExampleRuns() throws IOException {
    List<String> lines = Files.readAllLines(readme());
    int at = lines.indexOf("## The referee");
    assertTrue(at >= 0, "the README has a referee section");
    int open = lines.subList(at, lines.size()).indexOf("```jsonl") + at;
    assertTrue(open > at, "its example is a ```jsonl block");
    List<String> requests = new ArrayList<>();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      requests.add(lines.get(i));
    }
    assertEquals(5, requests.size(), requests.toString());
    Referee referee = new Referee();
    JsonNode last = null;
    for (String request : requests) {
      last = Json.parse(referee.handle(request)).get();
      assertTrue(last.get("ok").booleanValue(), request + " -> " + last);
    }
    assertFalse(last.path("view").isMissingNode(), "the last line asks for a view");
    assertEquals(1, last.at("/view/table").size(), "seat 1 sees seat 0's card on the table");
  }

  @Test
  @DisplayName("the README's arena JSON is simulate --json's output: the same keys, valid JSON")
  void arenaJsonExample() throws IOException {
    List<String> lines = Files.readAllLines(readme());
    int open = lines.indexOf("```json");
    assertTrue(open >= 0, "the README has a ```json block");
    StringBuilder text = new StringBuilder();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      text.append(lines.get(i)).append('\n');
    }
    JsonNode example = Json.parse(text.toString()).get();
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    java.io.PrintStream print = new java.io.PrintStream(out, true, StandardCharsets.UTF_8);
    int code =
        new dev.mazzo.cli.Mazzo(new java.io.ByteArrayInputStream(new byte[0]), print, print)
            .commandLine()
            .execute("simulate", "sueca-4p", "--json", "-b", "greedy,random", "-n", "4", "-t", "1");
    assertEquals(0, code, out.toString(StandardCharsets.UTF_8));
    JsonNode run = Json.parse(out.toString(StandardCharsets.UTF_8)).get();
    assertEquals(names(run), names(example));
    assertEquals(names(run.at("/bots/0")), names(example.at("/bots/0")));
    assertEquals(names(run.at("/bots/1")), names(example.at("/bots/1")));
  }

  private static List<String> names(JsonNode node) {
    List<String> out = new ArrayList<>();
    node.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
