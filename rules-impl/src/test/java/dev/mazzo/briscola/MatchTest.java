package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The match: B-2, B-3, B-38, B-39, B-42 and golden example G-11. */
class MatchTest {

  /**
   * Plays one hand on a playthrough: the deal {@code Shuffle.seeded(seed)}, then the seat to act
   * plays the legal action {@code new SplittableRandom(seed)} picks (as {@link Orders#playHand}).
   */
  static HandResult playHand(Playthrough p, long seed) {
    p.deal(Shuffle.seeded(seed).order(p.state().deck()));
    SplittableRandom r = new SplittableRandom(seed);
    while (p.state().phase() == Phase.PLAY) {
      p.act(p.legal().get(r.nextInt(p.legal().size())));
    }
    return p.state().results().last();
  }

  private static void assertEmptied(GameState s) {
    for (int seat = 0; seat < 2; seat++) {
      assertTrue(s.hand(seat).isEmpty(), "hands emptied");
      assertTrue(s.captured(seat).isEmpty(), "captured emptied");
    }
    assertTrue(s.stock().isEmpty(), "stock emptied");
    assertTrue(s.table().isEmpty(), "table emptied");
    assertTrue(s.trump().isEmpty(), "trump null");
    assertTrue(s.trumpCard().isEmpty(), "trumpCard null");
  }

  // ---------------------------------------------------------------- G-11

  /** The seeds of the four hands of G-11, found by trying seeds from 1 up with that policy. */
  private static final long[] G11_SEEDS = {8, 9, 93, 168};

  @Test
  @DisplayName("G-11 a match with a void hand: [70,50], [60,60], [55,65], [90,30]; winner 0")
  void g11_matchWithAVoidHand() {
    Playthrough p = Playthrough.of("briscola-2p");
    int[] dealers = {0, 1, 0, 1};
    int[][] points = {{70, 50}, {60, 60}, {55, 65}, {90, 30}};
    Integer[] winners = {0, null, 1, 0};
    int[][] scores = {{1, 0}, {1, 0}, {1, 1}, {2, 1}};
    for (int h = 0; h < 4; h++) {
      assertEquals(dealers[h], p.state().dealer(), "dealer of hand " + (h + 1));
      assertEquals(h + 1, p.state().handNumber());
      assertEquals(Phase.DEAL, p.state().phase());
      HandResult r = playHand(p, G11_SEEDS[h]);
      assertEquals(h + 1, r.hand());
      assertEquals(List.of(points[h][0], points[h][1]), r.points().toList(), "hand " + (h + 1));
      assertEquals(Option.of(winners[h]), r.winningSide());
      assertEquals(List.of(scores[h][0], scores[h][1]), p.state().score().toList());
      assertEquals(h + 1, p.state().results().size());
      if (h < 3) {
        assertFalse(p.state().isOver());
      }
    }
    GameState end = p.state();
    assertEquals(Phase.MATCH_OVER, end.phase());
    assertEquals("match-over", end.phase().wireName());
    assertEquals(Option.some(0), end.winningSide());
    assertEquals(GameState.NOBODY, end.toAct());
    assertTrue(p.legal().isEmpty());
    assertEquals(
        List.of(List.of(1, 0), List.of(0, 0), List.of(0, 1), List.of(1, 0)),
        end.results().map(r -> r.scoreChange().toList()).toList());
    assertEquals(new Event.MatchEnded.Plain(Option.some(0)), end.lastEvents().last());
    for (int seat = 0; seat < 2; seat++) {
      PlayerView v = p.view(seat);
      assertTrue(v.legalActions().isEmpty());
      assertEquals(Option.some(0), v.winningSide());
    }
    // Any further action is rejected with MATCH_OVER, and the state is unchanged.
    p.rejects(new Deal(Shuffle.seeded(1).order(end.deck())), Code.MATCH_OVER);
    for (Card c : end.deck().cards()) {
      p.rejects(new PlayCard(0, c), Code.MATCH_OVER);
      p.rejects(new PlayCard(1, c), Code.MATCH_OVER);
    }
  }

  // ---------------------------------------------------------------- B-2, B-3

  @ParameterizedTest(name = "{0} dealer {1}")
  @CsvSource({"briscola-2p, 0", "briscola-2p, 1", "biscambiggia-2p, 0", "biscambiggia-2p, 1"})
  @DisplayName(
      "B-2 the first dealer is the option dealer; after every hand, won or void, the deal alternates")
  void b2_dealerRotation(String id, int first) {
    Playthrough p = Playthrough.of(id, "dealer", first, "handsToWin", 4);
    long seed = 100;
    int hand = 0;
    while (!p.state().isOver()) {
      hand++;
      assertEquals((first + hand - 1) % 2, p.state().dealer(), "hand " + hand);
      p.deal(Shuffle.seeded(seed).order(p.state().deck()));
      assertEquals(
          new Event.Dealt.Plain(p.state().dealer(), p.state().trumpCard()),
          p.state().lastEvents().single());
      p.playFirstUntil(s -> s.phase() != Phase.PLAY);
      seed++;
    }
    assertTrue(hand >= 4);
    assertEquals((first + hand - 1) % 2, p.state().dealer(), "B-42.2 the last dealer stays");
  }

  @Test
  @DisplayName("B-2 a void hand passes the deal too (G-11 hand 2, then hand 3 dealt by seat 0)")
  void b2_voidHandPassesTheDeal() {
    Playthrough p = Playthrough.of("briscola-2p", "dealer", 1);
    HandResult r = playHand(p, 9);
    assertTrue(r.winningSide().isEmpty());
    assertEquals(0, p.state().dealer());
    assertEquals(2, p.state().handNumber());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-3 one side per seat: sides [[0],[1]], score [0,0] at the start")
  void b3_sides(String id) {
    Playthrough p = Playthrough.of(id);
    assertEquals(List.of(List.of(0), List.of(1)), p.state().sides().map(Seq::toList).toList());
    assertEquals(List.of(0, 0), p.state().score().toList());
    assertTrue(p.state().results().isEmpty());
    assertTrue(p.state().winningSide().isEmpty());
    playHand(p, 5);
    assertEquals(List.of(List.of(0), List.of(1)), p.state().sides().map(Seq::toList).toList());
    assertEquals(
        p.state().sides().map(Seq::toList).toList(),
        p.state().results().last().sides().map(Seq::toList).toList());
  }

  // ---------------------------------------------------------------- B-39

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-39 default: the first side to win 2 hands wins the match, at once")
  void b39_firstToTwo(String id) {
    for (long start = 1; start <= 40; start += 4) {
      Playthrough p = Playthrough.of(id);
      long seed = start;
      while (!p.state().isOver()) {
        playHand(p, seed++);
        Seq<Integer> score = p.state().score();
        assertEquals(score.max().get() >= 2, p.state().isOver(), "score " + score);
      }
      Seq<Integer> score = p.state().score();
      int winner = p.state().winningSide().get();
      assertEquals(2, score.get(winner).intValue());
      assertTrue(score.get(1 - winner) < 2);
      assertEquals(
          score.sum().intValue(),
          p.state().results().filter(r -> r.winningSide().isDefined()).size());
    }
  }

  @Test
  @DisplayName(
      "B-39 handsToWin 1: a void hand counts for nobody; the first hand won ends the match")
  void b39_handsToWinOne() {
    Playthrough p = Playthrough.of("briscola-2p", "dealer", 1, "handsToWin", 1);
    playHand(p, 9); // 60-60
    assertFalse(p.state().isOver());
    assertEquals(List.of(0, 0), p.state().score().toList());
    HandResult r = playHand(p, 93); // 55-65
    assertEquals(List.of(55, 65), r.points().toList());
    assertTrue(p.state().isOver());
    assertEquals(Option.some(1), p.state().winningSide());
    assertEquals(List.of(0, 1), p.state().score().toList());
    assertEquals(new Event.MatchEnded.Plain(Option.some(1)), p.state().lastEvents().last());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-39 handsToWin 3: the match goes on until a side has won 3 hands")
  void b39_handsToWinThree(String id) {
    for (long start = 1; start <= 30; start += 6) {
      Playthrough p = Playthrough.of(id, "handsToWin", 3);
      long seed = start;
      while (!p.state().isOver()) {
        playHand(p, seed++);
        assertEquals(p.state().score().max().get() >= 3, p.state().isOver());
      }
      assertTrue(p.state().results().size() >= 3);
      assertEquals(3, p.state().score().get(p.state().winningSide().get()).intValue());
    }
  }

  // ---------------------------------------------------------------- B-42

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-42 after a hand: result appended, score added; dealer+1, hand+1, phase deal, everything emptied, trump null")
  void b42_afterAHand(String id) {
    Playthrough p = Playthrough.of(id);
    HandResult r = playHand(p, 8);
    GameState s = p.state();
    assertEquals(List.of(r), s.results().toList());
    assertEquals(r.scoreChange().toList(), s.score().toList());
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(GameState.CHANCE, s.toAct());
    assertEquals(1, s.dealer());
    assertEquals(2, s.handNumber());
    assertEmptied(s);
    assertTrue(p.legal().isEmpty(), "B-66 legal is [] in the deal phase");
    assertEquals(new Event.HandScored.Plain(r), s.lastEvents().last());
    // The next hand is dealt with the whole deck again.
    p.deal(Shuffle.seeded(2).order(s.deck()));
    assertEquals(Phase.PLAY, p.state().phase());
    assertEquals(0, p.state().toAct(), "the eldest of dealer 1 leads");
  }

  @Test
  @DisplayName(
      "B-42.2 at match-over the position at the end of the last hand stays: every card in a pile, trump, hand, dealer")
  void b42_positionStaysAtMatchOver() {
    Playthrough p = Playthrough.of("briscola-2p", "handsToWin", 1);
    HandResult r = playHand(p, 8);
    GameState s = p.state();
    assertTrue(s.isOver());
    assertEquals(1, s.handNumber(), "B-69 hand is the number of the last hand");
    assertEquals(0, s.dealer());
    assertTrue(s.trump().isDefined(), "the trump stays");
    assertTrue(s.trumpCard().isEmpty(), "drawn long ago");
    assertTrue(s.hand(0).isEmpty() && s.hand(1).isEmpty());
    assertTrue(s.stock().isEmpty() && s.table().isEmpty());
    assertEquals(40, s.captured(0).size() + s.captured(1).size());
    assertEquals(s.deck().all(), s.captured(0).union(s.captured(1)));
    Rules rules = ((BriscolaState) s).rules;
    assertEquals(
        r.points().toList(),
        List.of(
            rules.table.points(s.captured(0).lo(), s.captured(0).hi()),
            rules.table.points(s.captured(1).lo(), s.captured(1).hi())));
    p.rejects(new Pass(0), Code.MALFORMED);
  }
}
