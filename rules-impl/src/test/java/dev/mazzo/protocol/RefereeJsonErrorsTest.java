package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mazzo.game.Rejection;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Text that is not JSON is told so in one sentence a person understands, with the column, and
 * without the parser's class, feature or constant names.
 */
class RefereeJsonErrorsTest {

  /** What the parser's own messages are made of. */
  private static final Pattern PARSER_WORDS =
      Pattern.compile(
          "[A-Z][a-z]+[A-Z]\\w*Feature|StreamReadConstraints|\\bJson[A-Z]|DeserializationFeature"
              + "|`|fasterxml|jackson|REDACTED|marker|CTRL-CHAR|\\b[A-Z]+_[A-Z_]+\\b|\\(code \\d+"
              + "|Non-standard|end-of-input|Unrecognized token|Unexpected character|bound as");

  /** A second sentence: a full stop, question or exclamation mark and more text. */
  private static final Pattern TWO_SENTENCES = Pattern.compile("[.!?]\\s+\\S");

  static Stream<Arguments> notJson() {
    return Stream.of(
        Arguments.of("a word", "hello", "That is not JSON (column 1): hello is not a JSON value"),
        Arguments.of(
            "trailing object",
            "{\"cmd\":\"variants\"}{\"cmd\":\"variants\"}",
            "That is not JSON (column 19): there is more after the end of the object"),
        Arguments.of(
            "trailing text",
            "{\"cmd\":\"variants\"} x",
            "That is not JSON (column 20): there is more after the end of the object"),
        Arguments.of(
            "trailing number",
            "1 2",
            "That is not JSON (column 3): there is more after the end of the number"),
        Arguments.of(
            "trailing comment",
            "{} // c",
            "That is not JSON (column 4): there is more after the end of the object"),
        Arguments.of(
            "missing colon",
            "{\"cmd\" \"new\"}",
            "That is not JSON (column 8): a colon must follow the field name"),
        Arguments.of(
            "unclosed object",
            "{\"cmd\":\"variants\"",
            "That is not JSON (column 18): the text ends before the object is closed with }"),
        Arguments.of(
            "unclosed array",
            "[1,2",
            "That is not JSON (column 5): the text ends before the array is closed with ]"),
        Arguments.of(
            "unclosed string",
            "{\"cmd\":\"vari",
            "That is not JSON (column 13): the text ends inside a string (its closing \" is missing)"),
        Arguments.of(
            "unclosed field name",
            "{\"cm",
            "That is not JSON (column 5): the text ends inside a field name"),
        Arguments.of(
            "unquoted field name",
            "{cmd:\"variants\"}",
            "That is not JSON (column 2): a field name must be in double quotes"),
        Arguments.of(
            "single-quoted field name",
            "{'cmd':\"variants\"}",
            "That is not JSON (column 2): a field name must be in double quotes, not single quotes"),
        Arguments.of(
            "single-quoted string",
            "{\"cmd\":'variants'}",
            "That is not JSON (column 8): a string must be in double quotes, not single quotes"),
        Arguments.of("comment", "/* hi */ {}", "That is not JSON (column 1): JSON has no comments"),
        Arguments.of(
            "line break in a string",
            "{\"cmd\":\"vari\rants\"}",
            "That is not JSON (column 13): a string holds a control character (U+000D), which"
                + " must be written as an escape such as \\n or \\u000D"),
        Arguments.of(
            "a lone CR between values counts as one column, not as a new line",
            "{\"cmd\":\"new\",\r\"variant\": x}",
            "That is not JSON (column 26): x is not a JSON value"),
        Arguments.of(
            "an error right after a lone CR",
            "{\"cmd\":\"new\",\"variant\":\"x\"\r\r}}",
            "That is not JSON (column 30): there is more after the end of the object"),
        Arguments.of(
            "tab in a string",
            "{\"cmd\":\"vari\tants\"}",
            "That is not JSON (column 13): a string holds a control character (U+0009), which"
                + " must be written as an escape such as \\n or \\u0009"),
        Arguments.of(
            "control character between values: its own column (protocol.md), not the next one",
            "{\"cmd\":\u0001\"variants\"}",
            "That is not JSON (column 8): a control character (U+0001) cannot stand between values"),
        Arguments.of(
            "a control character alone is in column 1",
            "\u0000",
            "That is not JSON (column 1): a control character (U+0000) cannot stand between values"),
        Arguments.of(
            "a control character after the value is in its own column",
            "{\"cmd\":\"variants\"}\u0001",
            "That is not JSON (column 19): there is more after the end of the object"),
        Arguments.of(
            "a vertical tab is not white space in JSON, so the text is not empty",
            "  \u000b",
            "That is not JSON (column 3): a control character (U+000B) cannot stand between values"),
        Arguments.of(
            "an ideographic space is not white space in JSON, so the text is not empty",
            "\u3000",
            "That is not JSON (column 1): a JSON value cannot start with U+3000"),
        Arguments.of(
            "a line separator alone is not an empty text",
            "\u2028",
            "That is not JSON (column 1): a JSON value cannot start with U+2028"),
        Arguments.of(
            "JSON's white space alone is empty", " \t\r\n ", "That is not JSON: the text is empty"),
        Arguments.of(
            "a number of 1,200 digits",
            "{\"x\":" + "1".repeat(1200) + "}",
            "That JSON is too big to read: a number has more than 1000 digits"),
        Arguments.of(
            "nested 1,200 deep",
            "[".repeat(1200) + "]".repeat(1200),
            "That JSON is too big to read: arrays and objects are nested more than 1000 deep"),
        Arguments.of(
            "leading zero",
            "{\"dealer\":01}",
            "That is not JSON (column 12): a number cannot start with 0 unless it is 0"),
        Arguments.of(
            "NaN", "{\"dealer\":NaN}", "That is not JSON (column 14): NaN is not a JSON number"),
        Arguments.of(
            "Infinity",
            "{\"dealer\":-Infinity}",
            "That is not JSON (column 20): -Infinity is not a JSON number"),
        Arguments.of(
            "plus sign",
            "{\"dealer\":+1}",
            "That is not JSON (column 12): a number cannot start with +"),
        Arguments.of(
            "decimal point",
            "{\"dealer\":1.}",
            "That is not JSON (column 12): a decimal point must be followed by a digit"),
        Arguments.of(
            "exponent",
            "{\"dealer\":1e}",
            "That is not JSON (column 12): an exponent must have digits"),
        Arguments.of(
            "minus alone",
            "{\"dealer\":-}",
            "That is not JSON (column 12): a minus sign must be followed by a digit"),
        Arguments.of(
            "duplicate key",
            "{\"cmd\":\"view\",\"cmd\":\"variants\"}",
            "That is not JSON (column 20): the field \"cmd\" appears twice in one object"),
        Arguments.of(
            "trailing comma in an object",
            "{\"cmd\":\"variants\",}",
            "That is not JSON (column 19): a field name must follow the comma"),
        Arguments.of(
            "trailing comma in an array",
            "[1,]",
            "That is not JSON (column 4): a value is missing"),
        Arguments.of(
            "missing value", "{\"cmd\":}", "That is not JSON (column 8): a value is missing"),
        Arguments.of(
            "a bad first character",
            "#x",
            "That is not JSON (column 1): a JSON value cannot start with #"),
        Arguments.of(
            "missing comma in an object",
            "{\"a\":1 \"b\":2}",
            "That is not JSON (column 8): a comma or } must follow a field's value"),
        Arguments.of(
            "missing comma in an array",
            "[1 2]",
            "That is not JSON (column 4): a comma or ] must follow a value in an array"),
        Arguments.of(
            "wrong close marker",
            "{\"a\":[1,2}",
            "That is not JSON (column 10): the array must be closed with ] before the }"),
        Arguments.of(
            "close marker with nothing open",
            "}",
            "That is not JSON (column 1): the } closes nothing"),
        Arguments.of(
            "unknown escape",
            "{\"a\":\"\\x\"}",
            "That is not JSON (column 8): \\x is not an escape (JSON has \\\" \\\\ \\/ \\b \\f \\n"
                + " \\r \\t and \\u followed by four hex digits)"),
        Arguments.of(
            "bad unicode escape",
            "{\"a\":\"\\u12G4\"}",
            "That is not JSON (column 11): \\u must be followed by four hex digits"),
        Arguments.of(
            "byte-order mark",
            "\ufeff{}",
            "That is not JSON (column 1): a JSON value cannot start with U+FEFF"),
        Arguments.of(
            "trailing array",
            "[1] 2",
            "That is not JSON (column 5): there is more after the end of the array"),
        Arguments.of(
            "trailing string",
            "\"s\" 2",
            "That is not JSON (column 5): there is more after the end of the string"),
        Arguments.of(
            "trailing true",
            "true 2",
            "That is not JSON (column 6): there is more after the end of the value"),
        Arguments.of(
            "a character glued to a number",
            "1x",
            "That is not JSON (column 2): the character x is not allowed here"),
        Arguments.of(
            "unclosed escape",
            "{\"a\":\"\\",
            "That is not JSON (column 8): the text ends inside an escape sequence"),
        Arguments.of(
            "unclosed array after a comma",
            "[1,",
            "That is not JSON (column 4): the text ends before the array is closed with ]"),
        Arguments.of(
            "unclosed array after a value",
            "[0",
            "That is not JSON (column 3): the text ends before the array is closed with ]"),
        Arguments.of(
            "a minus sign alone",
            "-",
            "That is not JSON (column 2): the text ends before the JSON value is complete"),
        Arguments.of(
            "escape of a space",
            "{\"a\":\"\\ \"}",
            "That is not JSON (column 8): a backslash before U+0020 is not an escape (JSON has \\\""
                + " \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits)"),
        Arguments.of(
            "escape of DEL",
            "{\"a\":\"\\\u007f\"}",
            "That is not JSON (column 8): a backslash before U+007F is not an escape (JSON has \\\""
                + " \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits)"),
        Arguments.of(
            "escape of ~",
            "{\"a\":\"\\~\"}",
            "That is not JSON (column 8): \\~ is not an escape (JSON has \\\" \\\\ \\/ \\b \\f"
                + " \\n \\r \\t and \\u followed by four hex digits)"),
        // DEL and the C1 controls: the parser writes them (CTRL-CHAR, code n), not quoted
        Arguments.of(
            "DEL as a value",
            "\u007f",
            "That is not JSON (column 1): a JSON value cannot start with U+007F"),
        Arguments.of(
            "a C1 control as a value",
            "[1,\u0080]",
            "That is not JSON (column 4): a JSON value cannot start with U+0080"),
        Arguments.of(
            "DEL after a value in an array",
            "[\"a\" \u007f]",
            "That is not JSON (column 6): a comma or ] must follow a value in an array"),
        Arguments.of(
            "DEL for a field name",
            "{\u007f:1}",
            "That is not JSON (column 2): a field name must be in double quotes"),
        Arguments.of(
            "DEL after a field name",
            "{\"a\"\u007f}",
            "That is not JSON (column 5): a colon must follow the field name"),
        Arguments.of(
            "DEL glued to a number",
            "1\u007f",
            "That is not JSON (column 2): the character U+007F is not allowed here"),
        Arguments.of(
            "a line separator as a value",
            "[\u2028]",
            "That is not JSON (column 2): a JSON value cannot start with U+2028"),
        Arguments.of("empty", "", "That is not JSON: the text is empty"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("notJson")
  @DisplayName("each kind of broken JSON gets its own plain sentence")
  void plainSentence(String label, String text, String expected) {
    Rejection r = Json.parse(text).getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code());
    assertEquals(expected, r.message());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("notJson")
  @DisplayName("no message names the parser's classes, features or constants; each is one sentence")
  void noParserWords(String label, String text, String expected) {
    String answer = new Referee().handle(text);
    String message = Json.parse(answer).get().at("/error/message").textValue();
    assertFalse(PARSER_WORDS.matcher(message).find(), message);
    assertFalse(TWO_SENTENCES.matcher(message).find(), message);
    assertFalse(message.contains("\n") || message.contains("\r"), message);
    assertFalse(message.endsWith("."), message);
  }

  @Test
  @DisplayName("a long bad token is quoted clipped to 40 characters")
  void longTokenIsClipped() {
    String y = "y".repeat(300);
    assertEquals(
        "That is not JSON (column 8): " + "y".repeat(40) + "… is not a JSON value",
        Json.parse("{\"cmd\":" + y + "}").getLeft().message());
  }
}
