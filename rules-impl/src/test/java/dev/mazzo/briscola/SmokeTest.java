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
    for (Variant var : Variants.all()) { String id = var.id();
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
          for (int seat = 0; seat < s.players(); seat++) {
          PlayerView v = g.view(s, seat).get();
          GameState d = g.determinize(v, r).get();
          assertEquals(v, g.view(d, seat).get(), id);
          }
        }
        steps++;
      }
      assertTrue(steps > 40);
      System.out.println(id + " " + s.results().map(h -> h.points() + "/" + h.scoreChange()).mkString(" ") + " " + s.score() + " " + s.winner());
    }
  }
}
