package dev.mazzo.briscola;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/** Deal orders for the rule tests (briscola.md B-12: the whole deck, index 0 the top card). */
final class Orders {

  private Orders() {}

  /** The deck with these codes on top, in this order, then every other card in canonical order. */
  static Seq<Card> starting(Deck deck, String... codes) {
    Object[] pairs = new Object[2 * codes.length];
    for (int i = 0; i < codes.length; i++) {
      pairs[2 * i] = i;
      pairs[2 * i + 1] = codes[i];
    }
    return placing(deck, pairs);
  }

  /**
   * The deck with cards at given indices ({@code placing(deck, 0, "AS", 1, "2H", 6, "KH")}) and
   * every other card, in canonical order, in the free places.
   */
  static Seq<Card> placing(Deck deck, Object... indexAndCode) {
    Card[] order = new Card[deck.size()];
    boolean[] used = new boolean[deck.size()];
    for (int i = 0; i < indexAndCode.length; i += 2) {
      int index = (Integer) indexAndCode[i];
      Card c = deck.parse((String) indexAndCode[i + 1]).get();
      if (order[index] != null || used[deck.idOf(c)]) {
        throw new IllegalArgumentException("placed twice: " + indexAndCode[i + 1]);
      }
      order[index] = c;
      used[deck.idOf(c)] = true;
    }
    int next = 0;
    for (int i = 0; i < order.length; i++) {
      if (order[i] == null) {
        while (used[next]) {
          next++;
        }
        order[i] = deck.card(next);
        used[next] = true;
      }
    }
    return Array.of(order);
  }

  /**
   * Plays one hand from a deal phase: the deal {@code Shuffle.seeded(seed)}, then each seat plays a
   * legal action chosen by {@code new SplittableRandom(seed)} — the scripted policy of the golden
   * match tests.
   */
  static GameState playHand(Game<GameState, PlayerView> g, GameState s, long seed) {
    s = g.apply(s, new Deal(Shuffle.seeded(seed).order(s.deck()))).get();
    SplittableRandom r = new SplittableRandom(seed);
    while (s.phase() == Phase.PLAY) {
      Seq<Action> legal = g.legalActions(s);
      s = g.apply(s, legal.get(r.nextInt(legal.size()))).get();
    }
    return s;
  }
}
