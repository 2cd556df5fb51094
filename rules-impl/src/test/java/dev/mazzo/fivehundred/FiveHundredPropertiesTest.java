package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.TablePlay;
import dev.mazzo.protocol.Json;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The family's properties (five-hundred.md) over random deals, random options and random legal play
 * of up to three hands of every id: ten tricks unless a misère ended early (F-16, F-20); the deck
 * is hands + kitty + discards + table + taken tricks (F-5, F-11); the joker and both bowers are
 * trumps of the named suit and nothing else changes suit (F-13); the contracting side's change is
 * the ladder's value or minus it, 250 for a slam (F-23, F-24); a seat that sits out never acts
 * (F-15); every legal action is accepted and a card not listed is rejected (F-31); views and their
 * events leak no hidden card and no partner (F-34, F-35).
 */
class FiveHundredPropertiesTest {

  @Provide
  Arbitrary<String> ids() {
    return Arbitraries.of(FiveHundred.ids().toJavaList());
  }

  /** One step of a random match: the state before, the action, the state after. */
  record Step(FiveHundredState before, Action action, FiveHundredState after) {}

  static MatchOptions options(FiveHundredState any, SplittableRandom r) {
    return MatchOptions.of(
        Map.of(
            "dealer",
            r.nextInt(any.players()),
            "biddingStyle",
            r.nextBoolean() ? "australian" : "american",
            "misere",
            r.nextInt(4) > 0,
            "openMisereExpose",
            r.nextBoolean() ? "after-first-trick" : "before-lead",
            "winOnlyByContract",
            r.nextBoolean(),
            "allPass",
            r.nextBoolean() ? "redeal" : "no-trump-tricks",
            "misereOpponentsScoreTricks",
            r.nextBoolean()));
  }

  /** Up to three hands of random legal play; bids are preferred to passes, misère often. */
  static List<Step> walk(String id, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
    FiveHundredState s = g.newMatch(MatchOptions.defaults()).get();
    s = g.newMatch(options(s, r)).get();
    List<Step> steps = new ArrayList<>();
    while (s.phase() != Phase.MATCH_OVER && s.handNumber() <= 3) {
      Action a;
      if (s.phase() == Phase.DEAL) {
        List<Card> deck = new ArrayList<>(s.deck().cards().toJavaList());
        for (int i = deck.size() - 1; i > 0; i--) {
          java.util.Collections.swap(deck, i, r.nextInt(i + 1));
        }
        a = new Deal(Array.ofAll(deck));
      } else {
        Seq<Action> legal = g.legalActions(s);
        if (s.phase() == Phase.BID && legal.size() > 1 && r.nextInt(3) > 0) {
          Seq<Action> misere =
              legal.filter(x -> x instanceof MakeBid && ((MakeBid) x).bid().isMisere());
          Seq<Action> bids = !misere.isEmpty() && r.nextBoolean() ? misere : legal.tail();
          a = bids.get(r.nextInt(Math.min(bids.size(), 3)));
        } else {
          a = legal.get(r.nextInt(legal.size()));
        }
      }
      FiveHundredState next = g.apply(s, a).get();
      steps.add(new Step(s, a, next));
      s = next;
    }
    return steps;
  }

  private static Seq<FiveHundredHandResult> results(List<Step> steps) {
    return steps.isEmpty()
        ? Array.empty()
        : steps.get(steps.size() - 1).after().results().map(h -> (FiveHundredHandResult) h);
  }

  @Property(tries = 40)
  void tenTricksUnlessAMisereEndedEarly(@ForAll("ids") String id, @ForAll long seed) {
    for (FiveHundredHandResult r : results(walk(id, seed))) {
      if (r.isVoid()) {
        continue;
      }
      int total = r.tricksBySeat().sum().intValue();
      boolean earlyMisere = r.bid().exists(Bid::isMisere) && r.made().contains(false);
      if (earlyMisere) {
        assertEquals(1, r.tricksBySeat().get(r.declarer().get()).intValue(), "F-20");
        assertTrue(total <= 10);
      } else {
        assertEquals(10, total, "F-16: ten tricks");
      }
    }
  }

  @Property(tries = 40)
  void theDeckIsHandsKittyDiscardsTableAndTricks(@ForAll("ids") String id, @ForAll long seed) {
    for (Step step : walk(id, seed)) {
      FiveHundredState s = step.after();
      if (s.phase() == Phase.DEAL) {
        continue;
      }
      CardSet all = s.kitty().union(s.discards());
      int count = s.kitty().size() + s.discards().size();
      for (int seat = 0; seat < s.players(); seat++) {
        all = all.union(s.hand(seat)).union(s.captured(seat));
        count += s.hand(seat).size() + s.captured(seat).size();
      }
      for (TablePlay t : s.table()) {
        all = all.with(t.card());
        count++;
      }
      if (s.phase() != Phase.MATCH_OVER || s.results().last().tricks().sum().intValue() == 10) {
        assertEquals(s.deck().all(), all, "every card somewhere");
      }
      assertEquals(all.size(), count, "no card twice");
    }
  }

  @Property(tries = 20)
  void onlyTheJokerAndTheBowersChangeSuit(@ForAll("ids") String id, @ForAll long seed) {
    FiveHundredState s = Setup.game(id).newMatch(MatchOptions.defaults()).get();
    int trump = new SplittableRandom(seed).nextInt(5) - 1;
    TrumpContext ctx = s.rules.spec.context(trump);
    for (Card c : s.deck().cards()) {
      int expected;
      if (c.isJoker()) {
        expected = trump;
      } else {
        expected = c.suit().get().ordinal();
        boolean jack = c.rank() == Rank.JACK;
        if (trump >= 0 && jack && (expected == trump || expected == (trump ^ 1))) {
          expected = trump;
        }
      }
      assertEquals(expected, ctx.suitOf(s.deck().idOf(c)), c + " in trump " + trump + " (F-13)");
      assertEquals(trump >= 0 ? expected == trump : c.isJoker(), ctx.isTrump(s.deck().idOf(c)));
    }
    assertEquals(Suit.DIAMONDS.ordinal(), Suit.HEARTS.ordinal() ^ 1, "F-3: partner suits");
    assertEquals(Suit.SPADES.ordinal(), Suit.CLUBS.ordinal() ^ 1);
  }

  @Property(tries = 40)
  void theContractingSideScoresTheLadderValue(@ForAll("ids") String id, @ForAll long seed) {
    List<Step> steps = walk(id, seed);
    for (Step step : steps) {
      for (Event e : step.after().lastEvents()) {
        if (!(e instanceof Event.HandScored)) {
          continue;
        }
        FiveHundredHandResult r = (FiveHundredHandResult) ((Event.HandScored) e).result();
        if (r.bid().isEmpty()) {
          continue;
        }
        Bid b = r.bid().get();
        int side = step.before().rules.spec.sideOf[r.declarer().get()];
        int change = r.scoreChange().get(side);
        if (r.made().get()) {
          assertEquals(r.slam().get() ? 250 : b.value(), change, "F-23, F-24");
        } else {
          assertEquals(-b.value(), change, "F-23, F-24");
        }
        assertEquals(
            step.after().score().get(side) - change,
            step.before().score().get(side).intValue(),
            "the score moves by the change");
      }
    }
  }

  @Property(tries = 40)
  void aSeatThatSitsOutNeverActs(@ForAll("ids") String id, @ForAll long seed) {
    for (Step step : walk(id, seed)) {
      FiveHundredState s = step.before();
      Seq<Integer> out = s.out();
      if (out.isEmpty()) {
        continue;
      }
      assertTrue(s.contract().exists(Bid::isMisere), "F-15: only in misère");
      assertFalse(out.contains(s.toAct()), "F-15: never to act");
      if (step.action() instanceof PlayCard) {
        assertFalse(out.contains(((PlayCard) step.action()).seat()));
      }
      for (int seat : out) {
        assertTrue(s.captured(seat).isEmpty());
        if (step.after().phase() == Phase.PLAY) {
          assertEquals(s.hand(seat), step.after().hand(seat), "F-15: its cards stay dead");
        }
      }
    }
  }

  @Property(tries = 25)
  void legalActionsAreExactlyWhatApplyAccepts(@ForAll("ids") String id, @ForAll long seed) {
    Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
    for (Step step : walk(id, seed)) {
      FiveHundredState s = step.before();
      if (s.phase() == Phase.DEAL) {
        continue;
      }
      Seq<Action> legal = g.legalActions(s);
      assertEquals(legal.distinct().size(), legal.size(), "F-31: no action twice");
      for (Action a : legal.size() > 40 ? legal.take(20) : legal) {
        assertTrue(g.apply(s, a).isRight(), () -> a + " is listed but rejected");
      }
      for (int seat = 0; seat < s.players(); seat++) {
        List<Action> candidates = new ArrayList<>();
        candidates.add(new Pass(seat));
        for (Card c : s.hand(seat)) {
          candidates.add(new PlayCard(seat, c));
        }
        for (Action a : candidates) {
          assertEquals(legal.contains(a), g.apply(s, a).isRight(), () -> a + " in " + s);
        }
      }
    }
  }

  private static void strings(JsonNode node, Set<String> out) {
    if (node.isTextual()) {
      out.add(node.textValue());
    }
    node.forEach(child -> strings(child, out));
  }

  @Property(tries = 25)
  void viewsLeakNothing(@ForAll("ids") String id, @ForAll long seed) {
    Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
    for (Step step : walk(id, seed)) {
      FiveHundredState s = step.after();
      CardSet open = s.exposed().getOrElse(s.deck().none());
      for (int seat = 0; seat < s.players(); seat++) {
        FiveHundredView v = g.view(s, seat).get();
        JsonNode json = Json.view(v);
        Set<String> seen = new HashSet<>();
        JsonNode withoutLegal = json.deepCopy();
        // A call's legal actions name every card the declarer does not hold: no card's place.
        ((com.fasterxml.jackson.databind.node.ObjectNode) withoutLegal).remove("legal");
        strings(withoutLegal, seen);
        if (s.phase() != FiveHundred.CALL) {
          strings(json.get("legal"), seen);
        }
        for (Event e : v.events()) {
          strings(Json.event(e), seen);
        }
        boolean declarer = s.declarer().contains(seat);
        CardSet hidden = s.kitty();
        if (!declarer) {
          hidden = hidden.union(s.discards());
        }
        for (int other = 0; other < s.players(); other++) {
          if (other != seat) {
            hidden = hidden.union(s.hand(other).minus(open));
          }
        }
        for (Card c : hidden) {
          boolean called = s.called().contains(c);
          int viewer = seat;
          assertTrue(called || !seen.contains(c.code()), () -> c + " leaks to " + viewer);
        }
        assertTrue(json.get("kitty").isInt(), "F-34: the kitty is a count");
        assertEquals(!declarer, json.get("discards").isInt(), "F-34: discards");
        assertEquals(s.partnerShown(), json.has("partner"), "F-34: partner");
      }
    }
  }
}
