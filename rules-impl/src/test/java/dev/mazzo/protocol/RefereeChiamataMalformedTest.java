package dev.mazzo.protocol;

import static dev.mazzo.protocol.ChiamataTranscript.BISCAMBIGGIA;
import static dev.mazzo.protocol.ChiamataTranscript.BRISCOLA;
import static dev.mazzo.protocol.ChiamataTranscript.act;
import static dev.mazzo.protocol.ChiamataTranscript.pass;
import static dev.mazzo.protocol.Transcript.dealLine;
import static dev.mazzo.protocol.Transcript.order;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The chiamata action space (B-64) and the rejection order (B-67) through the referee: every shape
 * B-64 calls malformed is MALFORMED, the call form a variant does not accept and NT are
 * ILLEGAL_CALL, and every rejection leaves the match unchanged.
 */
class RefereeChiamataMalformedTest {

  /** A match of the variant, dealt in deck order: seat 1 (the eldest) to bid. */
  private static Transcript bidding(String variant) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\"}");
    t.ok(dealLine(order(Transcript.deck(variant))));
    return t;
  }

  /** The same match after an auction won by seat 1: phase call, seat 1 to call. */
  private static Transcript calling(String variant) {
    Transcript t = bidding(variant);
    t.ok(
        BRISCOLA.equals(variant)
            ? act("{\"type\":\"bid\",\"seat\":1,\"rank\":\"5\"}")
            : act("{\"type\":\"bid\",\"seat\":1,\"points\":61}"));
    for (int seat : new int[] {2, 3, 4, 0}) {
      t.ok(pass(seat));
    }
    assertEquals("call", Json.parse(t.summary()).get().get("phase").textValue());
    return t;
  }

  private static Arguments row(String label, String action, String code) {
    return Arguments.of(label, act(action), code);
  }

  static Stream<Arguments> rankAuction() {
    return Stream.of(
        // B-64: the fields of briscola-chiamata-5p's bid
        row("points alone (no rank)", "{\"type\":\"bid\",\"seat\":1,\"points\":70}", "MALFORMED"),
        row("no rank, no points", "{\"type\":\"bid\",\"seat\":1}", "MALFORMED"),
        row("no seat", "{\"type\":\"bid\",\"rank\":\"A\"}", "MALFORMED"),
        row(
            "an extra field",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"A\",\"suit\":\"H\"}",
            "MALFORMED"),
        row(
            "rank 8: not a rank of the deck",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"8\"}",
            "MALFORMED"),
        row(
            "rank 10: not a rank of the deck",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"10\"}",
            "MALFORMED"),
        row(
            "rank T: 10, not in the deck",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"T\"}",
            "MALFORMED"),
        row("rank JK", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"JK\"}", "MALFORMED"),
        row("rank x", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"x\"}", "MALFORMED"),
        row("rank empty", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"\"}", "MALFORMED"),
        row("rank as a number", "{\"type\":\"bid\",\"seat\":1,\"rank\":2}", "MALFORMED"),
        row("rank null", "{\"type\":\"bid\",\"seat\":1,\"rank\":null}", "MALFORMED"),
        row("rank a card code", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"KH\"}", "MALFORMED"),
        row(
            "points with rank K",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"K\",\"points\":70}",
            "MALFORMED"),
        row(
            "points with rank A",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"A\",\"points\":61}",
            "MALFORMED"),
        row(
            "points 70.5",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70.5}",
            "MALFORMED"),
        row(
            "points 70.0",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70.0}",
            "MALFORMED"),
        row(
            "points 1e2",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":1e2}",
            "MALFORMED"),
        row(
            "points \"70\"",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":\"70\"}",
            "MALFORMED"),
        row(
            "points null",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":null}",
            "MALFORMED"),
        row(
            "points 121",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":121}",
            "MALFORMED"),
        row(
            "points beyond int",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":99999999999}",
            "MALFORMED"),
        row("seat 5", "{\"type\":\"bid\",\"seat\":5,\"rank\":\"A\"}", "MALFORMED"),
        row("seat -1", "{\"type\":\"pass\",\"seat\":-1}", "MALFORMED"),
        row("seat \"1\"", "{\"type\":\"pass\",\"seat\":\"1\"}", "MALFORMED"),
        row("pass with a rank", "{\"type\":\"pass\",\"seat\":1,\"rank\":\"A\"}", "MALFORMED"),
        row(
            "type Bid (case-sensitive)",
            "{\"type\":\"Bid\",\"seat\":1,\"rank\":\"A\"}",
            "MALFORMED"),
        row(
            "call with suit and card",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"D\",\"card\":\"5D\"}",
            "MALFORMED"),
        row("call with card 8H", "{\"type\":\"call\",\"seat\":1,\"card\":\"8H\"}", "MALFORMED"),
        row(
            "an action of another family",
            "{\"type\":\"discard\",\"seat\":1,\"card\":\"AH\"}",
            "MALFORMED"),
        // B-46 B-67: points below 61 are not malformed
        row(
            "2/60 is too low",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":60}",
            "BID_TOO_LOW"),
        row(
            "2/-5 is too low",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":-5}",
            "BID_TOO_LOW"),
        row(
            "2/-99999999999 is too low",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":-99999999999}",
            "BID_TOO_LOW"),
        row(
            "2/61 before a plain 2",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":61}",
            "BID_TOO_LOW"),
        // B-65 B-67: the order of the checks
        row(
            "call during the auction",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"D\"}",
            "WRONG_PHASE"),
        row(
            "NT call during the auction",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"NT\"}",
            "WRONG_PHASE"),
        row(
            "play during the auction",
            "{\"type\":\"play\",\"seat\":1,\"card\":\"AH\"}",
            "WRONG_PHASE"),
        row(
            "seat 2 bids out of turn",
            "{\"type\":\"bid\",\"seat\":2,\"rank\":\"A\"}",
            "NOT_YOUR_TURN"),
        row("seat 0 passes out of turn", "{\"type\":\"pass\",\"seat\":0}", "NOT_YOUR_TURN"));
  }

  @ParameterizedTest(name = "B-64 B-67 briscola-chiamata-5p bid phase: {0} -> {2}")
  @MethodSource("rankAuction")
  void rankAuction(String label, String line, String code) {
    Transcript t = bidding(BRISCOLA);
    t.rejectedUnchanged(line, code);
    t.ok(act("{\"type\":\"bid\",\"seat\":1,\"rank\":\"a\"}")); // rank tokens case-insensitive
  }

  static Stream<Arguments> pointsAuction() {
    return Stream.of(
        // B-64: biscambiggia-chiamata-5p's bid has no rank
        row(
            "rank 2 with points",
            "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70}",
            "MALFORMED"),
        row("rank K", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"K\"}", "MALFORMED"),
        row("no points", "{\"type\":\"bid\",\"seat\":1}", "MALFORMED"),
        row("points 70.5", "{\"type\":\"bid\",\"seat\":1,\"points\":70.5}", "MALFORMED"),
        row("points \"70\"", "{\"type\":\"bid\",\"seat\":1,\"points\":\"70\"}", "MALFORMED"),
        row("points 121", "{\"type\":\"bid\",\"seat\":1,\"points\":121}", "MALFORMED"),
        row("points true", "{\"type\":\"bid\",\"seat\":1,\"points\":true}", "MALFORMED"),
        row("seat 5", "{\"type\":\"bid\",\"seat\":5,\"points\":70}", "MALFORMED"),
        row("an extra field", "{\"type\":\"bid\",\"seat\":1,\"points\":70,\"x\":0}", "MALFORMED"),
        row("call with neither suit nor card", "{\"type\":\"call\",\"seat\":1}", "MALFORMED"),
        row("call with suit X", "{\"type\":\"call\",\"seat\":1,\"suit\":\"X\"}", "MALFORMED"),
        row("points 60 is too low", "{\"type\":\"bid\",\"seat\":1,\"points\":60}", "BID_TOO_LOW"),
        row("points 0 is too low", "{\"type\":\"bid\",\"seat\":1,\"points\":0}", "BID_TOO_LOW"),
        row(
            "call card during the auction",
            "{\"type\":\"call\",\"seat\":1,\"card\":\"AC\"}",
            "WRONG_PHASE"),
        row(
            "seat 3 bids out of turn",
            "{\"type\":\"bid\",\"seat\":3,\"points\":70}",
            "NOT_YOUR_TURN"));
  }

  @ParameterizedTest(name = "B-62 B-64 B-67 biscambiggia-chiamata-5p bid phase: {0} -> {2}")
  @MethodSource("pointsAuction")
  void pointsAuction(String label, String line, String code) {
    Transcript t = bidding(BISCAMBIGGIA);
    t.rejectedUnchanged(line, code);
    t.ok(act("{\"type\":\"bid\",\"seat\":1,\"points\":120}"));
  }

  static Stream<Arguments> rankCall() {
    return Stream.of(
        // B-64: both forms are recognised; the one the variant does not accept is ILLEGAL_CALL
        row("a card call", "{\"type\":\"call\",\"seat\":1,\"card\":\"5D\"}", "ILLEGAL_CALL"),
        row("NT", "{\"type\":\"call\",\"seat\":1,\"suit\":\"NT\"}", "ILLEGAL_CALL"),
        row(
            "nt (case-insensitive)",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"nt\"}",
            "ILLEGAL_CALL"),
        row(
            "suit and card",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"D\",\"card\":\"5D\"}",
            "MALFORMED"),
        row("neither suit nor card", "{\"type\":\"call\",\"seat\":1}", "MALFORMED"),
        row("suit X", "{\"type\":\"call\",\"seat\":1,\"suit\":\"X\"}", "MALFORMED"),
        row("suit DD", "{\"type\":\"call\",\"seat\":1,\"suit\":\"DD\"}", "MALFORMED"),
        row("suit as a number", "{\"type\":\"call\",\"seat\":1,\"suit\":1}", "MALFORMED"),
        row("suit null", "{\"type\":\"call\",\"seat\":1,\"suit\":null}", "MALFORMED"),
        row("card 8D", "{\"type\":\"call\",\"seat\":1,\"card\":\"8D\"}", "MALFORMED"),
        row("card null", "{\"type\":\"call\",\"seat\":1,\"card\":null}", "MALFORMED"),
        row("no seat", "{\"type\":\"call\",\"suit\":\"D\"}", "MALFORMED"),
        row(
            "an extra field",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"D\",\"rank\":\"5\"}",
            "MALFORMED"),
        row("bid in the call phase", "{\"type\":\"bid\",\"seat\":1,\"rank\":\"4\"}", "WRONG_PHASE"),
        row("pass in the call phase", "{\"type\":\"pass\",\"seat\":1}", "WRONG_PHASE"),
        row(
            "play in the call phase",
            "{\"type\":\"play\",\"seat\":1,\"card\":\"AH\"}",
            "WRONG_PHASE"),
        row("seat 2 calls", "{\"type\":\"call\",\"seat\":2,\"suit\":\"D\"}", "NOT_YOUR_TURN"),
        row(
            "seat 2 calls a card",
            "{\"type\":\"call\",\"seat\":2,\"card\":\"5D\"}",
            "NOT_YOUR_TURN"));
  }

  @ParameterizedTest(name = "B-51 B-64 B-67 briscola-chiamata-5p call phase: {0} -> {2}")
  @MethodSource("rankCall")
  void rankCall(String label, String line, String code) {
    Transcript t = calling(BRISCOLA);
    t.rejectedUnchanged(line, code);
    JsonNode a = t.ok(act("{\"type\":\"call\",\"seat\":1,\"suit\":\"d\"}")); // suit letters too
    assertEquals("5D", a.at("/state/calledCard").textValue());
  }

  static Stream<Arguments> cardCall() {
    return Stream.of(
        row("a suit call", "{\"type\":\"call\",\"seat\":1,\"suit\":\"C\"}", "ILLEGAL_CALL"),
        row("NT", "{\"type\":\"call\",\"seat\":1,\"suit\":\"NT\"}", "ILLEGAL_CALL"),
        row(
            "suit and card",
            "{\"type\":\"call\",\"seat\":1,\"suit\":\"C\",\"card\":\"AC\"}",
            "MALFORMED"),
        row(
            "card AC#2 (one deck)",
            "{\"type\":\"call\",\"seat\":1,\"card\":\"AC#2\"}",
            "MALFORMED"),
        row("card as a number", "{\"type\":\"call\",\"seat\":1,\"card\":1}", "MALFORMED"),
        row("seat 7", "{\"type\":\"call\",\"seat\":7,\"card\":\"AC\"}", "MALFORMED"),
        row(
            "bid in the call phase",
            "{\"type\":\"bid\",\"seat\":1,\"points\":100}",
            "WRONG_PHASE"));
  }

  @ParameterizedTest(name = "B-63 B-64 B-67 biscambiggia-chiamata-5p call phase: {0} -> {2}")
  @MethodSource("cardCall")
  void cardCall(String label, String line, String code) {
    Transcript t = calling(BISCAMBIGGIA);
    t.rejectedUnchanged(line, code);
    JsonNode a = t.ok(act("{\"type\":\"call\",\"seat\":1,\"card\":\"7s\"}"));
    assertEquals("7S", a.at("/state/calledCard").textValue());
    assertEquals("S", a.at("/state/trump").textValue());
  }

  static Stream<Arguments> otherIds() {
    return Variants.all()
        .map(Variant::id)
        .filter(id -> !id.equals(BRISCOLA) && !id.equals(BISCAMBIGGIA))
        // Families with an auction of their own (Pitch's bid and pass) keep their own tests.
        .filter(id -> !id.startsWith("pitch-"))
        // and Five Hundred's (RefereeFiveHundredTest).
        .filter(id -> !id.startsWith("five-hundred-"))
        .toJavaStream()
        .map(Arguments::of);
  }

  @ParameterizedTest(name = "B-64: bid, pass and call are MALFORMED in {0}")
  @MethodSource("otherIds")
  void notChiamata(String variant) {
    Transcript t = new Transcript();
    t.ok("{\"cmd\":\"new\",\"variant\":\"" + variant + "\"}");
    t.ok(dealLine(order(Transcript.deck(variant))));
    int toAct = Json.parse(t.summary()).get().get("toAct").intValue();
    for (String action :
        new String[] {
          "{\"type\":\"pass\",\"seat\":" + toAct + "}",
          "{\"type\":\"bid\",\"seat\":" + toAct + ",\"rank\":\"A\"}",
          "{\"type\":\"bid\",\"seat\":" + toAct + ",\"points\":70}",
          "{\"type\":\"call\",\"seat\":" + toAct + ",\"suit\":\"H\"}",
          "{\"type\":\"call\",\"seat\":" + toAct + ",\"card\":\"AH\"}"
        }) {
      JsonNode r = t.rejectedUnchanged(act(action), "MALFORMED");
      assertEquals(
          "The action type "
              + action.substring(8, action.indexOf(','))
              + " is not an action of "
              + variant
              + ": it accepts deal, play",
          r.at("/error/message").textValue());
    }
  }

  @Test
  @DisplayName("B-64: the chiamata ids name their action types in a MALFORMED message")
  void chiamataTypes() {
    Transcript t = bidding(BRISCOLA);
    assertEquals(
        "The action type \"discard\" is not an action of briscola-chiamata-5p: it accepts deal,"
            + " play, bid, pass, call",
        t.rejectedUnchanged(act("{\"type\":\"discard\",\"seat\":1}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    assertEquals(
        "Only a bid of 2 can carry points, not a bid of K",
        t.rejectedUnchanged(
                act("{\"type\":\"bid\",\"seat\":1,\"rank\":\"K\",\"points\":70}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    assertEquals(
        "8 is not a rank of this game's deck",
        t.rejectedUnchanged(act("{\"type\":\"bid\",\"seat\":1,\"rank\":\"8\"}"), "MALFORMED")
            .at("/error/message")
            .textValue());
    Transcript u = calling(BRISCOLA);
    assertEquals(
        "Call a suit: H, D, C or S",
        u.rejectedUnchanged(act("{\"type\":\"call\",\"seat\":1,\"card\":\"5D\"}"), "ILLEGAL_CALL")
            .at("/error/message")
            .textValue());
  }
}
