package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The protocol chapter's conversation about many matches (docs/protocol.md "Many matches", issue
 * 27) runs as written: every {@code >} request, sent to a referee of at most 3 matches, is answered
 * with the {@code <} line after it, whole, or, where that line ends with {@code …}, beginning with
 * what comes before the {@code …}.
 */
class ProtocolMatchesDocTest {

  private static List<String> block() throws IOException {
    return block("### Many matches");
  }

  private static List<String> block(String section) throws IOException {
    Path p = Path.of("docs", "protocol.md").toAbsolutePath();
    while (!Files.exists(p) && p.getParent().getParent().getParent() != null) {
      p = p.getParent().getParent().getParent().resolve("docs").resolve("protocol.md");
    }
    List<String> lines = Files.readAllLines(p);
    int at = lines.indexOf(section);
    assertTrue(at >= 0, "protocol.md has the section " + section);
    int open = lines.subList(at, lines.size()).indexOf("```text") + at;
    assertTrue(open > at, "the section has a ```text block");
    List<String> block = new ArrayList<>();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      block.add(lines.get(i));
    }
    return block;
  }

  @Test
  @DisplayName("protocol.md: the conversation about many matches is answered as the chapter shows")
  void conversationRuns() throws IOException {
    List<String> block = block();
    assertTrue(block.size() >= 20, "the conversation has its requests: " + block.size());
    List<String> answers = run(new Referee(Referee.DEFAULT_MAX_LINE_BYTES, 3), block);
    // the load of t3 opens the match that t1 is: the same SUMMARY
    assertEquals(
        Json.parse(answers.get(3)).get().get("state"),
        Json.parse(answers.get(7)).get().get("state"));
  }

  @Test
  @DisplayName("protocol.md: the conversation about short answers to act is answered as shown")
  void shortAnswersRun() throws IOException {
    List<String> block = block("### Short answers to `act`");
    assertEquals(12, block.size(), "six requests and their answers");
    List<String> answers = run(new Referee(), block);
    // the rejected short act leaves the match as it was: the next short act is accepted
    assertTrue(answers.get(4).contains("\"toAct\":1}"), answers.get(4));
  }

  /** Sends each {@code >} request and checks it against the {@code <} answer shown after it. */
  private static List<String> run(Referee referee, List<String> block) {
    List<String> answers = new ArrayList<>();
    for (int i = 0; i < block.size(); i += 2) {
      assertTrue(block.get(i).startsWith("> "), "a request: " + block.get(i));
      assertTrue(block.get(i + 1).startsWith("< "), "its answer: " + block.get(i + 1));
      String answer = referee.handle(block.get(i).substring(2));
      String shown = block.get(i + 1).substring(2);
      if (shown.endsWith("…")) {
        String start = shown.substring(0, shown.length() - 1);
        assertTrue(answer.startsWith(start), block.get(i) + "\nwas answered\n" + answer);
      } else {
        assertEquals(shown, answer, block.get(i));
      }
      answers.add(answer);
    }
    return answers;
  }
}
