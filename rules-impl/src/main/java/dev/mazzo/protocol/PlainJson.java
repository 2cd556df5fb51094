package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonParser.NumberType;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * The quick reading of {@link JsonText#read} (issue 27): a request line of plain JSON made into a
 * tree straight from the parser's tokens, without the strict reader's per-text set up and its set
 * of keys per object. A text it does not take is read strictly, which gives the same tree or the
 * sentence that says what is wrong, so what a client sees does not change.
 */
final class PlainJson {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final JsonFactory factory;

  /**
   * A reader within these limits (those of the strict reader).
   *
   * @param limits the most tokens, the deepest nesting …
   */
  PlainJson(StreamReadConstraints limits) {
    this.factory = JsonFactory.builder().streamReadConstraints(limits).build();
  }

  /**
   * The tree of a text that is one plain JSON object (issue 27: a request line), built straight
   * from the parser's tokens: no repeated key, and only strings, {@code int} numbers, booleans,
   * nulls, arrays and objects in it. Anything else, valid or not, is left to {@link JsonText#read},
   * which gives the same tree for such a text and the sentence for a text that is not JSON.
   *
   * @param text the text
   * @return the object, or null to read the text strictly
   */
  JsonNode read(String text) {
    try (JsonParser parser = factory.createParser(text)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      JsonNode object = value(parser, JsonToken.START_OBJECT);
      return object != null && parser.nextToken() == null ? object : null;
    } catch (IOException e) {
      return null;
    }
  }

  /** The value that starts at this token, or null where {@link #read} gives way. */
  private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
    if (token == JsonToken.START_OBJECT) {
      ObjectNode object = NODES.objectNode();
      for (String name = parser.nextFieldName(); name != null; name = parser.nextFieldName()) {
        JsonNode v = value(parser, parser.nextToken());
        if (v == null || object.replace(name, v) != null) {
          return null;
        }
      }
      return object;
    }
    if (token == JsonToken.START_ARRAY) {
      ArrayNode array = NODES.arrayNode();
      for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
        JsonNode v = value(parser, t);
        if (v == null) {
          return null;
        }
        array.add(v);
      }
      return array;
    }
    return scalar(parser, token);
  }

  private static JsonNode scalar(JsonParser parser, JsonToken token) throws IOException {
    if (token == JsonToken.VALUE_STRING) {
      return NODES.textNode(parser.getText());
    }
    if (token == JsonToken.VALUE_NUMBER_INT && parser.getNumberType() == NumberType.INT) {
      return NODES.numberNode(parser.getIntValue());
    }
    if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
      return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
    }
    return token == JsonToken.VALUE_NULL ? NODES.nullNode() : null;
  }
}
