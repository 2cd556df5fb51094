package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The quick reading of request lines (issue 27) gives Jackson's own tree for an object of plain
 * JSON, and gives way (null) to the strict reader for everything else, so that what the strict
 * reader says about a text does not change.
 */
class PlainJsonTest {

  private static final PlainJson PLAIN =
      new PlainJson(StreamReadConstraints.builder().maxTokenCount(50).build());

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"cmd\":\"act\",\"match\":\"m7\",\"action\":{\"type\":\"play\",\"seat\":1,\"card\":\"AS\"}}",
        "{\"a\":[1,\"x\",true,false,null,{\"b\":[]},[-2147483648,2147483647]],\"c\":{}}",
        "{\"t\":true,\"f\":false,\"n\":null,\"s\":\"\\u00e9\\n\"}",
        " {} ",
      })
  void plainObjectsAreJacksonsTree(String text) throws Exception {
    assertEquals(new ObjectMapper().readTree(text), PLAIN.read(text));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "{\"a\":1,\"a\":2}",
        "{\"a\":{\"b\":1,\"b\":1}}",
        "{\"a\":1.5}",
        "{\"a\":[1.5]}",
        "{\"a\":{\"b\":2147483648}}",
        "[1]",
        "\"x\"",
        "{\"a\":1} x",
        "{\"a\":1} {}",
        "{\"a\":",
        "{'a':1}",
        "",
      })
  void anythingElseIsLeftToTheStrictReader(String text) {
    assertNull(PLAIN.read(text));
  }

  @org.junit.jupiter.api.Test
  void moreTokensThanTheLimitAreLeftToTheStrictReader() {
    StringBuilder values = new StringBuilder("{\"a\":[0");
    StringBuilder names = new StringBuilder("{\"k0\":0");
    for (int i = 1; i < 47; i++) {
      values.append(',').append(i);
      names.append(",\"k").append(i).append("\":0");
    }
    // {, "a", [, 47 values, ], }: 52 tokens, over the limit of 50; with 43 values, 48 tokens.
    assertNull(PLAIN.read(values + "]}"));
    assertNull(PLAIN.read(names + "}"));
    assertEquals(43, PLAIN.read(values.substring(0, values.indexOf(",43")) + "]}").get("a").size());
  }
}
