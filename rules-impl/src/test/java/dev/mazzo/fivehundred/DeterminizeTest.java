package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.TrumpContext;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The determinizer of every id (five-hundred.md F-34), at every position of seeded random matches:
 * the sampled state gives the seat the same view, keeps its hand, the open misère hand and its own
 * discards, places every card once, gives the called card to a seat other than the declarer and no
 * seat a card of a suit it showed void in (F-17), and keeps the hand's history; and samples differ
 * from the real deal.
 */
class DeterminizeTest {

  private static CardSet everywhere(FiveHundredState s) {
    CardSet all = s.kitty().union(s.discards());
    for (int seat = 0; seat < s.players(); seat++) {
      all = all.union(s.hand(seat)).union(s.captured(seat));
    }
    for (TablePlay t : s.table()) {
      all = all.with(t.card());
    }
    return all;
  }

  private static int count(FiveHundredState s) {
    int n = s.kitty().size() + s.discards().size() + s.table().size();
    for (int seat = 0; seat < s.players(); seat++) {
      n += s.hand(seat).size() + s.captured(seat).size();
    }
    return n;
  }

  @Test
  void theSampleKeepsWhatTheSeatKnows() {
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      int differ = 0;
      for (long seed = 1; seed <= 2; seed++) {
        List<FiveHundredPropertiesTest.Step> steps = FiveHundredPropertiesTest.walk(id, seed);
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < steps.size(); i += 3) {
          FiveHundredState s = steps.get(i).after();
          for (int seat = 0; seat < s.players(); seat++) {
            FiveHundredView v = g.view(s, seat).get();
            FiveHundredState d = g.determinize(v, random).get();
            assertEquals(v, g.view(d, seat).get(), id + " the view of the sample");
            assertEquals(g.publicView(s).get(), g.publicView(d).get(), id + " public view");
            assertEquals(s.hand(seat), d.hand(seat));
            assertEquals(s.exposed(), d.exposed(), "F-21");
            assertEquals(s.phase(), d.phase());
            assertEquals(s.kitty().size(), d.kitty().size());
            assertEquals(s.discards().size(), d.discards().size());
            for (int p = 0; p < s.players(); p++) {
              assertEquals(s.hand(p).size(), d.hand(p).size(), id + " hand sizes");
              assertEquals(s.captured(p), d.captured(p));
            }
            if (s.declarer().contains(seat)) {
              assertEquals(s.discards(), d.discards(), "F-34: his own discards");
            }
            if (s.phase() != Phase.DEAL && s.phase() != Phase.MATCH_OVER) {
              assertEquals(s.deck().all(), everywhere(d), id + " every card somewhere");
              assertEquals(s.deck().size(), count(d), id + " every card once");
            }
            if (d.called().isDefined() && !d.partnerShown()) {
              int partner = d.partner().get();
              assertNotEquals(d.declarer().get().intValue(), partner, "F-12");
              assertTrue(d.hand(partner).contains(d.called().get()), "F-12: the holder");
            }
            assertEquals(s.partnerShown() ? s.partner() : d.partner(), d.partner());
            assertEquals(s.history(), d.history(), "the public history");
            TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
            for (int p = 0; p < s.players(); p++) {
              for (Card c : d.hand(p)) {
                int suit = ctx.suitOf(s.deck().idOf(c));
                assertTrue(
                    suit < 0 || !v.shownVoid(p, Suit.ofOrdinal(suit)),
                    id + " F-17: seat " + p + " showed void in the suit of " + c);
              }
            }
            differ += d.equals(s) ? 0 : 1;
          }
        }
      }
      assertTrue(differ > 0, id + ": the samples deal the hidden cards anew");
    }
  }
}
