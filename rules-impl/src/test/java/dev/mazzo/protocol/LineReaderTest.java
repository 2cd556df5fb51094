package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The line reader on its own (the referee's line limit is checked again on the text it is given, so
 * through the referee a reader that kept an over-long line would not show) and the referee's answer
 * to each line reaching the client before the next line is read.
 */
class LineReaderTest {

  @Test
  @DisplayName("UTF-8 lengths at each boundary: U+007F 1, U+0080 2, U+07FF 2, U+0800 3, U+FFFF 3")
  void utf8LengthBoundaries() {
    assertEquals(1, LineReader.utf8Length('\u007f'));
    assertEquals(2, LineReader.utf8Length('\u0080'));
    assertEquals(2, LineReader.utf8Length('\u07ff'));
    assertEquals(3, LineReader.utf8Length('\u0800'));
    assertEquals(3, LineReader.utf8Length('\uffff'));
    assertEquals(2, LineReader.utf8Length('\ud83d'), "half of a 4-byte pair");
    assertEquals(2, LineReader.utf8Length('\ude00'), "half of a 4-byte pair");
    assertEquals(
        "a\u0080\u0800\ud83d\ude00".getBytes(StandardCharsets.UTF_8).length,
        LineReader.utf8Length("a\u0080\u0800\ud83d\ude00"));
  }

  @Test
  @DisplayName("the reader itself drops a line over the limit and keeps one at the limit")
  void readerDropsLongLines() throws IOException {
    // 3 bytes, 4 bytes, 2 + 2 bytes, 3 + 1 bytes, 3 bytes and a \r\n
    LineReader r =
        new LineReader(new StringReader("abc\nabcd\n\u0080\u0080\n\u0800a\n\u0800\r\n"), 3);
    assertEquals("abc", r.next().text());
    assertTrue(r.next().tooLong());
    assertTrue(r.next().tooLong(), "4 UTF-8 bytes in 2 characters");
    assertTrue(r.next().tooLong(), "4 UTF-8 bytes in 2 characters");
    assertEquals("\u0800", r.next().text());
    assertNull(r.next());
  }

  @Test
  @DisplayName("a line over the limit across many chunks is dropped, and the next line is whole")
  void longLineOverChunks() throws IOException {
    String line = "x".repeat(100_000);
    LineReader r =
        new LineReader(new StringReader(line + "\n" + line.substring(1) + "\nok"), 99_999);
    assertTrue(r.next().tooLong());
    assertEquals(line.substring(1), r.next().text());
    assertEquals("ok", r.next().text());
    assertNull(r.next());
  }

  @Test
  @DisplayName(
      "a line over the limit is not kept: after it the reader holds none of its characters")
  void longLineIsNotKept() throws IOException {
    // 10,000 characters against a limit of 9,000: the first chunk (8,192) is kept, the second
    // goes over, and what was kept is dropped, so no more than a chunk is ever held.
    LineReader r = new LineReader(new StringReader("y".repeat(10_000) + "\nok"), 9_000);
    assertTrue(r.next().tooLong());
    assertEquals(0, r.held());
    assertEquals("ok", r.next().text());
    assertEquals(2, r.held());
  }

  @Test
  @DisplayName("a limit of 1 byte is allowed: a line of one byte is answered, a longer one is not")
  void limitOfOneByte() {
    Referee referee = new Referee(1);
    assertEquals(1, referee.maxLineBytes());
    assertTrue(referee.handle("x").contains("That is not JSON (column 1): x is not a JSON value"));
    assertTrue(referee.handle("xy").contains("longer than the limit of 1 bytes"));
  }

  /**
   * Requests, one per line, served one line per read; before serving a line it records what the
   * client had received by then.
   */
  private static final class Lines extends Reader {
    private final List<String> lines;
    private final Supplier<String> received;
    final List<String> seenBeforeRead = new ArrayList<>();
    private int next;

    Lines(Supplier<String> received, String... lines) {
      this.lines = List.of(lines);
      this.received = received;
    }

    @Override
    public int read(char[] buf, int off, int len) {
      seenBeforeRead.add(received.get());
      if (next == lines.size()) {
        return -1;
      }
      String l = lines.get(next++) + "\n";
      l.getChars(0, l.length(), buf, off);
      return l.length();
    }

    @Override
    public void close() {}
  }

  private static final String VARIANTS = "{\"cmd\":\"variants\"}";

  @Test
  @DisplayName("run on a writer flushes each answer before it reads the next request")
  void writerAnswerFlushedBeforeNextRead() {
    StringWriter sink = new StringWriter();
    List<String> flushed = new ArrayList<>();
    java.io.Writer out =
        new java.io.Writer() {
          private final StringBuilder pending = new StringBuilder();

          @Override
          public void write(char[] c, int off, int len) {
            pending.append(c, off, len);
          }

          @Override
          public void flush() {
            sink.write(pending.toString());
            pending.setLength(0);
            flushed.add(sink.toString());
          }

          @Override
          public void close() {}
        };
    Lines in = new Lines(sink::toString, VARIANTS, "hello");
    new Referee().run(new BufferedReader(in, 1), out);
    assertEquals(3, in.seenBeforeRead.size());
    assertEquals("", in.seenBeforeRead.get(0));
    assertEquals(1, lines(in.seenBeforeRead.get(1)), "the first answer arrived before line 2");
    assertEquals(2, lines(in.seenBeforeRead.get(2)));
  }

  @Test
  @DisplayName("run on a print stream flushes each answer before it reads the next request")
  void printStreamAnswerFlushedBeforeNextRead() {
    ByteArrayOutputStream sink = new ByteArrayOutputStream();
    PrintStream out =
        new PrintStream(
            new java.io.BufferedOutputStream(sink, 1 << 16), false, StandardCharsets.UTF_8);
    Lines in = new Lines(() -> sink.toString(StandardCharsets.UTF_8), VARIANTS, "hello");
    new Referee().run(new BufferedReader(in, 1), out);
    assertEquals(3, in.seenBeforeRead.size());
    assertEquals(1, lines(in.seenBeforeRead.get(1)), "the first answer arrived before line 2");
    assertEquals(2, lines(in.seenBeforeRead.get(2)));
  }

  /** A writer that counts its flushes. */
  private static final class CountingWriter extends java.io.Writer {
    final StringBuilder text = new StringBuilder();
    int flushes;

    @Override
    public void write(char[] c, int off, int len) {
      text.append(c, off, len);
    }

    @Override
    public void flush() {
      flushes++;
    }

    @Override
    public void close() {}
  }

  @Test
  @DisplayName(
      "run on a writer: 100 requests that can all be read without waiting are answered with one"
          + " flush, at the end of input, not one per line (issue 27)")
  void writerFlushesOnlyBeforeWaiting() {
    String request = "{\"cmd\":\"list\"}\n";
    CountingWriter out = new CountingWriter();
    // A StringReader is always ready: no read waits, so only the end of input flushes.
    new Referee().run(new BufferedReader(new StringReader(request.repeat(100))), out);
    assertEquals(100, lines(out.text.toString()));
    assertEquals(1, out.flushes);
  }

  @Test
  @DisplayName(
      "run on a print stream: 100 requests that can all be read without waiting reach the stream"
          + " in one write, not one per line (issue 27)")
  void printStreamWritesOnceWhenNoReadWaits() {
    List<Integer> writes = new ArrayList<>();
    ByteArrayOutputStream sink =
        new ByteArrayOutputStream() {
          @Override
          public synchronized void write(byte[] b, int off, int len) {
            writes.add(len);
            super.write(b, off, len);
          }
        };
    PrintStream out = new PrintStream(sink, false, StandardCharsets.UTF_8);
    String request = "{\"cmd\":\"list\"}\n";
    new Referee().run(new BufferedReader(new StringReader(request.repeat(100))), out);
    String text = sink.toString(StandardCharsets.UTF_8);
    assertEquals(100, lines(text));
    assertEquals("{\"ok\":true,\"matches\":[]}\n".repeat(100), text);
    assertEquals(1, writes.size(), "writes: " + writes);
  }

  @Test
  @DisplayName(
      "a print stream gets the answers at least every 64 Ki characters, even when no read waits")
  void printStreamFlushesAtTheBound() {
    int[] flushes = {0};
    ByteArrayOutputStream sink =
        new ByteArrayOutputStream() {
          @Override
          public void flush() {
            flushes[0]++;
          }
        };
    PrintStream out = new PrintStream(sink, false, StandardCharsets.UTF_8);
    String request = "{\"cmd\":\"list\"}\n";
    // 4,000 answers of 25 characters: 100,000 characters, over the bound once; a string reader is
    // always ready, so only the bound and the end of input flush.
    new Referee().run(new BufferedReader(new StringReader(request.repeat(4000))), out);
    assertEquals(4000, lines(sink.toString(StandardCharsets.UTF_8)));
    assertEquals(2, flushes[0], "one flush at the bound, one at the end of input");
  }

  private static int lines(String text) {
    return (int) text.chars().filter(c -> c == '\n').count();
  }
}
