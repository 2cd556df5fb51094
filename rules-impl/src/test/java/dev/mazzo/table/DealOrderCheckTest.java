package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The checks of a deal order and a seat number, with their exact sentences: a card given twice in
 * the second word of an 80-card deck (ids 64 and up), and the range of seats a table has.
 */
class DealOrderCheckTest {

  @Test
  @DisplayName("A deal of the 80-card deck that gives a card of id 64 or more twice is MALFORMED")
  void duplicateInTheHighWord() {
    Game<GameState, PlayerView> game = Variants.byId("bisca-8p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Seq<Card> deck = s.deck().cards();
    assertEquals(80, deck.size());
    Card high = deck.get(70);
    Seq<Card> order = deck.update(75, high);
    Rejection r = game.apply(s, new Deal(order)).getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code());
    assertEquals(high.code() + " appears twice in the deal", r.message());
    Seq<Card> low = deck.update(5, deck.get(3));
    assertEquals(
        deck.get(3).code() + " appears twice in the deal",
        game.apply(s, new Deal(low)).getLeft().message());
  }

  @Test
  @DisplayName("A seat out of range is MALFORMED, naming the seats there are")
  void seatOutOfRange() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    assertEquals("There is no seat 2: seats are 0 to 1", game.view(s, 2).getLeft().message());
    assertEquals("There is no seat -1: seats are 0 to 1", game.view(s, -1).getLeft().message());
  }
}
