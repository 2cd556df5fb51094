package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Phase;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Game points and the match beyond two players: B-36 (1 per hand won, the Sueca scale as an option
 * of Bisca), B-37 on {@code bisca-2p}, B-39 (first to 3 hands for 3, 4 and 6 players) and B-40
 * (first to 4 game points).
 */
class MatchFamilyTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-4p", "briscola-6p", "biscambiggia-4p", "biscambiggia-6p"})
  @DisplayName(
      "B-39 4 and 6 players: handsToWin defaults to 3; the first side to win 3 hands wins the match, at once; void hands count for nobody")
  void b39_firstToThree(String id) {
    assertEquals(3, Hands.rules(Playthrough.of(id).state()).handsToWin);
    for (long start = 1; start <= 21; start += 10) {
      Playthrough p = Playthrough.of(id);
      long seed = start;
      while (!p.state().isOver()) {
        HandResult h = MatchTest.playHand(p, seed++);
        assertEquals(
            h.winningSide().isDefined() ? 1 : 0,
            h.scoreChange().sum().intValue(),
            "B-36 1 to the winning side");
        assertEquals(p.state().score().max().get() >= 3, p.state().isOver());
      }
      int w = p.state().winningSide().get();
      assertEquals(3, p.state().score().get(w).intValue());
      assertEquals(
          p.state().results().count(r -> r.winningSide().isDefined()),
          p.state().score().sum().intValue());
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "briscola-3p",
        "briscola-4p",
        "briscola-6p",
        "biscambiggia-3p",
        "biscambiggia-4p",
        "biscambiggia-6p"
      })
  @DisplayName(
      "B-39 B-68 the handsToWin option beyond two players: with 1, the first hand won ends the match and a void hand does not")
  void b39_handsToWinOption(String id) {
    Playthrough p = Playthrough.of(id, "handsToWin", 1);
    long seed = 1;
    HandResult h;
    do {
      h = MatchTest.playHand(p, seed++);
      assertEquals(h.winningSide().isDefined(), p.state().isOver());
    } while (!p.state().isOver());
    assertEquals(h.winningSide(), p.state().winningSide());
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "bisca-2p |", "bisca-dos-sete-2p |", "bisca-dos-nove-2p |", "bisca-3p |",
        "bisca-3p | handSize=9", "bisca-4p |", "bisca-4p | teams=none", "bisca-4p | handSize=7",
        "bisca-6p |", "bisca-8p |"
      })
  @DisplayName(
      "B-36 B-40 Bisca, scale single: 1 game point per hand won; the match ends as soon as a side has 4")
  void b40_firstToFourGamePoints(String id, String options) {
    for (long start = 1; start <= 11; start += 10) {
      Playthrough p = DealFamilyTest.match(id, options);
      long seed = start;
      int hands = 0;
      while (!p.state().isOver()) {
        HandResult h = MatchTest.playHand(p, seed++);
        hands++;
        assertEquals(h.winningSide().isDefined() ? 1 : 0, h.scoreChange().sum().intValue());
        assertEquals(p.state().score().max().get() >= 4, p.state().isOver());
      }
      int w = p.state().winningSide().get();
      assertEquals(4, p.state().score().get(w).intValue());
      assertTrue(hands >= 4);
      assertEquals(Phase.MATCH_OVER, p.state().phase());
      assertEquals(new Event.MatchEnded.Plain(Option.some(w)), p.state().lastEvents().last());
    }
  }

  /**
   * B-37 on {@code bisca-2p} with {@code scale:"sueca"}: the first hand of a match (dealer 0) under
   * the seeded policy of {@link MatchTest#playHand}. The seeds are the smallest that give each
   * case, found by trying seeds 1 to 20 000 (seed 6256 is a bandeira: seat 1 wins all 20 tricks).
   */
  @ParameterizedTest(name = "seed {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "157  | [61,59] | 0    | [1,0] | false",
        "158  | [91,29] | 0    | [2,0] | false",
        "3130 | [0,120] | 1    | [0,2] | false",
        "6256 | [0,120] | 1    | [0,4] | true",
        "30   | [60,60] | null | [0,0] | false"
      })
  @DisplayName(
      "B-36 B-37 bisca-2p with scale sueca: 61–90 gives 1, 91 or more 2 (also 120 without every trick), every trick 4, 60–60 nothing")
  void b37_bisca2pSuecaScale(
      long seed, String points, String winner, String change, boolean bandeira) {
    Playthrough p = Playthrough.of("bisca-2p", "scale", "sueca");
    HandResult h = MatchTest.playHand(p, seed);
    assertEquals(points, Hands.ints(h.points()));
    assertEquals(winner, h.winningSide().map(String::valueOf).getOrElse("null"));
    assertEquals(change, Hands.ints(h.scoreChange()));
    assertEquals(bandeira, h.tricks().contains(20), "tricks " + Hands.ints(h.tricks()));
    assertEquals(bandeira, p.state().isOver(), "B-40 4 game points end the match at once");
    // The same hand with the default scale gives 1 to the winner.
    Playthrough single = Playthrough.of("bisca-2p");
    HandResult s = MatchTest.playHand(single, seed);
    assertEquals(points, Hands.ints(s.points()));
    assertEquals(
        h.winningSide().isEmpty() ? "[0,0]" : h.winningSide().get() == 0 ? "[1,0]" : "[0,1]",
        Hands.ints(s.scoreChange()),
        "B-36 scale single");
  }
}
