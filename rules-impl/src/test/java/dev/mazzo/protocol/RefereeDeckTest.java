package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A referee client learns the deck it is to shuffle (docs/protocol.md): the {@code variants}
 * listing gives each id's cards under the default options, and the SUMMARY before a deal lists the
 * match's deck (which options change, B-9) as its stock, in canonical order (B-5).
 */
class RefereeDeckTest {

  private static List<String> deckOf(String id, MatchOptions options) {
    Variant v = Variants.byId(id).get();
    return v.game().newMatch(options).get().deck().cards().map(c -> c.code()).toJavaList();
  }

  @Test
  @DisplayName("B-5 B-9: every variants entry lists its deck's cards in canonical order")
  void variantsListTheDeck() {
    JsonNode variants = new Transcript().ok("{\"cmd\":\"variants\"}").get("variants");
    assertEquals(Variants.all().size(), variants.size());
    for (JsonNode v : variants) {
      String id = v.get("id").textValue();
      List<String> cards = Transcript.texts(v.get("cards"));
      assertEquals(deckOf(id, MatchOptions.defaults()), cards, id);
      assertEquals(v.get("deck").intValue(), cards.size(), id);
      assertEquals(cards.size(), cards.stream().distinct().count(), id + ": each card once");
    }
  }

  @Test
  @DisplayName("B-9: the decks differ — briscola-3p drops 2S, bisca-6p has #2 copies without 2S")
  void decksDiffer() {
    List<String> three = deckOf("briscola-3p", MatchOptions.defaults());
    assertFalse(three.contains("2S"));
    assertTrue(three.contains("2H"));
    List<String> six = deckOf("bisca-6p", MatchOptions.defaults());
    assertTrue(six.contains("AS#2"));
    assertFalse(six.contains("2S") || six.contains("2S#2"));
    assertEquals(78, six.size());
  }

  @Test
  @DisplayName(
      "B-65: the SUMMARY before a deal lists the match's deck as its stock; a view counts it")
  void summaryBeforeTheDealListsTheDeck() {
    Transcript t = new Transcript();
    JsonNode s =
        t.ok(
                "{\"cmd\":\"new\",\"variant\":\"briscola-3p\","
                    + "\"options\":{\"removedCard\":\"2H\"}}")
            .get("state");
    List<String> stock = Transcript.texts(s.get("stock"));
    assertEquals(deckOf("briscola-3p", MatchOptions.defaults().with("removedCard", "2H")), stock);
    assertFalse(stock.contains("2H"), "the option's removed card is not in the deck");
    assertTrue(stock.contains("2S"));
    JsonNode view = t.ok("{\"cmd\":\"view\",\"seat\":1}").get("view");
    assertEquals(39, view.get("stock").intValue());
    // the deck listed is exactly what a deal must hold: dealing it in that order is accepted
    JsonNode dealt =
        t.ok("{\"cmd\":\"act\",\"action\":{\"type\":\"deal\",\"order\":" + s.get("stock") + "}}")
            .get("state");
    assertEquals("play", dealt.get("phase").textValue());
    assertEquals(39 - 9, dealt.get("stock").size(), "B-13 B-16: 3 cards each, the trump card last");
  }
}
