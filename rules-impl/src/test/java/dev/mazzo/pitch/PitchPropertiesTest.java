package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Phase;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of one random hand of every id, under random options, with random legal play (pitch.md
 * P-16 … P-29): what the chapter says always holds.
 */
class PitchPropertiesTest {

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(Pitch.ids().asJava());
  }

  /** Random allowed options (§14), the dealer and every true/false and choice option. */
  static MatchOptions options(String id, SplittableRandom r) {
    Map<String, Object> m = new HashMap<>();
    for (OptionSpec o : Position.game(id).variant().options()) {
      if (o.isBoolean()) {
        m.put(o.name(), r.nextBoolean());
      } else if (o.choices().isDefined()) {
        m.put(o.name(), o.choices().get().get(r.nextInt(o.choices().get().size())));
      } else if (o.name().equals("dealer")) {
        m.put(o.name(), r.nextInt(o.max() + 1));
      }
    }
    return MatchOptions.of(m);
  }

  /** The states of one hand, from the new match to the first result. */
  private static List<PitchState> hand(String id, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Game<PitchState, PitchView> game = Position.game(id);
    PitchState s = game.newMatch(options(id, r)).get();
    s = game.apply(s, new Deal(Shuffle.seeded(r.nextLong()).order(s.deck()))).get();
    List<PitchState> out = new ArrayList<>();
    out.add(s);
    while (s.results().isEmpty()) {
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(r.nextInt(legal.size()))).get();
      out.add(s);
    }
    return out;
  }

  @Property(tries = 60)
  void p29_scoredPointsPlusBurnedPointCardsAddUpToT(@ForAll("ids") String id, @ForAll long seed) {
    List<PitchState> states = hand(id, seed);
    PitchHandResult r = (PitchHandResult) states.get(states.size() - 1).results().last();
    if (r.isVoid()) {
      return;
    }
    PitchState last = states.get(states.size() - 2);
    TrumpContext ctx = last.rules().context(last.trump);
    int dead = 0;
    for (Card c : r.deadPointCards()) {
      dead += ctx.pointsOf(last.deck().idOf(c));
    }
    assertEquals(last.rules().total, r.points().sum().intValue() + dead);
    assertEquals(r.points().sum(), r.pointsBySeat().sum());
  }

  @Property(tries = 60)
  void p16_p18_afterTrumpEveryHandHoldsOnlyTrumpsAndEveryTrumpIsInAHand(
      @ForAll("ids") String id, @ForAll long seed) {
    for (PitchState s : hand(id, seed)) {
      if (s.trump < 0 || s.phase() == Phase.DEAL) {
        continue;
      }
      long trumps = s.rules().context(s.trump).trumpsLo();
      long held = 0;
      for (int p = 0; p < s.players(); p++) {
        assertEquals(0L, s.held(p) & ~trumps, "P-16: no non-trump in a hand");
        // A trump burned face up (P-21) has left its hand: it counts as held here.
        held |= s.held(p) | s.burned[p];
      }
      if (s.phase() == Pitch.BURN
          || s.phase() == Phase.PLAY
              && s.lastEvents()
                  .exists(
                      e ->
                          e instanceof PitchEvent.TrumpNamed
                              || e instanceof PitchEvent.RemainderGiven)) {
        assertEquals(trumps, held, "P-18, P-19: every trump of the deck is in a hand");
      }
    }
  }

  @Property(tries = 60)
  void p21_aBurnNeverLetsAPointCardGoWhileAZeroPointTrumpCould(
      @ForAll("ids") String id, @ForAll long seed) {
    for (PitchState s : hand(id, seed)) {
      if (s.phase() != Pitch.BURN) {
        continue;
      }
      long zero = BurnPhase.zero(s, s.toAct());
      for (Action a : Position.game(id).legalActions(s)) {
        long set = BurnPhase.mask(s.rules(), (PitchAction.Burn) a);
        assertEquals(BurnPhase.excess(s, s.toAct()), Long.bitCount(set));
        assertEquals(0L, set & BurnPhase.calledBit(s), "never the called card");
        if ((set & ~zero) != 0) {
          assertEquals(zero, set & zero, "a point card only once every zero-point trump goes");
        }
      }
    }
  }

  @Property(tries = 60)
  void p23_p25_aTrickHasOneCardPerSeatInAndOutSeatsNeverPlay(
      @ForAll("ids") String id, @ForAll long seed) {
    for (PitchState s : hand(id, seed)) {
      for (Event e : s.lastEvents()) {
        if (e instanceof Event.TrickWon t) {
          assertTrue(t.cards().size() >= 1 && t.cards().size() <= s.players());
        }
        if (e instanceof PitchEvent.Out o) {
          assertTrue(s.hand(o.seat()).isEmpty(), "P-23: a seat out has no card");
        }
      }
      if (s.phase() == Phase.PLAY) {
        assertTrue(!s.hand(s.toAct()).isEmpty(), "P-24: the seat to act is in");
      }
    }
  }
}
