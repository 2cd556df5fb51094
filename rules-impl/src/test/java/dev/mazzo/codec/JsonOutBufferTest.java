package dev.mazzo.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.protocol.Json;
import org.junit.jupiter.api.Test;

/**
 * {@link JsonOut}'s buffer (issue 27): it grows exactly when what is written does not fit, doubling
 * or to what is needed, every kind of value written across its end arrives whole, a large buffer is
 * let go at a reset and a small one kept, and plain strings are written without Jackson.
 */
class JsonOutBufferTest {

  private static final int START = 1 << 12;

  @Test
  void growsOnlyWhenTheTextDoesNotFit() {
    JsonOut out = new JsonOut();
    assertEquals(START, out.capacity());
    out.raw("a".repeat(START));
    assertEquals(START, out.capacity(), "exactly full");
    out.raw("");
    assertEquals(START, out.capacity(), "nothing more");
    out.raw('b');
    assertEquals(2 * START, out.capacity(), "doubled");
    assertEquals("a".repeat(START) + "b", out.text());
    JsonOut big = new JsonOut().raw("c".repeat(3 * START));
    assertEquals(3 * START, big.capacity(), "grown to what is needed");
    assertEquals(3 * START, big.size());
  }

  @Test
  void everyValueArrivesWholeAcrossTheEnd() {
    for (int fill = START - 14; fill <= START; fill++) {
      String pad = "x".repeat(fill);
      assertEquals(pad + "1234567890", new JsonOut().raw(pad).number(1234567890).text());
      assertEquals(pad + "-123456789", new JsonOut().raw(pad).number(-123456789).text());
      assertEquals(pad + "\"abcdef\"", new JsonOut().raw(pad).string("abcdef").text());
      assertEquals(pad + "\"a\\\"b\\n\"", new JsonOut().raw(pad).string("a\"b\n").text());
      assertEquals(pad + "null", new JsonOut().raw(pad).string(null).text());
      assertEquals(pad + "long text", new JsonOut().raw(pad).raw("long text").text());
    }
    String longer = "y".repeat(START + 5);
    assertEquals("\"" + longer + "\"", new JsonOut().string(longer).text());
    String escapes = "\"\\".repeat(START);
    assertEquals(
        Json.write(JsonNodeFactory.instance.textNode(escapes)),
        new JsonOut().raw("").string(escapes).text());
  }

  @Test
  void resetKeepsASmallBufferAndLetsALargeOneGo() {
    JsonOut out = new JsonOut().raw("a".repeat(2 * START));
    assertEquals(2 * START, out.capacity());
    out.reset();
    assertEquals(0, out.size());
    assertEquals("", out.text());
    assertEquals(2 * START, out.capacity(), "a small buffer is kept");
    out.raw("z".repeat(1 << 20));
    assertEquals(1 << 20, out.capacity());
    out.reset();
    assertEquals(1 << 20, out.capacity(), "a buffer of 1 << 20 is kept");
    out.raw("z".repeat((1 << 20) + 1));
    out.reset();
    assertEquals(START, out.capacity(), "a larger one is let go");
    assertEquals("ok", out.raw("ok").text());
  }

  @Test
  void plainStringsNeedNoGenerator() {
    JsonOut out = new JsonOut().string("plain ~ text, with space and \u007f and \u00e9").raw(',');
    out.string("").raw(',').string(null);
    assertFalse(out.generated());
    assertEquals("\"plain ~ text, with space and \u007f and \u00e9\",\"\",null", out.text());
    for (String escaped : new String[] {"\u001f", "a\"", "\\b", "\n"}) {
      JsonOut e = new JsonOut().string(escaped);
      assertTrue(e.generated(), escaped);
      assertEquals(Json.write(JsonNodeFactory.instance.textNode(escaped)), e.text());
    }
  }
}
