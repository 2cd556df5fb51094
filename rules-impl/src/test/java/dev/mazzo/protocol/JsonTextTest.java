package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The sentences of {@link JsonText} that a line of the referee cannot reach: JSON over the parser's
 * size limits (a line is at most 1 MiB, the limits are larger), and the parser's messages for input
 * that only bytes or other settings produce, in the words the parser uses for them.
 */
class JsonTextTest {

  @Test
  @DisplayName("a string over 20,000,000 characters is too big, and the sentence says so")
  void stringTooLong() {
    String text = "[\"" + "s".repeat(20_000_001) + "\"]";
    assertEquals(
        "That JSON is too big to read: a string is longer than 20000000 characters",
        Json.parse(text).getLeft().message());
  }

  @Test
  @DisplayName("a field name over 50,000 characters is too big, and the sentence says so")
  void nameTooLong() {
    String text = "{\"" + "n".repeat(50_001) + "\":1}";
    assertEquals(
        "That JSON is too big to read: a field name is longer than 50000 characters",
        Json.parse(text).getLeft().message());
  }

  @Test
  @DisplayName("another limit of the parser (document length) gets the general sentence")
  void otherLimit() throws IOException {
    assertEquals(
        "That JSON is too big to read: the text is too long or too deeply nested",
        sentence(
            new StreamConstraintsException(
                "Document length (5000001) exceeds the maximum allowed (5000000, from"
                    + " `StreamReadConstraints.getMaxDocumentLength()`)")));
  }

  @Test
  @DisplayName("invalid UTF-8 or a broken surrogate pair: the text is not valid Unicode")
  void notUnicode() throws IOException {
    assertEquals(
        "That is not JSON (column 1): the text holds a character that is not valid Unicode",
        parseError("Invalid UTF-8: Illegal surrogate character 0xD800"));
    assertEquals(
        "That is not JSON (column 1): the text holds a character that is not valid Unicode",
        parseError("Broken surrogate pair in String: expected low surrogate, got 0x0041"));
  }

  @Test
  @DisplayName("a parser message of no known kind gets the general sentence, not the message")
  void unknownMessage() throws IOException {
    assertEquals(
        "That is not JSON (column 1): something here is not allowed in JSON",
        parseError("Malformed numeric value ('1e1e1')"));
    assertEquals(
        "That is not JSON: something here is not allowed in JSON",
        JsonText.parse(" ").getLeft().message(),
        "blank text, which Json.parse answers before the parser sees it");
  }

  private static String parseError(String message) throws IOException {
    try (JsonParser p = new JsonFactory().createParser("[]")) {
      return JsonText.notJson(new JsonParseException(p, message), p);
    }
  }

  private static String sentence(StreamConstraintsException e) throws IOException {
    try (JsonParser p = new JsonFactory().createParser("[]")) {
      return JsonText.notJson(e, p);
    }
  }
}
