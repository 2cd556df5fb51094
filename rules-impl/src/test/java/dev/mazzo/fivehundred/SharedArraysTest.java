package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.table.Replay;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The play's shortcuts change nothing (issue 29): the legal plays and speeches made of the
 * variant's shared actions equal, element by element, the list made the old way (a new action per
 * card, F-31), and a play that shares the tricks, the voids and the taken cards with the state
 * before it leaves that state as it was.
 */
class SharedArraysTest {

  private static final Suit[] SUITS = Suit.values();

  /** The legal plays as they were listed before the shared actions (F-31), new objects each. */
  static Seq<Action> eager(FiveHundredState s) {
    Deck deck = s.deck();
    int seat = s.toAct();
    TrumpContext ctx = s.rules.spec.context(s.trumpIndex());
    long playable = ctx.followLo(s.handOf(seat), 0L, ctx.ledSuit(s.trick, Small.named(s.small)));
    int joker = PlayPhase.jokerId(deck);
    boolean jokerLead = Trick.size(s.trick) == 0 && s.trumpIndex() < 0;
    Action[] out = new Action[Long.bitCount(playable) + 4];
    int k = 0;
    for (long m = playable; m != 0; m = CardSet.withoutLowest(m)) {
      int id = Long.numberOfTrailingZeros(m);
      if (id == joker && jokerLead) {
        int allowed = PlayPhase.allowedSuits(s, seat);
        for (Suit suit : SUITS) {
          if ((allowed & 1 << suit.ordinal()) != 0) {
            out[k++] = new PlayWithSuit(seat, deck.card(id), suit);
          }
        }
      } else {
        out[k++] = new PlayCard(seat, deck.card(id));
      }
    }
    return Array.of(out).take(k);
  }

  /** The legal speeches as they were listed before the shared actions (F-31): pass, the bids. */
  static Seq<Action> eagerSpeeches(FiveHundredState s) {
    Seq<Action> out = Array.of(new Pass(s.toAct()));
    for (Bid b : Bid.values()) {
      if (BidPhase.bidRejection(s, b) == null) {
        out = out.append(new MakeBid(s.toAct(), b));
      }
    }
    return out;
  }

  @Test
  void legalPlaysAndSpeechesEqualTheEagerListsInEveryId() {
    int jokerLeads = 0;
    int lists = 0;
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      FiveHundredState any = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
      for (long seed = 1; seed <= 40; seed++) {
        SplittableRandom r = new SplittableRandom(seed);
        for (FiveHundredState s :
            Replay.walk(g, FiveHundredPropertiesTest.options(any, r), seed, 400)) {
          if (s.phase() != Phase.PLAY && s.phase() != Phase.BID) {
            continue;
          }
          Seq<Action> expected = s.phase() == Phase.BID ? eagerSpeeches(s) : eager(s);
          Seq<Action> legal = g.legalActions(s);
          assertEquals(expected.size(), legal.size(), s.toString());
          for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), legal.get(i), s + " element " + i);
          }
          lists++;
          jokerLeads += legal.last() instanceof PlayWithSuit ? 1 : 0;
        }
      }
    }
    assertTrue(lists > 5_000, "plays listed: " + lists);
    assertTrue(jokerLeads > 20, "joker leads listed: " + jokerLeads);
  }

  @Test
  void theSharedActionsAreMadeOncePerVariant() {
    Spec spec = Setup.dealt("five-hundred-4p", java.util.Map.of()).rules.spec;
    Deck deck = spec.deck;
    assertEquals(new PlayCard(3, deck.card(7)), spec.plays[3][7]);
    assertEquals(
        new PlayWithSuit(2, deck.card(deck.size() - 1), Suit.CLUBS),
        spec.jokerLeads[2][Suit.CLUBS.ordinal()]);
    assertSame(
        Setup.dealt("five-hundred-4p", java.util.Map.of("dealer", 2)).rules.spec.plays, spec.plays);
  }

  @Test
  void noPlayChangesTheStateItStartsFrom() {
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      FiveHundredState any = g.newMatch(dev.mazzo.game.MatchOptions.defaults()).get();
      for (long seed = 1; seed <= 10; seed++) {
        Replay.assertFrozen(
            g, FiveHundredPropertiesTest.options(any, new SplittableRandom(seed)), seed, 400);
      }
    }
  }
}
