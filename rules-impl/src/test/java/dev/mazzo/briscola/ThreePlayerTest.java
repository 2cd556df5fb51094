package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Three or more sides: TOP and the void hand (B-34, B-36, B-37 under TOP), the 3-player deck (B-9),
 * and golden example G-9.
 */
class ThreePlayerTest {

  /**
   * G-9's rows, each the first hand of a new {@code biscambiggia-3p} match (dealer 0) under the
   * seeded policy of {@link MatchTest#playHand}. The seeds are the smallest that give each row's
   * points, found by trying seeds 1 to 200 000 with that policy.
   */
  @ParameterizedTest(name = "seed {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "9507 | [50,40,30] | 0    | [1,0,0]",
        "6158 | [20,61,39] | 1    | [0,1,0]",
        "7934 | [30,45,45] | null | [0,0,0]",
        "1992 | [52,16,52] | null | [0,0,0]",
        "4836 | [40,40,40] | null | [0,0,0]"
      })
  @DisplayName(
      "G-9 B-34 B-36 biscambiggia-3p: the strictly highest total wins 1, whatever it is; a shared highest total is void")
  void g9_topAndVoid(long seed, String points, String winner, String change) {
    Playthrough p = Playthrough.of("biscambiggia-3p");
    HandResult h = MatchTest.playHand(p, seed);
    assertEquals(points, Hands.ints(h.points()));
    assertEquals(winner, h.winningSide().map(String::valueOf).getOrElse("null"));
    assertEquals(change, Hands.ints(h.scoreChange()));
    assertEquals("[[0],[1],[2]]", Hands.sides(h.sides()));
    assertEquals(13, h.tricks().sum().intValue());
    assertEquals(change, Hands.ints(p.state().score()));
  }

  @Test
  @DisplayName(
      "G-9 B-9 the deck has 39 cards without 2S: a deal that contains 2S is MALFORMED; with removedCard 2C the deck has 2S and not 2C")
  void g9_theDeck() {
    Playthrough p = Playthrough.of("biscambiggia-3p");
    assertEquals(39, p.state().deck().size());
    Seq<Card> order = Shuffle.seeded(1).order(p.state().deck());
    p.rejects(new Deal(order.update(5, Card.parse("2S").get())), Code.MALFORMED);
    p.rejects(new Deal(order.append(Card.parse("2S").get())), Code.MALFORMED);
    p.rejects(new Deal(order.dropRight(1).append(Card.parse("2S").get())), Code.MALFORMED);
    p.deal(order);
    Playthrough q = Playthrough.of("biscambiggia-3p", "removedCard", "2C");
    assertTrue(q.state().deck().contains(Card.parse("2S").get()));
    assertTrue(!q.state().deck().contains(Card.parse("2C").get()));
    q.rejects(new Deal(order), Code.MALFORMED);
    Seq<Card> withTwoSpades = Shuffle.seeded(1).order(q.state().deck());
    q.deal(withTwoSpades);
    assertEquals(
        39,
        q.state().hand(0).size()
            + q.state().hand(1).size()
            + q.state().hand(2).size()
            + q.state().stock().size());
  }

  @ParameterizedTest(name = "{0}: {1} → {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "biscambiggia-3p | 50,40,30    | 0",
        "biscambiggia-3p | 41,40,39    | 0",
        "biscambiggia-3p | 20,61,39    | 1",
        "biscambiggia-3p | 30,30,60    | 2",
        "biscambiggia-3p | 45,45,30    | -1",
        "biscambiggia-3p | 30,45,45    | -1",
        "biscambiggia-3p | 52,16,52    | -1",
        "biscambiggia-3p | 40,40,40    | -1",
        "briscola-3p     | 0,120,0     | 1",
        "bisca-3p        | 60,60,0     | -1",
        "bisca-4p:none   | 40,30,30,20 | 0",
        "bisca-4p:none   | 31,29,30,30 | 0",
        "bisca-4p:none   | 35,35,30,20 | -1",
        "bisca-4p:none   | 10,20,30,60 | 3",
        "bisca-4p:none   | 30,30,30,30 | -1"
      })
  @DisplayName(
      "B-34 TOP: the side strictly above every other side wins, with no 61 threshold; a shared highest total is void")
  void b34_top(String id, String points, int winner) {
    Playthrough p =
        id.endsWith(":none") ? Playthrough.of("bisca-4p", "teams", "none") : Playthrough.of(id);
    Rules rules = Hands.rules(p.state());
    assertEquals(HandRule.TOP, rules.handRule);
    String[] ps = points.split(",");
    int[] pts = new int[ps.length];
    for (int i = 0; i < ps.length; i++) {
      pts[i] = Integer.parseInt(ps[i].trim());
    }
    assertEquals(winner, BriscolaGame.handWinner(rules, pts));
  }

  /**
   * B-37 under TOP: {@code bisca-3p} with {@code scale:"sueca"}, first hand, seeded policy of
   * {@link MatchTest#playHand}; the seeds are the smallest that give a winning total of 60 or less
   * (1 game point) and of 91 or more (2), found by trying seeds 1 to 200 000. No seed in that range
   * gave a bandeira (every trick); {@link #b37_bandeiraUnderTop} checks that row.
   */
  @ParameterizedTest(name = "seed {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {"1292 | [50,40,30] | [1,0,0]", "66 | [91,12,17] | [2,0,0]"})
  @DisplayName(
      "B-36 B-37 bisca-3p with scale sueca (TOP): any winning total up to 90 gives 1, 91 or more gives 2")
  void b37_suecaScaleUnderTop(long seed, String points, String change) {
    Playthrough p = Playthrough.of("bisca-3p", "scale", "sueca");
    HandResult h = MatchTest.playHand(p, seed);
    assertEquals(points + " " + change, Hands.ints(h.points()) + " " + Hands.ints(h.scoreChange()));
    assertEquals(change, Hands.ints(p.state().score()));
  }

  @Test
  @DisplayName(
      "B-37 under TOP: every trick gives 4; 91 or more 2; any other winning total 1 (the engine's scale)")
  void b37_bandeiraUnderTop() {
    Rules rules = Hands.rules(Playthrough.of("bisca-3p", "scale", "sueca").state());
    assertEquals(13, rules.tricks);
    assertEquals(4, BriscolaGame.gamePoints(rules, 120, 13));
    assertEquals(2, BriscolaGame.gamePoints(rules, 120, 12));
    assertEquals(2, BriscolaGame.gamePoints(rules, 91, 10));
    assertEquals(1, BriscolaGame.gamePoints(rules, 90, 10));
    assertEquals(1, BriscolaGame.gamePoints(rules, 41, 5));
    Rules single = Hands.rules(Playthrough.of("bisca-3p").state());
    assertEquals(1, BriscolaGame.gamePoints(single, 120, 13), "B-36 scale single: always 1");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-3p", "biscambiggia-3p"})
  @DisplayName(
      "B-36 B-39 3 players: 1 to the winning seat per hand; the first seat to win 3 hands wins the match, at once")
  void b39_threePlayerMatch(String id) {
    for (long start = 1; start <= 31; start += 10) {
      Playthrough p = Playthrough.of(id);
      long seed = start;
      while (!p.state().isOver()) {
        HandResult h = MatchTest.playHand(p, seed++);
        assertTrue(
            h.winningSide().isEmpty()
                ? h.scoreChange().forAll(x -> x == 0)
                : h.scoreChange().sum().intValue() == 1
                    && h.scoreChange().get(h.winningSide().get()) == 1);
        assertEquals(p.state().score().max().get() >= 3, p.state().isOver());
      }
      assertEquals(3, p.state().score().get(p.state().winningSide().get()).intValue());
    }
  }
}
