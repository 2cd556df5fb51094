package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import java.io.IOException;
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
}
