package dev.mazzo.codec;

import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.mazzo.card.Card;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Arrays;

/**
 * Compact JSON text written into a growing buffer of characters, without a tree and without a
 * generator's check of every value (issue 27: the referee's hot answers). The writer writes what it
 * is told: the field names, colons, commas and brackets are the caller's {@link #raw} text, such as
 * {@code out.raw("{\"seat\":").number(seat).raw('}')}. Strings, numbers, card codes and trees are
 * written exactly as Jackson writes them in a tree written compactly ({@code
 * dev.mazzo.protocol.Json.write}): a string is escaped as Jackson escapes it (only {@code "},
 * {@code \} and the control characters below U+0020), and a {@linkplain #tree tree} is written by
 * Jackson itself. So an answer written here has the bytes of the same answer built as a tree.
 *
 * <p>A writer is not thread-safe; it is meant to be reused, {@linkplain #reset() emptied} between
 * uses.
 */
public final class JsonOut {

  /**
   * Trees written inside the text: no flush after each and no separator between them (a tree is a
   * part of the text, not a document of its own).
   */
  private static final ObjectMapper MAPPER =
      JsonMapper.builder(new JsonFactoryBuilder().rootValueSeparator((String) null).build())
          .disable(SerializationFeature.FLUSH_AFTER_WRITE_VALUE)
          .build();

  /** Every card's code in quotes, by {@link Card#ordinal()}. */
  private static final String[] QUOTED_CODES = new String[Card.universeSize()];

  static {
    for (int i = 0; i < QUOTED_CODES.length; i++) {
      QUOTED_CODES[i] = '"' + Card.ofOrdinal(i).code() + '"';
    }
  }

  private char[] chars;
  private int size;

  /** The generator of the trees and the strings that need escapes, made at the first of them. */
  private JsonGenerator generator;

  /** An empty writer. */
  public JsonOut() {
    this.chars = new char[1 << 12];
  }

  /**
   * Appends text as it is: JSON punctuation and quoted field names, such as {@code ,"seat":}.
   *
   * @param text text that needs no escape
   * @return this writer
   */
  public JsonOut raw(String text) {
    int n = text.length();
    ensure(n);
    text.getChars(0, n, chars, size);
    size += n;
    return this;
  }

  /**
   * Appends one character as it is, such as {@code ,} or {@code ]}.
   *
   * @param c the character
   * @return this writer
   */
  public JsonOut raw(char c) {
    ensure(1);
    chars[size++] = c;
    return this;
  }

  /**
   * Appends a JSON number.
   *
   * @param value the number
   * @return this writer
   */
  public JsonOut number(int value) {
    ensure(11);
    int v = value;
    if (v < 0) {
      if (v == Integer.MIN_VALUE) {
        return raw("-2147483648");
      }
      chars[size++] = '-';
      v = -v;
    }
    if (v < 10) {
      chars[size++] = (char) ('0' + v);
    } else if (v < 100) {
      chars[size++] = (char) ('0' + v / 10);
      chars[size++] = (char) ('0' + v % 10);
    } else {
      int digits = 3;
      for (int p = 1000; digits < 10 && p <= v; p *= 10) {
        digits++;
      }
      for (int i = size + digits - 1; i >= size; i--) {
        chars[i] = (char) ('0' + v % 10);
        v /= 10;
      }
      size += digits;
    }
    return this;
  }

  /**
   * Appends a JSON string, quoted and escaped as Jackson escapes it, or {@code null}.
   *
   * @param value the string, or null for JSON null
   * @return this writer
   */
  public JsonOut string(String value) {
    if (value == null) {
      return raw("null");
    }
    int n = value.length();
    for (int i = 0; i < n; i++) {
      char c = value.charAt(i);
      if (c < 0x20 || c == '"' || c == '\\') {
        return escaped(value);
      }
    }
    ensure(n + 2);
    chars[size++] = '"';
    value.getChars(0, n, chars, size);
    size += n;
    chars[size++] = '"';
    return this;
  }

  /**
   * Appends a card's code as a JSON string.
   *
   * @param card the card
   * @return this writer
   */
  public JsonOut card(Card card) {
    return raw(QUOTED_CODES[card.ordinal()]);
  }

  /**
   * Appends a tree as Jackson writes it compactly.
   *
   * @param tree the tree
   * @return this writer
   */
  public JsonOut tree(JsonNode tree) {
    try {
      JsonGenerator g = generator();
      g.writeTree(tree);
      g.flush();
    } catch (IOException e) {
      // the generator writes into this buffer and does no I/O
      throw new UncheckedIOException(e);
    }
    return this;
  }

  private JsonOut escaped(String value) {
    try {
      JsonGenerator g = generator();
      g.writeString(value);
      g.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return this;
  }

  private JsonGenerator generator() throws IOException {
    if (generator == null) {
      generator = MAPPER.createGenerator(new Chars());
      generator.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
    }
    return generator;
  }

  /**
   * The number of characters written since the last {@link #reset()}.
   *
   * @return the characters held
   */
  public int size() {
    return size;
  }

  /** Forgets what was written; a large buffer is let go. */
  public void reset() {
    size = 0;
    if (chars.length > 1 << 20) {
      chars = new char[1 << 12];
    }
  }

  /**
   * What was written since the last {@link #reset()}.
   *
   * @return the text
   */
  public String text() {
    return new String(chars, 0, size);
  }

  /**
   * Writes what was written to a writer.
   *
   * @param out the writer
   * @throws IOException when it fails
   */
  public void writeTo(Writer out) throws IOException {
    out.write(chars, 0, size);
  }

  /**
   * Prints what was written on a print stream, in its encoding.
   *
   * @param out the print stream
   */
  public void printTo(PrintStream out) {
    out.print(text());
  }

  /**
   * The characters the buffer holds before it grows, for tests of its growth.
   *
   * @return the buffer's length
   */
  int capacity() {
    return chars.length;
  }

  /**
   * Whether Jackson's generator was needed (for a tree or a string with an escape), for tests that
   * plain strings are written without it.
   *
   * @return true once the generator is made
   */
  boolean generated() {
    return generator != null;
  }

  private void ensure(int more) {
    if (size + more > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(chars.length * 2, size + more));
    }
  }

  /**
   * The generator's writer: it appends to the buffer. Jackson writes its buffer of characters here;
   * a {@code String} (which it writes only for custom escapes, not set here) goes through {@link
   * Writer}'s own copy into characters.
   */
  private final class Chars extends Writer {

    @Override
    public void write(char[] text, int off, int len) {
      ensure(len);
      System.arraycopy(text, off, chars, size, len);
      size += len;
    }

    @Override
    public void write(int c) {
      raw((char) c);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
