package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Issue 29's allocation shortcuts answer as the structures they replace: the legal lists picked by
 * bits ({@link Picks}, F-31), the auction kept newest first ({@link Calls}, F-33), the events
 * joined once ({@link Draft#joined}), the hands split into dealt and played ({@link Held}, F-16)
 * and the shared one-event lists ({@link SharedEvents}, F-8, F-16); and on random positions of
 * every id, {@code apply} accepts exactly the actions {@code legalActions} lists (F-30, F-31).
 */
class AllocationShortcutsTest {

  private static final Action[] TABLE = {
    new Pass(0), new Pass(1), new Pass(2), new Pass(3), new Pass(4), new Pass(5)
  };

  @Test
  void picksListTheMaskedActionsInIndexOrderThenTheSecondTable() {
    Action[] then = {new Pass(10), new Pass(11), new Pass(12), new Pass(13)};
    Picks p = Picks.of(TABLE, 0b101010L, then, 0b1001);
    Seq<Action> eager = Array.of(TABLE[1], TABLE[3], TABLE[5], then[0], then[3]);
    assertEquals(5, p.size());
    for (int i = 0; i < eager.size(); i++) {
      assertSame(eager.get(i), p.get(i), "get " + i);
    }
    Iterator<Action> it = p.iterator();
    for (Action a : eager) {
      assertSame(a, it.next());
    }
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
    assertThrows(IndexOutOfBoundsException.class, () -> p.get(5));
    assertEquals(eager, p);
    assertEquals(p, eager);
    assertEquals(eager.hashCode(), p.hashCode());
    assertEquals(eager.toString(), p.toString());
    assertEquals(Array.of(TABLE[0], TABLE[2]), Picks.of(TABLE, 0b101L));
    assertTrue(Picks.of(TABLE, 0L).isEmpty());
  }

  @Test
  void aLonePlayIsTheListMadeOnceForItsSeatAndCard() {
    for (String id : new String[] {"five-hundred-4p", "five-hundred-6p"}) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      SplittableRandom r = new SplittableRandom(31);
      int lone = 0;
      int many = 0;
      for (int hand = 0; hand < 20; hand++) {
        FiveHundredState s = Setup.dealt(id, Map.of());
        while (s.phase() != Phase.DEAL && s.phase() != Phase.MATCH_OVER) {
          Seq<Action> legal = g.legalActions(s);
          if (s.phase() == Phase.PLAY) {
            Spec spec = s.rules.spec;
            int seat = s.toAct();
            if (legal.size() == 1 && legal.head() instanceof dev.mazzo.game.PlayCard p) {
              lone++;
              int card = s.deck().idOf(p.card());
              assertSame(spec.onePlay[seat][card], legal, "F-31: the one play's shared list");
              assertEquals(List.of(spec.plays[seat][card]), legal);
            } else {
              many++;
              assertEquals(legal, Array.ofAll(legal.iterator()));
            }
          }
          s = g.applyLegal(s, legal.get(r.nextInt(legal.size())));
        }
      }
      assertTrue(lone > 0 && many > 0, id + ": some lone plays and some choices");
    }
  }

  @Test
  void nthFindsTheKthSetBit() {
    assertEquals(0, Picks.nth(1L, 0));
    assertEquals(63, Picks.nth(Long.MIN_VALUE | 1L, 1));
    assertEquals(4, Picks.nth(0b110100L, 1));
    assertEquals(5, Picks.nth(0b110100L, 2));
    assertEquals(2, Picks.nth(0b110100L, 0));
  }

  @Test
  void theAuctionAnswersAndHashesAsTheVectorInOrder() {
    Spec spec = Setup.dealt("five-hundred-4p", Map.of()).rules.spec;
    SplittableRandom r = new SplittableRandom(29);
    for (int round = 0; round < 200; round++) {
      int n = r.nextInt(12);
      AuctionCall[] inOrder = new AuctionCall[n];
      List<AuctionCall> newestFirst = List.empty();
      for (int i = 0; i < n; i++) {
        int seat = r.nextInt(4);
        Bid bid = r.nextInt(3) == 0 ? null : Bid.values()[r.nextInt(Bid.values().length)];
        inOrder[i] = new AuctionCall(seat, Option.of(bid));
        AuctionCall shared = Calls.of(spec, seat, bid);
        assertEquals(inOrder[i], shared);
        assertSame(shared, Calls.of(spec, seat, bid), "made once per variant");
        newestFirst = newestFirst.prepend(shared);
      }
      Vector<AuctionCall> before = Vector.of(inOrder);
      Seq<AuctionCall> now = Calls.inOrder(newestFirst);
      assertTrue(now instanceof Vector, "still a Vector");
      assertEquals(before, now);
      assertEquals(before.toString(), now.toString());
      assertEquals(before.hashCode(), Calls.hash(newestFirst), "hash of " + before);
      assertEquals(newestFirst, Calls.newestFirst(before));
    }
  }

  @Test
  void eventsAddedAreJoinedAfterThoseSetInOrder() {
    Event a = new Event.Passed.Plain(0);
    Event b = new Event.Passed.Plain(1);
    Event c = new Event.Passed.Plain(2);
    List<Event> one = List.of(c);
    assertSame(one, Draft.joined(List.empty(), one), "a lone event is its own list");
    assertEquals(List.of(c, b), Draft.joined(List.empty(), List.of(b, c)));
    assertEquals(List.of(a, c, b), Draft.joined(List.of(a), List.of(b, c)));
    assertEquals(List.of(a, b, c), Draft.joined(Vector.of(a, b), one));
    FiveHundredState s = Setup.dealt("five-hundred-4p", Map.of());
    Draft d = s.draft();
    d.events = List.of(a);
    d.event(b);
    d.event(c);
    FiveHundredState next = d.state();
    assertEquals(List.of(a, b, c), next.lastEvents());
    assertEquals(List.of(a, b, c), d.state().lastEvents(), "state() joins once");
  }

  @Test
  void heldCardsCompareAndHashAsTheArrayOfHands() {
    FiveHundredState s = Setup.dealt("five-hundred-4p", Map.of());
    Draft split = s.draft();
    long card = Long.lowestOneBit(split.hands[2]);
    split.played = card;
    split.events = s.events;
    Draft held = s.draft();
    held.hands[2] &= ~card;
    held.events = s.events;
    FiveHundredState a = split.state();
    FiveHundredState b = held.state();
    assertEquals(b, a);
    assertEquals(b.hashCode(), a.hashCode());
    assertEquals(Arrays.hashCode(b.hands), Held.hash(a));
    assertEquals(b.hand(2), a.hand(2));
    assertNotEquals(s, a);
    assertFalse(a.hand(2).containsId(Long.numberOfTrailingZeros(card)));
  }

  @Test
  void thePlaySharesWhatTheAuctionSettledAndAChangeMakesANewOne() {
    Game<FiveHundredState, FiveHundredView> g = Setup.game("five-hundred-4p");
    FiveHundredState any = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
    int plays = 0;
    for (FiveHundredState s :
        Replay.walk(g, FiveHundredPropertiesTest.options(any, new SplittableRandom(7)), 7, 200)) {
      if (s.phase() == Phase.PLAY && s.toAct() >= 0) {
        FiveHundredState next = g.applyLegal(s, g.legalActions(s).head());
        if (next.phase() == Phase.PLAY && next.handNumber() == s.handNumber()) {
          assertSame(s.b, next.b, "a play keeps the bargain");
          plays++;
        }
      }
      if (s.phase() == Phase.BID) {
        FiveHundredState next = g.applyLegal(s, g.legalActions(s).head());
        assertNotEquals(s.b, next.b, "a call of the auction changes it");
      }
    }
    assertTrue(plays > 20, "plays: " + plays);
    FiveHundredState s = Setup.dealt("five-hundred-4p", Map.of());
    Draft same = s.draft();
    assertSame(s.b, same.bargain());
    Draft changed = s.draft();
    changed.out = 1;
    assertNotEquals(s.b, changed.bargain());
    assertFalse(s.b.sameAs(changed));
  }

  @Test
  void eachBidKnowsTheSuitOfItsTrump() {
    for (Bid b : Bid.values()) {
      dev.mazzo.card.Trump t = b.playTrump();
      assertEquals(t.isNoTrump() ? -1 : t.suit().get().ordinal(), b.trumpIndex(), b.code());
    }
    assertEquals(-1, Bid.MIS.trumpIndex());
    assertEquals(dev.mazzo.card.Suit.HEARTS.ordinal(), Bid.H7.trumpIndex());
  }

  @Test
  void sharedEventListsEqualFreshOnes() {
    Spec spec = Setup.dealt("five-hundred-6p", Map.of()).rules.spec;
    assertEquals(
        List.of(new Event.Played.Plain(5, spec.deck.card(7))), spec.playedEvents[5][7], "play");
    assertEquals(List.of(new Event.Passed.Plain(3)), spec.speechEvents[3][0], "pass");
    assertEquals(
        List.of(new FiveHundredEvent.BidMade(2, Bid.S8)),
        spec.speechEvents[2][Bid.S8.ordinal() + 1],
        "bid");
  }

  /**
   * On random positions of every id, every action of the variant's tables (each seat's plays, joker
   * leads and speeches) is accepted by {@code apply} exactly when {@code legalActions} lists it,
   * and then to the state {@code applyLegal} makes (F-30, F-31).
   */
  @Test
  void applyAcceptsExactlyTheListedActions() {
    int accepted = 0;
    int rejected = 0;
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      FiveHundredState any = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
      for (long seed = 1; seed <= 3; seed++) {
        SplittableRandom r = new SplittableRandom(seed);
        for (FiveHundredState s :
            Replay.walk(g, FiveHundredPropertiesTest.options(any, r), seed, 200)) {
          if (s.phase() != Phase.PLAY && s.phase() != Phase.BID) {
            continue;
          }
          Seq<Action> legal = g.legalActions(s);
          Spec spec = s.rules.spec;
          for (int seat = 0; seat < s.rules.players; seat++) {
            Action[][] tables = {spec.plays[seat], spec.jokerLeads[seat], spec.speeches[seat]};
            for (Action[] table : tables) {
              for (Action a : table) {
                Either<Rejection, FiveHundredState> e = g.apply(s, a);
                assertEquals(legal.contains(a), e.isRight(), s + " " + a);
                if (e.isRight()) {
                  assertEquals(g.applyLegal(s, a), e.get());
                  accepted++;
                } else {
                  rejected++;
                }
              }
            }
          }
        }
      }
    }
    assertTrue(accepted > 1_000 && rejected > 10_000, accepted + " / " + rejected);
  }
}
