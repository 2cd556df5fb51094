package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.TablePlay;
import dev.mazzo.protocol.Json;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Views and determinization of every id along seeded matches (pitch.md P-37, P-38): each view shows
 * exactly the public fields of its state and the seat's own hand; the state determinized from a
 * view has that view, keeps every public card where it is, deals only trumps to the other hands
 * once trumps are named and only non-trumps to the discards, and names the hidden draws.
 */
class PitchViewTest {

  /** The states of a seeded match, at most {@code steps} actions, with the given options. */
  private static java.util.List<PitchState> walk(
      String id, Map<String, Object> options, long seed, int steps) {
    Game<PitchState, PitchView> game = Position.game(id);
    SplittableRandom r = new SplittableRandom(seed);
    PitchState s = game.newMatch(MatchOptions.of(options)).get();
    java.util.List<PitchState> out = new ArrayList<>();
    out.add(s);
    for (int i = 0; i < steps && !s.isOver(); i++) {
      if (s.phase() == Phase.DEAL) {
        s = game.apply(s, new Deal(Shuffle.seeded(r.nextLong()).order(s.deck()))).get();
      } else {
        Seq<Action> legal = game.legalActions(s);
        s = game.apply(s, legal.get(r.nextInt(legal.size()))).get();
      }
      out.add(s);
    }
    return out;
  }

  private static void checkView(PitchState s, PitchView v, int seat) {
    assertEquals(seat < 0 ? s.deck().none() : s.hand(seat), v.ownHand());
    assertEquals(s.table(), v.table());
    assertEquals(s.score(), v.score());
    assertEquals(s.trump(), v.trump());
    assertEquals(Option.none(), v.trumpCard());
    assertEquals(s.auction(), v.auction());
    assertEquals(s.declarer(), v.declarer());
    assertEquals(s.winningBid(), v.winningBid());
    assertEquals(s.isMoon(), v.isMoon());
    assertEquals(s.called(), v.called());
    assertEquals(s.revealed, v.partnerKnown());
    assertEquals(s.revealed ? s.partner() : Option.none(), v.partner());
    assertEquals(s.players() == 5, v.fivePlayers());
    assertEquals(s.rules().total, v.total());
    for (int p = -1; p <= s.players(); p++) {
      assertEquals(s.captured(p), v.captured(p));
      assertEquals(s.burned(p), v.burned(p));
      assertEquals(s.discarded(p).size(), v.discarded(p));
      assertEquals(p < 0 || p >= s.players() ? 0 : s.pointsOf(p), v.points(p));
    }
  }

  private static void checkDeterminized(PitchState s, PitchView v, PitchState d, int seat) {
    Game<PitchState, PitchView> game = Position.game(s.variantId());
    assertEquals(v, game.view(d, seat).get(), "the view of the determinized state");
    assertEquals(s.hand(seat), d.hand(seat));
    assertEquals(s.stock().size(), d.stock().size());
    int[] count = new int[s.deck().size()];
    for (int p = 0; p < s.players(); p++) {
      assertEquals(s.hand(p).size(), d.hand(p).size());
      assertEquals(s.discarded(p).size(), d.discarded(p).size());
      assertEquals(s.captured(p), d.captured(p));
      assertEquals(s.burned(p), d.burned(p));
      for (Seq<Card> cards :
          List.of(
              d.hand(p).toSeq(),
              d.discarded(p).toSeq(),
              d.captured(p).toSeq(),
              d.burned(p).toSeq())) {
        cards.forEach(c -> count[d.deck().idOf(c)]++);
      }
    }
    d.stock().forEach(c -> count[d.deck().idOf(c)]++);
    d.table().map(TablePlay::card).forEach(c -> count[d.deck().idOf(c)]++);
    for (int id = 0; id < count.length; id++) {
      assertEquals(s.phase() == Phase.DEAL ? 0 : 1, count[id], "card conservation");
    }
    if (s.trump >= 0) {
      long trumps = s.rules().context(s.trump).trumpsLo();
      for (int p = 0; p < s.players(); p++) {
        assertEquals(0L, d.hands[p] & ~trumps, "P-16: only trumps in the hands");
        assertEquals(0L, d.discarded[p] & trumps, "P-16: never a trump in the discards");
      }
    }
    if (s.called >= 0) {
      int holder = -1;
      for (int p = 0; p < d.players(); p++) {
        holder = d.hand(p).contains(s.called().get()) && p != s.declarer ? p : holder;
      }
      assertEquals(s.revealed ? s.partner : holder, d.partner, "P-19: the holder partners");
      assertEquals(d.partner < 0, d.calledFromBlind);
    }
    for (Event e : d.lastEvents()) {
      if (e instanceof Event.Drew drew) {
        assertTrue(drew.card().isDefined(), "a determinized draw names its card");
        assertTrue(
            d.hand(drew.seat()).contains(drew.card().get())
                || d.discarded(drew.seat()).contains(drew.card().get()));
      }
    }
    if (seat == s.toAct()) {
      assertEquals(game.legalActions(s), game.legalActions(d));
    }
    for (Action a : game.legalActions(d)) {
      assertTrue(game.apply(d, a).isRight());
    }
  }

  @Test
  void p38_viewsAndDeterminizationAlongSeededMatchesOfEveryId() {
    int differ = 0;
    for (String id : Pitch.ids()) {
      for (long seed = 1; seed <= 3; seed++) {
        Map<String, Object> options =
            seed == 2 && id.endsWith("4p") ? Map.of("remainderFill", true) : Map.of();
        SplittableRandom r = new SplittableRandom(seed * 31);
        for (PitchState s : walk(id, options, seed, 90)) {
          for (int seat = -1; seat < s.players(); seat++) {
            PitchView v =
                seat < 0
                    ? Position.game(id).publicView(s).get()
                    : Position.game(id).view(s, seat).get();
            checkView(s, v, seat);
            if (seat >= 0) {
              PitchState d =
                  Position.game(id).determinize(v, new java.util.Random(r.nextLong())).get();
              checkDeterminized(s, v, d, seat);
              differ += d.equals(s) ? 0 : 1;
              assertNotEquals(v, Position.game(id).view(s, (seat + 1) % s.players()).get());
            }
          }
        }
      }
    }
    assertTrue(differ > 0, "determinize samples the hidden cards");
  }

  @Test
  void p38_aViewEqualsOnlyTheSameView() {
    java.util.List<PitchState> states = walk("pitch-10-5p", Map.of(), 4, 40);
    PitchState s = states.get(states.size() - 1);
    PitchView v = Position.game("pitch-10-5p").view(s, 1).get();
    assertEquals(v, Position.game("pitch-10-5p").view(s, 1).get());
    assertEquals(v.hashCode(), Position.game("pitch-10-5p").view(s, 1).get().hashCode());
    assertFalse(v.equals(null));
    assertFalse(v.equals("a view"));
    assertNotEquals(v, Position.game("pitch-10-5p").view(states.get(states.size() - 2), 1).get());
    assertNotEquals(
        v,
        Position.game("pitch-10-4p").view(walk("pitch-10-4p", Map.of(), 4, 40).get(40), 1).get());
  }

  /** Every field of a state counts in its equality (the class Javadoc's promise). */
  @Test
  void stateEqualityCoversEveryField() {
    java.util.List<PitchState> states = walk("pitch-10-5p", Map.of(), 8, 30);
    PitchState s = states.get(states.size() - 1);
    java.util.List<Consumer<Draft>> changes =
        java.util.List.of(
            d -> d.phase = Phase.MATCH_OVER,
            d -> d.toAct = GameState.NOBODY,
            d -> d.dealer++,
            d -> d.handNo++,
            d -> d.results = d.results.append(null),
            d -> d.winner = Option.some(0),
            d -> d.hands[0] ^= 1,
            d -> d.piles[0] ^= 1,
            d -> d.discarded[0] ^= 1,
            d -> d.burned[0] ^= 1,
            d -> d.piles[d.players()] ^= 1,
            d -> d.piles[2 * d.players()]++,
            d -> {
              d.stock = new byte[] {1};
              d.stockPos = 0;
            },
            d -> d.speech++,
            d -> d.declarer = (byte) ((d.declarer + 1) % 5),
            d -> d.bid++,
            d -> d.trump = (byte) (3 - d.trump),
            d -> d.called = (byte) (d.called == 0 ? 1 : 0),
            d -> d.partner = (byte) (d.partner == 3 ? 2 : 3),
            d -> d.calledFromBlind = !d.calledFromBlind,
            d -> d.revealed = !d.revealed,
            d -> d.trick = 77,
            d -> d.leader = (byte) ((d.leader + 1) % 5),
            d -> d.trickIn ^= 1,
            d -> d.tricksDone++,
            d -> d.score[0]++,
            d -> d.events = d.events.append(new PitchEvent.Out(0)));
    Draft same = s.draft();
    same.events = s.events;
    assertEquals(s, same.state());
    assertEquals(s.hashCode(), same.state().hashCode());
    for (int i = 0; i < changes.size(); i++) {
      Draft d = s.draft();
      d.events = s.events;
      changes.get(i).accept(d);
      assertNotEquals(s, d.state(), "change " + i);
    }
    assertFalse(s.equals(null));
  }

  /**
   * P-38 across hands: once a hand has ended, the next hand's partner is secret again until its
   * called card is played (the first hand revealed seat 4; the second calls AH again).
   */
  @Test
  void p38_thePartnerIsSecretAgainInTheNextHand() {
    Game<PitchState, PitchView> game = Position.game("pitch-10-5p");
    String[] hands = {
      "", "", "KH QH 2C 3C 4C 5C 6C 7C 8C 9C", "", "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D"
    };
    PitchState s = Position.newMatch("pitch-10-5p", Map.of());
    for (int hand = 1; hand <= 2; hand++) {
      s = Position.auction(Position.deal(s, hands, ""), 2, 6);
      s = Position.apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, Position.card("AH")));
      for (int seat = 0; seat < 5; seat++) {
        assertFalse(Json.view(game.view(s, seat).get()).has("partner"), "P-38, hand " + hand);
      }
      while (s.results().size() < hand) {
        s = Position.apply(s, game.legalActions(s).head());
      }
    }
  }
}
