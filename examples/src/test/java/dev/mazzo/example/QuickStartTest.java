package dev.mazzo.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class QuickStartTest {

  @Test
  void theReadmeExampleRunsAndShowsARejectionAndAView() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    QuickStart.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
    assertEquals(3, lines.length, String.join("\n", lines));
    assertTrue(lines[0].startsWith("List(PlayCard[seat=1"), lines[0]);
    // what the README's comments say: the rejection's code and sentence
    assertEquals("CARD_NOT_IN_HAND: You do not hold AS", lines[1]);
    assertTrue(lines[2].endsWith("34 cards in the stock"), lines[2]);
  }
}
