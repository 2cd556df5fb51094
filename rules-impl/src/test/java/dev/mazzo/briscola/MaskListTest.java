package dev.mazzo.briscola;

import static dev.mazzo.briscola.RandomMatches.act;
import static dev.mazzo.briscola.RandomMatches.game;
import static dev.mazzo.briscola.RandomMatches.options;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;

/**
 * The legal lists listed over a mask ({@link MaskList}, issue 29) against the eager lists they
 * replace, over random positions of every variant of the family (the two-deck variants' ids reach
 * the high word): the same plays and bids, the very objects of the rules, in canonical order
 * (B-66), and the same answers to what a caller asks of a list.
 */
class MaskListTest {

  /**
   * The eager list as it was made before: for each card id of the deck in ascending order (B-66),
   * the seat's play of it when the checked apply accepts it (B-22, B-23).
   */
  private static List<Action> eager(Game<GameState, PlayerView> g, GameState s) {
    Rules rules = ((BriscolaState) s).rules;
    List<Action> out = List.empty();
    for (int id = s.deck().size() - 1; id >= 0; id--) {
      PlayCard play = rules.plays[s.toAct()][id];
      if (g.apply(s, play).isRight()) {
        out = out.prepend(play);
      }
    }
    return out;
  }

  /**
   * The eager list of bids: pass, then each bid of the ladder from the lowest level up that the
   * checked apply accepts (B-45, B-62, B-66).
   */
  private static List<Action> eagerBids(Game<GameState, PlayerView> g, GameState s) {
    Rules rules = ((BriscolaState) s).rules;
    List<Action> out = List.of(g.legalActions(s).head());
    for (int level = 0; level < 70; level++) {
      Bid bid = rules.ladder.bid(s.toAct(), level);
      if (g.apply(s, bid).isRight()) {
        out = out.append(bid);
      }
    }
    return out;
  }

  private static void sameList(List<Action> expected, Seq<Action> legal, String where) {
    assertEquals(expected.size(), legal.size(), where);
    for (int i = 0; i < expected.size(); i++) {
      assertSame(expected.get(i), legal.get(i), where + " at " + i);
    }
    assertEquals(expected, List.ofAll(legal), where + ": iterated");
    assertEquals(expected, legal, where + ": equals");
    assertEquals(expected.hashCode(), legal.hashCode(), where + ": hashCode");
    assertEquals(expected.head(), legal.head(), where + ": head");
    assertEquals(expected.toString(), legal.toString(), where + ": toString, a cons list's");
    assertEquals(expected.stringPrefix(), legal.stringPrefix(), where + ": stringPrefix");
  }

  @Property(tries = 60)
  @Label("B-66: the lazy legal plays and bids are the eager lists, element by element, in order")
  void lazyPlaysAreTheEagerList(@ForAll long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    String id = CatalogTest.IDS.get(r.nextInt(CatalogTest.IDS.size()));
    Game<GameState, PlayerView> g = game(id);
    GameState s = g.newMatch(options(id, r)).get();
    Seq<Card> order = Shuffle.using(r).order(s.deck());
    s = act(g, s, new Deal(order));
    int checked = 0;
    while (s.phase() != Phase.DEAL && s.phase() != Phase.MATCH_OVER) {
      Seq<Action> legal = g.legalActions(s);
      String where = id + " seed " + seed + " " + s;
      if (s.phase() == Phase.PLAY) {
        sameList(eager(g, s), legal, where);
        checked++;
      } else if (s.phase() == Phase.BID) {
        assertTrue(legal.head() instanceof dev.mazzo.game.Pass, where + ": pass first");
        sameList(eagerBids(g, s), legal, where);
      }
      s = act(g, s, legal.get(r.nextInt(legal.size())));
    }
    assertTrue(checked > 0, id + ": no play position reached");
  }
}
