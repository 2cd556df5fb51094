package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.cards;
import static dev.mazzo.tombolon.Position.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Secured points and going out: T-27, T-28 and golden example G-11. */
class GoingOutTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";

  /** G-11: dealer 1, scores [28, 20]; side 0's pile 7D 7C; seat 0 holds 2H and AH. */
  private static TombolonState g11(String table) {
    return Position.of(ROVIGO)
        .dealer(1)
        .toAct(0)
        .hand(0, "2H AH")
        .hand(1, "KS 3D")
        .table(table)
        .stock("4H 5H 6H 4D")
        .pile(0, "7D 7C")
        .pile(1, "JS 4S")
        .lastTaker(1)
        .score(28, 20)
        .build();
  }

  @Test
  @DisplayName("G-11 T-27 T-28 T-31: 2H takes 2C: Scopa 2, secured 3, 28 + 3 = 31: side 0 goes out")
  void g11GoingOut() {
    TombolonState s = g11("2C");
    assertEquals(Array.of(1, 1), s.secured(), "T-27 one Onore each");
    TombolonState after = apply(s, play(ROVIGO, 0, "2H", "2C"));
    TombolonHandResult r = (TombolonHandResult) after.results().last();
    assertEquals(
        Array.of(
            new TombolonEvent.Played(0, cards(ROVIGO, "2H").head(), cards(ROVIGO, "2C")),
            new TombolonEvent.Scopa(0, 2),
            new TombolonEvent.WentOut(0),
            new Event.HandScored.Plain(r),
            new Event.MatchEnded.Plain(Option.some(0))),
        after.lastEvents());
    TombolonHandResult.SideScore side0 = r.bySide().get(0);
    assertEquals(
        new TombolonHandResult.SideScore(1, 2, 0, 0, 4, 0, 0, 0, cards(ROVIGO, "7D"), 1, false, 3),
        side0);
    assertEquals(1, r.bySide().get(1).total(), "side 1's secured point: JS");
    assertEquals(Option.some(0), r.wentOut());
    assertEquals(Option.some(0), r.winningSide());
    assertEquals(Array.of(31, 21), after.score(), "each side's secured total is added");
    assertEquals(Option.some(0), after.winningSide());
    assertEquals(Phase.MATCH_OVER, after.phase());
    assertEquals(GameState.NOBODY, after.toAct());
    // the deal stops at once: no distribution, no sweep
    assertEquals(cards(ROVIGO, "AH"), after.hand(0).toSeq());
    assertEquals(cards(ROVIGO, "3D KS"), after.hand(1).toSeq());
    assertEquals(cards(ROVIGO, "4H 5H 6H 4D"), after.stock());
  }

  @Test
  @DisplayName(
      "G-11: had the table held AC and seat 0 taken it with AH: Scopa 1, 28 + 2 = 30, play goes on")
  void g11NotYet() {
    TombolonState after = apply(g11("AC"), play(ROVIGO, 0, "AH", "AC"));
    assertEquals(Phase.PLAY, after.phase());
    assertEquals(2, after.secured(0));
    assertEquals(1, after.toAct());
    assertFalse(after.lastEvents().exists(e -> e instanceof TombolonEvent.WentOut));
  }

  @ParameterizedTest(name = "dealer {0}: eldest's side {1} -> goes out {1}")
  @CsvSource({"1, true", "0, false"})
  @DisplayName(
      "G-11 T-27: a side at 29 takes its 20th card: Carte is secured only for the eldest's side")
  void g11TwentiethCard(int dealer, boolean out) {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(dealer)
            .toAct(0)
            .hand(0, "3H 4H")
            .hand(1, "KS 3D")
            .table("3C 5D")
            .pileFilled(0, "", 18, "3H 3C 5D 4H KS 3D 7D 2S JS")
            .score(29, 0)
            .build();
    assertEquals(0, s.secured(0));
    TombolonState after = apply(s, play(ROVIGO, 0, "3H", "3C"));
    assertEquals(20, after.captured(0).size());
    assertEquals(out, after.isOver());
    if (out) {
      TombolonHandResult r = (TombolonHandResult) after.results().last();
      assertEquals(2, r.bySide().get(0).cartePoints(), "exactly 20, the eldest's side");
      assertEquals(2, r.bySide().get(0).total());
      assertEquals(Array.of(31, 0), after.score());
    } else {
      assertEquals(0, after.secured(0), "29 < 31: play goes on");
      assertEquals(Phase.PLAY, after.phase());
    }
  }

  @Test
  @DisplayName("T-27 T-31: Rovigo's eldest's side secures Spade with exactly 5 spades")
  void t27FiveSpades() {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(0)
            .hand(0, "5S")
            .hand(1, "KH")
            .table("4S AH 3H")
            .pile(0, "6S 7S QS")
            .build();
    TombolonState after = apply(s, play(ROVIGO, 0, "5S", "4S AH"));
    assertEquals(5, after.captured(0).ofSuit(dev.mazzo.card.Suit.SPADES).size());
    assertEquals(1, after.secured(0), "5 spades, eldest's side");
    TombolonState other =
        Position.of(ROVIGO)
            .dealer(0)
            .toAct(0)
            .hand(0, "5S")
            .hand(1, "KH")
            .table("4S AH 3H")
            .pile(0, "6S 7S QS")
            .build();
    assertEquals(0, apply(other, play(ROVIGO, 0, "5S", "4S AH")).secured(0), "not the eldest's");
  }

  @Test
  @DisplayName("T-28 T-31: at going out mazzoPoints is never doubled and tombolon is false")
  void t28NoDoublingAtGoingOut() {
    // dealer 0: side 0 is not the eldest's; 20 cards before the capture, secured 9
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(0)
            .toAct(0)
            .hand(0, "3H KD")
            .hand(1, "KS QD")
            .table("3C 5D")
            .pileFilled(0, "AS 2S 3S 4S 5S JS 7D", 20, "3H 3C 5D KD KS QD")
            .score(20, 0)
            .build();
    assertEquals(9, s.secured(0));
    TombolonState after = apply(s, play(ROVIGO, 0, "3H", "3C"));
    TombolonHandResult r = (TombolonHandResult) after.results().last();
    TombolonHandResult.SideScore side0 = r.bySide().get(0);
    assertEquals(22, side0.carteCount());
    assertEquals(2, side0.cartePoints());
    assertEquals(1, side0.spadePoints());
    assertEquals(6, side0.mazzoPoints());
    assertEquals(5, side0.napoli());
    assertFalse(side0.tombolon());
    assertEquals(11, side0.total());
    assertEquals(Array.of(31, 0), after.score());
  }

  @Test
  @DisplayName("T-28: going out never happens on the last play; T-30 settles the complete deal")
  void t28NotOnTheLastPlay() {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(0)
            .distribution(4)
            .hand(0, "2H")
            .table("2C")
            .pile(0, "7D 7C")
            .pileFilled(1, "AS 2S 3S 4S 5S 6S 7S JS QS KS", 36, "2H 2C")
            .lastTaker(1)
            .score(28, 20)
            .build();
    TombolonState after = apply(s, play(ROVIGO, 0, "2H", "2C"));
    TombolonHandResult r = (TombolonHandResult) after.results().last();
    assertFalse(after.lastEvents().exists(e -> e instanceof TombolonEvent.WentOut));
    assertFalse(after.lastEvents().exists(e -> e instanceof TombolonEvent.Scopa), "T-15 no Scopa");
    assertEquals(Option.none(), r.wentOut());
    assertEquals(Option.some(0), r.lastTaker());
    assertEquals(1, r.bySide().get(0).total(), "7D only: no Scopa on the last play");
    assertEquals(15, r.bySide().get(1).total(), "Carte 2, Spade 1, 2S, JS, Napoli 10");
    assertEquals(Array.of(29, 35), after.score());
    assertEquals(Option.some(1), after.winningSide(), "T-30.2");
  }

  @Test
  @DisplayName("T-28: a lay changes no secured point, so only a capture can make a side go out")
  void t28LayNeverGoesOut() {
    TombolonState s = g11("5D");
    TombolonState after = apply(s, play(ROVIGO, 0, "2H", ""));
    assertEquals(Phase.PLAY, after.phase());
    assertEquals(Array.of(1, 1), after.secured());
  }

  /**
   * Partners (rovigo-4p, sides {0, 2} and {1, 3}): seat 1 takes 4C with 4H, no Scopa, no Colore.
   * Side 1 secures Scopa 2 + Colore 3 so far + 7D in its partner's pile = 6, and 25 + 6 = 31. Each
   * part is needed: without the partner's pile, with the Scopa count (1) for its points, or with
   * the Scopa points (2) for the Colore points, side 1 would stay at 30.
   */
  @Test
  @DisplayName(
      "T-27 T-28 partners: the partner's pile and the side's own Scopa and Colore points take side 1 out")
  void t27PartnersPileAndCounters() {
    String id = "tombolon-rovigo-4p";
    TombolonState s =
        Position.of(id)
            .dealer(0)
            .toAct(1)
            .hand(0, "KC QC")
            .hand(1, "4H AH")
            .hand(2, "KH QH")
            .hand(3, "KD QD")
            .table("4C 5D")
            .stock("6H 6D 6C 3H")
            .pile(0, "2D")
            .pile(3, "7D")
            .lastTaker(3)
            .scope(1, 1, 2)
            .colore(1, 3)
            .score(20, 25)
            .build();
    assertEquals(6, s.secured(1), "T-27: Scopa 2 + Colore 3 + the partner's 7D");
    TombolonState after = apply(s, play(id, 1, "4H", "4C"));
    assertEquals(Phase.MATCH_OVER, after.phase(), "T-28: 25 + 6 = 31, side 1 goes out");
    TombolonHandResult r = (TombolonHandResult) after.results().last();
    assertEquals(Option.some(1), r.wentOut());
    assertEquals(Option.some(1), after.winningSide());
    assertEquals(Array.of(20, 31), after.score());
  }

  @Test
  @DisplayName(
      "T-27 T-28: a side at 0 with Scopa 7, Colore 13 and a pile of 12 secured points goes out")
  void t28EachCounterOfTheSideCounts() {
    // side 1's own Scopa points and Colore points, each read at its own word (not its Scope's
    // number, 1, nor its Scopa points twice): with either misread, 0 + 14 plus the most a pile
    // gives (16) stays below 31, and goesOut would not read the pile
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(0)
            .toAct(1)
            .hand(0, "KC QC")
            .hand(1, "4H AD")
            .table("4C 5D")
            .stock("5C 6D")
            .pile(1, "AS 2S 3S 4S 5S 6S 7S JS 7D")
            .scope(1, 1, 7)
            .colore(1, 13)
            .score(5, 0)
            .build();
    assertEquals(32, s.secured(1), "T-27: Scopa 7 + Colore 13 + Napoli 8 + Spade 1 + three Onori");
    TombolonState after = apply(s, play(ROVIGO, 1, "4H", "4C"));
    assertEquals(Phase.MATCH_OVER, after.phase(), "T-28: 0 + 32 = 32, side 1 goes out");
    assertEquals(Option.some(1), after.winningSide());
    assertEquals(Array.of(5, 32), after.score());
  }

  /** Seat 1 (side 1, rovigo-2p) to play 5H on this table; 5C 6D stay in the stock. */
  private static TombolonState side1(String table) {
    return Position.of(ROVIGO)
        .dealer(0)
        .toAct(1)
        .hand(0, "KC QC")
        .hand(1, "5H AD")
        .table(table)
        .stock("5C 6D")
        .build();
  }

  @Test
  @DisplayName(
      "T-15 T-16 T-27: side 1's Scopa and Colore go to side 1's counters: 5H takes 2H+3H, 5 + 5")
  void t15t16SideOneCounters() {
    TombolonState both = apply(side1("2H 3H"), play(ROVIGO, 1, "5H", "2H 3H"));
    assertEquals(1, both.scopeCount(1), "T-15 one Scopa");
    assertEquals(5, both.scopePoints(1), "T-15 worth 5H's scopa value");
    assertEquals(5, both.colorePoints(1), "T-16 three hearts");
    assertEquals(10, both.secured(1), "T-27 Scopa and Colore points are secured");
    assertEquals(
        Array.of(0, 0, 0), Array.of(both.scopeCount(0), both.scopePoints(0), both.colorePoints(0)));
    TombolonState colore = apply(side1("2H 3H KD"), play(ROVIGO, 1, "5H", "2H 3H"));
    assertEquals(0, colore.scopeCount(1), "KD stays: no Scopa");
    assertEquals(0, colore.scopePoints(1));
    assertEquals(5, colore.colorePoints(1), "T-16 Colore alone");
    assertEquals(5, colore.secured(1));
  }

  @ParameterizedTest(name = "scores {0}, {1}: goes out {2}")
  @CsvSource({"31, 31, false", "35, 35, false", "30, 30, true"})
  @DisplayName(
      "T-28 exception: a deal that began with both scores equal and at or above the target is"
          + " played to the end")
  void t28GoingOutOff(int score0, int score1, boolean out) {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .toAct(0)
            .hand(0, "2H AH")
            .hand(1, "KS 3D")
            .table("2C")
            .stock("4H 5H 6H 4D")
            .pile(0, "7D 7C")
            .pile(1, "JS 4S")
            .lastTaker(1)
            .score(score0, score1)
            .build();
    assertEquals(!out, s.goingOutOff());
    TombolonState after = apply(s, play(ROVIGO, 0, "2H", "2C"));
    assertEquals(out ? Phase.MATCH_OVER : Phase.PLAY, after.phase());
    assertEquals(out ? Option.some(0) : Option.none(), after.winningSide());
  }
}
