package dev.mazzo.protocol;

import static dev.mazzo.protocol.G4Transcript.G4;
import static dev.mazzo.protocol.G4Transcript.NEW;
import static dev.mazzo.protocol.G4Transcript.act;
import static dev.mazzo.protocol.G4Transcript.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * How the referee words what it reads and answers: card codes are read in any case and written in
 * upper case, a rejection's message names the problem in a sentence, and echoed text is clipped to
 * 40 characters (B-68).
 */
class RefereeMessagesTest {

  @Test
  @DisplayName("card codes are read case-insensitively and written in upper case")
  void cardCodesCaseInsensitive() {
    Transcript t = dealt();
    JsonNode a = t.ok(act("{\"type\":\"play\",\"seat\":1,\"card\":\"kh\"}"));
    assertEquals("KH", a.at("/events/0/card").textValue());
    String lowerOrder = G4.map(c -> "\"" + c.code().toLowerCase() + "\"").mkString("[", ",", "]");
    Transcript u = new Transcript();
    u.ok(NEW);
    JsonNode d = u.ok(act("{\"type\":\"deal\",\"order\":" + lowerOrder + "}"));
    assertEquals("5C", d.at("/state/trumpCard").textValue());
  }

  @Test
  @DisplayName("messages name the problem in a sentence")
  void messages() {
    Transcript t = dealt();
    assertEquals(
        "8H is not a card of this game's deck",
        t.rejected(act("{\"type\":\"play\",\"seat\":1,\"card\":\"8H\"}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    assertEquals(
        "\"seat\" must be a whole number, not the string \"1\"",
        t.rejected(act("{\"type\":\"play\",\"seat\":\"1\",\"card\":\"KH\"}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    assertTrue(
        t.rejected(
                "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"scale\":\"sueca\"}}",
                "MALFORMED")
            .at("/error/message")
            .textValue()
            .contains("scale"));
    assertTrue(
        t.rejected(
                "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1.5}}",
                "MALFORMED")
            .at("/error/message")
            .textValue()
            .contains("whole number"));
  }

  @Test
  @DisplayName("a long text is quoted in a message clipped to 40 characters and an ellipsis")
  void longTextsAreClipped() {
    Transcript t = dealt();
    String x41 = "x".repeat(41);
    String x40 = "x".repeat(40);
    assertEquals(
        "\"seat\" must be a whole number, not the string \"" + x40 + "…\"",
        t.rejected(act("{\"type\":\"play\",\"seat\":\"" + x41 + "\",\"card\":\"KH\"}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    assertEquals(
        "\"seat\" must be a whole number, not the string \"" + x40 + "\"",
        t.rejected(act("{\"type\":\"play\",\"seat\":\"" + x40 + "\",\"card\":\"KH\"}"), "MALFORMED")
            .at("/error/message")
            .textValue(),
        "40 characters are quoted whole");
    String notJson =
        t.rejected("{\"cmd\":" + "y".repeat(300) + "}", "MALFORMED")
            .at("/error/message")
            .textValue();
    assertTrue(notJson.startsWith("That is not JSON"), notJson);
    assertTrue(notJson.contains("y".repeat(40) + "…"), "the bad token is clipped: " + notJson);
  }

  @Test
  @DisplayName(
      "B-68: an unknown option's name is quoted and clipped to 40 characters like any echoed text")
  void unknownOptionNamesAreQuotedAndClipped() {
    Transcript t = dealt();
    String name = "x".repeat(40_000);
    String message =
        t.rejected(
                "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"" + name + "\":1}}",
                "MALFORMED")
            .at("/error/message")
            .textValue();
    assertEquals(
        "Unknown option \"" + "x".repeat(40) + "…\" for briscola-2p; it accepts dealer, handsToWin",
        message);
    assertEquals(
        "Unknown option \"zzz\" for briscola-2p; it accepts dealer, handsToWin",
        t.rejected(
                "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"zzz\":1}}",
                "MALFORMED")
            .at("/error/message")
            .textValue());
  }
}
