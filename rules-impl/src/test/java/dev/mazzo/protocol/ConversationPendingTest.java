package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.StringReader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link Conversation} writes the answers it has gathered as soon as they reach {@value
 * Conversation#PENDING} characters, not one line later (issue 27), and the rest at the end of input
 * with a flush.
 */
class ConversationPendingTest {

  /** A writer that keeps what it is given, one entry per write or flush. */
  private static final class Chunks extends Writer {
    final List<String> chunks = new ArrayList<>();

    @Override
    public void write(char[] text, int off, int len) {
      chunks.add("write " + len);
    }

    @Override
    public void flush() {
      chunks.add("flush");
    }

    @Override
    public void close() {}
  }

  private static List<String> conversation(int firstAnswer) {
    Chunks out = new Chunks();
    // A reader that is always ready: the answers are written only when they reach PENDING
    // characters and at the end.
    BufferedReader in = new BufferedReader(new StringReader("a\nb\n"));
    Conversation.run(
        in,
        1_000,
        out,
        line -> o -> o.raw("a".equals(line.text()) ? "x".repeat(firstAnswer) : "yy"));
    return out.chunks;
  }

  @Test
  void writesTheAnswersWhenTheyReachThePendingSize() {
    assertEquals(
        List.of("write " + Conversation.PENDING, "write 3", "flush"),
        conversation(Conversation.PENDING - 1));
  }

  @Test
  void keepsThemWhileTheyAreShorter() {
    assertEquals(
        List.of("write " + (Conversation.PENDING + 2), "write 0", "flush"),
        conversation(Conversation.PENDING - 2));
  }
}
