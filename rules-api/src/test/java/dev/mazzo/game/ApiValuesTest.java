package dev.mazzo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.card.Card;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The API's plain values: plays, rounds and match options. */
class ApiValuesTest {

  private static final Card AS = Card.parse("AS").get();

  @Test
  @DisplayName(
      "a common play and round carry no family's field (the joker's suit is Five Hundred's, F-18)")
  void noFamilyFields() {
    assertEquals(
        List.of("seat", "card"),
        Arrays.stream(PlayCard.class.getRecordComponents()).map(c -> c.getName()).toList());
    assertEquals(
        List.of("plays", "taker", "taken"),
        Arrays.stream(Round.class.getRecordComponents()).map(c -> c.getName()).toList());
    PlayCard play = new PlayCard(0, AS);
    assertEquals(new PlayCard(0, AS), play);
    assertNotEquals(new PlayCard(1, AS), play);
    assertEquals("play", play.type());
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
