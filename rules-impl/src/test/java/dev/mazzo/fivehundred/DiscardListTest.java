package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.table.LazySeq;
import dev.mazzo.table.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The kitty discards listed lazily (issue 29) are the list made eagerly before, element by element
 * and as a whole (F-31), and listing them makes none of the 286 discards ({@link LazySeq}).
 */
class DiscardListTest {

  /** The legal discards as they were listed before (F-31): every set, made at once. */
  static Seq<Action> eager(FiveHundredState s) {
    Deck deck = s.deck();
    int seat = s.toAct();
    long hand = s.handOf(seat);
    java.util.List<Action> out = new ArrayList<>();
    for (long i = hand; i != 0; i = CardSet.withoutLowest(i)) {
      Card a = deck.card(Long.numberOfTrailingZeros(i));
      for (long j = CardSet.withoutLowest(i); j != 0; j = CardSet.withoutLowest(j)) {
        Card b = deck.card(Long.numberOfTrailingZeros(j));
        for (long l = CardSet.withoutLowest(j); l != 0; l = CardSet.withoutLowest(l)) {
          out.add(new Discard(seat, Array.of(a, b, deck.card(Long.numberOfTrailingZeros(l)))));
        }
      }
    }
    return Array.ofAll(out);
  }

  /** The states in phase DISCARD of random legal walks of every id, {@code seeds} walks each. */
  static java.util.List<FiveHundredState> discardStates(int seeds) {
    java.util.List<FiveHundredState> out = new ArrayList<>();
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      FiveHundredState any = g.newMatch(MatchOptions.defaults()).get();
      for (long seed = 1; seed <= seeds; seed++) {
        SplittableRandom r = new SplittableRandom(seed);
        for (FiveHundredState s :
            Replay.walk(g, FiveHundredPropertiesTest.options(any, r), seed, 300)) {
          if (s.phase() == FiveHundred.DISCARD) {
            out.add(s);
          }
        }
      }
    }
    return out;
  }

  @Test
  void theLazyListIsTheEagerListInEveryId() {
    java.util.List<FiveHundredState> states = discardStates(20);
    assertTrue(states.size() >= 80, "discard states: " + states.size());
    for (FiveHundredState s : states) {
      Seq<Action> expected = eager(s);
      Seq<Action> legal = Setup.game(s.variantId()).legalActions(s);
      assertEquals(expected.size(), legal.size(), s.toString());
      for (int i = 0; i < expected.size(); i++) {
        assertEquals(expected.get(i), legal.get(i), "element " + i + " of " + s);
      }
      assertEquals(expected.toJavaList(), Array.ofAll(legal.iterator()).toJavaList());
      assertEquals(expected, legal);
      assertEquals(legal, expected);
      assertEquals(List.ofAll(expected), legal);
      assertEquals(expected.hashCode(), legal.hashCode());
      assertEquals(expected.toString(), legal.toString());
      assertEquals(expected.last(), legal.last());
    }
  }

  @Test
  void theOtherMethodsAnswerAsTheEagerList() {
    FiveHundredState s = discardStates(1).get(0);
    Seq<Action> expected = eager(s);
    Seq<Action> legal = Setup.game(s.variantId()).legalActions(s);
    Action third = expected.get(2);
    assertEquals(2, legal.indexOf(third));
    assertTrue(legal.contains(third));
    assertEquals(expected.take(5), legal.take(5));
    assertEquals(expected.reverse(), legal.reverse());
    assertEquals(expected.filter(a -> a.equals(third)), legal.filter(a -> a.equals(third)));
    assertEquals(expected.map(Action::type), legal.map(Action::type));
    assertEquals(expected.tail(), legal.tail());
    assertEquals(expected.append(third), legal.append(third));
    assertFalse(legal.isEmpty());
    assertThrows(IndexOutOfBoundsException.class, () -> legal.get(expected.size()));
    assertThrows(IndexOutOfBoundsException.class, () -> legal.get(-1));
    io.vavr.collection.Iterator<Action> it = legal.iterator();
    for (int i = 0; i < expected.size(); i++) {
      it.next();
    }
    assertFalse(it.hasNext());
    assertThrows(java.util.NoSuchElementException.class, it::next);
  }

  @Test
  void theDiscardsAreListedLazily() {
    FiveHundredState s = discardStates(1).get(0);
    Seq<Action> legal = Setup.game(s.variantId()).legalActions(s);
    assertInstanceOf(LazySeq.class, legal);
    assertEquals(286, legal.size());
  }
}
