package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Strict JSON text for {@link Json#parse}: exactly one value, no repeated key in an object, and for
 * text that is not JSON a sentence a person understands, with the column, such as "That is not JSON
 * (column 19): there is more after the end of the object". The parser's own messages name its
 * classes and switches; they are read here only to tell the cases apart and never shown.
 */
final class JsonText {

  /**
   * The most values, field names and brackets one text given to {@link Json#parse} may hold: a
   * match record of the longest match holds about 20,000, a request far fewer. The limit keeps the
   * tree of a text about as big as the text (at most some 150 bytes a token).
   */
  static final int MAX_TOKENS = 100_000;

  /**
   * The fewest values, field names and brackets a referee line may hold, whatever its line limit
   * ({@link #tokensFor(int)}).
   */
  static final int LEAST_LINE_TOKENS = 10_000;

  /**
   * The line limit's bytes per token a referee line may hold: a tree holds up to some 150 bytes of
   * heap a token, so a line of {@code n} bytes makes a tree of at most about {@code 150 n / 16},
   * ten bytes a byte of line, within what {@link Referee#memoryFor(int)} asks for.
   */
  static final int LINE_BYTES_PER_TOKEN = 16;

  private static final JsonText TEXT = new JsonText(MAX_TOKENS);

  private final ObjectReader reader;

  /** The same limits, for requests of plain JSON. */
  private final PlainJson plain;

  /**
   * The parser writes a visible character as {@code ('x' (code 120))} and DEL and the C1 controls
   * as {@code ((CTRL-CHAR, code 127))}; the quoted character may be a line separator (U+2028).
   */
  private static final Pattern UNEXPECTED =
      Pattern.compile(
          "^Unexpected character \\((?:'.+?' \\(|\\(CTRL-CHAR, )code (\\d+)", Pattern.DOTALL);

  private static final Pattern TOKEN =
      Pattern.compile("^(?:Unrecognized|Non-standard) token '([^']*)'");
  private static final Pattern CODE = Pattern.compile("code (\\d+)");
  private static final Pattern QUOTED = Pattern.compile("'(.*)'");
  private static final Pattern CLOSE =
      Pattern.compile("^Unexpected close marker '(.)': expected '(.)'");

  /** The parser's words for an unfinished text, in the order they are tried, and the sentence. */
  private static final String[][] END_OF_INPUT = {
    {"closing quote", "the text ends inside a string (its closing \" is missing)"},
    {"in field name", "the text ends inside a field name"},
    {"escape", "the text ends inside an escape sequence"},
    {"for Object", "the text ends before the object is closed with }"},
    {"Object entries", "the text ends before the object is closed with }"},
    {"for Array", "the text ends before the array is closed with ]"},
    {"Array entries", "the text ends before the array is closed with ]"},
  };

  /** The parser's words for a number written wrongly, and the sentence. */
  private static final String[][] NUMBER = {
    {"Decimal point", "a decimal point must be followed by a digit"},
    {"Exponent", "an exponent must have digits"},
    {"minus sign", "a minus sign must be followed by a digit"},
    {"plus sign", "a number cannot start with +"},
  };

  /** The parser's words for an unexpected character that its code does not decide. */
  private static final String[][] UNEXPECTED_CASES = {
    {"expecting a colon", "a colon must follow the field name"},
    {"Object entries", "a comma or } must follow a field's value"},
    {"Array entries", "a comma or ] must follow a value in an array"},
    {"comment", "JSON has no comments"},
    {"hex-digit", "\\u must be followed by four hex digits"},
  };

  /**
   * A reader of texts of at most this many values, field names and brackets.
   *
   * @param maxTokens the most tokens
   */
  JsonText(int maxTokens) {
    StreamReadConstraints limits = StreamReadConstraints.builder().maxTokenCount(maxTokens).build();
    this.plain = new PlainJson(limits);
    this.reader =
        JsonMapper.builder(JsonFactory.builder().streamReadConstraints(limits).build())
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build()
            .readerFor(JsonNode.class);
  }

  /**
   * The most tokens a referee line of this limit may hold: {@value #LEAST_LINE_TOKENS}, or one for
   * every {@value #LINE_BYTES_PER_TOKEN} bytes of the limit when that is more (65,536 at 1 MiB), so
   * that a {@code load} line may hold the record of a long match.
   *
   * @param maxLineBytes the referee's line limit in UTF-8 bytes
   * @return the most tokens
   */
  static int tokensFor(int maxLineBytes) {
    return Math.max(LEAST_LINE_TOKENS, maxLineBytes / LINE_BYTES_PER_TOKEN);
  }

  /**
   * Whether a text is empty: null, or only JSON's white space (space, tab, CR, LF). A text of other
   * spaces or controls (U+000B, U+2028, U+3000) is not empty but not JSON, told so at its column.
   */
  static boolean empty(String text) {
    for (int i = 0; text != null && i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
        return false;
      }
    }
    return true;
  }

  /**
   * One JSON value from text that is not {@link #empty}, with at most {@value #MAX_TOKENS} tokens.
   *
   * @param text the text
   * @return the value, or MALFORMED with a sentence that says what is wrong and where
   */
  static Either<Rejection, JsonNode> parse(String text) {
    return TEXT.read(text);
  }

  /**
   * One JSON value from text that is not {@link #empty}, within this reader's token limit.
   *
   * @param text the text
   * @return the value, or MALFORMED with a sentence that says what is wrong and where
   */
  Either<Rejection, JsonNode> read(String text) {
    JsonNode object = plain.read(text);
    return object != null ? Either.right(object) : strict(text);
  }

  /** One JSON value read strictly by Jackson's tree reader, with the sentence when it fails. */
  private Either<Rejection, JsonNode> strict(String text) {
    try (JsonParser parser = reader.createParser(text)) {
      JsonNode node;
      try {
        node = reader.readValue(parser);
      } catch (JsonProcessingException e) {
        return Either.left(Rejection.malformed(notJson(e, parser)));
      }
      if (node == null || node.isMissingNode()) {
        return Either.left(Rejection.malformed("That is not JSON: there is no value"));
      }
      JsonLocation after;
      int past = 0;
      try {
        if (parser.nextToken() == null) {
          return Either.right(node);
        }
        after = parser.currentTokenLocation();
      } catch (JsonProcessingException e) {
        after = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
        past = past(String.valueOf(e.getOriginalMessage()));
      }
      return Either.left(
          Rejection.malformed(
              "That is not JSON"
                  + column(after, past)
                  + ": there is more after the end of the "
                  + kind(node)));
    } catch (IOException e) {
      // a parser over a string does no I/O
      throw new IllegalStateException("JSON text could not be read", e);
    }
  }

  private static String kind(JsonNode node) {
    switch (node.getNodeType()) {
      case OBJECT:
        return "object";
      case ARRAY:
        return "array";
      case STRING:
        return "string";
      case NUMBER:
        return "number";
      default:
        return "value";
    }
  }

  /**
   * Where in the line the parser stopped, counted in characters from 1. The parser starts a new row
   * after a {@code \r} (its column counts from there), but a referee line holds no line ending and
   * a lone {@code \r} is part of it, so the column is the character offset in the whole text, and
   * the parser's own column only where it has no offset.
   */
  private static String column(JsonLocation at, int past) {
    if (at == null) {
      return "";
    }
    long offset = at.getCharOffset();
    // Jackson's offset is -1 when it has none (compared as such: at offset 0 either way gives 1)
    long column = (offset != -1 ? offset + 1 : at.getColumnNr()) - past;
    return column < 1 ? "" : " (column " + column + ")";
  }

  /** 1 for a control character between values, which the parser reports once past it; else 0. */
  private static int past(String m) {
    return m.startsWith("Illegal character") ? 1 : 0;
  }

  /** The sentence for a parse error. */
  static String notJson(JsonProcessingException e, JsonParser parser) {
    String m = String.valueOf(e.getOriginalMessage());
    if (e instanceof StreamConstraintsException) {
      return "That JSON is too big to read: " + tooBig(m, parser.streamReadConstraints());
    }
    JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
    return "That is not JSON" + column(at, past(m)) + ": " + reason(m);
  }

  private static String tooBig(String m, StreamReadConstraints limits) {
    if (m.startsWith("Number value length")) {
      return "a number has more than " + limits.getMaxNumberLength() + " digits";
    }
    if (m.startsWith("String value length")) {
      return "a string is longer than " + limits.getMaxStringLength() + " characters";
    }
    if (m.startsWith("Name length")) {
      return "a field name is longer than " + limits.getMaxNameLength() + " characters";
    }
    if (m.startsWith("Document nesting depth")) {
      return "arrays and objects are nested more than " + limits.getMaxNestingDepth() + " deep";
    }
    if (m.startsWith("Token count")) {
      return "it holds more than "
          + limits.getMaxTokenCount()
          + " values, field names and brackets, the most one text may hold";
    }
    return "the text is too long or too deeply nested";
  }

  /** What is wrong, after "That is not JSON (column n): ". */
  private static String reason(String m) {
    if (m.startsWith("Unexpected end-of-input")) {
      return endOfInput(m);
    }
    Matcher token = TOKEN.matcher(m);
    if (token.find()) {
      String t = Checks.clip(token.group(1), Checks.QUOTE_LIMIT);
      return m.startsWith("Non-standard")
          ? t + " is not a JSON number"
          : t + " is not a JSON value";
    }
    Matcher unexpected = UNEXPECTED.matcher(m);
    if (unexpected.find()) {
      return unexpected(m, Integer.parseInt(unexpected.group(1)));
    }
    if (m.startsWith("Unexpected close marker")) {
      return closeMarker(m);
    }
    if (m.startsWith("Illegal unquoted character")) {
      String c = character(code(m));
      return "a string holds a control character ("
          + c
          + "), which must be written as an escape such as \\n or \\"
          + c.replace("U+", "u");
    }
    if (m.startsWith("Illegal character")) {
      return "a control character (" + character(code(m)) + ") cannot stand between values";
    }
    if (m.startsWith("Invalid numeric value: Leading zeroes")) {
      return "a number cannot start with 0 unless it is 0";
    }
    if (m.startsWith("Invalid numeric value")) {
      return "a number is written wrongly";
    }
    if (m.startsWith("Unrecognized character escape")) {
      int c = code(m);
      String escape = c > 0x20 && c < 0x7f ? "\\" + (char) c : "a backslash before " + character(c);
      return escape
          + " is not an escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by"
          + " four hex digits)";
    }
    if (m.startsWith("Duplicate field")) {
      Matcher name = QUOTED.matcher(m);
      return name.find()
          ? "the field " + Checks.quote(name.group(1)) + " appears twice in one object"
          : "a field appears twice in one object";
    }
    if (m.contains("UTF-8") || m.contains("surrogate")) {
      return "the text holds a character that is not valid Unicode";
    }
    return "something here is not allowed in JSON";
  }

  private static String endOfInput(String m) {
    return firstContained(m, END_OF_INPUT)
        .getOrElse("the text ends before the JSON value is complete");
  }

  private static String unexpected(String m, int c) {
    if (m.contains("in numeric value")) {
      return firstContained(m, NUMBER).getOrElse("a number is written wrongly");
    }
    if (m.contains("to start field name")) {
      if (c == '\'') {
        return "a field name must be in double quotes, not single quotes";
      }
      if (c == '}') {
        return "a field name must follow the comma";
      }
      return "a field name must be in double quotes";
    }
    Option<String> known = firstContained(m, UNEXPECTED_CASES);
    if (known.isDefined()) {
      return known.get();
    }
    if (m.contains("valid value")) {
      if (c == '\'') {
        return "a string must be in double quotes, not single quotes";
      }
      if (c == ',' || c == ']' || c == '}' || c == ':') {
        return "a value is missing";
      }
      return "a JSON value cannot start with " + character(c);
    }
    return "the character " + character(c) + " is not allowed here";
  }

  private static String closeMarker(String m) {
    Matcher close = CLOSE.matcher(m);
    if (close.find()) {
      String open = close.group(2).equals("]") ? "array" : "object";
      return "the "
          + open
          + " must be closed with "
          + close.group(2)
          + " before the "
          + close.group(1);
    }
    Matcher which = QUOTED.matcher(m);
    return which.find()
        ? "the " + which.group(1).charAt(0) + " closes nothing"
        : "a bracket closes nothing";
  }

  /**
   * The sentence of the first row of {@code table} whose words the parser's message holds.
   *
   * @param table rows of the parser's words and the sentence, tried in order
   * @return the sentence, or none when no row matches
   */
  private static Option<String> firstContained(String m, String[][] table) {
    for (String[] row : table) {
      if (m.contains(row[0])) {
        return Option.some(row[1]);
      }
    }
    return Option.none();
  }

  private static int code(String m) {
    Matcher c = CODE.matcher(m);
    return c.find() ? Integer.parseInt(c.group(1)) : -1;
  }

  /** A character as it is shown: itself when visible ASCII, else U+XXXX. */
  private static String character(int c) {
    if (c > 0x20 && c < 0x7f) {
      return String.valueOf((char) c);
    }
    return String.format(Locale.ROOT, "U+%04X", c);
  }
}
