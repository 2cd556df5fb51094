package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A line limit is checked against the heap when the referee is made, so that no line within the
 * limit can end the referee with {@link OutOfMemoryError}: "one answer per line, never exits" holds
 * for every limit it accepts.
 */
class RefereeHeapTest {

  private static final long MIB = 1L << 20;

  @Test
  @DisplayName(
      "a limit of 200,000,000 bytes in a heap of 64 MiB is refused with the limit that fits")
  void refusedWithTheLimitThatFits() {
    assertEquals(
        "A line limit of 200000000 bytes needs 1932 MiB of memory, but Java may use only 64 MiB:"
            + " give a limit of at most 4194304 bytes, or give Java more memory (such as"
            + " -Xmx1932m)",
        Referee.refusal(200_000_000, 64 * MIB).get());
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Referee(200_000_000, 64 * MIB));
    assertEquals(Referee.refusal(200_000_000, 64 * MIB).get(), e.getMessage());
  }

  @Test
  @DisplayName("the largest limit a heap holds is accepted, one byte more is refused")
  void boundary() {
    int largest = Referee.largestLineFor(64 * MIB);
    assertEquals(4 * MIB, largest);
    assertTrue(Referee.memoryFor(largest) <= 64 * MIB);
    assertTrue(Referee.refusal(largest, 64 * MIB).isEmpty());
    assertEquals(largest, new Referee(largest, 64 * MIB).maxLineBytes());
    assertTrue(Referee.refusal(largest + 1, 64 * MIB).isDefined());
  }

  @Test
  @DisplayName("the default limit of 1 MiB needs 34 MiB; a heap too small for any line says so")
  void defaultAndTinyHeaps() {
    assertEquals(34 * MIB, Referee.memoryFor(Referee.DEFAULT_MAX_LINE_BYTES));
    assertEquals(0, Referee.largestLineFor(16 * MIB));
    assertEquals(
        "A line limit of 1048576 bytes needs 34 MiB of memory, but Java may use only 16 MiB:"
            + " give Java more memory (such as -Xmx34m)",
        Referee.refusal(Referee.DEFAULT_MAX_LINE_BYTES, 16 * MIB).get());
    assertEquals(
        "The line limit must be at least 1 byte, not 0", Referee.refusal(0, Long.MAX_VALUE).get());
    assertEquals(Integer.MAX_VALUE, Referee.largestLineFor(Long.MAX_VALUE));
  }

  @Test
  @DisplayName("the default referee never refuses: a small heap gets the longest line it holds")
  void defaultLimitFitsTheHeap() {
    assertEquals(Referee.DEFAULT_MAX_LINE_BYTES, Referee.defaultLimit(34 * MIB));
    assertEquals(Referee.DEFAULT_MAX_LINE_BYTES, Referee.defaultLimit(Long.MAX_VALUE));
    assertEquals(Referee.largestLineFor(30 * MIB), Referee.defaultLimit(30 * MIB));
    assertEquals(629_145, Referee.defaultLimit(30 * MIB));
    assertEquals(Referee.SMALLEST_DEFAULT, Referee.defaultLimit(24 * MIB + 1000));
    assertEquals(Referee.SMALLEST_DEFAULT, Referee.defaultLimit(0));
    assertEquals(
        Referee.defaultLimit(Runtime.getRuntime().maxMemory()), new Referee().maxLineBytes());
  }

  @Test
  @DisplayName(
      "a line of more than one value, name or bracket per 16 bytes of the limit (65,536 at 1 MiB)"
          + " is MALFORMED, not a big tree")
  void tokenLimit() {
    Referee referee = new Referee(Referee.DEFAULT_MAX_LINE_BYTES);
    assertEquals(65_536, JsonText.tokensFor(Referee.DEFAULT_MAX_LINE_BYTES));
    assertEquals(
        "That JSON is too big to read: it holds more than 65536 values, field names and brackets,"
            + " the most one text may hold",
        Json.parse(referee.handle(keys(65_536 / 2))).get().at("/error/message").textValue());
    // under the cap the line is read: the answer is about its fields
    assertEquals(
        "A variants request has no field \"x\": it is {\"cmd\":\"variants\"}",
        Json.parse(referee.handle(keys(65_536 / 2 - 10))).get().at("/error/message").textValue());
  }

  @Test
  @DisplayName(
      "a short limit still reads 10,000 values, names and brackets; Json.parse reads 100,000")
  void tokenLimitFloorAndParse() {
    assertEquals(10_000, JsonText.tokensFor(1000));
    assertEquals(10_000, JsonText.tokensFor(160_000));
    assertEquals(10_001, JsonText.tokensFor(160_016));
    assertEquals(
        "A variants request has no field \"x\": it is {\"cmd\":\"variants\"}",
        Json.parse(new Referee(200_000).handle(keys(4_990)))
            .get()
            .at("/error/message")
            .textValue());
    assertTrue(Json.parse(keys(49_990)).isRight());
    assertEquals(
        "That JSON is too big to read: it holds more than 100000 values, field names and"
            + " brackets, the most one text may hold",
        Json.parse(keys(50_000)).getLeft().message());
  }

  /** A variants request with a field {@code x} of this many keys: twice as many tokens and 6. */
  private static String keys(int n) {
    StringBuilder keys = new StringBuilder("{\"cmd\":\"variants\",\"x\":{");
    for (int i = 0; i < n; i++) {
      keys.append(i == 0 ? "" : ",").append("\"k").append(i).append("\":0");
    }
    return keys.append("}}").toString();
  }

  @Test
  @DisplayName(
      "open matches count against the heap: 128 KiB each, 240 beside lines of 1 MiB in 64 MiB,"
          + " and never fewer than 1")
  void matchesInTheHeap() {
    int line = Referee.DEFAULT_MAX_LINE_BYTES;
    assertEquals(64 * MIB, Referee.memoryFor(line, 240));
    assertEquals(34 * MIB, Referee.memoryFor(line, -1));
    assertEquals(240, Referee.matchesFor(64 * MIB, line));
    assertEquals(240, Referee.matchesFor(64 * MIB + MIB / 8 - 1, line));
    assertEquals(241, Referee.matchesFor(64 * MIB + MIB / 8, line));
    assertEquals(1, Referee.matchesFor(34 * MIB, line));
    assertEquals(1, Referee.matchesFor(0, line));
    assertEquals(Integer.MAX_VALUE, Referee.matchesFor(Long.MAX_VALUE, line));
    assertEquals(240, Referee.defaultMatches(64 * MIB, line));
    assertEquals(Referee.DEFAULT_MAX_MATCHES, Referee.defaultMatches(Long.MAX_VALUE, line));
    assertEquals(240, new Referee(line, 64 * MIB).maxMatches());
    assertEquals(
        Referee.defaultMatches(Runtime.getRuntime().maxMemory(), new Referee().maxLineBytes()),
        new Referee().maxMatches());
  }

  @Test
  @DisplayName("a cap of more matches than the heap holds is refused with the cap that fits")
  void capRefused() {
    int line = Referee.DEFAULT_MAX_LINE_BYTES;
    assertTrue(Referee.refusal(line, 240, 64 * MIB).isEmpty());
    assertTrue(Referee.refusal(line, 1, 34 * MIB).isEmpty());
    assertEquals(
        "241 open matches need 65 MiB of memory with lines of 1048576 bytes (128 KiB a match),"
            + " but Java may use only 64 MiB: hold at most 240 matches, or give Java more memory"
            + " (such as -Xmx65m)",
        Referee.refusal(line, 241, 64 * MIB).get());
    assertEquals(Referee.refusal(0, 1, 64 * MIB), Referee.refusal(0, 1_000_000, 64 * MIB));
    assertEquals(Referee.refusal(0, 64 * MIB), Referee.refusal(0, 1, 64 * MIB));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Referee(1 << 16, Integer.MAX_VALUE));
    assertTrue(e.getMessage().startsWith("2147483647 open matches need "), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Referee.withMaxMatches(Integer.MAX_VALUE));
  }
}
