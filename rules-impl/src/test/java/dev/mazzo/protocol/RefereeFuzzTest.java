package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.io.BufferedReader;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Seeded fuzzing of the referee over all 18 ids of the Briscola family (B-6) with valid, mutated
 * and random lines: every line gets exactly one answer, the answer is one line of valid JSON with
 * {@code ok}, a rejection carries a known code and a message, and a rejected line leaves the match
 * (and its SUMMARY) unchanged.
 */
class RefereeFuzzTest {

  /**
   * Lines sent per variant: the chiamata ids, whose action space is the richest (B-64), and Sueca,
   * the one id that must follow suit (B-23), get more; 15 × 250 + 500 + 2 × 800 make 5,850 lines.
   */
  private static int linesFor(String variant) {
    return SCALE * (variant.contains("chiamata") ? 1000 : variant.equals("sueca-4p") ? 600 : 400);
  }

  /**
   * The seed of the lines, fixed so that a failure reproduces; {@code -Dmazzo.fuzz.seed=N} runs
   * other lines, {@code -Dmazzo.fuzz.scale=K} K times as many (a deeper run by hand, not in CI).
   */
  private static final long DEFAULT_SEED = 20240917L;

  private static final long SEED = Long.getLong("mazzo.fuzz.seed", DEFAULT_SEED);

  private static final int SCALE = Math.max(1, Integer.getInteger("mazzo.fuzz.scale", 1));

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final List<String> VARIANTS = Variants.all().map(Variant::id).toJavaList();
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

  private final SplittableRandom random = new SplittableRandom(SEED);
  private final Shuffle shuffle = Shuffle.seeded(77 + SEED - DEFAULT_SEED);

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
    Map<String, Integer> actsByVariant = new TreeMap<>();
    Map<String, Integer> codesSeen = new TreeMap<>();
    List<String> schedule = new ArrayList<>();
    for (String variant : VARIANTS) {
      for (int i = 0; i < linesFor(variant); i++) {
        schedule.add(variant);
      }
    }
    // The quality gate asks for at least 10,000 random and malformed lines in one run.
    assertTrue(schedule.size() >= 10_000, "fuzz lines: " + schedule.size());
    for (int i = 0; i < schedule.size(); i++) {
      String variant = schedule.get(i);
      boolean first = i == 0 || !schedule.get(i - 1).equals(variant);
      String line = first ? newLine(variant) : nextLine(referee, variant);
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
        if (a.has("view")) {
          assertPartnerHidden(a.get("view"), summary(referee));
        }
        if (isAct) {
          acts++;
          actsByVariant.merge(referee.state().get().variantId(), 1, Integer::sum);
          assertTrue(a.get("events").isArray() && a.get("state").isObject(), out);
        }
      } else {
        rejected++;
        assertTrue(codes.contains(a.at("/error/code").textValue()), out);
        codesSeen.merge(a.at("/error/code").textValue(), 1, Integer::sum);
        assertFalse(a.at("/error/message").asText().isBlank(), out);
        assertSame(before, referee.state().getOrNull(), () -> "seed " + SEED + ": " + line);
        assertEquals(summaryBefore, summary(referee), () -> "seed " + SEED + ": " + line);
        if (isAct && before != null) {
          assertEquals(Json.parse(summaryBefore).get(), a.get("state"), line);
        }
      }
    }
    String counts =
        "accepted "
            + accepted
            + ", rejected "
            + rejected
            + ", acts "
            + acts
            + ", lines sent to a finished match "
            + overLines;
    // the engine's precise codes were reached, not only the JSON layer's MALFORMED
    for (String code :
        new String[] {
          "MALFORMED",
          "MATCH_OVER",
          "WRONG_PHASE",
          "ALREADY_PASSED",
          "NOT_YOUR_TURN",
          "CARD_NOT_IN_HAND",
          "MUST_FOLLOW_SUIT",
          "BID_TOO_LOW",
          "ILLEGAL_CALL"
        }) {
      assertTrue(codesSeen.containsKey(code), () -> code + " never seen: " + codesSeen);
    }
    assertTrue(accepted > 1000 && rejected > 2000 && acts > 1000 && overLines > 0, counts);
    // every id was played, not only rejected
    assertEquals(VARIANTS.size(), actsByVariant.size(), actsByVariant::toString);
    for (Map.Entry<String, Integer> e : actsByVariant.entrySet()) {
      assertTrue(e.getValue() >= 40, () -> "too few accepted actions: " + actsByVariant);
    }

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

  /**
   * B-55 B-70: a chiamata VIEW has the key {@code partner} exactly when the called card has been
   * played (it is called and in no holding), and then with the SUMMARY's value.
   */
  private static void assertPartnerHidden(JsonNode view, String summaryText) {
    JsonNode summary = Json.parse(summaryText).get();
    if (summary.has("called") && summary.has("kitty")) {
      // five-hundred.md F-34: the key partner exactly once the called card has been played.
      JsonNode calledCard = summary.get("called");
      boolean shown = !calledCard.isNull();
      for (JsonNode hand : summary.get("hands")) {
        for (JsonNode c : hand) {
          shown &= !c.textValue().equals(calledCard.textValue());
        }
      }
      assertEquals(shown, view.has("partner"), view::toString);
      if (shown) {
        assertEquals(summary.get("partner"), view.get("partner"));
      }
      return;
    }
    // Briscola chiamata's called card is "calledCard", Pitch's "called" (pitch.md P-37).
    String key = summary.has("calledCard") ? "calledCard" : summary.has("called") ? "called" : null;
    if (key == null) {
      assertFalse(view.has("partner") || view.has("auction"), view::toString);
      return;
    }
    if (key.equals("called") && summary.get("hands").size() == 4) {
      // Four-handed Pitch has no called card: its partner key is always null (P-38).
      assertTrue(view.has("partner") && view.get("partner").isNull(), view::toString);
      return;
    }
    String called = summary.get(key).textValue();
    boolean played = called != null;
    for (JsonNode hand : summary.get("hands")) {
      for (JsonNode c : hand) {
        played &= !c.textValue().equals(called);
      }
    }
    assertEquals(played, view.has("partner"), view::toString);
    if (played) {
      assertEquals(summary.get("partner"), view.get("partner"));
    }
  }

  private static String summary(Referee referee) {
    GameState s = referee.state().getOrNull();
    return s == null
        ? null
        : Json.write(Json.summary(dev.mazzo.game.Variants.byId(s.variantId()).get().game(), s));
  }

  /**
   * A {@code new} of the variant with some of its options (B-68) set to valid values, the short
   * ones favoured ({@code handsToWin} 1, {@code deals} 1) so that matches end within the fuzz.
   */
  private String newLine(String variant) {
    Variant v = Variants.byId(variant).get();
    StringBuilder options = new StringBuilder();
    for (OptionSpec spec : v.options()) {
      if (random.nextBoolean()) {
        continue;
      }
      String value;
      switch (spec.name()) {
        case "dealer":
          value = String.valueOf(random.nextInt(v.players()));
          break;
        case "handsToWin":
        case "deals":
          value = String.valueOf(1 + random.nextInt(2));
          break;
        case "firstLead":
          value = pick("\"eldest\"", "\"caller\"");
          break;
        case "removedCard":
          value = pick("\"2H\"", "\"2D\"", "\"2C\"", "\"2S\"");
          break;
        case "scale":
          value = pick("\"single\"", "\"sueca\"");
          break;
        case "ranks":
          value = pick("\"portuguese\"", "\"queen-high\"", "\"ten\"");
          break;
        case "handSize":
          value = pick("3", "7", "9");
          break;
        case "teams":
          value = pick("\"pairs\"", "\"none\"");
          break;
        case "target":
          value = String.valueOf(1 + random.nextInt(40));
          break;
        case "padova2pSchedule":
          value = pick("\"4-4-4-4-4-4\"", "\"4-4-4-6-6\"");
          break;
        case "biddingStyle":
          value = pick("\"australian\"", "\"american\"");
          break;
        case "openMisereExpose":
          value = pick("\"after-first-trick\"", "\"before-lead\"");
          break;
        case "allPass":
          value = pick("\"redeal\"", "\"no-trump-tricks\"");
          break;
        case "jokerOrder":
          value = pick("\"fixed\"", "\"first-played-high\"");
          break;
        case "madeBidScores":
          value = pick("\"points\"", "\"bid\"");
          break;
        case "minBid":
          value = String.valueOf(1 + random.nextInt(5));
          break;
        case "dirty":
        case "reverse":
        case "defendersScore":
        case "allPassRedeal":
        case "removeJokers":
        case "misdealIfPointBurned":
        case "remainderFill":
        case "calledCardOnFirstTrick":
        case "misere":
        case "winOnlyByContract":
        case "misereOpponentsScoreTricks":
          value = pick("true", "false");
          break;
        default:
          throw new AssertionError("an option the fuzz does not know: " + spec.name());
      }
      options
          .append(options.length() == 0 ? "" : ",")
          .append('"')
          .append(spec.name())
          .append("\":")
          .append(value);
    }
    return "{\"cmd\":\"new\",\"variant\":\""
        + variant
        + "\""
        + (options.length() == 0 && random.nextBoolean() ? "" : ",\"options\":{" + options + "}")
        + "}";
  }

  private String pick(String... values) {
    return values[random.nextInt(values.length)];
  }

  /** A valid line that moves the match on, a mutated one, or noise. */
  private String nextLine(Referee referee, String variant) {
    String valid = validLine(referee, variant);
    GameState s = referee.state().getOrNull();
    // the auction and the call get more well-formed random actions: their checks are the richest
    boolean auction = s != null && (s.phase() == Phase.BID || s.phase() == Phase.CALL);
    int k = random.nextInt(100);
    if (k < (auction ? 30 : 45)) {
      return valid;
    }
    if (k < (auction ? 75 : 57)) {
      return plausibleLine(referee);
    }
    if (k < (auction ? 88 : 79)) {
      return mutateTree(valid);
    }
    if (k < 95) {
      return mutateText(valid);
    }
    return noise();
  }

  /**
   * A well-formed action of any of the family's types (B-64) with random values: a seat in range, a
   * card of the deck, a rank of the deck, points around 61 … 120, any suit or NT. Most are refused
   * by the engine for a precise reason (WRONG_PHASE, NOT_YOUR_TURN, CARD_NOT_IN_HAND,
   * MUST_FOLLOW_SUIT, ALREADY_PASSED, BID_TOO_LOW, ILLEGAL_CALL, MATCH_OVER), and the ones the
   * variant does not have are MALFORMED.
   */
  private String plausibleLine(Referee referee) {
    GameState s = referee.state().getOrNull();
    if (s == null) {
      return "{\"cmd\":\"act\",\"action\":{\"type\":\"pass\",\"seat\":0}}";
    }
    int seat = random.nextInt(s.players());
    int toAct = s.toAct() >= 0 && random.nextBoolean() ? s.toAct() : seat;
    String card = s.deck().card(random.nextInt(s.deck().size())).code();
    Seq<Card> held = s.hand(toAct).toSeq();
    if (random.nextBoolean() && !held.isEmpty()) {
      card = held.get(random.nextInt(held.size())).code(); // held, maybe not playable (B-23)
    }
    String rank = s.deck().card(random.nextInt(s.deck().size())).rank().token();
    // mostly an action of the current phase's type (B-65), so that the engine's checks past the
    // phase are reached; otherwise any type
    int type = random.nextInt(6);
    if (random.nextInt(100) < 60) {
      switch (s.phase()) {
        case PLAY:
          type = 0;
          break;
        case BID:
          type = random.nextInt(3) + 1;
          break;
        case CALL:
          type = 4;
          break;
        case DEAL:
          type = 5;
          break;
        default:
          break;
      }
    }
    String action;
    switch (type) {
      case 0:
        action = "{\"type\":\"play\",\"seat\":" + toAct + ",\"card\":\"" + card + "\"}";
        break;
      case 1:
        action = "{\"type\":\"pass\",\"seat\":" + seat + "}";
        break;
      case 2:
        action =
            "{\"type\":\"bid\",\"seat\":"
                + toAct
                + ",\"rank\":\""
                + (random.nextBoolean()
                    ? "2\",\"points\":" + (55 + random.nextInt(66))
                    : rank + "\"")
                + "}";
        break;
      case 3:
        action =
            "{\"type\":\"bid\",\"seat\":"
                + toAct
                + ",\"points\":"
                + (55 + random.nextInt(66))
                + "}";
        break;
      case 4:
        action =
            "{\"type\":\"call\",\"seat\":"
                + toAct
                + ","
                + (random.nextBoolean()
                    ? "\"suit\":" + pick("\"H\"", "\"D\"", "\"C\"", "\"S\"", "\"NT\"")
                    : "\"card\":\"" + card + "\"")
                + "}";
        break;
      default:
        return Transcript.dealLine(shuffle.order(s.deck()));
    }
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  private String validLine(Referee referee, String variant) {
    GameState s = referee.state().getOrNull();
    int k = random.nextInt(100);
    if (s == null || (s.isOver() && k < 50) || k < 1) {
      return newLine(variant);
    }
    if (k < 10) {
      return "{\"cmd\":\"view\",\"seat\":" + random.nextInt(s.players()) + "}";
    }
    if (k < 11) {
      return "{\"cmd\":\"variants\"}";
    }
    if (s.toAct() == GameState.CHANCE) {
      return Transcript.dealLine(shuffle.order(s.deck()));
    }
    JsonNode legal =
        Json.summary(dev.mazzo.game.Variants.byId(s.variantId()).get().game(), s).get("legal");
    if (legal.size() == 0) {
      return "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}}";
    }
    // in an auction, pass often enough that auctions end and hands are played (B-47, B-48)
    boolean pass = "pass".equals(legal.get(0).path("type").textValue()) && random.nextInt(100) < 40;
    return "{\"cmd\":\"act\",\"action\":"
        + legal.get(pass ? 0 : random.nextInt(legal.size()))
        + "}";
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
