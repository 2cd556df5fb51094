package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/** A conversation with one {@link Referee}, with helpers to build and check lines. */
final class Transcript {

  /** The SUMMARY's fields in the order of protocol.md. */
  static final List<String> SUMMARY_FIELDS =
      List.of(
          "variant",
          "phase",
          "toAct",
          "dealer",
          "hand",
          "trump",
          "trumpCard",
          "hands",
          "stock",
          "table",
          "captured",
          "sides",
          "score",
          "results",
          "winner",
          "legal");

  final Referee referee = new Referee();

  /** Sends one line and returns the parsed answer, checking it is one JSON object line. */
  JsonNode send(String line) {
    String out = referee.handle(line);
    assertFalse(out.contains("\n") || out.contains("\r"), "one line: " + out);
    JsonNode answer = Json.parse(out).get();
    assertTrue(answer.isObject(), out);
    assertTrue(answer.path("ok").isBoolean(), out);
    return answer;
  }

  /** Sends one line that must be accepted. */
  JsonNode ok(String line) {
    JsonNode a = send(line);
    assertTrue(a.get("ok").booleanValue(), () -> line + " -> " + a);
    return a;
  }

  /** Sends one line that must be rejected with this code; returns the answer. */
  JsonNode rejected(String line, String code) {
    JsonNode a = send(line);
    assertFalse(a.get("ok").booleanValue(), () -> line + " -> " + a);
    assertEquals(code, a.at("/error/code").textValue(), () -> line + " -> " + a);
    assertTrue(a.at("/error/message").isTextual() && !a.at("/error/message").textValue().isBlank());
    assertEquals(List.of("code", "message"), names(a.get("error")));
    return a;
  }

  /**
   * Sends one line that must be rejected with this code and checks the match did not change: the
   * same state object, the same SUMMARY, and for an act the answer carries that SUMMARY.
   */
  JsonNode rejectedUnchanged(String line, String code) {
    GameState before = referee.state().getOrNull();
    String summary = summary();
    JsonNode a = rejected(line, code);
    assertSame(before, referee.state().getOrNull(), "the match must not change");
    assertEquals(summary, summary());
    boolean isAct =
        Json.parse(line).map(j -> "act".equals(j.path("cmd").textValue())).getOrElse(false);
    if (isAct && before != null) {
      assertEquals(List.of("ok", "error", "state"), names(a), a::toString);
      assertEquals(Json.parse(summary).get(), a.get("state"), "the answer carries the state");
    }
    return a;
  }

  /** Sends an act with this action JSON. */
  JsonNode act(String action) {
    return send("{\"cmd\":\"act\",\"action\":" + action + "}");
  }

  /** The current SUMMARY as compact text, or null without a match. */
  String summary() {
    GameState s = referee.state().getOrNull();
    return s == null
        ? null
        : Json.write(Json.summary(Variants.byId(s.variantId()).get().game(), s));
  }

  /** The field names of an object, in order. */
  static List<String> names(JsonNode object) {
    List<String> out = new ArrayList<>();
    Iterator<String> it = object.fieldNames();
    it.forEachRemaining(out::add);
    return out;
  }

  /** Texts of a JSON array of strings. */
  static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.textValue()));
    return out;
  }

  /** Cards as the JSON array text of their codes, in the given order. */
  static String codes(Iterable<Card> cards) {
    StringBuilder b = new StringBuilder("[");
    for (Card c : cards) {
      b.append(b.length() == 1 ? "\"" : ",\"").append(c.code()).append('"');
    }
    return b.append(']').toString();
  }

  /**
   * A deal order of the deck: the given cards at the given indices ({@code index, code, index, code
   * …}), every other card in canonical order in the free places.
   */
  static Seq<Card> order(Deck deck, Object... placed) {
    Card[] out = new Card[deck.size()];
    Set<Card> used = new LinkedHashSet<>();
    for (int i = 0; i < placed.length; i += 2) {
      Card c = deck.parse((String) placed[i + 1]).get();
      out[(Integer) placed[i]] = c;
      used.add(c);
    }
    Iterator<Card> rest = deck.cards().filter(c -> !used.contains(c)).iterator();
    for (int i = 0; i < out.length; i++) {
      if (out[i] == null) {
        out[i] = rest.next();
      }
    }
    return Array.of(out);
  }

  /** The act line of a deal with this order. */
  static String dealLine(Seq<Card> order) {
    return "{\"cmd\":\"act\",\"action\":{\"type\":\"deal\",\"order\":"
        + order.map(c -> "\"" + c.code() + "\"").mkString("[", ",", "]")
        + "}}";
  }

  /** The act line of a play. */
  static String playLine(int seat, String card) {
    return "{\"cmd\":\"act\",\"action\":{\"type\":\"play\",\"seat\":"
        + seat
        + ",\"card\":\""
        + card
        + "\"}}";
  }

  /** The deck of a variant under default options. */
  static Deck deck(String variant) {
    return Variants.byId(variant)
        .get()
        .game()
        .newMatch(dev.mazzo.game.MatchOptions.defaults())
        .get()
        .deck();
  }

  /** The rules of a variant. */
  static Game<GameState, PlayerView> game(String variant) {
    return Variants.byId(variant).get().game();
  }

  /**
   * The plays of a random play-out of the hand in progress (seeded) whose finished hand meets the
   * goal: a way to reach an exact score such as 66 card points for the declarer's side. The engine
   * only searches; the plays are then sent through the referee by the test.
   */
  static List<Action> playout(GameState from, Predicate<HandResult> goal, long seed) {
    Game<GameState, PlayerView> g = game(from.variantId());
    SplittableRandom random = new SplittableRandom(seed);
    for (int attempt = 0; attempt < 200_000; attempt++) {
      GameState s = from;
      List<Action> path = new ArrayList<>();
      while (s.phase() == Phase.PLAY) {
        Seq<Action> legal = g.legalActions(s);
        Action a = legal.get(random.nextInt(legal.size()));
        path.add(a);
        s = g.apply(s, a).get();
      }
      if (goal.test(s.results().last())) {
        return path;
      }
    }
    return fail("no play-out reaches the goal");
  }
}
