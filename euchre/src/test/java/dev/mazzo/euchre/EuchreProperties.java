package dev.mazzo.euchre;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Properties over random deals and random legal play (euchre.md): every match ends, every scored
 * hand has five tricks and scores by E-19, no card is ever in two places, a seat's view never holds
 * another seat's card and survives determinizing (E-24), and any action — legal or not — gets a
 * next state or a rejection, never an exception (E-23).
 */
class EuchreProperties {

  private static EuchreState start(boolean stick, boolean loneDefender, int dealer) {
    return Table.GAME
        .newMatch(
            MatchOptions.of(
                Map.of("stickTheDealer", stick, "loneDefender", loneDefender, "dealer", dealer)))
        .get();
  }

  /** The next state: a deal at a chance node, else a random legal action. */
  private static EuchreState step(EuchreState s, SplittableRandom rng) {
    if (s.phase() == EuchrePhases.DEAL) {
      return Table.GAME.apply(s, new Deal(Shuffle.using(rng).order(s.deck()))).get();
    }
    Seq<Action> legal = Table.GAME.legalActions(s);
    assertTrue(!legal.isEmpty(), "a seat to act has a legal action: " + s);
    Action a = legal.get(rng.nextInt(legal.size()));
    Either<Rejection, EuchreState> next = Table.GAME.apply(s, a);
    assertTrue(next.isRight(), () -> "E-23: a listed action is accepted: " + a + " " + next);
    return next.get();
  }

  @Property(tries = 60)
  void everyMatchEndsAndEveryHandScoresByE19(
      @ForAll long seed, @ForAll boolean stick, @ForAll boolean loneDefender) {
    SplittableRandom rng = new SplittableRandom(seed);
    EuchreState s = start(stick, loneDefender, rng.nextInt(4));
    int steps = 0;
    while (!s.isOver()) {
      s = step(s, rng);
      assertTrue(++steps < 20_000, "the match ends");
      cardsOnce(s);
    }
    int[] total = new int[2];
    for (HandResult r : s.results()) {
      EuchreHandResult h = (EuchreHandResult) r;
      total[0] += r.scoreChange().get(0);
      total[1] += r.scoreChange().get(1);
      if (h.declarer().isEmpty()) {
        assertTrue(!stick, "E-11: with stickTheDealer no hand is thrown in");
        assertEquals(0, r.scoreChange().sum().intValue(), "E-12");
        continue;
      }
      assertEquals(5, r.tricks().get(0) + r.tricks().get(1), "E-18: five tricks");
      int declarerSide = h.declarer().get() & 1;
      int made = r.tricks().get(declarerSide);
      int side = made >= 3 ? declarerSide : 1 - declarerSide;
      assertEquals(
          HandEnd.points(made, h.alone(), h.loneDefender().isDefined()),
          r.scoreChange().get(side).intValue());
      assertEquals(0, r.scoreChange().get(1 - side).intValue(), "E-19: one side scores");
      assertTrue(loneDefender || h.loneDefender().isEmpty(), "E-15 only with the option");
    }
    assertEquals(s.score().get(0).intValue(), total[0]);
    assertEquals(s.score().get(1).intValue(), total[1]);
    int winner = s.winningSide().get();
    assertTrue(s.score().get(winner) >= 10 && s.score().get(1 - winner) < 10, "E-21");
  }

  /** No card in two places: hands, kitty, upcard or discard, the table and the taken tricks. */
  private static void cardsOnce(EuchreState s) {
    Draft d = s.d;
    if (d.upcard < 0) {
      return;
    }
    long seen = 0;
    int count = 0;
    for (int p = 0; p < 4; p++) {
      seen |= d.hands[p] | d.captured[p];
      count += Long.bitCount(d.hands[p]) + Long.bitCount(d.captured[p]);
    }
    for (int k : d.kitty) {
      seen |= 1L << k;
      count++;
    }
    for (var t : d.table) {
      seen |= 1L << EuchreRules.DECK.idOf(t.card());
      count++;
    }
    boolean upcardOut = (seen >>> d.upcard & 1) == 0;
    if (upcardOut) {
      seen |= 1L << d.upcard;
      count++;
    }
    if (d.discard >= 0) {
      seen |= 1L << d.discard;
      count++;
    }
    assertEquals(24, count, "24 cards in all: " + s);
    assertEquals((1L << 24) - 1, seen, "each card once: " + s);
  }

  @Property(tries = 40)
  void viewsHideOtherHandsAndSurviveDeterminizing(@ForAll long seed, @ForAll boolean lone) {
    SplittableRandom rng = new SplittableRandom(seed);
    EuchreState s = start(false, lone, 0);
    for (int i = 0; i < 60 && !s.isOver(); i++) {
      s = step(s, rng);
      for (int seat = 0; seat < 4; seat++) {
        EuchreView v = Table.GAME.view(s, seat).get();
        assertEquals(s.hand(seat), v.ownHand(), "E-24: its own hand");
        for (Event e : v.events()) {
          if (e instanceof EuchreEvent.Discarded x) {
            assertEquals(seat == x.seat(), x.card().isDefined(), "E-25: the discard is hidden");
          }
        }
        if (s.phase() != EuchrePhases.DEAL || s.d.upcard >= 0) {
          EuchreState guess = Table.GAME.determinize(v, rng).get();
          assertEquals(v, Table.GAME.view(guess, seat).get(), "the view survives determinizing");
          cardsOnce(guess);
        }
      }
    }
  }

  @Property(tries = 40)
  void anyActionGetsAStateOrARejectionNeverAnException(@ForAll long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    EuchreState s = start(rng.nextBoolean(), rng.nextBoolean(), rng.nextInt(4));
    Card[] any = new Card[Card.universeSize()];
    for (int i = 0; i < any.length; i++) {
      any[i] = Card.ofOrdinal(i);
    }
    for (int i = 0; i < 80 && !s.isOver(); i++) {
      int seat = rng.nextInt(6) - 1;
      Card c = any[rng.nextInt(any.length)];
      Action[] tries = {
        new Pass(seat),
        new PlayCard(seat, c),
        new EuchreAction.Discard(seat, c),
        new EuchreAction.MakeTrump(seat, Suit.ofOrdinal(rng.nextInt(4))),
        new EuchreAction.GoAlone(seat, rng.nextBoolean()),
        new Deal(Shuffle.using(rng).order(s.deck()).drop(rng.nextInt(2)))
      };
      EuchreState before = s;
      for (Action a : tries) {
        Either<Rejection, EuchreState> r = assertDoesNotThrow(() -> Table.GAME.apply(before, a));
        assertEquals(
            Table.GAME.legalActions(before).contains(a) || (a instanceof Deal && r.isRight()),
            r.isRight(),
            () -> "E-23: accepted exactly when legal: " + a + " " + r);
        r.peekLeft(rej -> assertTrue(!rej.message().isEmpty()));
      }
      s = step(s, rng);
    }
  }
}
