package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The sentences a MALFORMED rejection builds from what it was sent (protocol.md, Rejections): how a
 * JSON value is named, and what a line that is not JSON is told.
 */
class MessageTextTest {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  @Test
  @DisplayName("A rejection names a JSON value by its type; numbers and strings are clipped")
  void describeNamesEveryType() {
    assertEquals("null", Fields.describe(NODES.nullNode()));
    assertEquals("the string \"0\"", Fields.describe(NODES.textNode("0")));
    assertEquals("the number 7", Fields.describe(NODES.numberNode(7)));
    assertEquals("the number 1.5", Fields.describe(NODES.numberNode(1.5)));
    assertEquals("true", Fields.describe(NODES.booleanNode(true)));
    assertEquals("false", Fields.describe(NODES.booleanNode(false)));
    assertEquals("an array", Fields.describe(NODES.arrayNode()));
    assertEquals("an object", Fields.describe(NODES.objectNode()));
    assertEquals("a binary value", Fields.describe(NODES.binaryNode(new byte[] {1})));
    String digits = "1234567890".repeat(5);
    JsonNode big = Json.parse(digits).get();
    assertEquals("the number " + digits.substring(0, 40) + "…", Fields.describe(big));
    assertEquals(
        "the string \"" + digits.substring(0, 40) + "…\"", Fields.describe(NODES.textNode(digits)));
  }

  @Test
  @DisplayName("A line that is not JSON is told so, with the column of the error")
  void notJsonSaysWhere() {
    Either<Rejection, JsonNode> bad = Json.parse("{\"cmd\" \"new\"}");
    assertTrue(bad.isLeft());
    assertEquals(Rejection.Code.MALFORMED, bad.getLeft().code());
    String message = bad.getLeft().message();
    assertTrue(message.startsWith("That is not JSON (column 8): "), message);
    assertTrue(!message.contains("\n") && !message.contains("start marker"), message);
    assertEquals("That is not JSON: the text is empty", Json.parse(" \t ").getLeft().message());
  }

  @Test
  @DisplayName("B-64: a seat out of range is told the range of seats")
  void seatOutOfRange() {
    JsonNode seven = Json.parse("{\"type\":\"play\",\"seat\":7}").get();
    Rejection r =
        Fields.seat((com.fasterxml.jackson.databind.node.ObjectNode) seven, "A play", "seat", 5)
            .getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code());
    assertEquals("There is no seat 7: seats are 0 to 4", r.message());
  }
}
