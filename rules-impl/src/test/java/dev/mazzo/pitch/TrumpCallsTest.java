package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.table.LazySeq;
import dev.mazzo.table.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The trumps a declarer may name (P-35) are the lists made eagerly before (issue 29): with five
 * players listed lazily ({@link MaskList#calls}), with four the seat's four shared actions.
 */
class TrumpCallsTest {

  /** The legal trumps as they were listed before (P-35), new objects each. */
  static Seq<Action> eager(PitchState s) {
    Draft d = s;
    List<Action> out = new ArrayList<>();
    for (Suit suit : Suit.values()) {
      if (d.players() == 4) {
        out.add(PitchAction.Trump.of(d.declarer, suit));
        continue;
      }
      long callable = d.rules.context(suit.ordinal()).trumpsLo() & ~d.hands[d.declarer];
      for (long t = callable; t != 0; t = CardSet.withoutLowest(t)) {
        int id = Long.numberOfTrailingZeros(t);
        out.add(PitchAction.Trump.calling(d.declarer, suit, d.rules.deck.card(id)));
      }
    }
    return Array.ofAll(out);
  }

  @Test
  void theTrumpsAreTheEagerListInEveryId() {
    int fives = 0;
    int lists = 0;
    for (String id : Pitch.ids()) {
      Game<PitchState, PitchView> g = Position.game(id);
      for (long seed = 1; seed <= 12; seed++) {
        for (PitchState s :
            Replay.walk(
                g, PitchPropertiesTest.options(id, new SplittableRandom(seed)), seed, 300)) {
          if (s.phase() != Pitch.TRUMP) {
            continue;
          }
          Seq<Action> expected = eager(s);
          Seq<Action> legal = g.legalActions(s);
          assertEquals(expected.size(), legal.size(), s.toString());
          for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), legal.get(i), "element " + i + " of " + s);
          }
          assertEquals(expected, legal);
          assertEquals(expected.toString(), legal.toString());
          assertEquals(expected.toJavaList(), Array.ofAll(legal.iterator()).toJavaList());
          if (s.players() == 5) {
            assertInstanceOf(LazySeq.class, legal);
            fives++;
          } else {
            assertSame(legal, g.legalActions(s), "the seat's shared list");
          }
          lists++;
        }
      }
    }
    assertTrue(lists > 50, "trump lists: " + lists);
    assertTrue(fives > 10, "five-player trump lists: " + fives);
  }
}
