package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.cards;
import static dev.mazzo.tombolon.Position.play;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Padova's own scoring, worked by hand from the chapter (a rules audit): the Onore is {@code 10D},
 * not {@code 7D} (T-22, decision 1); Spade needs 7 of 13 with no tie rule (T-22, T-27); the last
 * play scores neither Scopa nor Colore (T-17); Tombolon with 26 of 52 cards for the eldest's side
 * (T-25, decision 19); and going out in the four-player game at exactly the target of 51 (T-28).
 */
class PadovaScoringTest {

  private static final String PADOVA = "tombolon-padova-2p";
  private static final String PADOVA_4P = "tombolon-padova-4p";

  private static TombolonHandResult last(TombolonState s) {
    return (TombolonHandResult) s.results().last();
  }

  /**
   * Dealer 0 (eldest 1). Side 0 ends with 31 cards, 7D and six spades AS … 6S; side 1 with 21
   * cards, 10D, JS and the other seven spades. Side 0: Carte 2 + 2S = 3, Napoli 6 (7S missing),
   * total 9; side 1: Spade 1 + 10D + JS = 3, total 3. The last play 5H takes 2H 3H: it clears the
   * table with three hearts, yet scores neither Scopa nor Colore in Padova.
   */
  @Test
  @DisplayName(
      "T-22 T-17 T-24 Padova: 10D is the Onore and 7D is not; 6 spades score no Spade; the last"
          + " play scores no Scopa, no Colore")
  void padovaOnoreAndSpade() {
    TombolonState s =
        Position.of(PADOVA)
            .dealer(0)
            .toAct(0)
            .distribution(6)
            .hand(0, "5H")
            .table("2H 3H")
            .pileFilled(0, "7D AS 2S 3S 4S 5S 6S", 28, "10D")
            .pileFilled(1, "10D JS 7S 8S 9S 10S QS KS", 21, "")
            .lastTaker(1)
            .build();
    TombolonState after = apply(s, play(PADOVA, 0, "5H", "2H 3H"));
    TombolonHandResult r = last(after);
    assertEquals(
        Array.of(
            new TombolonEvent.Played(0, cards(PADOVA, "5H").head(), cards(PADOVA, "2H 3H")),
            new TombolonEvent.Sweep(0, Array.empty()),
            new Event.HandScored.Plain(r)),
        after.lastEvents());
    assertEquals(
        new TombolonHandResult.SideScore(0, 0, 0, 6, 31, 2, 6, 0, cards(PADOVA, "2S"), 3, false, 9),
        r.bySide().get(0));
    assertEquals(
        new TombolonHandResult.SideScore(
            0, 0, 0, 0, 21, 0, 7, 1, cards(PADOVA, "10D JS"), 3, false, 3),
        r.bySide().get(1));
    assertEquals(Array.of(9, 3), after.score());
    assertEquals(Phase.DEAL, after.phase());
    assertEquals(1, after.dealer(), "T-6");
  }

  /**
   * Dealer 0 (eldest 1): side 1 holds all 13 spades and 10D, 26 cards; side 0 the other 26 and a
   * Scopa of 9 from earlier, score 45. Side 1: the 26-26 tie gives it Carte (T-22, decision 19), so
   * all six double to 12, Napoli 13, total 25, Tombolon. Side 0: 45 + 9 = 54, past 51 alone, yet
   * side 1 wins the match (T-30.1, decision 15).
   */
  @Test
  @DisplayName(
      "T-25 T-30.1 decision 19 Padova: the eldest's side with 26 of 52 cards and all 13 spades"
          + " makes Tombolon and wins though the other side passes 51")
  void padovaTombolonWithHalfTheCards() {
    TombolonState s =
        Position.of(PADOVA)
            .dealer(0)
            .toAct(0)
            .distribution(6)
            .hand(0, "QD")
            .table("QH")
            .pileFilled(1, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 10D", 26, "")
            .pileFilled(0, "", 24, "")
            .scope(0, 1, 9)
            .score(45, 0)
            .lastTaker(1)
            .build();
    TombolonState after = apply(s, play(PADOVA, 0, "QD", "QH"));
    TombolonHandResult r = last(after);
    assertEquals(
        new TombolonHandResult.SideScore(
            0, 0, 0, 13, 26, 2, 13, 1, cards(PADOVA, "10D 2S JS"), 12, true, 25),
        r.bySide().get(1));
    assertEquals(
        new TombolonHandResult.SideScore(1, 9, 0, 0, 26, 0, 0, 0, Array.empty(), 0, false, 9),
        r.bySide().get(0));
    assertEquals(Option.some(1), r.winningSide(), "T-31: the Tombolon side");
    assertEquals(Array.of(54, 25), after.score());
    assertEquals(Phase.MATCH_OVER, after.phase());
    assertEquals(Option.some(1), after.winningSide());
  }

  /**
   * Padova 4p, dealer 0 (eldest 1), score [40, 0]. Side 0 holds 10D (seat 2) and 2S (seat 0):
   * secured 2. Seat 2's 9H takes 4H 5H: Colore 9, no Scopa (KS stays), secured 11, 40 + 11 = 51,
   * exactly the target: side 0 goes out. Side 1, the eldest's side, has 7D (no Onore in Padova) and
   * six spades (no Spade: Padova needs 7, and its tie rule is Rovigo's 5 of 10 only): JS, 1.
   */
  @Test
  @DisplayName(
      "T-27 T-28 Padova 4p: the partner's 10D and a Colore of 9 reach 51 exactly: side 0 goes out;"
          + " 7D and six spades secure nothing")
  void padovaFourGoOutAtTheTarget() {
    TombolonState after = apply(padovaFour(40), play(PADOVA_4P, 2, "9H", "4H 5H"));
    TombolonHandResult r = last(after);
    assertEquals(
        new TombolonHandResult.SideScore(
            0, 0, 9, 0, 5, 0, 1, 0, cards(PADOVA_4P, "10D 2S"), 2, false, 11),
        r.bySide().get(0));
    assertEquals(
        new TombolonHandResult.SideScore(
            0, 0, 0, 0, 7, 0, 6, 0, cards(PADOVA_4P, "JS"), 1, false, 1),
        r.bySide().get(1));
    assertEquals(Option.some(0), r.wentOut());
    assertEquals(Array.of(51, 1), after.score());
    assertEquals(Option.some(0), after.winningSide());
    // one point short: 39 + 11 = 50, play goes on with seat 3
    TombolonState short1 = apply(padovaFour(39), play(PADOVA_4P, 2, "9H", "4H 5H"));
    assertEquals(Phase.PLAY, short1.phase());
    assertEquals(3, short1.toAct());
    assertEquals(Array.of(11, 1), short1.secured());
  }

  private static TombolonState padovaFour(int score0) {
    return Position.of(PADOVA_4P)
        .dealer(0)
        .toAct(2)
        .hand(0, "KC")
        .hand(1, "QC")
        .hand(2, "9H QD")
        .hand(3, "KD")
        .table("4H 5H KS")
        .stock("6C 7C 8C 6D 8D 2C 3C 4C")
        .pile(0, "2S")
        .pile(1, "JS 3S 4S 5S 6S 8S 7D")
        .pile(2, "10D")
        .lastTaker(2)
        .score(score0, 0)
        .build();
  }
}
