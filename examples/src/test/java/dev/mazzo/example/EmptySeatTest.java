package dev.mazzo.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.GameState;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's host example: a person and ismcts at the empty seats play a hand to its result. */
class EmptySeatTest {

  @Test
  @DisplayName("ismcts fills the empty seats and hints the person's moves, a hand to its result")
  void handWithBots() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    GameState end = EmptySeat.run("briscola-2p", 1, v -> v.legalActions().last(), 3, out);
    assertEquals(1, end.results().size());
    String text = bytes.toString(StandardCharsets.UTF_8);
    assertEquals(20, text.split("hint: ", -1).length - 1, text);
    assertTrue(text.contains("hand result: "), text);
  }
}
