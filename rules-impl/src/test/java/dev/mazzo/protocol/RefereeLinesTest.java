package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The line layer of the referee (protocol.md, {@link Referee#run}): where a line ends, how long it
 * may be, and what happens when nobody reads the answers any more.
 */
class RefereeLinesTest {

  private static final String VARIANTS = "{\"cmd\":\"variants\"}";

  /** The answers of a referee to the input, one per line, parsed. */
  private static List<JsonNode> answers(Referee referee, String input) {
    StringWriter out = new StringWriter();
    referee.run(new BufferedReader(new StringReader(input)), out);
    String text = out.toString();
    assertTrue(text.isEmpty() || text.endsWith("\n"), text);
    List<JsonNode> answers = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.isEmpty()) {
        answers.add(Json.parse(line).get());
      }
    }
    return answers;
  }

  private static boolean ok(JsonNode answer) {
    return answer.get("ok").booleanValue();
  }

  @Test
  @DisplayName("a lone carriage return inside a line does not end it: one request, one answer")
  void loneCarriageReturnIsPartOfTheLine() {
    List<JsonNode> a = answers(new Referee(), "{\"cmd\":\r\"variants\"}\n");
    assertEquals(1, a.size(), a::toString);
    assertTrue(ok(a.get(0)), a::toString);
    // a \r inside a string is a control character the JSON must escape: one MALFORMED answer
    List<JsonNode> b = answers(new Referee(), "{\"cmd\":\"vari\rants\"}\n" + VARIANTS + "\n");
    assertEquals(2, b.size(), b::toString);
    assertFalse(ok(b.get(0)));
    assertTrue(ok(b.get(1)));
  }

  @Test
  @DisplayName("\\r\\n ends a line like \\n; the last line needs no line break")
  void crlfAndLastLine() {
    List<JsonNode> a = answers(new Referee(), VARIANTS + "\r\n\r\n" + VARIANTS + "\r\n" + VARIANTS);
    assertEquals(4, a.size(), a::toString);
    assertTrue(ok(a.get(0)));
    assertEquals("That is not JSON: the text is empty", a.get(1).at("/error/message").textValue());
    assertTrue(ok(a.get(2)));
    assertTrue(ok(a.get(3)));
    assertEquals(0, answers(new Referee(), "").size());
    assertEquals(1, answers(new Referee(), "\r").size(), "a lone \\r at the end is a line");
  }

  @Test
  @DisplayName(
      "only JSON's white space makes an empty line: a line of other spaces or controls is told"
          + " what it holds, at its column")
  void emptyIsJsonWhiteSpaceOnly() {
    List<JsonNode> a = answers(new Referee(), " \t\n\u3000\n\u000c\n \u001f\n" + VARIANTS + "\n");
    assertEquals(5, a.size(), a::toString);
    assertEquals("That is not JSON: the text is empty", a.get(0).at("/error/message").textValue());
    assertEquals(
        "That is not JSON (column 1): a JSON value cannot start with U+3000",
        a.get(1).at("/error/message").textValue());
    assertEquals(
        "That is not JSON (column 1): a control character (U+000C) cannot stand between values",
        a.get(2).at("/error/message").textValue());
    assertEquals(
        "That is not JSON (column 2): a control character (U+001F) cannot stand between values",
        a.get(3).at("/error/message").textValue());
    assertTrue(ok(a.get(4)));
  }

  @Test
  @DisplayName("a line over the limit gets one MALFORMED answer naming the limit; the next is read")
  void lineOverTheLimit() {
    Referee referee = new Referee(30);
    assertEquals(30, referee.maxLineBytes());
    String exactly30 = "{\"cmd\":\"variants\"}" + " ".repeat(12);
    String over = "{\"cmd\":\"variants\"}" + " ".repeat(13);
    List<JsonNode> a =
        answers(referee, exactly30 + "\n" + over + "\n" + VARIANTS + "\r\n" + exactly30 + "\r\n");
    assertEquals(4, a.size(), a::toString);
    assertTrue(ok(a.get(0)), "30 bytes are within a limit of 30");
    assertFalse(ok(a.get(1)));
    assertEquals("MALFORMED", a.get(1).at("/error/code").textValue());
    assertEquals(
        "The line is longer than the limit of 30 bytes, so it was skipped unread",
        a.get(1).at("/error/message").textValue());
    assertTrue(ok(a.get(2)));
    assertTrue(ok(a.get(3)), "the \\r of \\r\\n does not count");
  }

  @Test
  @DisplayName("the limit counts UTF-8 bytes, not characters")
  void limitCountsBytes() {
    Referee referee = new Referee(40);
    // 26 bytes of JSON around 7 two-byte letters: 40 bytes; one more is 42
    String in = "{\"cmd\":\"variants\", \"x\":\"" + "é".repeat(7) + "\"}";
    assertEquals(40, in.getBytes(StandardCharsets.UTF_8).length);
    List<JsonNode> a = answers(referee, in + "\n" + in.replace("é\"", "éé\"") + "\n");
    assertTrue(
        a.get(0).at("/error/message").textValue().startsWith("A variants request"), a::toString);
    assertTrue(
        a.get(1).at("/error/message").textValue().contains("limit of 40 bytes"), a::toString);
    assertEquals(
        a.get(1).toString(),
        referee.handle(in.replace("é\"", "éé\"")),
        "handle applies the same limit");
  }

  @Test
  @DisplayName("the default limit is 1 MiB; a limit below 1 byte is refused")
  void defaultLimit() {
    assertEquals(1 << 20, Referee.DEFAULT_MAX_LINE_BYTES);
    assertEquals(Referee.DEFAULT_MAX_LINE_BYTES, new Referee().maxLineBytes());
    assertThrows(IllegalArgumentException.class, () -> new Referee(0));
    String big = "{\"cmd\":\"variants\",\"x\":\"" + "y".repeat(1 << 20) + "\"}";
    assertEquals(
        "The line is longer than the limit of 1048576 bytes, so it was skipped unread",
        Json.parse(new Referee().handle(big)).get().at("/error/message").textValue());
  }

  /** An endless input of variants requests that counts the characters it served. */
  private static final class Endless extends Reader {
    private final char[] line = (VARIANTS + "\n").toCharArray();
    long served;

    @Override
    public int read(char[] buf, int off, int len) {
      for (int i = 0; i < len; i++) {
        buf[off + i] = line[(int) (served++ % line.length)];
      }
      return len;
    }

    @Override
    public void close() {}
  }

  @Test
  @DisplayName("when the answers cannot be written any more the run stops at once")
  void stopsWhenTheOutputIsGone() {
    OutputStream gone =
        new OutputStream() {
          int written;

          @Override
          public void write(int b) throws IOException {
            if (++written > 100_000) {
              // A run that went on after the first failed write: fail now rather than spin.
              throw new AssertionError("the run kept writing after the output was gone");
            }
            if (written > 100) {
              throw new IOException("Broken pipe");
            }
          }
        };
    Endless in = new Endless();
    PrintStream out = new PrintStream(gone, false, StandardCharsets.UTF_8);
    assertThrows(UncheckedIOException.class, () -> new Referee().run(new BufferedReader(in), out));
    assertTrue(in.served < 1_000_000, "read " + in.served + " characters after the output closed");
  }
}
