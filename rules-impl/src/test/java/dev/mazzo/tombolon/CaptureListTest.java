package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.table.LazySeq;
import dev.mazzo.table.Replay;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The legal plays listed lazily ({@link CaptureList}, issue 29) are the list made eagerly before
 * (T-21): for each card in canonical order its lay (T-13) or one play per capture set in the order
 * of {@link Captures#sets} (T-12), element by element and as a whole, in random walks of every id.
 */
class CaptureListTest {

  /** The legal plays as they were listed before (T-21), new objects each. */
  static Seq<Action> eager(TombolonState s) {
    return eager(s.rules, s.toAct(), s.cards[s.toAct()], s.tableMask);
  }

  /** The legal plays of a hand on a table as they were listed before (T-21). */
  static Seq<Action> eager(Rules r, int seat, long hand, long table) {
    List<Action> out = new ArrayList<>();
    for (long h = hand; h != 0; h = CardSet.withoutLowest(h)) {
      int id = Long.numberOfTrailingZeros(h);
      long[] sets = Captures.sets(r, id, table);
      if (sets.length == 0) {
        out.add(new CapturePlay(seat, r.cards[id], Array.empty()));
      }
      for (long set : sets) {
        List<Card> cards = new ArrayList<>();
        for (long m = set; m != 0; m = CardSet.withoutLowest(m)) {
          cards.add(r.cards[Long.numberOfTrailingZeros(m)]);
        }
        out.add(new CapturePlay(seat, r.cards[id], Array.ofAll(cards)));
      }
    }
    return Array.ofAll(out);
  }

  /** A state in phase play: {@code seat} to act with {@code hand}, the table {@code table}. */
  static TombolonState state(Rules r, int seat, long hand, long table) {
    long[] cards = new long[2 * r.players];
    cards[seat] = hand;
    byte[] order = new byte[Long.bitCount(table)];
    int i = 0;
    for (long m = table; m != 0; m = CardSet.withoutLowest(m)) {
      order[i++] = (byte) Long.numberOfTrailingZeros(m);
    }
    return new Draft(r, 0, 1)
        .phase(Phase.PLAY, seat)
        .cards(cards)
        .table(order, table)
        .scored(new int[2], Array.empty())
        .build();
  }

  @Test
  void theLazyPlaysAreTheEagerListInEveryId() {
    int lists = 0;
    int captures = 0;
    for (String id : Tombolon.ids()) {
      for (long seed = 1; seed <= 10; seed++) {
        for (GameState g : Replay.walk(Position.game(id), MatchOptions.defaults(), seed, 400)) {
          if (g.phase() != Phase.PLAY) {
            continue;
          }
          TombolonState s = (TombolonState) g;
          Seq<Action> expected = eager(s);
          Seq<Action> legal = Position.game(id).legalActions(s);
          assertInstanceOf(LazySeq.class, legal);
          assertEquals(expected.size(), legal.size(), s.toString());
          for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), legal.get(i), "element " + i + " of " + s);
            captures += ((CapturePlay) expected.get(i)).capture().isEmpty() ? 0 : 1;
          }
          assertEquals(expected, legal);
          assertEquals(legal, expected);
          assertEquals(expected.hashCode(), legal.hashCode());
          assertEquals(expected.toString(), legal.toString());
          assertEquals(expected.toJavaList(), Array.ofAll(legal.iterator()).toJavaList());
          lists++;
        }
      }
    }
    assertTrue(lists > 1000, "lists: " + lists);
    assertTrue(captures > 1000, "capture plays: " + captures);
  }

  @Test
  void eachSetIsTheOneAtItsIndexAndALayIsTheRulesOwn() {
    Rules r =
        ((TombolonState)
                Position.game("tombolon-rovigo-2p").newMatch(MatchOptions.defaults()).get())
            .rules;
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(3);
    int multi = 0;
    for (int k = 0; k < 3000; k++) {
      long table = 0;
      for (int i = rnd.nextInt(9); i > 0; i--) {
        table |= 1L << rnd.nextInt(r.size);
      }
      int id = rnd.nextInt(r.size);
      table &= ~(1L << id);
      long[] sets = Captures.sets(r, id, table);
      assertEquals(sets.length, CaptureList.sets(r, id, table));
      for (int i = 0; i < sets.length; i++) {
        assertEquals(sets[i], Captures.setAt(r, id, table, i), "set " + i);
        multi += Long.bitCount(sets[i]) > 1 ? 1 : 0;
      }
      CaptureList one = CaptureList.of(state(r, 1, 1L << id, table));
      if (sets.length == 0) {
        assertEquals(1, one.size());
        assertSame(r.lays[1][id], one.get(0), "the rules' lay");
      }
    }
    assertTrue(multi > 100, "sets of several cards: " + multi);
  }

  /** A hand of 1 to {@code max} distinct cards, drawn at random. */
  private static long randomHand(java.util.SplittableRandom rnd, Rules r, int max) {
    long hand = 0;
    for (int i = 1 + rnd.nextInt(max); Long.bitCount(hand) < i; ) {
      hand |= 1L << rnd.nextInt(r.size);
    }
    return hand;
  }

  /** A table of fewer than {@code draws} random draws (repeats fall together), none in the hand. */
  private static long randomTable(java.util.SplittableRandom rnd, Rules r, int draws, long hand) {
    long table = 0;
    for (int i = rnd.nextInt(draws); i > 0; i--) {
      table |= 1L << rnd.nextInt(r.size);
    }
    return table & ~hand;
  }

  @Test
  void theCountsKeptForMakeAndTheCountsMadeAgainGiveTheSamePlays() {
    // hands of 1 to 12 cards: up to 6 make reads the counts of() packed, above it counts again
    Rules r =
        ((TombolonState)
                Position.game("tombolon-rovigo-2p").newMatch(MatchOptions.defaults()).get())
            .rules;
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(5);
    int unpacked = 0;
    for (int k = 0; k < 2000; k++) {
      long hand = randomHand(rnd, r, 12);
      long table = randomTable(rnd, r, 12, hand);
      Seq<Action> expected = eager(r, 0, hand, table);
      CaptureList legal = CaptureList.of(state(r, 0, hand, table));
      assertEquals(expected.size(), legal.size());
      for (int i = 0; i < expected.size(); i++) {
        assertEquals(expected.get(i), legal.get(i), "element " + i);
      }
      unpacked += Long.bitCount(hand) > 6 ? 1 : 0;
    }
    assertTrue(unpacked > 500, "hands of more than 6 cards: " + unpacked);
  }

  @Test
  void theTablesPolynomialAndTheCountPerCardOfALargeTableGiveTheEagerPlays() {
    // of() counts a numeral's sets from one product over the table; for a hand with an 8, 9 or 10
    // in one word on a table of at most six numerals, else in two: against the sets listed one by
    // one
    Rules r =
        ((TombolonState)
                Position.game("tombolon-padova-2p").newMatch(MatchOptions.defaults()).get())
            .rules;
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
    int small = 0;
    int large = 0;
    for (int k = 0; k < 1500; k++) {
      long hand = randomHand(rnd, r, 6);
      long table = randomTable(rnd, r, 26, hand);
      Seq<Action> expected = eager(r, 1, hand, table);
      CaptureList legal = CaptureList.of(state(r, 1, hand, table));
      assertEquals(expected.size(), legal.size());
      assertEquals(expected, legal);
      if (CaptureList.small(r, hand)) {
        continue;
      }
      if (CaptureList.tenFits(r, table)) {
        small++;
      } else {
        large++;
      }
    }
    assertTrue(small > 100 && large > 300, "tables of ≤ 6 numerals " + small + ", more " + large);
  }

  @Test
  void aHandOfNumeralsWorthSevenOrLessIsCountedInOneLong() {
    // T-4: Rovigo's numerals are worth 1 … 7, Padova's 1 … 10; a figure is worth nothing
    Rules rovigo = rules("tombolon-rovigo-2p");
    assertTrue(CaptureList.small(rovigo, rovigo.numerals | rovigo.figures));
    Rules padova = rules("tombolon-padova-4p");
    long sevens = padova.ofValue[7];
    assertTrue(CaptureList.small(padova, padova.below[8] | padova.figures));
    assertTrue(CaptureList.small(padova, 0L));
    for (int v = 8; v <= 10; v++) {
      long one = Long.lowestOneBit(padova.ofValue[v]);
      assertFalse(CaptureList.small(padova, one), "a hand with a " + v);
      assertFalse(CaptureList.small(padova, one | sevens));
    }
  }

  @Test
  void theOneLongPolynomialOfEveryNumeralWorthSevenOrLessOverflowsNoLane() {
    // the whole deck's numerals worth 1 … 7 on the table: the most sets any table has (344 worth
    // 7), each lane against the count by search
    for (String id : new String[] {"tombolon-rovigo-2p", "tombolon-padova-2p"}) {
      Rules r = rules(id);
      long nums = r.numerals & r.below[8];
      long q = 0L;
      for (long m = nums; m != 0; m = CardSet.withoutLowest(m)) {
        q = CaptureList.timesSmall(q, r.value[Long.numberOfTrailingZeros(m)]);
      }
      int[] expected = {4, 10, 24, 51, 100, 190, 344};
      for (int v = 1; v <= 7; v++) {
        assertEquals(expected[v - 1], Captures.count(r, nums, v), id + " worth " + v);
        assertEquals(expected[v - 1], CaptureList.smallLane(q, v), id + " worth " + v);
      }
    }
  }

  @Test
  void aTableOfSixNumeralsIsCountedInOneLongAndOfSevenInTwo() {
    Rules r = rules("tombolon-padova-2p");
    long aces = r.ofValue[1];
    long twos = r.ofValue[2];
    long six = aces | Long.lowestOneBit(twos) | Long.highestOneBit(twos);
    assertTrue(CaptureList.tenFits(r, six | r.figures), "six numerals and every figure");
    assertFalse(CaptureList.tenFits(r, six | Long.lowestOneBit(r.ofValue[10])), "seven numerals");
    assertTrue(CaptureList.tenFits(r, 0L));
    // six numerals of the lowest values, four aces and two 2s: each lane against the count by
    // search
    long q = 0L;
    for (long m = six; m != 0; m = CardSet.withoutLowest(m)) {
      q = CaptureList.timesTen(q, r.value[Long.numberOfTrailingZeros(m)]);
    }
    for (int v = 1; v <= CaptureList.MID_MOST; v++) {
      assertEquals(Captures.count(r, six, v), CaptureList.tenLane(q, v), "worth " + v);
    }
    assertEquals(14, CaptureList.tenLane(q, 4), "T-12: A+A+A+A, A+A+2 twelve ways, 2+2");
  }

  @Test
  void theTwoLongPolynomialOfEveryPadovaNumeralOverflowsNoLane() {
    // every numeral of the deck on the table: the most sets any table has (1,702 worth 10), each
    // lane against the count by search, x^1 … x^5 in the low word and x^6 … x^10 in the high one
    Rules r = rules("tombolon-padova-2p");
    long lo = 0L;
    long hi = 0L;
    for (long m = r.numerals; m != 0; m = CardSet.withoutLowest(m)) {
      int w = r.value[Long.numberOfTrailingZeros(m)];
      hi = CaptureList.timesMidHi(lo, hi, w);
      lo = CaptureList.timesMidLo(lo, w);
    }
    int[] expected = {4, 10, 24, 51, 100, 190, 344, 601, 1024, 1702};
    for (int v = 1; v <= CaptureList.MID_MOST; v++) {
      assertEquals(expected[v - 1], Captures.count(r, r.numerals, v), "worth " + v);
      assertEquals(expected[v - 1], CaptureList.midLane(lo, hi, v), "worth " + v);
    }
  }

  @Test
  void aTenOnEveryOtherPadovaNumeralHasMoreSetsThanALaneOrAPackedCountHolds() {
    // T-12: 1,701 sets worth 10 among 39 numerals, more than the 1,023 of a 10-bit lane of the
    // table's polynomial or of the counts of() packs for make: counted by search, and make counts
    // again (each play against the set at its index, the last ones above 1,023 included)
    Rules r = rules("tombolon-padova-2p");
    long ten = Long.lowestOneBit(r.ofValue[10]);
    long table = r.numerals & ~ten;
    int id = Long.numberOfTrailingZeros(ten);
    CaptureList legal = CaptureList.of(state(r, 0, ten, table));
    assertEquals(1701, legal.size());
    for (int i : new int[] {0, 676, 677, 1022, 1023, 1024, 1700}) {
      long set = Captures.setAt(r, id, table, i);
      assertEquals(new CapturePlay(0, r.cards[id], r.cardsOf(set)), legal.get(i), "play " + i);
    }
  }

  private static Rules rules(String id) {
    return ((TombolonState) Position.game(id).newMatch(MatchOptions.defaults()).get()).rules;
  }

  @Test
  void aSingleCardsListIsSharedAndEqualToItsArray() {
    Rules r =
        ((TombolonState)
                Position.game("tombolon-padova-4p").newMatch(MatchOptions.defaults()).get())
            .rules;
    for (int id = 0; id < r.size; id++) {
      assertEquals(Array.of(r.cards[id]), r.cardsOf(1L << id));
      assertSame(r.cardsOf(1L << id), r.cardsOf(1L << id));
    }
    assertEquals(Array.of(r.cards[0], r.cards[5]), r.cardsOf(1L | 1L << 5));
    assertEquals(Array.empty(), r.cardsOf(0L));
  }
}
