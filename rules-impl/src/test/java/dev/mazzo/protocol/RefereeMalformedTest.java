package dev.mazzo.protocol;

import static dev.mazzo.protocol.G4Transcript.G4;
import static dev.mazzo.protocol.G4Transcript.NEW;
import static dev.mazzo.protocol.G4Transcript.act;
import static dev.mazzo.protocol.G4Transcript.dealt;
import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.names;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.GameState;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every malformed example of protocol.md, B-64 and B-67 is answered with MALFORMED (or the more
 * precise code) and leaves the match unchanged (a rejected new keeps the previous match); an answer
 * to {@code act} carries the state. The wording of the messages is {@link RefereeMessagesTest}'s.
 */
class RefereeMalformedTest {

  /** Sends the line, expects the code, and checks the match did not change. */
  private static void assertRejectedUnchanged(Transcript t, String line, String code) {
    GameState before = t.referee.state().get();
    String summary = t.summary();
    JsonNode a = t.rejected(line, code);
    assertSame(before, t.referee.state().get(), "the match must not change");
    assertEquals(summary, t.summary());
    boolean isAct =
        Json.parse(line).map(j -> "act".equals(j.path("cmd").textValue())).getOrElse(false);
    if (isAct) {
      assertEquals(List.of("ok", "error", "state"), names(a), a::toString);
      assertEquals(Json.parse(summary).get(), a.get("state"), "the answer carries the state");
    } else {
      assertEquals(List.of("ok", "error"), names(a), a::toString);
    }
  }

  static Stream<Arguments> duringPlay() {
    return Stream.of(
        // protocol.md: a value of the wrong JSON type
        Arguments.of(
            "seat as a string \"0\"",
            act("{\"type\":\"play\",\"seat\":\"1\",\"card\":\"KH\"}"),
            "MALFORMED"),
        Arguments.of(
            "seat 1.5", act("{\"type\":\"play\",\"seat\":1.5,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "seat 1.0", act("{\"type\":\"play\",\"seat\":1.0,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "seat null", act("{\"type\":\"play\",\"seat\":null,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "seat true", act("{\"type\":\"play\",\"seat\":true,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "card as a number", act("{\"type\":\"play\",\"seat\":1,\"card\":11}"), "MALFORMED"),
        Arguments.of("card null", act("{\"type\":\"play\",\"seat\":1,\"card\":null}"), "MALFORMED"),
        Arguments.of(
            "card as an array",
            act("{\"type\":\"play\",\"seat\":1,\"card\":[\"KH\"]}"),
            "MALFORMED"),
        // B-64: seat outside 0 … n−1
        Arguments.of("seat 2", act("{\"type\":\"play\",\"seat\":2,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "seat -1", act("{\"type\":\"play\",\"seat\":-1,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "seat beyond int",
            act("{\"type\":\"play\",\"seat\":99999999999,\"card\":\"KH\"}"),
            "MALFORMED"),
        // B-64: a card code that is not in the variant's deck
        Arguments.of(
            "card 8H (not in the 40-card deck)",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"8H\"}"),
            "MALFORMED"),
        Arguments.of(
            "card 10H (not in the deck)",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"10H\"}"),
            "MALFORMED"),
        Arguments.of(
            "card AS#2 (one-deck game)",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"AS#2\"}"),
            "MALFORMED"),
        Arguments.of("card JK", act("{\"type\":\"play\",\"seat\":1,\"card\":\"JK\"}"), "MALFORMED"),
        Arguments.of(
            "card ZZ (no card)",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"ZZ\"}"),
            "MALFORMED"),
        Arguments.of(
            "card empty", act("{\"type\":\"play\",\"seat\":1,\"card\":\"\"}"), "MALFORMED"),
        // B-64: missing fields
        Arguments.of("play without card", act("{\"type\":\"play\",\"seat\":1}"), "MALFORMED"),
        Arguments.of("play without seat", act("{\"type\":\"play\",\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of("action without type", act("{\"seat\":1,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of("act without action", "{\"cmd\":\"act\"}", "MALFORMED"),
        // B-64: extra fields
        Arguments.of(
            "play with an extra field",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"KH\",\"foo\":1}"),
            "MALFORMED"),
        Arguments.of(
            "play with order",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"KH\",\"order\":[]}"),
            "MALFORMED"),
        Arguments.of(
            "act with an extra field",
            "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"},\"id\":7}",
            "MALFORMED"),
        // B-64: types not in the action space; action types are case-sensitive
        Arguments.of(
            "type Play", act("{\"type\":\"Play\",\"seat\":1,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of(
            "type bid (chiamata only)",
            act("{\"type\":\"bid\",\"seat\":1,\"rank\":\"A\"}"),
            "MALFORMED"),
        Arguments.of(
            "type pass (chiamata only)", act("{\"type\":\"pass\",\"seat\":1}"), "MALFORMED"),
        Arguments.of(
            "type as a number", act("{\"type\":1,\"seat\":1,\"card\":\"KH\"}"), "MALFORMED"),
        Arguments.of("action null", act("null"), "MALFORMED"),
        Arguments.of("action an array", act("[\"play\",1,\"KH\"]"), "MALFORMED"),
        Arguments.of("action a string", act("\"play KH\""), "MALFORMED"),
        // B-67: the more precise codes
        Arguments.of("B-65 deal during play", dealLine(G4), "WRONG_PHASE"),
        Arguments.of(
            "seat 0 plays out of turn",
            act("{\"type\":\"play\",\"seat\":0,\"card\":\"QH\"}"),
            "NOT_YOUR_TURN"),
        Arguments.of(
            "seat 1 plays a card it does not hold",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"3C\"}"),
            "CARD_NOT_IN_HAND"),
        // lines that are not acts: no state in the answer, the match unchanged
        Arguments.of("not JSON", "hello", "MALFORMED"),
        Arguments.of("an empty line", "", "MALFORMED"),
        Arguments.of("a blank line", "   ", "MALFORMED"),
        Arguments.of(
            "truncated JSON", "{\"cmd\":\"act\",\"action\":{\"type\":\"play\"", "MALFORMED"),
        Arguments.of("JSON with trailing text", "{\"cmd\":\"variants\"} x", "MALFORMED"),
        Arguments.of(
            "two objects on a line", "{\"cmd\":\"variants\"}{\"cmd\":\"variants\"}", "MALFORMED"),
        Arguments.of("a repeated key", "{\"cmd\":\"view\",\"cmd\":\"variants\"}", "MALFORMED"),
        Arguments.of("a JSON array", "[1,2]", "MALFORMED"),
        Arguments.of("a JSON string", "\"act\"", "MALFORMED"),
        Arguments.of("JSON null", "null", "MALFORMED"),
        Arguments.of("no cmd", "{}", "MALFORMED"),
        Arguments.of("cmd not a string", "{\"cmd\":1}", "MALFORMED"),
        Arguments.of("unknown cmd", "{\"cmd\":\"dance\"}", "MALFORMED"),
        Arguments.of(
            "cmd ACT (case-sensitive)",
            "{\"cmd\":\"ACT\",\"action\":{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"}}",
            "MALFORMED"),
        Arguments.of("variants with an extra field", "{\"cmd\":\"variants\",\"x\":1}", "MALFORMED"),
        Arguments.of("view seat \"0\"", "{\"cmd\":\"view\",\"seat\":\"0\"}", "MALFORMED"),
        Arguments.of("view seat 2", "{\"cmd\":\"view\",\"seat\":2}", "MALFORMED"),
        Arguments.of("view without seat", "{\"cmd\":\"view\"}", "MALFORMED"),
        Arguments.of("view seat 0.5", "{\"cmd\":\"view\",\"seat\":0.5}", "MALFORMED"),
        Arguments.of(
            "view with an extra field", "{\"cmd\":\"view\",\"seat\":0,\"x\":1}", "MALFORMED"),
        // new that fails keeps the previous match (B-67 row 1, B-68)
        Arguments.of(
            "unknown variant mariagio-2p (B-14 reserved)",
            "{\"cmd\":\"new\",\"variant\":\"mariagio-2p\"}",
            "MALFORMED"),
        Arguments.of(
            "variant ids are case-sensitive",
            "{\"cmd\":\"new\",\"variant\":\"Briscola-2p\"}",
            "MALFORMED"),
        Arguments.of("new without variant", "{\"cmd\":\"new\"}", "MALFORMED"),
        Arguments.of("variant not a string", "{\"cmd\":\"new\",\"variant\":2}", "MALFORMED"),
        Arguments.of(
            "new with an extra field",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"seed\":1}",
            "MALFORMED"),
        Arguments.of(
            "unknown option (B-68: scale is bisca's)",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"scale\":\"sueca\"}}",
            "MALFORMED"),
        Arguments.of(
            "option of the wrong type \"1\"",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":\"1\"}}",
            "MALFORMED"),
        Arguments.of(
            "option of the wrong type 1.5",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1.5}}",
            "MALFORMED"),
        Arguments.of(
            "option of the wrong type 1.0",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1.0}}",
            "MALFORMED"),
        Arguments.of(
            "option of the wrong type true",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":true}}",
            "MALFORMED"),
        Arguments.of(
            "option null",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":null}}",
            "MALFORMED"),
        Arguments.of(
            "option an array",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":[1]}}",
            "MALFORMED"),
        Arguments.of(
            "option beyond int",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":3000000000}}",
            "MALFORMED"),
        Arguments.of(
            "option out of range dealer 2",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":2}}",
            "MALFORMED"),
        Arguments.of(
            "option out of range handsToWin 0",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"handsToWin\":0}}",
            "MALFORMED"),
        Arguments.of(
            "options not an object",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":[]}",
            "MALFORMED"),
        Arguments.of(
            "options null",
            "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":null}",
            "MALFORMED"));
  }

  @ParameterizedTest(name = "B-64 B-67 during play: {0} -> {2}")
  @MethodSource("duringPlay")
  void rejectedDuringPlay(String label, String line, String code) {
    Transcript t = dealt();
    assertRejectedUnchanged(t, line, code);
    // the match goes on: seat 1 can still play
    t.ok(act("{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"}"));
  }

  static Stream<Arguments> beforeDeal() {
    String dup = G4.update(39, G4.get(0)).map(c -> "\"" + c.code() + "\"").mkString("[", ",", "]");
    String short39 = G4.dropRight(1).map(c -> "\"" + c.code() + "\"").mkString("[", ",", "]");
    String with8h =
        G4.dropRight(1).map(c -> "\"" + c.code() + "\"").append("\"8H\"").mkString("[", ",", "]");
    String withNumber =
        G4.dropRight(1).map(c -> "\"" + c.code() + "\"").append("7").mkString("[", ",", "]");
    String longer = G4.append(G4.get(0)).map(c -> "\"" + c.code() + "\"").mkString("[", ",", "]");
    return Stream.of(
        Arguments.of(
            "B-12 deal with a duplicate card",
            act("{\"type\":\"deal\",\"order\":" + dup + "}"),
            "MALFORMED"),
        Arguments.of(
            "B-12 deal of 39 cards",
            act("{\"type\":\"deal\",\"order\":" + short39 + "}"),
            "MALFORMED"),
        Arguments.of(
            "B-12 deal of 41 cards",
            act("{\"type\":\"deal\",\"order\":" + longer + "}"),
            "MALFORMED"),
        Arguments.of(
            "B-12 deal with 8H", act("{\"type\":\"deal\",\"order\":" + with8h + "}"), "MALFORMED"),
        Arguments.of(
            "deal with a number for a card",
            act("{\"type\":\"deal\",\"order\":" + withNumber + "}"),
            "MALFORMED"),
        Arguments.of("deal without order", act("{\"type\":\"deal\"}"), "MALFORMED"),
        Arguments.of(
            "deal with order a string",
            act("{\"type\":\"deal\",\"order\":\"AS 3C\"}"),
            "MALFORMED"),
        Arguments.of(
            "deal with an empty order", act("{\"type\":\"deal\",\"order\":[]}"), "MALFORMED"),
        Arguments.of(
            "deal with a seat (extra field)",
            act("{\"type\":\"deal\",\"seat\":0,\"order\":" + short39 + "}"),
            "MALFORMED"),
        Arguments.of(
            "B-65 play before the deal",
            act("{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"}"),
            "WRONG_PHASE"));
  }

  @ParameterizedTest(name = "B-12 B-64 B-67 before the deal: {0} -> {2}")
  @MethodSource("beforeDeal")
  void rejectedBeforeDeal(String label, String line, String code) {
    Transcript t = new Transcript();
    t.ok(NEW);
    assertRejectedUnchanged(t, line, code);
    t.ok(dealLine(G4));
  }

  @Test
  @DisplayName("protocol.md: act and view before new are MALFORMED, without a state")
  void beforeNew() {
    Transcript t = new Transcript();
    JsonNode a = t.rejected(act("{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"}"), "MALFORMED");
    assertEquals(List.of("ok", "error"), names(a));
    t.rejected(dealLine(G4), "MALFORMED");
    t.rejected("{\"cmd\":\"view\",\"seat\":0}", "MALFORMED");
    t.rejected("{\"cmd\":\"new\",\"variant\":\"nope\"}", "MALFORMED");
    assertTrue(t.referee.state().isEmpty());
    assertNull(t.summary());
    t.rejected((String) null, "MALFORMED");
    t.ok(NEW);
  }

  @Test
  @DisplayName("a rejected new keeps the previous match; an accepted new replaces it")
  void newReplacesOnlyWhenAccepted() {
    Transcript t = dealt();
    String summary = t.summary();
    t.rejected(
        "{\"cmd\":\"new\",\"variant\":\"briscola-2p\",\"options\":{\"dealer\":5}}", "MALFORMED");
    assertEquals(summary, t.summary());
    JsonNode a =
        t.ok(
            "{\"cmd\":\"new\",\"variant\":\"biscambiggia-2p\",\"options\":{\"dealer\":1,\"handsToWin\":3}}");
    assertEquals("biscambiggia-2p", a.at("/state/variant").textValue());
    assertEquals(1, a.at("/state/dealer").intValue());
    assertEquals("deal", a.at("/state/phase").textValue());
    assertFalse(summary.equals(t.summary()));
  }
}
