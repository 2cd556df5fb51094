package dev.mazzo.protocol;

import java.io.Flushable;
import java.io.IOException;
import java.io.Reader;

/**
 * The lines of the referee protocol, read from characters: a line ends at {@code \n} only, and a
 * {@code \r} right before that {@code \n} is dropped with it; a {@code \r} anywhere else is part of
 * the line. The last line needs no {@code \n}.
 *
 * <p>A line is held in memory only up to the limit: its length is counted in UTF-8 bytes, without
 * its line ending, while it is read in chunks, and a line over the limit is read on to its end and
 * thrown away chunk by chunk, so that a line of any length costs the memory of one chunk.
 */
final class LineReader {

  /** One line: its text, or none for a line over the limit. */
  record Line(String text) {

    /** A line over the limit, skipped unread. */
    static final Line TOO_LONG = new Line(null);

    boolean tooLong() {
      return text == null;
    }
  }

  private static final int CHUNK = 8192;

  /** The most characters of buffer kept from one line to the next. */
  private static final int KEPT = 4 * CHUNK;

  private final Reader in;
  private final long maxBytes;
  private final char[] buffer = new char[CHUNK];
  private int pos;
  private int end;
  private StringBuilder text = new StringBuilder();
  private final Flushable beforeWait;

  /**
   * Lines from a reader.
   *
   * @param in the characters (it is read in chunks, so it need not be buffered)
   * @param maxBytes the longest line kept, in UTF-8 bytes without the line ending
   */
  LineReader(Reader in, int maxBytes) {
    this(in, maxBytes, () -> {});
  }

  /**
   * Lines from a reader that flushes the answers before it waits for input.
   *
   * @param in the characters (it is read in chunks, so it need not be buffered)
   * @param maxBytes the longest line kept, in UTF-8 bytes without the line ending
   * @param beforeWait flushed before a read that may wait: whenever the reader holds no more
   *     characters and {@code in} is not {@link Reader#ready() ready}
   */
  LineReader(Reader in, int maxBytes, Flushable beforeWait) {
    this.in = in;
    this.maxBytes = maxBytes;
    this.beforeWait = beforeWait;
  }

  /**
   * The next line.
   *
   * @return the line, {@link Line#TOO_LONG} for a line over the limit, or null at the end of input
   * @throws IOException when reading fails
   */
  Line next() throws IOException {
    text.setLength(0);
    long bytes = 0;
    boolean started = false;
    boolean over = false;
    while (true) {
      if (pos == end) {
        if (!in.ready()) {
          beforeWait.flush();
        }
        int n = in.read(buffer, 0, CHUNK);
        if (n == -1) {
          return started ? finish(bytes, over, false) : null;
        }
        pos = 0;
        end = n;
        continue;
      }
      started = true;
      int from = pos;
      int i = pos;
      while (i < end && buffer[i] != '\n') {
        bytes += utf8Length(buffer[i]);
        i++;
      }
      // one byte of slack for a \r that turns out to be the start of the line ending
      if (!over && bytes > maxBytes + 1) {
        // Over the limit: what was kept of the line goes, buffer and all (a rare line).
        over = true;
        text = new StringBuilder();
      }
      if (!over) {
        text.append(buffer, from, i - from);
      }
      if (i < end) {
        pos = i + 1;
        return finish(bytes, over, true);
      }
      pos = end;
    }
  }

  /**
   * How many characters of the current line the reader holds: after a line over the limit, none.
   *
   * @return the characters kept
   */
  int held() {
    return text.length();
  }

  private Line finish(long bytes, boolean over, boolean newline) {
    if (over) {
      return Line.TOO_LONG;
    }
    int n = text.length();
    if (newline && n > 0 && text.charAt(n - 1) == '\r') {
      text.setLength(n - 1);
      bytes--;
    }
    Line line = bytes > maxBytes ? Line.TOO_LONG : new Line(text.toString());
    if (text.capacity() > KEPT) {
      // A long line's buffer goes with it, so that it is not held while the line is answered.
      text = new StringBuilder();
    }
    return line;
  }

  /**
   * The UTF-8 length of one UTF-16 unit: a surrogate pair (4 bytes) counts 2 for each half.
   *
   * @param c a character
   * @return 1, 2 or 3
   */
  static int utf8Length(char c) {
    if (c < 0x80) {
      return 1;
    }
    if (c < 0x800 || Character.isSurrogate(c)) {
      return 2;
    }
    return 3;
  }

  /**
   * The UTF-8 length of a text, as {@link #utf8Length(char)} counts it.
   *
   * @param s the text
   * @return its length in bytes
   */
  static long utf8Length(String s) {
    long n = 0;
    for (int i = 0; i < s.length(); i++) {
      n += utf8Length(s.charAt(i));
    }
    return n;
  }
}
