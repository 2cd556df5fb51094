package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.*;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.*;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SmokeTest {
  @Test
  void randomMatchesEnd() {
    for (String id : new String[] {"briscola-2p", "biscambiggia-2p"}) {
      Game<GameState> g = Variants.byId(id).get().game();
      GameState s = g.newMatch(MatchOptions.defaults()).get();
      SplittableRandom r = new SplittableRandom(1);
      Shuffle sh = Shuffle.seeded(7);
      int steps = 0;
      while (!s.isOver()) {
        if (s.toAct() == GameState.CHANCE) {
          s = g.apply(s, new Deal(sh.order(((BriscolaState) s).rules.deck))).get();
        } else {
          Seq<Action> legal = g.legalActions(s);
          s = g.apply(s, legal.get(r.nextInt(legal.size()))).get();
          GameState st = s;
          PlayerView v = g.view(s, 0).get();
          GameState d = g.determinize(v, r).get();
          assertEquals(v, g.view(d, 0).get());
        }
        steps++;
      }
      assertTrue(steps > 40);
      System.out.println(id + " " + s.results() + " " + s.lastEvents());
    }
  }
}
