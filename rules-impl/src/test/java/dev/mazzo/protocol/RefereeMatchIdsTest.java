package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Match ids are strings of whole characters (docs/protocol.md, "Many matches"): {@code list} gives
 * each open match with its id, which it could not write back for half of a surrogate pair.
 */
class RefereeMatchIdsTest {

  private static JsonNode json(String answer) {
    return Json.parse(answer).get();
  }

  private static String message(String answer) {
    return json(answer).at("/error/message").textValue();
  }

  @Test
  @DisplayName(
      "a match id with half a surrogate pair is MALFORMED: list could not give it back as sent")
  void idsAreWholeCharacters() {
    Referee r = new Referee();
    String want =
        "\"match\" must be a string of 1 to 64 characters, such as \"t17\": this one holds %s, half"
            + " of a surrogate pair, which is not a character";
    // escaped in the JSON text, as a client in any language may send them
    assertEquals(
        String.format(want, "\\ud800"),
        message(r.handle("{\"cmd\":\"new\",\"match\":\"a\\ud800\",\"variant\":\"briscola-2p\"}")));
    assertEquals(
        String.format(want, "\\udfff"),
        message(r.handle("{\"cmd\":\"new\",\"match\":\"\\udfffa\",\"variant\":\"briscola-2p\"}")));
    assertEquals(
        String.format(want, "\\ude00"),
        message(r.handle("{\"cmd\":\"view\",\"match\":\"\\ude00\\ud83d\",\"seat\":0}")));
    // as a Java host may pass them to handle
    assertEquals(
        String.format(want, "\\ud83d"),
        message(r.handle("{\"cmd\":\"close\",\"match\":\"x\uD83D\"}")));
    assertEquals("{\"ok\":true,\"matches\":[]}", r.handle("{\"cmd\":\"list\"}"));
    // a whole pair is one character
    assertEquals(
        "true",
        json(r.handle("{\"cmd\":\"new\",\"match\":\"\\ud83d\\ude00\",\"variant\":\"briscola-2p\"}"))
            .get("ok")
            .asText());
    assertEquals(
        "\uD83D\uDE00", json(r.handle("{\"cmd\":\"list\"}")).at("/matches/0/match").textValue());
  }
}
