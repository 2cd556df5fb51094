package dev.mazzo.briscola;

import static dev.mazzo.briscola.ChiamataDeals.POINTS;
import static dev.mazzo.briscola.ChiamataDeals.RANKS;
import static dev.mazzo.briscola.ChiamataDeals.g8;
import static dev.mazzo.briscola.ChiamataDeals.result;
import static dev.mazzo.briscola.ChiamataDeals.state;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Pass;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The chiamata contract: the targets (B-50) of golden example G-8 and of every kind of bid, and the
 * call, whose card gives the trump and the partner (B-51, B-52, B-63).
 *
 * <p>Hands that need exact points are played with the seeded policy of {@link ChiamataDeals}.
 */
class ChiamataCallAndTargetTest {

  // ---------------------------------------------------------------- G-8, B-50

  @ParameterizedTest(name = "seed {0}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "5   | [[2,3],[0,1,4]] | [69,51] | false | [1,1,-1,-2,1]",
        "374 | [[1,3],[0,2,4]] | [70,50] | true  | [-1,1,-1,2,-1]"
      })
  @DisplayName(
      "G-8 B-50 2/70 requires 70: the caller's side with 69 fails, with 70 it makes the contract")
  void g8_target(long seed, String sides, String points, boolean made, String payments) {
    Playthrough p = g8(seed);
    Hands.playOut(p, seed);
    BriscolaHandResult h = result(p);
    assertEquals(sides, Hands.sides(h.sides()));
    assertEquals(points, Hands.ints(h.points()));
    Contract c = h.contract().get();
    assertEquals(Option.some(70), c.target());
    assertEquals(Option.some(made), c.made());
    assertEquals(Option.some(made ? 0 : 1), h.winningSide());
    assertEquals(Option.some(Rank.TWO), c.bidRank(), "bid {rank:2, points:70}");
    assertEquals(Option.some(70), c.bidPoints());
    assertEquals(Option.some(p.card("2C")), c.calledCard());
    assertEquals(payments, Hands.ints(h.scoreChange()));
  }

  @ParameterizedTest(name = "seed {0}")
  @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
  @DisplayName(
      "B-50 B-58 targets: a plain 2 requires 61, 2/N and a points bid N require N; made exactly when the caller's side has at least the target")
  void b50_targets(long seed) {
    // A plain 2 (rank auction).
    Playthrough two = ChiamataDeals.dealt(RANKS);
    two.act(Hands.rank(1, "2"));
    for (int s : new int[] {2, 3, 4, 0}) {
      two.act(new Pass(s));
    }
    two.act(Call.suit(1, Suit.values()[(int) (seed % 4)]));
    Hands.playOut(two, seed);
    assertContract(result(two), 61);
    // 2 with N points.
    Playthrough withPoints = ChiamataDeals.dealt(RANKS);
    withPoints.act(Hands.rank(1, "2"));
    int n = 60 + (int) seed;
    withPoints.act(Bid.twoWithPoints(2, n));
    for (int s : new int[] {3, 4, 0, 1}) {
      withPoints.act(new Pass(s));
    }
    withPoints.act(Call.suit(2, Suit.HEARTS));
    Hands.playOut(withPoints, seed);
    assertContract(result(withPoints), n);
    // A points bid N (biscambiggia-chiamata-5p).
    Playthrough points = ChiamataDeals.dealt(POINTS);
    int m = 55 + 6 * (int) seed;
    points.act(Bid.points(1, m));
    for (int s : new int[] {2, 3, 4, 0}) {
      points.act(new Pass(s));
    }
    points.act(Call.card(1, points.state().deck().card((int) (seed * 5 - 1))));
    Hands.playOut(points, seed);
    assertContract(result(points), m);
    assertTrue(result(points).contract().get().bidRank().isEmpty(), "B-63 bid is {points:N}");
    assertEquals(Option.some(m), result(points).contract().get().bidPoints());
  }

  private static void assertContract(BriscolaHandResult h, int target) {
    Contract c = h.contract().get();
    assertEquals(Option.some(target), c.target());
    boolean made = h.points().get(0) >= target;
    assertEquals(Option.some(made), c.made(), Hands.outcome(h));
    assertEquals(Option.some(made ? 0 : 1), h.winningSide());
    int declarer = c.declarer().get();
    assertTrue(h.sides().get(0).contains(declarer), "B-57 sides[0] is the caller's side");
    int sign = made ? 1 : -1;
    for (int seat = 0; seat < 5; seat++) {
      int expected =
          seat == declarer
              ? sign * (c.partner().isEmpty() ? 4 : 2)
              : c.partner().contains(seat) ? sign : -sign;
      assertEquals(expected, h.scoreChange().get(seat).intValue(), "B-59 seat " + seat);
    }
  }

  // ---------------------------------------------------------------- B-51, B-52, B-63

  @ParameterizedTest(name = "call {0}")
  @ValueSource(strings = {"H", "D", "C", "S"})
  @DisplayName(
      "B-51 B-52 the called card is the bid rank in the called suit (rank 2 for a points bid); the suit is trump; its holder is the partner")
  void b51_calledCard(String suit) {
    Playthrough p = ChiamataDeals.dealt(RANKS);
    p.act(Hands.rank(1, "K"));
    for (int s : new int[] {2, 3, 4, 0}) {
      p.act(new Pass(s));
    }
    assertTrue(p.state().trump().isEmpty());
    p.act(Call.suit(1, Hands.suit(suit)));
    Card called = p.card("K" + suit);
    assertEquals(Option.some(called), state(p).calledCard());
    assertEquals(
        Option.some(Hands.suit(suit)), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
    assertTrue(p.state().trumpCard().isEmpty());
    int holder = List.range(0, 5).find(s -> p.state().hand(s).contains(called)).get();
    assertEquals(holder == 1 ? Option.none() : Option.some(holder), state(p).partner());

    Playthrough q = ChiamataDeals.dealt(RANKS);
    q.act(Hands.rank(1, "2"));
    q.act(Bid.twoWithPoints(2, 90));
    for (int s : new int[] {3, 4, 0, 1}) {
      q.act(new Pass(s));
    }
    q.act(Call.suit(2, Hands.suit(suit)));
    assertEquals(Option.some(q.card("2" + suit)), state(q).calledCard());
  }

  @Test
  @DisplayName(
      "B-63 calling any card: its suit is trump, its holder the partner; a card in the caller's own holding means alone; the result's bid is {points:N}")
  void b63_callingACard() {
    for (boolean alone : new boolean[] {false, true}) {
      Playthrough p = ChiamataDeals.dealt(POINTS);
      p.act(Bid.points(1, 65));
      for (int s : new int[] {2, 3, 4, 0}) {
        p.act(new Pass(s));
      }
      Card called = p.state().hand(alone ? 1 : 3).toSeq().last();
      p.act(Call.card(1, called));
      assertEquals(
          new ChiamataEvent.Called(1, called, called.suit().get()),
          p.state().lastEvents().single());
      assertEquals(called.suit(), p.state().trump().flatMap(dev.mazzo.card.Trump::suit));
      assertEquals(alone ? Option.none() : Option.some(3), state(p).partner());
      Hands.playOut(p, 9);
      BriscolaHandResult h = result(p);
      assertEquals(alone ? "[[1],[0,2,3,4]]" : "[[1,3],[0,2,4]]", Hands.sides(h.sides()));
      Contract c = h.contract().get();
      assertEquals(Option.some(called), c.calledCard());
      assertEquals(Option.some(65), c.target());
      assertContract(h, 65);
    }
  }
}
