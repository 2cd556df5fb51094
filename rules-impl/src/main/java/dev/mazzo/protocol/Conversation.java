package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedReader;
import java.io.CharArrayWriter;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.function.Function;

/**
 * The line loops of {@link Referee#run(BufferedReader, Writer)} and {@link
 * Referee#run(BufferedReader, PrintStream)}: one answer per line, each followed by a line break,
 * written straight to a generator (issue 27) and flushed before the referee waits for input.
 */
final class Conversation {

  /** The most characters of answers held before they are written without a flush. */
  static final int PENDING = 1 << 16;

  private Conversation() {}

  /**
   * Answers every line on a writer, flushing it before each wait and at the end of input.
   *
   * @param in the requests
   * @param maxLineBytes the longest line read
   * @param out where the answers go
   * @param answers the answer to each line
   */
  static void run(
      BufferedReader in, int maxLineBytes, Writer out, Function<LineReader.Line, Answer> answers) {
    JsonGenerator g = AnswerStream.generator(out);
    LineReader lines = new LineReader(in, maxLineBytes, g);
    try {
      for (LineReader.Line line = lines.next(); line != null; line = lines.next()) {
        answers.apply(line).writeTo(g);
        g.writeRaw('\n');
      }
      g.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Answers every line on a print stream, printing the answers gathered in one piece before each
   * wait, whenever they reach {@value #PENDING} characters and at the end of input, and stopping at
   * the first print that the stream reports failed.
   *
   * @param in the requests
   * @param maxLineBytes the longest line read
   * @param out where the answers go
   * @param answers the answer to each line
   */
  static void run(
      BufferedReader in,
      int maxLineBytes,
      PrintStream out,
      Function<LineReader.Line, Answer> answers) {
    CharArrayWriter pending = new CharArrayWriter(PENDING + 4096);
    JsonGenerator g = AnswerStream.generator(pending);
    Flushable flush =
        () -> {
          g.flush();
          out.print(pending.toString());
          pending.reset();
          // checkError() flushes the stream first: the answers are out before the next wait.
          if (out.checkError()) {
            throw new IOException("the answer could not be written");
          }
        };
    LineReader lines = new LineReader(in, maxLineBytes, flush);
    try {
      for (LineReader.Line line = lines.next(); line != null; line = lines.next()) {
        answers.apply(line).writeTo(g);
        g.writeRaw('\n');
        if (pending.size() + g.getOutputBuffered() >= PENDING) {
          flush.flush();
        }
      }
      flush.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
