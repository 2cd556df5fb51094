package dev.mazzo.protocol;

import dev.mazzo.codec.JsonOut;
import java.io.BufferedReader;
import java.io.Flushable;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.function.Function;

/**
 * The line loops of {@link Referee#run(BufferedReader, Writer)} and {@link
 * Referee#run(BufferedReader, PrintStream)}: one answer per line, each followed by a line break,
 * gathered in a {@link JsonOut} (issue 27) and written out whenever they reach {@value #PENDING}
 * characters, before the referee waits for input, and at the end of input.
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
    JsonOut pending = new JsonOut();
    Flushable flush =
        () -> {
          pending.writeTo(out);
          pending.reset();
          out.flush();
        };
    loop(
        in,
        maxLineBytes,
        pending,
        flush,
        () -> {
          pending.writeTo(out);
          pending.reset();
        },
        answers);
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
    JsonOut pending = new JsonOut();
    Flushable flush =
        () -> {
          pending.printTo(out);
          pending.reset();
          // checkError() flushes the stream first: the answers are out before the next wait.
          if (out.checkError()) {
            throw new IOException("the answer could not be written");
          }
        };
    loop(in, maxLineBytes, pending, flush, flush, answers);
  }

  /**
   * The loop: every answer and its line break into {@code pending}, {@code write} when it holds
   * {@value #PENDING} characters, {@code flush} before each wait and at the end.
   */
  private static void loop(
      BufferedReader in,
      int maxLineBytes,
      JsonOut pending,
      Flushable flush,
      Flushable write,
      Function<LineReader.Line, Answer> answers) {
    LineReader lines = new LineReader(in, maxLineBytes, flush);
    try {
      for (LineReader.Line line = lines.next(); line != null; line = lines.next()) {
        answers.apply(line).writeTo(pending);
        pending.raw('\n');
        if (pending.size() >= PENDING) {
          write.flush();
        }
      }
      flush.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
