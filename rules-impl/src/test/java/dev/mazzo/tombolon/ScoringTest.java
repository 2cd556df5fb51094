package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.cards;
import static dev.mazzo.tombolon.Position.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** End-of-deal scoring and the match's end: T-18, T-22 … T-26, T-29 … T-31, G-7 … G-10, G-12. */
class ScoringTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";
  private static final String PADOVA = "tombolon-padova-2p";

  private static TombolonHandResult last(GameState s) {
    return (TombolonHandResult) s.results().last();
  }

  // ---------------------------------------------------------------- G-7 Napoli (T-24)

  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource({
    "tombolon-rovigo-2p, AS 2S 3S 4S, 4",
    "tombolon-rovigo-2p, AS 2S 3S 4S 6S, 4",
    "tombolon-rovigo-2p, AS 2S 3S 5S, 3",
    "tombolon-rovigo-2p, AS 2S 4S 5S, 0",
    "tombolon-rovigo-2p, AS 2S 3S 4S 5S 6S 7S JS QS KS, 10",
    "tombolon-padova-2p, AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS, 13",
    "tombolon-padova-2p, AS 2S 3S 4S 5S 6S 7S JS, 7",
    "tombolon-rovigo-2p, AS 2S 3S 4S 5S 6S 7S QS KS, 7",
    "tombolon-rovigo-2p, AS 2S 3S 4S 5S 6S 7S JS, 8",
    "tombolon-rovigo-2p, 2S 3S 4S 5S 6S 7S JS QS KS, 0",
    "tombolon-rovigo-2p, AS 2S 3S AH 4D, 3"
  })
  @DisplayName("G-7 T-24: Napoli is 3 for AS 2S 3S plus each further spade in sequence")
  void g7Napoli(String id, String pile, int napoli) {
    Rules r = Position.of(id).build().rules;
    long mask = 0;
    for (var c : cards(id, pile)) {
      mask |= r.maskOf(c);
    }
    assertEquals(napoli, Scoring.napoli(r, mask));
  }

  // ---------------------------------------------------------------- G-9, §8

  /**
   * G-9: the last play of hand 4 (dealer 1, eldest 0). Seat 1 lays KH; 3H and KH are swept to seat
   * 0, the last taker: side 0 ends with 23 cards, spades AS 2S 3S 5S 7S JS KS and 7D; side 1 with
   * 17 cards and 3 spades.
   */
  static TombolonState g9(int score0, int score1) {
    return Position.of(ROVIGO)
        .hand(4)
        .dealer(1)
        .toAct(1)
        .distribution(4)
        .hand(1, "KH")
        .table("3H")
        .pileFilled(0, "AS 2S 3S 5S 7S JS KS 7D", 21, "")
        .pileFilled(1, "4S 6S QS", 17, "")
        .scope(0, 1, 7)
        .scope(1, 1, 2)
        .lastTaker(0)
        .score(score0, score1)
        .build();
  }

  @Test
  @DisplayName(
      "G-9 T-23 T-31 §8: all six mazzo points double to 12; the HAND_RESULT is section 8's")
  void g9Doubling() {
    TombolonState s = apply(g9(0, 0), play(ROVIGO, 1, "KH", ""));
    assertEquals(
        Array.of(
            new TombolonEvent.Played(1, cards(ROVIGO, "KH").head(), Array.empty()),
            new TombolonEvent.Sweep(0, cards(ROVIGO, "3H KH")),
            new Event.HandScored.Plain(last(s))),
        s.lastEvents(),
        "T-18: the sweep goes to the last taker; then the hand");
    assertEquals(
        "{\"hand\":4,\"sides\":[[0],[1]],\"points\":[22,2],\"winner\":0,\"scoreChange\":[22,2],"
            + "\"dealer\":1,\"eldest\":0,\"wentOut\":null,\"lastTaker\":0,"
            + "\"bySide\":["
            + "{\"scope\":{\"count\":1,\"points\":7},\"colore\":0,\"napoli\":3,"
            + "\"carte\":{\"count\":23,\"points\":2},\"spade\":{\"count\":7,\"points\":1},"
            + "\"onori\":[\"7D\",\"2S\",\"JS\"],\"mazzoPoints\":12,\"tombolon\":false,\"total\":22},"
            + "{\"scope\":{\"count\":1,\"points\":2},\"colore\":0,\"napoli\":0,"
            + "\"carte\":{\"count\":17,\"points\":0},\"spade\":{\"count\":3,\"points\":0},"
            + "\"onori\":[],\"mazzoPoints\":0,\"tombolon\":false,\"total\":2}]}",
        Json.write(Json.handResult(last(s))));
    assertEquals(Array.of(22, 2), s.score(), "T-26 the totals are added");
    assertEquals(Phase.DEAL, s.phase(), "T-30.4 nobody at 31: another deal");
    assertEquals(0, s.dealer(), "T-6 dealer + 1");
    assertEquals(5, s.handNumber());
  }

  @Test
  @DisplayName("T-30.2: exactly one side at or above the target wins")
  void t30OneSideThere() {
    TombolonState s = apply(g9(9, 20), play(ROVIGO, 1, "KH", ""));
    assertEquals(Array.of(31, 22), s.score());
    assertEquals(Phase.MATCH_OVER, s.phase());
    assertEquals(Option.some(0), s.winningSide());
    assertEquals(new Event.MatchEnded.Plain(Option.some(0)), s.lastEvents().last());
    assertEquals(1, s.dealer(), "T-6 the dealer stays the dealer of the last deal");
    assertEquals(GameState.NOBODY, s.toAct());
  }

  @Test
  @DisplayName("T-30.3: both at or above the target: the higher score wins")
  void t30BothThereHigherWins() {
    TombolonState s = apply(g9(10, 40), play(ROVIGO, 1, "KH", ""));
    assertEquals(Array.of(32, 42), s.score());
    assertEquals(Option.some(1), s.winningSide());
  }

  @Test
  @DisplayName(
      "G-12 T-30.3 T-28: a tie at or above the target goes on; the next deal is played to the end")
  void g12TieAboveTarget() {
    TombolonState s = apply(g9(11, 31), play(ROVIGO, 1, "KH", ""));
    assertEquals(Array.of(33, 33), s.score());
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(Option.none(), s.winningSide());
    assertEquals(0, s.dealer());
    assertTrue(s.goingOutOff(), "T-28 exception: going out is off in the next deal");
    assertEquals(-1, TombolonGame.matchWinner(s.rules, new int[] {33, 33}, -1));
    assertEquals(0, TombolonGame.matchWinner(s.rules, new int[] {35, 34}, -1));
    assertEquals(1, TombolonGame.matchWinner(s.rules, new int[] {40, 40}, 1), "T-30.1 first");
    assertEquals(
        1, TombolonGame.matchWinner(s.rules, new int[] {20, 31}, -1), "T-30.2: side 1 at 31");
    // the next deal: huge secured points change nothing until the deal is complete
    TombolonState next =
        Position.of(ROVIGO)
            .dealer(0)
            .toAct(1)
            .hand(1, "2H KD")
            .hand(0, "KS")
            .table("2C 5C")
            .pile(1, "7D 2S JS")
            .score(33, 33)
            .build();
    TombolonState after = apply(next, play(ROVIGO, 1, "2H", "2C"));
    assertEquals(Phase.PLAY, after.phase(), "no going out");
    assertTrue(after.secured(1) >= 3);
  }

  // ---------------------------------------------------------------- G-10, T-25

  /**
   * G-10: dealer 0 lays QH as the last play; QH and 2H go to seat 1, the last taker. Side 1 then
   * holds all 10 spades, 7D and 21 cards; side 0 19 cards and a Scopa with a K.
   */
  static TombolonState g10(int score0, int score1) {
    return Position.of(ROVIGO)
        .dealer(0)
        .toAct(0)
        .distribution(4)
        .hand(0, "QH")
        .table("2H")
        .pileFilled(1, "AS 2S 3S 4S 5S 6S 7S JS QS KS 7D", 19, "")
        .pileFilled(0, "", 19, "")
        .scope(0, 1, 5)
        .lastTaker(1)
        .score(score0, score1)
        .build();
  }

  @Test
  @DisplayName("G-10 T-25 T-30.1: Tombolon wins the match whatever the scores")
  void g10Tombolon() {
    TombolonState s = apply(g10(25, 3), play(ROVIGO, 0, "QH", ""));
    TombolonHandResult r = last(s);
    assertEquals(21, r.bySide().get(1).carteCount());
    assertEquals(12, r.bySide().get(1).mazzoPoints());
    assertEquals(10, r.bySide().get(1).napoli());
    assertEquals(22, r.bySide().get(1).total());
    assertTrue(r.bySide().get(1).tombolon());
    assertFalse(r.bySide().get(0).tombolon());
    assertEquals(5, r.bySide().get(0).total());
    assertEquals(Array.of(30, 25), s.score());
    assertEquals(Option.some(1), s.winningSide());
    assertEquals(Option.some(1), r.winningSide());
    assertEquals(Phase.MATCH_OVER, s.phase());
    // decision 15: even when the other side passes the target with the higher score
    TombolonState t = apply(g10(29, 3), play(ROVIGO, 0, "QH", ""));
    assertEquals(Array.of(34, 25), t.score());
    assertEquals(Option.some(1), t.winningSide());
  }

  @Test
  @DisplayName("T-25 decision 19: the eldest's side with 20 cards and all spades makes Tombolon")
  void t25TombolonWithTwentyCards() {
    // dealer 1: the eldest is seat 0; seat 1 lays QH, swept with 2H to seat 0 (20 cards)
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(1)
            .distribution(4)
            .hand(1, "QH")
            .table("2H")
            .pileFilled(0, "AS 2S 3S 4S 5S 6S 7S JS QS KS 7D", 18, "")
            .pileFilled(1, "", 20, "")
            .lastTaker(0)
            .build();
    TombolonState after = apply(s, play(ROVIGO, 1, "QH", ""));
    TombolonHandResult.SideScore side0 = last(after).bySide().get(0);
    assertEquals(20, side0.carteCount());
    assertEquals(2, side0.cartePoints(), "T-22 tie: the eldest's side");
    assertEquals(12, side0.mazzoPoints());
    assertTrue(side0.tombolon());
    assertEquals(Option.some(0), after.winningSide());
  }

  @Test
  @DisplayName("T-25 T-31: the Tombolon side of seat 0 wins the hand even with the lower total")
  void t31TombolonSideWinsTheHand() {
    // As above, and side 1 has 23 Scopa points: a higher deal total than side 0's 22.
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(1)
            .distribution(4)
            .hand(1, "QH")
            .table("2H")
            .pileFilled(0, "AS 2S 3S 4S 5S 6S 7S JS QS KS 7D", 18, "")
            .pileFilled(1, "", 20, "")
            .lastTaker(0)
            .scope(1, 23, 23)
            .build();
    TombolonHandResult r = last(apply(s, play(ROVIGO, 1, "QH", "")));
    assertEquals(22, r.bySide().get(0).total());
    assertEquals(23, r.bySide().get(1).total());
    assertEquals(Option.some(0), r.winningSide());
  }

  // ---------------------------------------------------------------- G-8, T-22 ties

  @Test
  @DisplayName("G-8 T-22: Rovigo 20-20 cards and 5-5 spades: Carte and Spade to the eldest's side")
  void g8RovigoTies() {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(1)
            .distribution(4)
            .hand(1, "KH")
            .table("")
            .pileFilled(0, "AS 3S 5S 7S KS", 19, "")
            .pileFilled(1, "2S 4S 6S JS QS", 20, "")
            .lastTaker(0)
            .build();
    TombolonState after = apply(s, play(ROVIGO, 1, "KH", ""));
    TombolonHandResult r = last(after);
    assertEquals(0, r.eldest());
    assertEquals(20, r.bySide().get(0).carteCount());
    assertEquals(20, r.bySide().get(1).carteCount());
    assertEquals(5, r.bySide().get(0).spadeCount());
    assertEquals(2, r.bySide().get(0).cartePoints());
    assertEquals(1, r.bySide().get(0).spadePoints());
    assertEquals(0, r.bySide().get(1).cartePoints());
    assertEquals(0, r.bySide().get(1).spadePoints());
  }

  @Test
  @DisplayName("G-8 T-22: Padova, dealer 0, piles 26-26: Carte to side 1, the eldest's")
  void g8PadovaTie() {
    TombolonState s =
        Position.of(PADOVA)
            .dealer(0)
            .toAct(0)
            .distribution(6)
            .hand(0, "KH")
            .table("")
            .pileFilled(0, "AS 2S 3S 4S 5S 6S 7S", 26, "")
            .pileFilled(1, "8S 9S 10S JS QS KS", 25, "")
            .lastTaker(1)
            .build();
    TombolonState after = apply(s, play(PADOVA, 0, "KH", ""));
    TombolonHandResult r = last(after);
    assertEquals(1, r.eldest());
    assertEquals(26, r.bySide().get(0).carteCount());
    assertEquals(26, r.bySide().get(1).carteCount());
    assertEquals(0, r.bySide().get(0).cartePoints());
    assertEquals(2, r.bySide().get(1).cartePoints());
    assertEquals(1, r.bySide().get(0).spadePoints(), "7 of 13 spades");
    assertEquals(7, r.bySide().get(0).napoli());
  }

  @Test
  @DisplayName("T-18 decision 17: when nobody captured, the table goes to the dealer")
  void t18NobodyCaptured() {
    TombolonState s =
        Position.of(ROVIGO).dealer(1).toAct(0).distribution(4).hand(0, "KH").table("2C 5D").build();
    TombolonState after = apply(s, play(ROVIGO, 0, "KH", ""));
    assertEquals(new TombolonEvent.Sweep(1, cards(ROVIGO, "2C 5D KH")), after.lastEvents().get(1));
    assertEquals(Option.none(), last(after).lastTaker());
    assertEquals(3, last(after).bySide().get(1).carteCount());
  }

  @Test
  @DisplayName("T-31: the hand's winner is the higher total; null when the totals are equal")
  void t31EqualTotals() {
    // one Onore each, nothing else: 1 - 1 (no Carte: 2 + 3 cards of 40; Spade 1 - 1 of 10)
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(1)
            .distribution(4)
            .hand(1, "KH")
            .table("")
            .pile(0, "7D")
            .pile(1, "2S")
            .lastTaker(0)
            .build();
    TombolonState after = apply(s, play(ROVIGO, 1, "KH", ""));
    TombolonHandResult r = last(after);
    assertEquals(Array.of(1, 1), r.points());
    assertEquals(Option.none(), r.winningSide());
    assertEquals(r.points(), r.scoreChange());
  }

  @Test
  @DisplayName("T-6 T-29: after a complete deal that does not end the match, dealer + 1 deals")
  void t29NextDeal() {
    TombolonState s = Position.newMatch(ROVIGO, MatchOptions.defaults().with("dealer", 1));
    assertEquals(1, s.dealer());
    TombolonState after = apply(g9(0, 0), play(ROVIGO, 1, "KH", ""));
    assertEquals(0, after.dealer());
    assertEquals(1, after.eldest());
    assertTrue(Position.game(ROVIGO).legalActions(after).isEmpty());
  }
}
