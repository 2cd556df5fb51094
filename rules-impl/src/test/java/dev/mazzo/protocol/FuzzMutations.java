package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The broken lines of {@link RefereeFuzzTest}: a valid line's JSON tree with values replaced,
 * fields added or removed or a node wrapped; its text with characters deleted, inserted or
 * replaced, or cut; and noise.
 */
final class FuzzMutations {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final String[] VALUES = {
    "0",
    "1",
    "2",
    "4",
    "5",
    "7",
    "-1",
    "1.5",
    "1.0",
    "1e3",
    "99999999999",
    "-99999999999",
    "60",
    "61",
    "70",
    "70.5",
    "120",
    "121",
    "\"0\"",
    "\"1\"",
    "\"2\"",
    "\"70\"",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "\"AS\"",
    "\"as\"",
    "\"8H\"",
    "\"10H\"",
    "\"AS#2\"",
    "\"2S#2\"",
    "\"2S\"",
    "\"JK\"",
    "\"\"",
    "\"A\"",
    "\"K\"",
    "\"k\"",
    "\"8\"",
    "\"T\"",
    "\"H\"",
    "\"d\"",
    "\"NT\"",
    "\"X\"",
    "\"play\"",
    "\"deal\"",
    "\"pass\"",
    "\"bid\"",
    "\"call\"",
    "\"new\"",
    "\"act\"",
    "\"view\"",
    "[\"AS\"]",
    "\"briscola-2p\"",
    "\"briscola-chiamata-5p\"",
    "\"sueca-4p\"",
    "\"\\ud800\"",
    "\"\\u0000\"",
    "{\"dealer\":1}",
    "{\"handsToWin\":1}",
    "{\"deals\":1}",
    "{\"ranks\":\"ten\"}"
  };
  private static final String[] NAMES = {
    "cmd",
    "action",
    "type",
    "seat",
    "card",
    "order",
    "variant",
    "options",
    "dealer",
    "handsToWin",
    "rank",
    "points",
    "suit",
    "deals",
    "firstLead",
    "removedCard",
    "scale",
    "ranks",
    "handSize",
    "teams",
    "x",
    "Type",
    "CMD",
    ""
  };

  private final SplittableRandom random;

  /** Mutations drawn from this random (the one the other lines are drawn from). */
  FuzzMutations(SplittableRandom random) {
    this.random = random;
  }

  /** Changes the JSON tree: a value replaced, a field added or removed, a node wrapped. */
  String mutateTree(String valid) {
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
  String mutateText(String valid) {
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

  String noise() {
    int n = random.nextInt(60);
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < n; i++) {
      b.append((char) random.nextInt(0x20, 0x3000));
    }
    return random.nextInt(10) == 0 ? null : b.toString();
  }
}
