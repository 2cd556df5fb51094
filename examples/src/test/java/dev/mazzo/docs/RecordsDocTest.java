package dev.mazzo.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.example.Records;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The records chapter (docs/records.md) runs as written: its Java block is the region {@code
 * records} of {@code dev.mazzo.example.Records}, which this test runs; its record is that run's
 * record; its replay error, version sentence and seat steps are what the library gives.
 */
class RecordsDocTest {

  private static final Game<GameState, PlayerView> GAME = Variants.require("briscola-2p").game();

  private static List<String> chapter() throws IOException {
    Path p = Path.of("docs", "records.md").toAbsolutePath();
    while (!Files.exists(p) && p.getParent().getParent().getParent() != null) {
      p = p.getParent().getParent().getParent().resolve("docs").resolve("records.md");
    }
    return Files.readAllLines(p);
  }

  /** The text of the first block of this kind after the heading. */
  private static String block(String heading, String kind) throws IOException {
    List<String> lines = chapter();
    int at = lines.indexOf(heading);
    assertTrue(at >= 0, "the chapter has the section " + heading);
    int open = lines.subList(at, lines.size()).indexOf("```" + kind) + at;
    assertTrue(open > at, heading + " has a ```" + kind + " block");
    StringBuilder text = new StringBuilder();
    for (int i = open + 1; !lines.get(i).equals("```"); i++) {
      text.append(lines.get(i)).append('\n');
    }
    return text.toString();
  }

  @Test
  @DisplayName("the chapter's Java block is the Records example, which runs as its comments say")
  void javaExampleRuns() throws IOException {
    String java = block("## The Java API", "java");
    assertEquals(OverviewTest.regions().get("records"), java.substring(0, java.length() - 1));
    Records.Outcome run = Records.run();
    MatchRecord read = Json.readRecord(run.stored()).get();
    assertTrue(run.end().isOver());
    assertEquals(read.replay(GAME).get(), run.end());
    assertEquals(read.states(GAME).get().get(39), run.earlier());
    assertEquals(read.states(GAME).get().get(10), run.tenth().get());
    assertEquals(1, run.seat1().at("/view/seat").intValue());
  }

  @Test
  @DisplayName("the chapter's record is the example's, results and outcome included")
  void recordIsTheExamples() throws IOException {
    JsonNode doc = Json.parse(block("## The JSON form", "json")).get();
    ObjectNode run = (ObjectNode) Json.parse(Records.run().stored()).get();
    ObjectNode expected = ((ObjectNode) doc).deepCopy();
    expected.remove("mazzo"); // the version that wrote it changes with each release
    run.remove("mazzo");
    assertEquals(expected, run);
    MatchRecord read = Json.readRecord(doc).get();
    assertEquals(Json.record(read, GAME).get().get("outcome"), doc.get("outcome"));
    assertTrue(read.replay(GAME).get().isOver());
  }

  @Test
  @DisplayName("the chapter's replay error is what an edited action 1 gives")
  void replayErrorAsWritten() throws IOException {
    ObjectNode doc = (ObjectNode) Json.parse(block("## The JSON form", "json")).get();
    ((ObjectNode) ((ArrayNode) doc.get("actions")).get(1)).put("card", "4C");
    RecordRejection x = Json.readRecord(doc).get().replay(GAME).getLeft();
    assertEquals(1, x.index());
    assertEquals(Rejection.Code.CARD_NOT_IN_HAND, x.code());
    assertEquals(block("## Replay and its errors", "text").strip(), x.message());
  }

  @Test
  @DisplayName("the chapter's version sentence is what a record of version 2.0 gives")
  void newerVersionAsWritten() throws IOException {
    ObjectNode doc = (ObjectNode) Json.parse(block("## The JSON form", "json")).get();
    doc.put("version", "2.0");
    RecordRejection x = Json.readRecord(doc).getLeft();
    assertEquals(RecordRejection.RECORD, x.index());
    assertEquals(block("## The JSON form", "text").strip(), x.message());
  }

  @Test
  @DisplayName("the chapter's seat steps are the first four of seat 1's record")
  void seatStepsAsWritten() throws IOException {
    JsonNode doc = Json.parse(block("## What a seat may see", "json")).get();
    JsonNode steps = Records.run().seat1().get("steps");
    assertEquals(4, doc.size());
    for (int i = 0; i < 4; i++) {
      assertEquals(steps.get(i), doc.get(i), "step " + i);
    }
  }
}
