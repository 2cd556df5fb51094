package dev.mazzo.briscola;

import static dev.mazzo.briscola.AlikeViews.playAlike;
import static dev.mazzo.briscola.RandomMatches.act;
import static dev.mazzo.briscola.RandomMatches.game;
import static dev.mazzo.briscola.RandomMatches.holder;
import static dev.mazzo.briscola.RandomMatches.options;
import static dev.mazzo.briscola.RandomMatches.swap;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * B-70, B-71 over random seeded deals with 4, 5, 6 and 8 players: a seat's view is a function of
 * what the seat may know — two deals that differ only in where two hidden cards lie give equal
 * views to every seat that holds neither, at every step until one of them is played.
 */
class FamilyViewPropertiesTest {

  private static final String[] MANY_SEATS = {
    "briscola-4p", "briscola-6p", "biscambiggia-4p", "biscambiggia-6p", "briscola-chiamata-5p",
    "biscambiggia-chiamata-5p", "bisca-4p", "bisca-6p", "bisca-8p", "sueca-4p"
  };

  @Provide
  Arbitrary<String> manySeats() {
    return Arbitraries.of(MANY_SEATS);
  }

  /**
   * B-70, B-71 with 4, 5, 6 and 8 players: exchange two cards of a random deal that lie in
   * different places (two holdings, or a holding and the stock, but not the public trump card) and
   * play on alike: every seat that holds neither card sees the same view — so no view shows another
   * seat's card or the stock order, and a card drawn by another seat is hidden.
   */
  @Property(tries = 60)
  @Label("B-70, B-71: 4-8 players: a view does not change when two hidden cards trade places")
  void viewsAreBlindToHiddenCards(@ForAll("manySeats") String id, @ForAll long seed) {
    Game<GameState, PlayerView> g = game(id);
    SplittableRandom r = new SplittableRandom(seed);
    GameState s = g.newMatch(options(id, r)).get();
    Seq<Card> order = Shuffle.using(r).order(s.deck());
    GameState dealt = act(g, s, new Deal(order));
    int n = order.size();
    int i;
    int j;
    do {
      i = r.nextInt(n);
      j = r.nextInt(n);
    } while (i == j
        || holder(dealt, order.get(i)) == holder(dealt, order.get(j))
        || dealt.trumpCard().contains(order.get(i))
        || dealt.trumpCard().contains(order.get(j)));
    Card x = order.get(i);
    Card y = order.get(j);
    GameState other = act(g, s, new Deal(swap(order, i, j)));
    assertNotEquals(dealt, other);
    playAlike(g, dealt, other, x, y, r, id + " with " + x + " and " + y + " exchanged");
  }
}
