package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The score term of ISMCTS's reward ({@link Playout#scoreTerm}, {@link Ismcts#SCORE}) and its
 * choice per playout: the term when at least two match sides' score changes are not 0, or one is
 * and the hand's winner did not take the most points; the share of the hand's points otherwise.
 */
class ScoreRewardTest {

  private static final Seq<Seq<Integer>> TEAMS = Array.of(Array.of(0, 2), Array.of(1, 3));

  private static final double W = Ismcts.OUTCOME;

  /** ISMCTS's rewards of one result whose hand sides are the match's. */
  private static double[] rewards(Seq<Seq<Integer>> sides, HandResult result) {
    double[] out = new double[4];
    Playout.rewards(List.of(result), sides, 0, W, Ismcts.SCORE, out);
    return out;
  }

  /** The rewards of the share alone, as before the score term. */
  private static double[] shareOnly(HandResult result, int seats) {
    double[] out = new double[seats];
    Playout.rewards(List.of(result), 0, W, out);
    return out;
  }

  @Test
  @DisplayName("ISMCTS takes the score alone when it is informative")
  void scoreAlone() {
    assertEquals(1.0, Ismcts.SCORE);
  }

  @Test
  @DisplayName("two sides: an equal change is neutral, a set contract 0 against 1, 40 to 20 2/3")
  void twoSides() {
    assertEquals(0.5, Playout.scoreTerm(Array.of(40, 40), 0), 1e-12);
    assertEquals(0.0, Playout.scoreTerm(Array.of(-40, 40), 0), 1e-12);
    assertEquals(1.0, Playout.scoreTerm(Array.of(-40, 40), 1), 1e-12);
    assertEquals(2 / 3.0, Playout.scoreTerm(Array.of(40, 20), 0), 1e-12);
    assertEquals(1 / 3.0, Playout.scoreTerm(Array.of(40, 20), 1), 1e-12);
    assertEquals(1.0, Playout.scoreTerm(Array.of(1, 0), 0), 1e-12, "Briscola: the outcome");
    assertEquals(0.0, Playout.scoreTerm(Array.of(1, 0), 1), 1e-12, "Briscola: the outcome");
  }

  @Test
  @DisplayName("five seats (chiamata's payments): against the mean of the others' changes")
  void fiveSeats() {
    Seq<Integer> paid = Array.of(2, 1, -1, -1, -1);
    assertEquals(0.5 + 2.5 / 12, Playout.scoreTerm(paid, 0), 1e-12, "the declarer");
    assertEquals(0.5 + 1.25 / 12, Playout.scoreTerm(paid, 1), 1e-12, "the partner");
    assertEquals(0.5 - 1.25 / 12, Playout.scoreTerm(paid, 2), 1e-12, "a defender");
  }

  @Test
  @DisplayName("neutral without a side, without a change, or with fewer than two sides")
  void neutral() {
    assertEquals(0.5, Playout.scoreTerm(Array.of(3, 1), -1), 1e-12);
    assertEquals(0.5, Playout.scoreTerm(Array.of(3, 1), 2), 1e-12);
    assertEquals(0.5, Playout.scoreTerm(Array.of(0, 0), 0), 1e-12);
    assertEquals(0.5, Playout.scoreTerm(Array.of(7), 0), 1e-12);
  }

  @Test
  @DisplayName("two scoring sides: the score replaces the share (a bid of 8 made, then set)")
  void informativeChangeTakesTheScore() {
    // 8 spades (240) made with 7 tricks, the defenders' 3 tricks scoring 30.
    HandResult made = new StubResult(TEAMS, Array.of(7, 3), Option.some(0), Array.of(240, 30));
    double declarers = W + (1 - W) * (0.5 + 210 / 540.0);
    double defenders = (1 - W) * (0.5 - 210 / 540.0);
    assertArrayEquals(
        new double[] {declarers, defenders, declarers, defenders}, rewards(TEAMS, made), 1e-12);
    // The same 7 tricks against a contract of 6 (40): the share would not tell them apart.
    HandResult six = new StubResult(TEAMS, Array.of(7, 3), Option.some(0), Array.of(40, 30));
    assertTrue(rewards(TEAMS, made)[0] > rewards(TEAMS, six)[0], "the higher contract pays more");
    assertArrayEquals(shareOnly(made, 4), shareOnly(six, 4), 0, "the share alone cannot");
    // Set: the declarers' rest is 0, the defenders' 1, whatever the tricks.
    HandResult set = new StubResult(TEAMS, Array.of(5, 5), Option.some(1), Array.of(-240, 50));
    assertArrayEquals(new double[] {0, 1, 0, 1}, rewards(TEAMS, set), 1e-12);
  }

  @ParameterizedTest(name = "score change {0} to the winner alone")
  @ValueSource(ints = {1, 2, 4})
  @DisplayName("one scoring side (Briscola's 1, Sueca's 1, 2 or 4): the share, bit for bit")
  void oneScoringSideKeepsTheShare(int points) {
    HandResult won = new StubResult(TEAMS, Array.of(40, 80), Option.some(1), Array.of(0, points));
    double[] share = shareOnly(won, 4);
    assertArrayEquals(share, rewards(TEAMS, won), 0);
    double lost = (1 - W) * 40 / 120;
    assertArrayEquals(new double[] {lost, W + (1 - W) * 80 / 120, lost, share[1]}, share, 1e-12);
    HandResult drawn = new StubResult(TEAMS, Array.of(60, 60), Option.none(), Array.of(0, 0));
    assertArrayEquals(shareOnly(drawn, 4), rewards(TEAMS, drawn), 0, "a drawn hand");
  }

  @Test
  @DisplayName("one scoring side whose points run against the outcome: the score, the outcome's")
  void shareAgainstTheOutcomeTakesTheScore() {
    // A made misère: the contractor's team won by taking no trick, and alone scores 250.
    HandResult misere = new StubResult(TEAMS, Array.of(0, 10), Option.some(0), Array.of(250, 0));
    assertArrayEquals(new double[] {1, 0, 1, 0}, rewards(TEAMS, misere), 1e-12);
    assertEquals(W, shareOnly(misere, 4)[0], 1e-12, "the share gave the winners 1/4 alone");
    // A Pitch bid of 5 set with 4 points, the defenders scoring none: the bidders lost.
    HandResult set = new StubResult(TEAMS, Array.of(4, 0), Option.some(1), Array.of(-5, 0));
    assertArrayEquals(new double[] {0, 1, 0, 1}, rewards(TEAMS, set), 1e-12);
    // A failed misère where the contractor took 2 tricks: the defenders lead, the share stays.
    HandResult failed = new StubResult(TEAMS, Array.of(2, 8), Option.some(1), Array.of(-250, 0));
    assertArrayEquals(shareOnly(failed, 4), rewards(TEAMS, failed), 0);
  }

  @Test
  @DisplayName("the winner leads when its points pass every other side's (negatives as 0)")
  void leads() {
    assertTrue(Playout.leads(Array.of(61, 59), 0));
    assertTrue(!Playout.leads(Array.of(61, 59), 1));
    assertTrue(!Playout.leads(Array.of(60, 60), 0), "a tie is no lead");
    assertTrue(!Playout.leads(Array.of(0, -3), 0), "0 against a negative, counted 0");
    assertTrue(Playout.leads(Array.of(1, -3, 0), 0));
    assertTrue(!Playout.leads(Array.of(1, 2), -1), "no winner");
    assertTrue(!Playout.leads(Array.of(1, 2), 2), "no such side");
  }

  @Test
  @DisplayName("chiamata: hand sides of two, match sides of one seat, the payments per seat")
  void chiamataPayments() {
    Seq<Seq<Integer>> seats = Array.range(0, 5).map(Array::of);
    Seq<Seq<Integer>> hand = Array.of(Array.of(0, 3), Array.of(1, 2, 4));
    HandResult r =
        new StubResult(hand, Array.of(70, 50), Option.some(0), Array.of(2, -1, -1, 1, -1));
    double[] out = new double[5];
    Playout.rewards(List.of(r), seats, 0, W, Ismcts.SCORE, out);
    double declarer = W + (1 - W) * (0.5 + 2.5 / 12);
    double partner = W + (1 - W) * (0.5 + 1.25 / 12);
    double defender = (1 - W) * (0.5 - 1.25 / 12);
    assertArrayEquals(new double[] {declarer, defender, defender, partner, defender}, out, 1e-12);
    // A passed-out hand pays nothing: the share.
    HandResult passed =
        new StubResult(hand, Array.of(70, 50), Option.none(), Array.of(0, 0, 0, 0, 0));
    Playout.rewards(List.of(passed), seats, 0, W, Ismcts.SCORE, out);
    assertArrayEquals(shareOnly(passed, 5), out, 0);
  }

  @Test
  @DisplayName("a seat in no match side gets the score's neutral half")
  void seatInNoMatchSide() {
    HandResult r = new StubResult(TEAMS, Array.of(6, 4), Option.some(0), Array.of(80, 40));
    double[] out = new double[4];
    Playout.rewards(List.of(r), Array.of(Array.of(0, 2)), 0, W, 1, out);
    double declarers = W + (1 - W) * (0.5 + 40 / 240.0);
    assertArrayEquals(
        new double[] {declarers, (1 - W) * 0.5, declarers, (1 - W) * 0.5}, out, 1e-12);
  }

  /** Plays {@code hands} random hands of the variant; counts those whose rewards differ. */
  private static int differing(String variant, int hands) {
    Game<GameState, PlayerView> game = Variants.byId(variant).get().game();
    int seats = Hands.dealt(game, 1).players();
    int differ = 0;
    for (int seed = 1; seed <= hands; seed++) {
      GameState end = Playout.toHandEnd(game, Hands.dealt(game, seed), new SplittableRandom(seed));
      double[] now = new double[seats];
      Playout.rewards(end, 0, W, Ismcts.SCORE, now);
      double[] share = new double[seats];
      Playout.rewards(end.results(), 0, W, share);
      differ += java.util.Arrays.equals(now, share) ? 0 : 1;
      Seq<Seq<Integer>> sides = end.results().isEmpty() ? Array.empty() : end.sides();
      for (Seq<Integer> side : sides) {
        for (int seat : side) {
          assertEquals(now[side.head()], now[seat], 1e-12, variant + ": partners alike");
        }
      }
    }
    return differ;
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "sueca-4p", "briscola-4p"})
  @DisplayName("real hands where only the winner scores keep the share's rewards exactly")
  void winnerOnlyGamesKeepTheShare(String variant) {
    assertEquals(0, differing(variant, 40));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"five-hundred-4p", "pitch-10-4p", "briscola-chiamata-5p"})
  @DisplayName("real auction hands score both sides, and the score changes the rewards")
  void auctionGamesTakeTheScore(String variant) {
    assertTrue(differing(variant, 40) > 0, variant);
  }
}
