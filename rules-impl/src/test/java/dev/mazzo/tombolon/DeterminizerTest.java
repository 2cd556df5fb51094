package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.order;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Card;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import io.vavr.control.Option;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * T-9 T-33: a determinized deal keeps the public bottom card of the stock at the bottom and deals
 * it nowhere else, also when it is the deck's card of id 0.
 */
class DeterminizerTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";

  @Test
  @DisplayName("T-9 T-33: the stock's bottom card of id 0 stays at the bottom, dealt once")
  void bottomCardOfIdZero() {
    Game<GameState, PlayerView> game = Position.game(ROVIGO);
    Card first = Position.deck(ROVIGO).card(0);
    TombolonState match = Position.newMatch(ROVIGO, MatchOptions.defaults().with("dealer", 0));
    // G-1: order[39] is the stock's bottom card, public until distribution 4 deals it.
    TombolonState s = apply(match, new Deal(order(ROVIGO, 39, first.code())));
    assertEquals(Option.some(first), s.stockBottom());
    for (int seat = 0; seat < 2; seat++) {
      PlayerView v = game.view(s, seat).get();
      for (long seed = 0; seed < 10; seed++) {
        TombolonState d = (TombolonState) game.determinize(v, new SplittableRandom(seed)).get();
        assertEquals(v, game.view(d, seat).get());
        assertEquals(Option.some(first), d.stockBottom());
        assertEquals(first, d.stock().last());
        Set<Card> every = new HashSet<>();
        d.hand(0).forEach(every::add);
        d.hand(1).forEach(every::add);
        every.addAll(d.tableCards().toJavaList());
        every.addAll(d.stock().toJavaList());
        assertEquals(40, every.size(), "every card of the deck once, seed " + seed);
      }
    }
  }
}
