package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Many matches in one referee (issue 27, docs/protocol.md "Many matches"). */
class RefereeMatchesTest {

  private static final String DEAL_ORDER =
      "[\"AH\",\"2H\",\"3H\",\"4H\",\"5H\",\"6H\",\"7H\",\"JH\",\"QH\",\"KH\",\"AD\",\"2D\",\"3D\","
          + "\"4D\",\"5D\",\"6D\",\"7D\",\"JD\",\"QD\",\"KD\",\"AC\",\"2C\",\"3C\",\"4C\",\"5C\","
          + "\"6C\",\"7C\",\"JC\",\"QC\",\"KC\",\"AS\",\"2S\",\"3S\",\"4S\",\"5S\",\"6S\",\"7S\","
          + "\"JS\",\"QS\",\"KS\"]";

  private static String deal(String match) {
    return "{\"cmd\":\"act\""
        + at(match)
        + ",\"action\":{\"type\":\"deal\",\"order\":"
        + DEAL_ORDER
        + "}}";
  }

  private static String at(String match) {
    return match == null ? "" : ",\"match\":\"" + match + "\"";
  }

  private static JsonNode json(String answer) {
    return Json.parse(answer).get();
  }

  private static String message(String answer) {
    return json(answer).at("/error/message").textValue();
  }

  private static String code(String answer) {
    return json(answer).at("/error/code").textValue();
  }

  /** One conversation about one match, with the requests naming it (or not). */
  private static List<String> alone(String match) {
    Referee r = new Referee();
    List<String> out = new ArrayList<>();
    out.add(r.handle("{\"cmd\":\"new\"" + at(match) + ",\"variant\":\"briscola-2p\"}"));
    out.add(r.handle(deal(match)));
    out.add(
        r.handle(
            "{\"cmd\":\"act\""
                + at(match)
                + ",\"action\":{\"type\":\"play\",\"seat\":1,"
                + "\"card\":\"AH\"}}"));
    out.add(r.handle("{\"cmd\":\"view\"" + at(match) + ",\"seat\":0}"));
    return out;
  }

  @Test
  @DisplayName("new, act and view on a named match answer as on the default match")
  void namedAnswersAsDefault() {
    assertEquals(alone(null), alone("t17"));
    assertTrue(alone("t17").get(2).startsWith("{\"ok\":true,\"events\":"), alone("t17").get(2));
  }

  @Test
  @DisplayName("two matches interleaved answer the same as each alone")
  void interleaved() {
    Referee r = new Referee();
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    a.add(r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}"));
    b.add(r.handle("{\"cmd\":\"new\",\"match\":\"b\",\"variant\":\"briscola-2p\"}"));
    b.add(r.handle(deal("b")));
    a.add(r.handle(deal("a")));
    a.add(
        r.handle(
            "{\"cmd\":\"act\",\"match\":\"a\",\"action\":{\"type\":\"play\",\"seat\":1,"
                + "\"card\":\"AH\"}}"));
    b.add(
        r.handle(
            "{\"cmd\":\"act\",\"match\":\"b\",\"action\":{\"type\":\"play\",\"seat\":1,"
                + "\"card\":\"AH\"}}"));
    b.add(r.handle("{\"cmd\":\"view\",\"match\":\"b\",\"seat\":0}"));
    a.add(r.handle("{\"cmd\":\"view\",\"match\":\"a\",\"seat\":0}"));
    assertEquals(alone("a"), a);
    assertEquals(alone("b"), b);
  }

  @Test
  @DisplayName("\"match\":null is the default match, which a request without \"match\" addresses")
  void nullIsDefault() {
    Referee r = new Referee();
    r.handle("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    r.handle("{\"cmd\":\"new\",\"match\":\"x\",\"variant\":\"sueca-4p\"}");
    assertEquals(
        r.handle("{\"cmd\":\"view\",\"seat\":1}"),
        r.handle("{\"cmd\":\"view\",\"match\":null,\"seat\":1}"));
    assertEquals("briscola-2p", r.state().get().variantId());
    assertEquals("sueca-4p", r.match("x").get().state().variantId());
    assertTrue(r.match("y").isEmpty());
  }

  @Test
  @DisplayName("a match id is a string of 1 to 64 characters; anything else is MALFORMED")
  void ids() {
    Referee r = new Referee();
    String want = "\"match\" must be a string of 1 to 64 characters, such as \"t17\", not ";
    assertEquals(
        want + "the number 5",
        message(r.handle("{\"cmd\":\"new\",\"match\":5,\"variant\":\"briscola-2p\"}")));
    assertEquals(
        want + "the string \"\"",
        message(r.handle("{\"cmd\":\"act\",\"match\":\"\",\"action\":{}}")));
    assertEquals(
        want + "an array", message(r.handle("{\"cmd\":\"view\",\"match\":[],\"seat\":0}")));
    assertEquals(want + "true", message(r.handle("{\"cmd\":\"close\",\"match\":true}")));
    assertEquals(want + "an object", message(r.handle("{\"cmd\":\"record\",\"match\":{}}")));
    assertEquals(
        want + "the number 1", message(r.handle("{\"cmd\":\"load\",\"match\":1,\"record\":{}}")));
    String long64 = "\uD83D\uDE00".repeat(64); // 64 characters, 128 UTF-16 units
    assertEquals(
        "true",
        json(r.handle("{\"cmd\":\"new\",\"match\":\"" + long64 + "\",\"variant\":\"briscola-2p\"}"))
            .get("ok")
            .asText());
    assertEquals(
        "MALFORMED",
        code(
            r.handle(
                "{\"cmd\":\"new\",\"match\":\"" + long64 + "x\",\"variant\":\"briscola-2p\"}")));
  }

  @Test
  @DisplayName("a request on a match that is not open is UNKNOWN_MATCH, and the default MALFORMED")
  void unknownMatch() {
    Referee r = new Referee();
    String want =
        "There is no match \"t9\": start one with {\"cmd\":\"new\",\"match\":\"t9\",\"variant\":\""
            + Variants.all().head().id()
            + "\"}, or list the open ones with {\"cmd\":\"list\"}";
    for (String request :
        List.of(
            "{\"cmd\":\"act\",\"match\":\"t9\",\"action\":{}}",
            "{\"cmd\":\"view\",\"match\":\"t9\",\"seat\":0}",
            "{\"cmd\":\"close\",\"match\":\"t9\"}",
            "{\"cmd\":\"record\",\"match\":\"t9\"}")) {
      String answer = r.handle(request);
      assertEquals("UNKNOWN_MATCH", code(answer), request);
      assertEquals(want, message(answer), request);
      assertEquals(null, json(answer).get("state"), request);
    }
    String none = r.handle("{\"cmd\":\"close\"}");
    assertEquals("MALFORMED", code(none));
    assertTrue(message(none).startsWith("There is no match yet: start one with"), none);
    assertEquals("MALFORMED", code(r.handle("{\"cmd\":\"record\"}")));
  }

  @Test
  @DisplayName("close forgets a match, the default one too; list shows the open ones in order")
  void closeAndList() {
    Referee r = new Referee();
    assertEquals("{\"ok\":true,\"matches\":[]}", r.handle("{\"cmd\":\"list\"}"));
    r.handle("{\"cmd\":\"new\",\"match\":\"b\",\"variant\":\"briscola-2p\"}");
    r.handle("{\"cmd\":\"new\",\"variant\":\"sueca-4p\"}");
    r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-3p\"}");
    r.handle(deal("b"));
    // a new match on an open id takes its place, and its place in the list
    r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}");
    assertEquals(
        "{\"ok\":true,\"matches\":[{\"match\":\"b\",\"variant\":\"briscola-2p\",\"phase\":\"play\"},"
            + "{\"match\":null,\"variant\":\"sueca-4p\",\"phase\":\"deal\"},"
            + "{\"match\":\"a\",\"variant\":\"briscola-2p\",\"phase\":\"deal\"}]}",
        r.handle("{\"cmd\":\"list\"}"));
    assertEquals("{\"ok\":true}", r.handle("{\"cmd\":\"close\",\"match\":\"b\"}"));
    assertEquals("{\"ok\":true}", r.handle("{\"cmd\":\"close\"}"));
    assertEquals(
        "{\"ok\":true,\"matches\":[{\"match\":\"a\",\"variant\":\"briscola-2p\",\"phase\":\"deal\"}]}",
        r.handle("{\"cmd\":\"list\"}"));
    assertEquals("UNKNOWN_MATCH", code(r.handle(deal("b"))));
    assertTrue(r.state().isEmpty());
    assertEquals(
        "A list request has no field \"match\": it is {\"cmd\":\"list\"}",
        message(r.handle("{\"cmd\":\"list\",\"match\":\"a\"}")));
    assertEquals(
        "A close request has no field \"seat\": it is {\"cmd\":\"close\",\"match\":…}",
        message(r.handle("{\"cmd\":\"close\",\"match\":\"a\",\"seat\":0}")));
  }

  @Test
  @DisplayName("record gives the whole record, a seat's, or with \"seat\":null a spectator's")
  void record() {
    Referee r = new Referee();
    r.handle("{\"cmd\":\"new\",\"match\":\"m\",\"variant\":\"briscola-2p\"}");
    r.handle(deal("m"));
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    var record = r.match("m").get().record();
    assertEquals(
        "{\"ok\":true,\"record\":" + Json.write(Json.record(record, game).get()) + "}",
        r.handle("{\"cmd\":\"record\",\"match\":\"m\"}"));
    assertEquals(
        "{\"ok\":true,\"record\":" + Json.write(Json.seatRecord(record, game, 1).get()) + "}",
        r.handle("{\"cmd\":\"record\",\"match\":\"m\",\"seat\":1}"));
    assertEquals(
        "{\"ok\":true,\"record\":" + Json.write(Json.publicRecord(record, game).get()) + "}",
        r.handle("{\"cmd\":\"record\",\"match\":\"m\",\"seat\":null}"));
    assertEquals(
        "There is no seat 2: seats are 0 to 1",
        message(r.handle("{\"cmd\":\"record\",\"match\":\"m\",\"seat\":2}")));
    assertEquals(
        "A record request has no field \"x\": it is {\"cmd\":\"record\",\"match\":…,\"seat\":…}",
        message(r.handle("{\"cmd\":\"record\",\"match\":\"m\",\"x\":1}")));
  }

  @Test
  @DisplayName("load of a record that record wrote opens the same match: same SUMMARY and views")
  void loadWhatRecordWrote() {
    Referee r = new Referee();
    List<String> a = alone("a");
    r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}");
    r.handle(deal("a"));
    String played =
        r.handle(
            "{\"cmd\":\"act\",\"match\":\"a\",\"action\":{\"type\":\"play\",\"seat\":1,"
                + "\"card\":\"AH\"}}");
    assertEquals(a.get(2), played);
    String record =
        Json.write(json(r.handle("{\"cmd\":\"record\",\"match\":\"a\"}")).get("record"));
    String loaded = r.handle("{\"cmd\":\"load\",\"match\":\"b\",\"record\":" + record + "}");
    assertEquals("{\"ok\":true,\"state\":" + Json.write(json(played).get("state")) + "}", loaded);
    for (int seat = 0; seat < 2; seat++) {
      assertEquals(
          r.handle("{\"cmd\":\"view\",\"match\":\"a\",\"seat\":" + seat + "}"),
          r.handle("{\"cmd\":\"view\",\"match\":\"b\",\"seat\":" + seat + "}"));
    }
    assertEquals(
        r.handle("{\"cmd\":\"record\",\"match\":\"a\"}"),
        r.handle("{\"cmd\":\"record\",\"match\":\"b\"}"));
    // onto an open id, load replaces that match
    r.handle("{\"cmd\":\"new\",\"match\":\"c\",\"variant\":\"sueca-4p\"}");
    assertEquals(loaded, r.handle("{\"cmd\":\"load\",\"match\":\"c\",\"record\":" + record + "}"));
    // without "match", the default match
    assertEquals(loaded, r.handle("{\"cmd\":\"load\",\"record\":" + record + "}"));
    assertEquals(
        json(played).get("state"), json(r.handle("{\"cmd\":\"act\",\"action\":{}}")).get("state"));
  }

  @Test
  @DisplayName("load of an edited record names the failing action's index and opens nothing")
  void loadEdited() {
    Referee r = new Referee();
    r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}");
    r.handle(deal("a"));
    r.handle(
        "{\"cmd\":\"act\",\"match\":\"a\",\"action\":{\"type\":\"play\",\"seat\":1,"
            + "\"card\":\"AH\"}}");
    ObjectNode record =
        (ObjectNode) json(r.handle("{\"cmd\":\"record\",\"match\":\"a\"}")).get("record");
    ((ObjectNode) record.get("actions").get(1)).put("card", "AS");
    String list = r.handle("{\"cmd\":\"list\"}");
    String answer =
        r.handle("{\"cmd\":\"load\",\"match\":\"b\",\"record\":" + Json.write(record) + "}");
    assertEquals("CARD_NOT_IN_HAND", code(answer), answer);
    assertTrue(message(answer).startsWith("Action 1 (play by seat 1): "), answer);
    assertEquals(list, r.handle("{\"cmd\":\"list\"}"));
    // a rejected load leaves an open match of that id as it was
    String before = r.handle("{\"cmd\":\"record\",\"match\":\"a\"}");
    r.handle("{\"cmd\":\"load\",\"match\":\"a\",\"record\":" + Json.write(record) + "}");
    assertEquals(before, r.handle("{\"cmd\":\"record\",\"match\":\"a\"}"));
    assertEquals(
        "A load request needs the field \"record\"",
        message(r.handle("{\"cmd\":\"load\",\"match\":\"b\"}")));
    assertEquals(
        "A load request has no field \"seat\": it is {\"cmd\":\"load\",\"match\":…,\"record\":{…}}",
        message(r.handle("{\"cmd\":\"load\",\"seat\":0,\"record\":{}}")));
    assertEquals("MALFORMED", code(r.handle("{\"cmd\":\"load\",\"record\":5}")));
  }

  @Test
  @DisplayName("a referee holds at most its cap of open matches: one more is TOO_MANY_MATCHES")
  void cap() {
    Referee r = new Referee(Referee.DEFAULT_MAX_LINE_BYTES, 2);
    assertEquals(2, r.maxMatches());
    assertEquals(Referee.DEFAULT_MAX_MATCHES, new Referee().maxMatches());
    assertEquals(10_000, new Referee(1 << 16).maxMatches());
    r.handle("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}");
    r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}");
    String full = r.handle("{\"cmd\":\"new\",\"match\":\"b\",\"variant\":\"briscola-2p\"}");
    assertEquals(
        "{\"ok\":false,\"error\":{\"code\":\"TOO_MANY_MATCHES\",\"message\":\"The referee holds 2"
            + " matches, the most it may: close one with {\\\"cmd\\\":\\\"close\\\",\\\"match\\\":…}"
            + " before opening another\"}}",
        full);
    String record =
        Json.write(json(r.handle("{\"cmd\":\"record\",\"match\":\"a\"}")).get("record"));
    assertEquals(
        "TOO_MANY_MATCHES",
        code(r.handle("{\"cmd\":\"load\",\"match\":\"b\",\"record\":" + record + "}")));
    assertTrue(r.match("b").isEmpty());
    // replacing an open match is no new one
    assertTrue(
        json(r.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"sueca-4p\"}"))
            .get("ok")
            .asBoolean());
    assertTrue(
        json(r.handle("{\"cmd\":\"load\",\"record\":" + record + "}")).get("ok").asBoolean());
    r.handle("{\"cmd\":\"close\"}");
    assertTrue(
        json(r.handle("{\"cmd\":\"new\",\"match\":\"b\",\"variant\":\"briscola-2p\"}"))
            .get("ok")
            .asBoolean());
    Referee one = Referee.withMaxMatches(1);
    assertEquals(1, one.maxMatches());
    assertEquals(new Referee().maxLineBytes(), one.maxLineBytes());
    one.handle("{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"briscola-2p\"}");
    assertEquals(
        "The referee holds 1 match, the most it may: close one with {\"cmd\":\"close\","
            + "\"match\":…} before opening another",
        message(one.handle("{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}")));
    assertThrows(IllegalArgumentException.class, () -> Referee.withMaxMatches(0));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Referee(1 << 16, 0));
    assertEquals("A referee must hold at least 1 match at once, not 0", e.getMessage());
  }

  @Test
  @DisplayName("the records of a match played through act reload into another with equal views")
  void randomMatchesReload() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-3p").get().game();
    for (long seed = 1; seed <= 5; seed++) {
      Referee r = new Referee();
      String id = "m" + seed;
      r.handle("{\"cmd\":\"new\",\"match\":\"" + id + "\",\"variant\":\"briscola-3p\"}");
      GameState s = r.match(id).get().state();
      java.util.Random random = new java.util.Random(seed);
      for (int step = 0; !s.isOver() && step < 2000; step++) {
        var action =
            step == 0 || game.legalActions(s).isEmpty()
                ? new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()))
                : game.legalActions(s).get(random.nextInt(game.legalActions(s).size()));
        String answer =
            r.handle(
                "{\"cmd\":\"act\",\"match\":\""
                    + id
                    + "\",\"action\":"
                    + Json.write(Json.action(action))
                    + "}");
        assertTrue(answer.startsWith("{\"ok\":true"), answer);
        s = r.match(id).get().state();
      }
      String record =
          Json.write(json(r.handle("{\"cmd\":\"record\",\"match\":\"" + id + "\"}")).get("record"));
      r.handle("{\"cmd\":\"load\",\"match\":\"copy\",\"record\":" + record + "}");
      for (int seat = 0; seat < 3; seat++) {
        assertEquals(
            r.handle("{\"cmd\":\"view\",\"match\":\"" + id + "\",\"seat\":" + seat + "}"),
            r.handle("{\"cmd\":\"view\",\"match\":\"copy\",\"seat\":" + seat + "}"));
      }
    }
  }
}
