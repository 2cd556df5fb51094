package dev.mazzo.tombolon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link Captures#sets} against a brute force over every subset of the table (T-12), sorted as T-21
 * says: by size, then lexicographically in canonical order (T-3), see {@link BruteCaptures}. The
 * whole list is compared, order included, for every card not on the table, on random tables of 0 to
 * 16 cards of both decks.
 */
class CaptureOrderTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";
  private static final String PADOVA = "tombolon-padova-2p";

  private static Rules rules(String id) {
    return Position.newMatch(id, MatchOptions.defaults()).rules;
  }

  /** Compares the engine with the brute force for every card of the deck not on the table. */
  private static int compare(Rules r, List<Card> table) {
    BruteCaptures brute = new BruteCaptures(table);
    long mask = 0;
    for (Card c : table) {
      mask |= r.maskOf(c);
    }
    int compared = 0;
    for (Card card : r.deck.cards()) {
      if ((mask & r.maskOf(card)) != 0) {
        continue;
      }
      int id = r.deck.idOf(card);
      long[] sets = Captures.sets(r, id, mask);
      List<List<Card>> actual = new ArrayList<>();
      for (long set : sets) {
        actual.add(r.cardsOf(set).toJavaList());
      }
      List<List<Card>> expected = brute.sets(card);
      assertEquals(expected, actual, () -> card + " on " + table);
      assertEquals(
          sets.length == 0, Captures.sets(r, id, mask) == Captures.NONE, "NONE when no set");
      assertEquals(!expected.isEmpty(), Captures.hasAny(r, id, mask), () -> "T-13 " + card);
      compared += sets.length;
    }
    return compared;
  }

  @Property(tries = 200)
  @Label(
      "T-12 T-21: the capture sets of every card, in order, equal a brute force over all subsets sorted by size then canonical order (both decks, tables of 0 to 16 cards)")
  void setsEqualSortedBruteForce(
      @ForAll boolean padova, @ForAll @IntRange(min = 0, max = 16) int size, @ForAll long seed) {
    Rules r = rules(padova ? PADOVA : ROVIGO);
    Seq<Card> shuffled = Shuffle.using(new SplittableRandom(seed)).order(r.deck);
    compare(r, shuffled.take(size).toJavaList());
  }

  @Property(tries = 100)
  @Label(
      "T-12 T-20: the engine's capture check accepts exactly the subsets of the table the brute force finds, and rejects every other one as ILLEGAL_CAPTURE")
  void captureCheckAgreesOnEverySubset(
      @ForAll boolean padova, @ForAll @IntRange(min = 0, max = 12) int size, @ForAll long seed) {
    String variant = padova ? PADOVA : ROVIGO;
    Rules r = rules(variant);
    SplittableRandom random = new SplittableRandom(seed);
    Seq<Card> shuffled = Shuffle.using(random).order(r.deck);
    List<Card> table = shuffled.take(size).toJavaList();
    Card card = shuffled.get(size);
    TombolonState s =
        Position.of(variant)
            .hand(0, card.code())
            .table(String.join(" ", io.vavr.collection.List.ofAll(table).map(Card::code)))
            .toAct(0)
            .build();
    List<List<Card>> expected = new BruteCaptures(table).sets(card);
    int id = r.deck.idOf(card);
    int accepted = 0;
    for (int bits = 1; bits < 1 << size; bits++) {
      List<Card> capture = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        if ((bits & (1 << i)) != 0) {
          capture.add(table.get(i));
        }
      }
      Rejection rejection =
          TombolonGame.checkCapture(s, id, io.vavr.collection.List.ofAll(capture));
      capture.sort(BruteCaptures.CANONICAL);
      if (rejection == null) {
        accepted++;
        assertTrue(expected.contains(capture), () -> card + " takes " + capture);
      } else {
        assertEquals(Tombolon.ILLEGAL_CAPTURE, rejection.code(), rejection::message);
        assertFalse(expected.contains(capture), () -> card + " must be able to take " + capture);
      }
    }
    assertEquals(expected.size(), accepted, () -> card + " on " + table);
  }

  @Example
  @Label(
      "T-12 T-21: 16 numerals A to 4 on the table (more than the lanes of the count hold): every card, in order, as the brute force")
  void manySmallNumerals() {
    for (String id : List.of(ROVIGO, PADOVA)) {
      Rules r = rules(id);
      List<Card> table = new ArrayList<>();
      for (Card c : r.deck.cards()) {
        if (!BruteCaptures.isFigure(c) && BruteCaptures.value(c) <= 4) {
          table.add(c);
        }
      }
      assertEquals(16, table.size());
      int sets = compare(r, table);
      assertTrue(sets > 1000, "a large enumeration: " + sets);
    }
  }

  @Example
  @Label(
      "T-12 T-21: edge tables, every card as the brute force: five numerals that all sum to one"
          + " card, ten and eleven numerals (the two ways of counting)")
  void edgeTables() {
    String[] tables = {
      "AH AD AC AS 2H",
      "AH AD AC AS 2H 3H",
      "AH AD AC AS 2H 2D 2C 2S 3H 3D",
      "AH AD AC AS 2H 2D 2C 2S 3H 3D 3C",
      "AH AD AC AS 2H 2D 2C 2S 3H 3D 3C 4H"
    };
    for (String id : List.of(ROVIGO, PADOVA)) {
      Rules r = rules(id);
      for (String t : tables) {
        List<Card> table = Position.cards(id, t).toJavaList();
        assertTrue(compare(r, table) > 0, t);
      }
    }
    Rules r = rules(ROVIGO);
    long five = 0;
    for (Card c : Position.cards(ROVIGO, "AH AD AC AS 2H")) {
      five |= r.maskOf(c);
    }
    long[] sets = Captures.sets(r, r.deck.idOf(Position.cards(ROVIGO, "6S").head()), five);
    assertEquals(1, sets.length, "6 takes A A A A 2, all five");
    assertEquals(five, sets[0]);
  }
}
