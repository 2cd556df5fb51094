package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Event;
import dev.mazzo.table.Replay;
import io.vavr.collection.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A play's draft shares the state's arrays until its trick is gathered (issue 29): no transition
 * changes the state it starts from, in any id under random options; and the events a transition
 * emits keep their order however many there are.
 */
class PitchSharedArraysTest {

  @Test
  void noTransitionChangesTheStateItStartsFrom() {
    for (String id : Pitch.ids()) {
      for (long seed = 1; seed <= 12; seed++) {
        Replay.assertFrozen(
            Position.game(id),
            PitchPropertiesTest.options(id, new SplittableRandom(seed)),
            seed,
            300);
      }
    }
  }

  /**
   * A play marks its card {@link Draft#played} and shares the hands (issue 29): the seat's hand is
   * the rest (P-23), and a state whose hands hold the same cards with none marked played is equal,
   * with the same hash.
   */
  @Test
  void aPlayMarksItsCardPlayedAndSharesTheHands() {
    dev.mazzo.game.Game<PitchState, PitchView> g = Position.game("pitch-10-5p");
    int plays = 0;
    for (PitchState s :
        Replay.walk(
            g, PitchPropertiesTest.options("pitch-10-5p", new SplittableRandom(3)), 3, 300)) {
      if (s.phase() != dev.mazzo.game.Phase.PLAY) {
        continue;
      }
      dev.mazzo.game.PlayCard play = (dev.mazzo.game.PlayCard) g.legalActions(s).head();
      int seat = play.seat();
      long bit = 1L << s.rules().deck.idOf(play.card());
      PitchState next = g.applyLegal(s, play);
      assertSame(s.hands, next.hands, "the hands shared");
      assertEquals(s.held(seat) & ~bit, next.held(seat), "P-23: the card left the hand");
      assertEquals(s.played | bit, next.played);
      Draft folded = next.draft();
      for (int p = 0; p < next.players(); p++) {
        folded.hands[p] = next.held(p);
      }
      folded.played = 0;
      folded.events = next.events;
      PitchState same = folded.state();
      assertEquals(next, same);
      assertEquals(next.hashCode(), same.hashCode());
      long[] held = new long[next.players()];
      for (int p = 0; p < held.length; p++) {
        held[p] = next.held(p);
      }
      assertEquals(java.util.Arrays.hashCode(held), next.handsHash(), "the hands' hash");
      assertEquals(next.hand(seat), same.hand(seat));
      plays++;
    }
    assertTrue(plays > 10, "plays met: " + plays);
    PitchState any = Position.newMatch("pitch-10-5p", java.util.Map.of());
    assertTrue(any.hand(-1).isEmpty() && any.hand(5).isEmpty(), "no seat, no hand");
  }

  /**
   * A working copy is a clone of its state (issue 29) with the events and the buffer of its own: a
   * clone that kept the frozen state's buffer would let two transitions of one state, on two
   * threads, write their events into the same array.
   */
  @Test
  void aWorkingCopyHasNoEventsAndABufferOfItsOwn() {
    PitchState s =
        Position.game("pitch-10-4p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
    Draft used = s.sharedDraft();
    used.emit(new PitchEvent.Out(0));
    used.emit(new PitchEvent.Out(1));
    PitchState frozen = used.state();
    assertEquals(0, frozen.bufferLength(), "the buffer its transition made went to its list");
    for (Draft copy : new Draft[] {frozen.draft(), frozen.sharedDraft(), frozen.speechDraft()}) {
      assertEquals(0, copy.bufferLength(), "a buffer of its own, made at its second event");
      assertEquals(List.empty(), copy.events, "no event yet");
      copy.emit(new PitchEvent.Out(2));
      assertEquals(List.of(new PitchEvent.Out(2)), copy.state().events, "its own event alone");
    }
    assertEquals(List.of(new PitchEvent.Out(0), new PitchEvent.Out(1)), frozen.events);
  }

  @Test
  void emittedEventsKeepTheirOrder() {
    PitchState s =
        Position.game("pitch-10-4p").newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
    assertEquals(List.empty(), s.draft().state().events, "none");
    for (int n = 1; n <= 20; n++) {
      Draft d = s.draft();
      Event[] events = new Event[n];
      for (int i = 0; i < n; i++) {
        events[i] = new PitchEvent.Out(i);
        d.emit(events[i]);
      }
      assertEquals(List.of(events), d.state().events, n + " events");
    }
  }

  /**
   * A new match is made once per rules and shared (issue 29): every {@code newMatch} under the same
   * rules answers that one state, equal to one made afresh, and a deal from it leaves it so.
   */
  @Test
  void aNewMatchIsSharedAndADealLeavesItAsItWas() {
    for (String id : Pitch.ids()) {
      dev.mazzo.game.Game<PitchState, PitchView> g = Position.game(id);
      PitchState s = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
      assertSame(s, g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get(), id);
      assertSame(s.rules().newMatch, s, id);
      PitchState fresh = Draft.newMatch(s.rules());
      assertEquals(fresh, s, id);
      PitchState dealt =
          g.applyLegal(
              s, new dev.mazzo.game.Deal(dev.mazzo.card.Shuffle.seeded(7L).order(s.deck())));
      assertEquals(dev.mazzo.game.Phase.BID, dealt.phase(), id);
      assertEquals(fresh, s, id + ": the deal changed the shared new match");
      assertTrue(java.util.Arrays.stream(s.hands).allMatch(h -> h == 0), id);
    }
  }
}
