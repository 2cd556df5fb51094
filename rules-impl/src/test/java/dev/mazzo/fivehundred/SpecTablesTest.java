package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The actions a {@link Spec} makes once for {@code legalActions} (F-31, F-18): every seat's play of
 * every card, its joker lead naming each suit, and its speeches (a pass, then each bid); and the
 * lists, calls and events made with them. The specs are made here anew (the variants' specs are
 * made once per JVM).
 */
class SpecTablesTest {

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6})
  @DisplayName(
      "F-31 F-18 every seat's plays, joker leads and speeches, made for every card and bid")
  void tables(int players) {
    Spec spec = Spec.of(players);
    assertEquals(players, spec.plays.length);
    for (int s = 0; s < players; s++) {
      assertEquals(spec.deck.size(), spec.plays[s].length);
      for (int c = 0; c < spec.deck.size(); c++) {
        assertEquals(new PlayCard(s, spec.deck.card(c)), spec.plays[s][c], s + " " + c);
      }
      for (Suit suit : Suit.values()) {
        assertEquals(new PlayWithSuit(s, Card.joker(0), suit), spec.jokerLeads[s][suit.ordinal()]);
        assertEquals("play", spec.jokerLeads[s][suit.ordinal()].type(), "a play's protocol type");
      }
      assertEquals(new Pass(s), spec.speeches[s][0]);
      for (Bid b : Bid.values()) {
        assertEquals(new MakeBid(s, b), spec.speeches[s][b.ordinal() + 1]);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6})
  @DisplayName(
      "F-31 F-35 every seat's one-play lists, auction calls and the events of its plays and speeches")
  void listsCallsAndEvents(int players) {
    Spec spec = Spec.of(players);
    for (int s = 0; s < players; s++) {
      for (int c = 0; c < spec.deck.size(); c++) {
        assertEquals(List.of(spec.plays[s][c]), spec.onePlay[s][c], s + " " + c);
        assertEquals(
            List.of(new Event.Played.Plain(s, spec.deck.card(c))), spec.playedEvents[s][c]);
      }
      assertEquals(new AuctionCall(s, Option.none()), spec.calls[s][0]);
      assertEquals(List.of(new Event.Passed.Plain(s)), spec.speechEvents[s][0]);
      for (Bid b : Bid.values()) {
        assertEquals(new AuctionCall(s, Option.some(b)), spec.calls[s][b.ordinal() + 1]);
        assertEquals(
            List.of(new FiveHundredEvent.BidMade(s, b)), spec.speechEvents[s][b.ordinal() + 1]);
      }
    }
  }
}
