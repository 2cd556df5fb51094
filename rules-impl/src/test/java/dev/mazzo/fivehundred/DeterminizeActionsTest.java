package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.card;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.Phase;
import io.vavr.collection.Seq;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The determinizer (five-hundred.md F-34) samples a state that plays on like the real one for the
 * seat to act: the same legal actions, and after each of them the same public view (who passed, the
 * leader of the trick, the all-pass hand, the called card's holder).
 */
class DeterminizeActionsTest {

  private static void playsOnAlike(FiveHundredState s, long seed) {
    if (s.phase() == Phase.DEAL || s.phase() == Phase.MATCH_OVER) {
      return;
    }
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    int seat = s.toAct();
    FiveHundredState d = g.determinize(g.view(s, seat).get(), new SplittableRandom(seed)).get();
    Seq<Action> legal = g.legalActions(s);
    assertEquals(legal, g.legalActions(d), s.variantId() + " the legal actions of the sample");
    for (Action a : legal.take(6)) {
      FiveHundredState real = g.apply(s, a).get();
      FiveHundredState sample = g.apply(d, a).get();
      assertEquals(
          g.publicView(real).get(), g.publicView(sample).get(), s.variantId() + " after " + a);
      assertEquals(real.toAct(), sample.toAct());
    }
  }

  @Test
  void everyWalkedPositionPlaysOnAlike() {
    for (String id : FiveHundred.ids()) {
      List<FiveHundredPropertiesTest.Step> steps = FiveHundredPropertiesTest.walk(id, 3);
      for (int i = 0; i < steps.size(); i++) {
        playsOnAlike(steps.get(i).after(), i);
      }
    }
  }

  @Test
  void f10TheAllPassHandForTricks() {
    FiveHundredState s =
        dealt("five-hundred-4p", Map.of("dealer", 0, "allPass", "no-trump-tricks"));
    for (int k = 0; k < 4; k++) {
      s = act(s, new dev.mazzo.game.Pass(s.toAct()));
    }
    assertEquals(Phase.PLAY, s.phase(), "F-10: played at no-trumps");
    for (int k = 0; k < 40 && s.phase() == Phase.PLAY; k++) {
      playsOnAlike(s, k);
      s = act(s, Setup.game(s.variantId()).legalActions(s).head());
    }
  }

  @Test
  void f12TheCalledAceOfHeartsGoesToAnotherSeat() {
    FiveHundredState s =
        dealt("five-hundred-5p", Map.of("dealer", 3), "", "AH", "", "", "2C 3C 4C 5C 6C 7C 8C");
    s = contract(s, Bid.S7);
    s = act(s, new Discard(4, Setup.cards(s, "2C 3C 4C")));
    s = act(s, Call.card(4, card(s, "AH")));
    assertEquals(0, s.deck().idOf(card(s, "AH")), "the first card of the deck");
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    for (int seat : new int[] {0, 2, 3, 4}) {
      FiveHundredState d = g.determinize(g.view(s, seat).get(), new SplittableRandom(seat)).get();
      int partner = d.partner().get();
      assertNotEquals(4, partner, "F-12: not the caller");
      assertTrue(d.hand(partner).contains(card(s, "AH")), "F-12: the holder of AH");
    }
    FiveHundredState own = g.determinize(g.view(s, 1).get(), new SplittableRandom(1)).get();
    assertEquals(1, own.partner().get().intValue(), "F-34: the holder knows he is the partner");
    playsOnAlike(s, 5);
  }

  @Test
  void f15F21TheOpenMisereHandAndTheSeatOutAreKept() {
    FiveHundredState s =
        dealt("five-hundred-4p", Map.of("dealer", 0, "openMisereExpose", "before-lead"));
    s = contract(s, Bid.OMIS);
    s = Setup.firstLegal(s, 1);
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(io.vavr.collection.Array.of(3), s.out(), "F-15: the partner of seat 1 sits out");
    assertTrue(s.exposed().isDefined(), "F-21: shown before the lead");
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    for (int seat : new int[] {0, 2, 3}) {
      FiveHundredState d = g.determinize(g.view(s, seat).get(), new SplittableRandom(seat)).get();
      assertEquals(s.hand(1), d.hand(1), "F-21: the exposed hand where it is");
      assertEquals(s.out(), d.out());
      assertEquals(s.hand(seat), d.hand(seat));
      assertEquals(g.view(s, seat).get(), g.view(d, seat).get());
      int count = d.kitty().size() + d.discards().size();
      dev.mazzo.card.CardSet all = d.kitty().union(d.discards());
      for (int p = 0; p < 4; p++) {
        count += d.hand(p).size();
        all = all.union(d.hand(p));
      }
      assertEquals(d.deck().size(), count, "every card once");
      assertEquals(d.deck().all(), all);
    }
    playsOnAlike(s, 7);
  }
}
