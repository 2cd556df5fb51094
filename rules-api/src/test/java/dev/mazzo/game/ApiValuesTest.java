package dev.mazzo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The API's plain values: plays with and without a named suit, and match options. */
class ApiValuesTest {

  private static final Card AS = Card.parse("AS").get();

  @Test
  @DisplayName(
      "a play names no suit unless one is given (the joker's lead of five-hundred.md F-18 names one)")
  void playNamedSuit() {
    assertEquals(Option.none(), new PlayCard(0, AS).namedSuit());
    assertEquals(Option.none(), new PlayCard(0, AS, null).namedSuit());
    assertEquals(new PlayCard(0, AS), new PlayCard(0, AS, Option.none()));
    PlayCard named = new PlayCard(0, AS, Option.some(Suit.HEARTS));
    assertEquals(Option.some(Suit.HEARTS), named.namedSuit());
    assertNotEquals(new PlayCard(0, AS), named);
    assertEquals("play", named.type());
  }

  @Test
  @DisplayName("match options keep their order, null values and Vavr types (B-68)")
  void options() {
    Map<String, Object> given = new LinkedHashMap<>();
    given.put("dealer", 1);
    given.put(null, 3);
    given.put("target", null);
    MatchOptions o = MatchOptions.of(given);
    assertEquals(io.vavr.collection.List.of("dealer", "target"), o.values().keySet().toList());
    assertEquals(Option.some(1), o.get("dealer"));
    assertEquals(Option.some(MatchOptions.NULL_VALUE), o.get("target"));
    assertEquals(Option.none(), o.get("other"));
    assertEquals(o, MatchOptions.of(io.vavr.collection.LinkedHashMap.ofAll(given).remove(null)));
    assertEquals(Option.some(2), o.with("dealer", 2).get("dealer"));
    assertEquals(Option.some(1), o.get("dealer"));
    assertEquals(MatchOptions.defaults(), MatchOptions.of((Map<String, ?>) null));
  }
}
