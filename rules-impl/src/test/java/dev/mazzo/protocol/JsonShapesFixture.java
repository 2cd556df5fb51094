package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;

/**
 * What the JSON shape tests ({@link JsonShapesTest}, {@link JsonActionShapesTest}, {@link
 * JsonEventShapesTest}) share: briscola-2p's rules, its new match and deck, a card by its code and
 * a JSON tree as its compact text.
 */
final class JsonShapesFixture {

  static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();
  static final GameState NEW = GAME.newMatch(MatchOptions.defaults()).get();
  static final Deck DECK = NEW.deck();

  private JsonShapesFixture() {}

  static Card card(String code) {
    return DECK.parse(code).get();
  }

  static String text(JsonNode json) {
    return Json.write(json);
  }
}
