package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.table.Replay;
import dev.mazzo.trick.Trick;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The lists and events a Pitch transition shares instead of making (issue 29) are those it made
 * before: the legal plays ({@link MaskList}, P-35), speeches ({@link BidPhase#lists}, P-11, P-12)
 * and remainder choices (P-18) against the eager lists, a trick's cards ({@link TrickCards}, P-27)
 * against their {@code Array}, and the shared events ({@link SharedEvents}) against new ones.
 */
class PitchSharedListsTest {

  /** The legal actions as they were listed before (P-35), new objects each. */
  static Seq<Action> eager(PitchState s) {
    Draft d = s;
    int seat = d.toAct;
    java.util.List<Action> out = new ArrayList<>();
    if (d.phase == Phase.PLAY) {
      int f = PlayPhase.forced(d, seat);
      if (f >= 0) {
        return List.of(new PlayCard(seat, d.rules.deck.card(f))); // P-26: the called card alone
      }
      for (long h = d.held(seat); h != 0; h = CardSet.withoutLowest(h)) {
        out.add(new PlayCard(seat, d.rules.deck.card(Long.numberOfTrailingZeros(h))));
      }
    } else if (d.phase == Phase.BID) {
      if (!BidPhase.stuck(d)) {
        out.add(new Pass(seat));
      }
      for (int b = Math.max(d.rules.minBid, BidPhase.standing(d) + 1); b <= d.rules.moon; b++) {
        out.add(b == d.rules.moon ? PitchAction.Bid.moon(seat) : PitchAction.Bid.of(seat, b));
      }
    } else {
      out.add(new PitchAction.Remainder(d.declarer, true));
      out.add(new PitchAction.Remainder(d.declarer, false));
    }
    return Array.ofAll(out);
  }

  @Test
  void playsSpeechesAndRemaindersAreTheEagerLists() {
    int[] byPhase = new int[PitchPhase.values().length];
    int ones = 0;
    for (String id : Pitch.ids()) {
      Game<PitchState, PitchView> g = Position.game(id);
      for (long seed = 1; seed <= 8; seed++) {
        for (PitchState s :
            Replay.walk(
                g, PitchPropertiesTest.options(id, new SplittableRandom(seed)), seed, 300)) {
          Phase p = s.phase();
          if (p != Phase.PLAY && p != Phase.BID && p != Pitch.REMAINDER) {
            continue;
          }
          Seq<Action> expected = eager(s);
          Seq<Action> legal = g.legalActions(s);
          assertEquals(expected.size(), legal.size(), s.toString());
          for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), legal.get(i), "element " + i + " of " + s);
          }
          assertEquals(expected, legal);
          assertEquals(legal, expected);
          assertEquals(expected.hashCode(), legal.hashCode());
          assertEquals(expected.toString(), legal.toString());
          assertEquals(expected.toJavaList(), Array.ofAll(legal.iterator()).toJavaList());
          if (p == Phase.PLAY && legal.size() == 1) {
            int card = s.rules.deck.idOf(((PlayCard) legal.head()).card());
            Seq<Action> made =
                PlayPhase.forced(s, s.toAct()) >= 0
                    ? s.rules.forcedCard[s.toAct()][card]
                    : s.rules.lastCard[s.toAct()][card];
            assertSame(made, legal, "the rules' list of one card");
            ones++;
          }
          byPhase[PitchPhase.of(p).ordinal()]++;
        }
      }
    }
    int plays = byPhase[PitchPhase.PLAY.ordinal()];
    int speeches = byPhase[PitchPhase.BID.ordinal()];
    assertTrue(plays > 1000, "plays: " + plays);
    assertTrue(speeches > 200, "speeches: " + speeches);
    assertTrue(byPhase[PitchPhase.REMAINDER.ordinal()] > 10, "remainders");
    assertTrue(ones > 100, "lists of one card: " + ones);
  }

  @Test
  void theStuckDealerHasNoPassAndAMoonBidLeavesOnlyThePass() {
    Rules rules = Position.newMatch("pitch-10-4p", java.util.Map.of()).rules;
    Seq<Action> stuck = rules.bidLists[3][2 * rules.minBid];
    assertEquals(PitchAction.Bid.of(3, rules.minBid), stuck.head(), "P-12: no pass");
    assertEquals(PitchAction.Bid.moon(3), stuck.last(), "moon last");
    assertEquals(rules.moon + 1 - rules.minBid, stuck.size());
    assertEquals(List.of(new Pass(1)), rules.bidLists[1][2 * (rules.moon + 1) + 1]);
    assertEquals(List.empty(), rules.bidLists[1][2 * (rules.moon + 1)]);
  }

  @Test
  void aTricksCardsAreItsArray() {
    Deck deck = Position.newMatch("pitch-10-4p", java.util.Map.of()).rules.deck;
    SplittableRandom r = new SplittableRandom(7);
    for (int n = 0; n <= Trick.MAX_CARDS; n++) {
      for (int k = 0; k < 20; k++) {
        long trick = Trick.EMPTY;
        Card[] cards = new Card[n];
        for (int i = 0; i < n; i++) {
          int id = r.nextInt(deck.size());
          trick = Trick.add(trick, id);
          cards[i] = deck.card(id);
        }
        Seq<Card> lazy = new TrickCards(deck, trick);
        Array<Card> expected = Array.of(cards);
        assertEquals(n, lazy.size());
        assertEquals(expected, lazy);
        assertEquals(lazy, expected);
        assertEquals(expected.hashCode(), lazy.hashCode());
        assertEquals(expected.toString(), lazy.toString());
        Event.TrickWon won = new Event.TrickWon.Plain(1, 3, lazy);
        assertEquals(new Event.TrickWon.Plain(1, 3, expected), won);
        assertEquals(new Event.TrickWon.Plain(1, 3, expected).toString(), won.toString());
      }
    }
  }

  @Test
  void theSharedEventsAreTheEventsTheyStandFor() {
    for (String id : java.util.List.of("pitch-10-4p", "pitch-10-5p", "pitch-5-4p")) {
      Rules rules = Position.newMatch(id, java.util.Map.of()).rules;
      SharedEvents e = rules.events;
      Deck deck = rules.deck;
      for (int s = 0; s < rules.players; s++) {
        for (int c = 0; c < deck.size(); c++) {
          assertEquals(new Event.Played.Plain(s, deck.card(c)), e.played(s, c));
          assertEquals(List.of(new Event.Played.Plain(s, deck.card(c))), e.playedAlone(s, c));
          assertEquals(new Event.Drew.Plain(s, Option.some(deck.card(c))), e.drew(s, c));
        }
        for (int n = 0; n <= deck.size(); n++) {
          assertEquals(new PitchEvent.Discarded(s, n), e.discarded(s, n));
        }
        for (int b = 1; b <= rules.moon; b++) {
          PitchEvent.BidMade made =
              new PitchEvent.BidMade(s, b == rules.moon ? Option.none() : Option.some(b));
          assertEquals(made, e.bid(s, b));
          assertEquals(List.of(made), e.bidAlone(s, b));
        }
        assertEquals(new PitchEvent.Out(s), e.out(s));
        assertEquals(new Event.Passed.Plain(s), e.passed(s));
        assertEquals(List.of(new Event.Passed.Plain(s)), e.passedAlone(s));
        assertEquals(List.of(new PitchEvent.Dealt(s)), e.dealtAlone(s));
      }
    }
  }

  @Test
  void aTransitionsDraftIsANewStateAndAViewsDraftIsCopied() {
    PitchState s = Position.newMatch("pitch-10-4p", java.util.Map.of());
    Draft shared = s.sharedDraft();
    assertNotSame(s, shared);
    assertSame(shared, shared.state(), "a transition's draft is its state");
    assertNotSame(s.hands, shared.hands, "the hands copied");
    assertSame(s.piles, shared.piles, "the piles shared");
    assertSame(s.hands, s.speechDraft().hands, "a speech shares the hands");
    Draft own = s.draft();
    assertNotSame(s.piles, own.piles, "draft() shares nothing");
    assertNotSame(s.score, own.score, "draft() shares nothing");
    Draft plain = new Draft(s.rules);
    plain.startWith(List.of(new PitchEvent.Out(2)));
    PitchState frozen = plain.state();
    assertNotSame(plain, frozen);
    assertSame(plain.hands, frozen.hands);
    assertEquals(List.of(new PitchEvent.Out(2)), frozen.lastEvents());
  }

  @Test
  void eventsStartedWithASharedListKeepTheirOrder() {
    PitchState s = Position.newMatch("pitch-10-4p", java.util.Map.of());
    Event a = new PitchEvent.Out(0);
    Event b = new PitchEvent.Out(1);
    Event c = new PitchEvent.Out(2);
    List<Event> alone = List.of(a);
    Draft d = s.sharedDraft();
    d.startWith(alone);
    assertSame(alone, d.state().events, "a list of one event alone is kept");
    for (int n = 0; n <= 9; n++) {
      for (List<Event> start : java.util.List.of(List.of(a), List.of(a, b))) {
        Draft e = s.sharedDraft();
        e.startWith(start);
        List<Event> expected = start;
        for (int i = 0; i < n; i++) {
          e.emit(c);
          expected = expected.append(c);
        }
        assertEquals(expected, e.state().events, start.size() + " then " + n);
      }
    }
  }

  @Test
  void aReservedBufferIsMadeOnceAtItsLength() {
    PitchState s = Position.newMatch("pitch-10-4p", java.util.Map.of());
    Draft d = s.sharedDraft();
    d.reserve(30);
    assertEquals(30, d.bufferLength());
    java.util.List<Event> expected = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Event e = new PitchEvent.Discarded(i % 4, i);
      expected.add(e);
      d.emit(e);
    }
    assertEquals(30, d.bufferLength(), "not grown");
    d.reserve(40);
    assertEquals(30, d.bufferLength(), "not made again once events wait in it");
    assertEquals(List.ofAll(expected), d.state().events);
    Draft twice = s.sharedDraft();
    twice.reserve(30);
    twice.reserve(10);
    assertEquals(30, twice.bufferLength(), "a shorter reservation keeps the buffer");
    Draft small = s.sharedDraft();
    small.reserve(0);
    assertEquals(0, small.bufferLength(), "a buffer is never made shorter");
  }
}
