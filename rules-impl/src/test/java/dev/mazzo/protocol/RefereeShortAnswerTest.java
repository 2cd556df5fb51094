package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code "answer":"short"} on {@code act} (issue 27, docs/protocol.md "Short answers to act"): the
 * events, {@code phase} and {@code toAct} of the full answer without its SUMMARY; a rejection as
 * without it.
 */
class RefereeShortAnswerTest {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private static JsonNode parse(String answer) {
    return Json.parse(answer).get();
  }

  private static String act(String match, JsonNode action, String answer) {
    ObjectNode r = NODES.objectNode();
    r.put("cmd", "act");
    r.put("match", match);
    r.set("action", action);
    if (answer != null) {
      r.put("answer", answer);
    }
    return Json.write(r);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "briscola-2p",
        "briscola-chiamata-5p",
        "tombolon-rovigo-4p",
        "pitch-10-4p",
        "five-hundred-4p"
      })
  @DisplayName(
      "a whole match played twice, full and short: every short answer is the full one's events,"
          + " phase and toAct, in that order, and nothing else")
  void shortIsTheFullAnswerWithoutTheSummary(String variant) {
    Referee full = new Referee();
    Referee brief = new Referee();
    String open = "{\"cmd\":\"new\",\"match\":\"a\",\"variant\":\"" + variant + "\"}";
    JsonNode state = parse(full.handle(open)).get("state");
    assertEquals(full.handle(open), brief.handle(open));
    Random random = new Random(27);
    int acts = 0;
    while (!state.get("phase").textValue().equals("match-over") && acts < 2_000) {
      JsonNode action;
      if (state.get("phase").textValue().equals("deal")) {
        List<JsonNode> cards = new ArrayList<>();
        state.get("stock").forEach(cards::add);
        Collections.shuffle(cards, random);
        ObjectNode deal = NODES.objectNode();
        deal.put("type", "deal");
        ArrayNode order = deal.putArray("order");
        cards.forEach(order::add);
        action = deal;
      } else {
        JsonNode legal = state.get("legal");
        action = legal.get(random.nextInt(legal.size()));
      }
      JsonNode f = parse(full.handle(act("a", action, null)));
      JsonNode s = parse(brief.handle(act("a", action, "short")));
      ObjectNode expected = NODES.objectNode();
      expected.put("ok", true);
      expected.set("events", f.get("events"));
      expected.set("phase", f.get("state").get("phase"));
      expected.set("toAct", f.get("state").get("toAct"));
      assertEquals(Json.write(expected), Json.write(s), "act " + acts + ": " + action);
      state = f.get("state");
      acts++;
    }
    assertEquals("match-over", state.get("phase").textValue(), "the match ended: " + acts);
    assertEquals(
        full.handle("{\"cmd\":\"record\",\"match\":\"a\"}"),
        brief.handle("{\"cmd\":\"record\",\"match\":\"a\"}"),
        "the same match");
  }

  private static final String NEW = "{\"cmd\":\"new\",\"variant\":\"briscola-2p\"}";
  private static final String WRONG_SEAT =
      "{\"cmd\":\"act\",\"action\":{\"type\":\"deal\",\"order\":[\"AH\"]}";

  @Test
  @DisplayName("a rejected short act is answered byte for byte as the same act without answer")
  void rejectionAsWithoutAnswer() {
    Referee referee = new Referee();
    referee.handle(NEW);
    String plain = referee.handle(WRONG_SEAT + "}");
    assertTrue(plain.startsWith("{\"ok\":false,\"error\":{\"code\":"), plain);
    assertTrue(plain.contains(",\"state\":{\"variant\":\"briscola-2p\""), plain);
    assertEquals(plain, referee.handle(WRONG_SEAT + ",\"answer\":\"short\"}"));
    assertEquals(plain, referee.handle(WRONG_SEAT + ",\"answer\":\"full\"}"));
  }

  @Test
  @DisplayName("\"answer\":\"full\" and \"answer\":null are the full answer")
  void fullIsTheDefault() {
    String deal =
        "{\"type\":\"deal\",\"order\":"
            + new Referee().handle(NEW).replaceAll(".*\"stock\":(\\[[^]]*\\]).*", "$1")
            + "}";
    for (String answer : new String[] {",\"answer\":\"full\"", ",\"answer\":null"}) {
      Referee a = new Referee();
      Referee b = new Referee();
      a.handle(NEW);
      b.handle(NEW);
      String plain = a.handle("{\"cmd\":\"act\",\"action\":" + deal + "}");
      assertTrue(plain.contains("\"state\":{"), plain);
      assertEquals(plain, b.handle("{\"cmd\":\"act\",\"action\":" + deal + answer + "}"));
    }
  }

  @Test
  @DisplayName("an answer other than full or short is MALFORMED, says which are, and acts nothing")
  void otherAnswersAreMalformed() {
    Referee referee = new Referee();
    referee.handle(NEW);
    String answer = referee.handle(WRONG_SEAT + ",\"answer\":1}");
    assertTrue(
        answer.startsWith(
            "{\"ok\":false,\"error\":{\"code\":\"MALFORMED\",\"message\":\"\\\"answer\\\" must be"
                + " \\\"full\\\" (the events and the SUMMARY, the default) or \\\"short\\\" (the"
                + " events, phase and toAct), not the number 1\"},\"state\":{\"variant\":"),
        answer);
    assertTrue(
        referee
            .handle(WRONG_SEAT + ",\"answer\":\"SHORT\"}")
            .contains("not the string \\\"SHORT\\\""));
  }
}
