package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Rejection;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing of the referee with valid, mutated and random lines: every line gets exactly
 * one answer, the answer is one line of valid JSON with {@code ok}, a rejection carries a known
 * code and a message, and a rejected line leaves the match (and its SUMMARY) unchanged.
 */
class RefereeFuzzTest {

  private static final int LINES = 4000;
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String[] VARIANTS = {"briscola-2p", "biscambiggia-2p"};
  private static final String[] VALUES = {
    "0", "1", "2", "-1", "1.5", "1.0", "1e3", "99999999999", "\"0\"", "\"1\"", "null", "true",
    "false", "[]", "{}", "\"AS\"", "\"as\"", "\"8H\"", "\"10H\"", "\"AS#2\"", "\"JK\"", "\"\"",
    "\"play\"", "\"deal\"", "\"pass\"", "\"bid\"", "\"new\"", "\"act\"", "\"view\"", "[\"AS\"]",
    "\"briscola-2p\"", "\"\\ud800\"", "\"\\u0000\"", "{\"dealer\":1}", "{\"handsToWin\":1}"
  };
  private static final String[] NAMES = {
    "cmd", "action", "type", "seat", "card", "order", "variant", "options", "dealer", "handsToWin",
    "x", "Type", "CMD", ""
  };

  private final SplittableRandom random = new SplittableRandom(20240917L);
  private final Shuffle shuffle = Shuffle.seeded(77);

  @Test
  @DisplayName("fuzz: one JSON answer per line; a rejected line never changes the match")
  void fuzz() {
    Referee referee = new Referee();
    List<String> lines = new ArrayList<>();
    List<String> answers = new ArrayList<>();
    Set<String> codes = new HashSet<>();
    for (Rejection.Code c : Rejection.Code.values()) {
      codes.add(c.name());
    }
    int accepted = 0;
    int rejected = 0;
    int acts = 0;
    int overLines = 0;
    for (int i = 0; i < LINES; i++) {
      String line = nextLine(referee);
      GameState before = referee.state().getOrNull();
      String summaryBefore = summary(referee);
      overLines += before != null && before.isOver() ? 1 : 0;
      String out = referee.handle(line);
      lines.add(line);
      answers.add(out);
      assertFalse(out.contains("\n") || out.contains("\r"), out);
      JsonNode a = Json.parse(out).getOrElseThrow(r -> new AssertionError(out + ": " + r));
      assertTrue(a.isObject() && a.path("ok").isBoolean(), out);
      boolean isAct =
          Json.parse(line).map(j -> "act".equals(j.path("cmd").textValue())).getOrElse(false);
      if (a.get("ok").booleanValue()) {
        accepted++;
        if (isAct) {
          acts++;
          assertTrue(a.get("events").isArray() && a.get("state").isObject(), out);
        }
      } else {
        rejected++;
        assertTrue(codes.contains(a.at("/error/code").textValue()), out);
        assertFalse(a.at("/error/message").asText().isBlank(), out);
        assertSame(before, referee.state().getOrNull(), line);
        assertEquals(summaryBefore, summary(referee), line);
        if (isAct && before != null) {
          assertEquals(Json.parse(summaryBefore).get(), a.get("state"), line);
        }
      }
    }
    String counts =
        "accepted " + accepted + ", rejected " + rejected + ", acts " + acts
            + ", lines sent to a finished match " + overLines;
    assertTrue(accepted > 500 && rejected > 1500 && acts > 200 && overLines > 0, counts);

    // run() over the same lines gives the same answers, one per line. A line break can only be
    // JSON whitespace in an accepted line, so such a line is sent with spaces instead; a rejected
    // line with a line break changed nothing and is left out.
    StringBuilder input = new StringBuilder();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i);
      if (l == null) {
        continue;
      }
      boolean breaks = l.indexOf('\n') >= 0 || l.indexOf('\r') >= 0;
      if (breaks && answers.get(i).startsWith("{\"ok\":false")) {
        continue;
      }
      input.append(l.replace('\n', ' ').replace('\r', ' ')).append('\n');
      expected.add(answers.get(i));
    }
    StringWriter out = new StringWriter();
    new Referee().run(new BufferedReader(new StringReader(input.toString())), out);
    List<String> got = List.of(out.toString().split("\n", -1));
    assertEquals(expected.size() + 1, got.size());
    assertEquals("", got.get(expected.size()));
    assertEquals(expected, got.subList(0, expected.size()));
  }

  private static String summary(Referee referee) {
    GameState s = referee.state().getOrNull();
    return s == null
        ? null
        : Json.write(Json.summary(dev.mazzo.game.Variants.byId(s.variantId()).get().game(), s));
  }

  /** A valid line that moves the match on, a mutated one, or noise. */
  private String nextLine(Referee referee) {
    String valid = validLine(referee);
    int k = random.nextInt(100);
    if (k < 35) {
      return valid;
    }
    if (k < 70) {
      return mutateTree(valid);
    }
    if (k < 92) {
      return mutateText(valid);
    }
    return noise();
  }

  private String validLine(Referee referee) {
    GameState s = referee.state().getOrNull();
    int k = random.nextInt(100);
    if (s == null || (s.isOver() && k < 80) || k < 2) {
      String options = random.nextBoolean() ? "" : ",\"options\":{\"dealer\":" + random.nextInt(2) + "}";
      return "{\"cmd\":\"new\",\"variant\":\"" + VARIANTS[random.nextInt(VARIANTS.length)] + "\""
          + options + "}";
    }
    if (k < 12) {
      return "{\"cmd\":\"view\",\"seat\":" + random.nextInt(2) + "}";
    }
    if (k < 14) {
      return "{\"cmd\":\"variants\"}";
    }
    if (s.toAct() == GameState.CHANCE) {
      return Transcript.dealLine(shuffle.order(s.deck()));
    }
    JsonNode legal = Json.summary(dev.mazzo.game.Variants.byId(s.variantId()).get().game(), s)
        .get("legal");
    if (legal.size() == 0) {
      return "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}";
    }
    return "{\"cmd\":\"act\",\"action\":" + legal.get(random.nextInt(legal.size())) + "}";
  }

  /** Changes the JSON tree: a value replaced, a field added or removed, a node wrapped. */
  private String mutateTree(String valid) {
    JsonNode root = Json.parse(valid).get().deepCopy();
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      List<JsonNode> containers = new ArrayList<>();
      collect(root, containers);
      JsonNode c = containers.get(random.nextInt(containers.size()));
      JsonNode value = Json.parse(VALUES[random.nextInt(VALUES.length)]).get();
      if (c instanceof ObjectNode) {
        ObjectNode o = (ObjectNode) c;
        List<String> names = new ArrayList<>();
        Iterator<String> it = o.fieldNames();
        it.forEachRemaining(names::add);
        int op = random.nextInt(4);
        if (op == 0 || names.isEmpty()) {
          o.set(NAMES[random.nextInt(NAMES.length)], value);
        } else if (op == 1) {
          o.remove(names.get(random.nextInt(names.size())));
        } else {
          o.set(names.get(random.nextInt(names.size())), value);
        }
      } else {
        ArrayNode a = (ArrayNode) c;
        int op = random.nextInt(3);
        if (op == 0 || a.isEmpty()) {
          a.add(value);
        } else if (op == 1) {
          a.remove(random.nextInt(a.size()));
        } else {
          a.set(random.nextInt(a.size()), value);
        }
      }
    }
    return Json.write(random.nextInt(20) == 0 ? NODES.arrayNode().add(root) : root);
  }

  private static void collect(JsonNode node, List<JsonNode> out) {
    if (node.isContainerNode()) {
      out.add(node);
      for (JsonNode child : node) {
        collect(child, out);
      }
    }
  }

  /** Changes the text: characters deleted, inserted or replaced, or the line cut. */
  private String mutateText(String valid) {
    StringBuilder b = new StringBuilder(valid);
    int edits = 1 + random.nextInt(4);
    String alphabet = "{}[]\",:0123456789.-eE ntrufalsASKH\\u#\n\r\t\u00e9\ud83c\udca1\ud800";
    for (int e = 0; e < edits && b.length() > 0; e++) {
      int at = random.nextInt(b.length());
      char ch = alphabet.charAt(random.nextInt(alphabet.length()));
      switch (random.nextInt(4)) {
        case 0:
          b.deleteCharAt(at);
          break;
        case 1:
          b.insert(at, ch);
          break;
        case 2:
          b.setCharAt(at, ch);
          break;
        default:
          b.setLength(at);
          break;
      }
    }
    return b.toString();
  }

  private String noise() {
    int n = random.nextInt(60);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append((char) random.nextInt(0x20, 0x3000));
    }
    return random.nextInt(10) == 0 ? null : b.toString();
  }
}
