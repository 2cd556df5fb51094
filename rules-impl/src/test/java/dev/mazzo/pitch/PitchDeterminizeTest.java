package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Array;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The determinizer's placement of hidden cards (pitch.md P-17, P-19, P-26, P-38), position by
 * position: where the called card may be once the first trick has begun, and which hidden draws a
 * sample names.
 */
class PitchDeterminizeTest {

  private static final String FIVE = "pitch-10-5p";

  private static final Map<String, Object> FIRST_TRICK = Map.of("calledCardOnFirstTrick", true);

  /**
   * Declarer 0 in hearts, calling AH (card 0), which seat 3 holds; the sixteen trumps are in the
   * hands, the non-trumps nowhere (the hidden hands are dealt the unseen trumps).
   */
  private static PitchState calledAce(Map<String, Object> options, String... plays) {
    return calledAce(options, 0, plays);
  }

  /** The same deal and call with another declarer, who leads the first trick. */
  private static PitchState calledAce(Map<String, Object> options, int declarer, String... plays) {
    Draft d =
        Position.play(
            FIVE,
            options,
            'H',
            declarer,
            6,
            "KH 9H 2H",
            "QH 8H 3H",
            "JH 7H 4H",
            "AH 6H JD",
            "10H 5H JK1 JK2");
    d.called = (byte) (d.rules.deck.idOf(card("AH")));
    d.partner = 3;
    PitchState s = d.state();
    for (String code : plays) {
      s = apply(s, new PlayCard(s.toAct(), card(code)));
    }
    return s;
  }

  /** Per seat, how many of the samples from the seat's view put AH in its hand. */
  private static int[] holders(PitchState s, int seat, int samples) {
    Game<PitchState, PitchView> g = Position.game(FIVE);
    PitchView v = g.view(s, seat).get();
    int[] held = new int[s.players()];
    for (long seed = 0; seed < samples; seed++) {
      PitchState d = g.determinize(v, new SplittableRandom(seed)).get();
      assertEquals(v, g.view(d, seat).get(), "the view of the sample");
      int holder = -1;
      for (int p = 0; p < s.players(); p++) {
        if (d.hand(p).contains(card("AH"))) {
          held[p]++;
          holder = p;
        }
      }
      assertTrue(holder >= 0, "AH is in a hand");
      int declarer = s.declarer;
      assertEquals(
          holder == declarer ? Draft.NONE : holder, d.partner, "P-19: the holder partners");
      assertEquals(holder == declarer, d.calledFromBlind, "P-19: the bidder's from the blind");
    }
    return held;
  }

  @Test
  void p26_withCalledCardOnFirstTrickNoSeatThatPlayedAnotherCardHoldsTheCalledCard() {
    PitchState s = calledAce(FIRST_TRICK, "9H", "8H");
    assertEquals(2, s.toAct());
    int[] held = holders(s, 2, 120);
    assertEquals(0, held[0], "the bidder led 9H: AH was not his from the blind");
    assertEquals(0, held[1], "seat 1 played 8H: the partner had to play AH");
    assertEquals(0, held[2], "the seat's own hand has no AH");
    assertEquals(120, held[3] + held[4]);
    // Seats 3 and 4 hide three and four cards: AH is in their hands 3 and 4 times in 7.
    assertTrue(held[3] > 35 && held[4] > 45, "AH in proportion to the hidden cards: " + held[3]);
  }

  @Test
  void p26_withoutTheOptionOnlyTheDeclarerWhoLedAnotherCardIsRuledOut() {
    PitchState s = calledAce(Map.of(), "9H", "8H");
    int[] held = holders(s, 2, 120);
    assertEquals(0, held[0], "the bidder led 9H: AH did not come from the blind");
    assertTrue(held[1] > 0, "seat 1 was free to keep AH");
    assertTrue(held[3] > 0 && held[4] > 0);
  }

  @Test
  void p26_afterTheFirstTrickTheDeclarerStillHoldsNoCalledCard() {
    PitchState s = calledAce(Map.of(), "9H", "8H", "7H", "6H", "5H");
    assertEquals(1, s.tricksDone);
    int[] held = holders(s, 2, 120);
    assertEquals(0, held[0], "the bidder led 9H to the first trick");
    assertTrue(held[1] > 0 && held[3] > 0 && held[4] > 0, "the others each hide one card");
  }

  @Test
  void p26_aDeclarerInSeatTwoWhoLedAnotherCardHoldsNoCalledCard() {
    PitchState s = calledAce(Map.of(), 2, "7H", "6H", "5H", "2H", "3H");
    assertEquals(2, s.toAct(), "the bidder won the first trick with 7H");
    int[] held = holders(s, 4, 120);
    assertEquals(0, held[2], "the bidder led 7H to the first trick");
    assertTrue(held[0] > 0 && held[1] > 0 && held[3] > 0);
  }

  @Test
  void p19_beforeTheFirstLeadTheCalledCardMayBeTheDeclarersFromTheBlind() {
    PitchState s = calledAce(FIRST_TRICK);
    int[] held = holders(s, 2, 120);
    assertTrue(held[0] > 0, "AH (card 0) may have come from the blind to the bidder");
    assertTrue(held[1] > 0 && held[3] > 0 && held[4] > 0);
    Game<PitchState, PitchView> g = Position.game(FIVE);
    for (long seed = 0; seed < 40; seed++) {
      PitchState d = g.determinize(g.view(s, 2).get(), new SplittableRandom(seed)).get();
      if (d.hand(0).contains(card("AH"))) {
        assertEquals(Array.of(new PlayCard(0, card("AH"))), g.legalActions(d), "P-26: led");
      }
    }
  }

  @Test
  void p19_theDeclarersOwnViewWithTheCalledCardFromTheBlindSamplesAForcedLead() {
    Draft b =
        Position.play(FIVE, FIRST_TRICK, 'H', 0, 6, "KH 9H AH", "QH 8H", "JH 7H", "6H", "10H 5H");
    b.called = (byte) b.rules.deck.idOf(card("AH"));
    b.calledFromBlind = true;
    Game<PitchState, PitchView> g = Position.game(FIVE);
    PitchState d = g.determinize(g.view(b.state(), 0).get(), new SplittableRandom(1)).get();
    assertTrue(d.calledFromBlind, "P-19: no partner, the called card of id 0 from the blind");
    assertEquals(Array.of(new PlayCard(0, card("AH"))), g.legalActions(d));
  }

  /**
   * P-17: a sample names every hidden draw; of a seat's draws it names as many of its hand's cards
   * as the seat kept (its draws less the discards told after them), each card once.
   */
  @Test
  void p17_theSampledDrawsAreTheKeptTrumpsThenTheDeadDiscards() {
    Game<PitchState, PitchView> g = Position.game("pitch-10-4p");
    int both = 0;
    for (long seed = 1; seed <= 4; seed++) {
      PitchState s = Position.newMatch("pitch-10-4p", Map.of());
      s = apply(s, new Deal(Shuffle.seeded(seed).order(s.deck())));
      s = Position.auction(s, 1, 5);
      s = apply(s, PitchAction.Trump.of(1, Suit.HEARTS));
      for (int me = 0; me < 4; me++) {
        PitchState d = g.determinize(g.view(s, me).get(), new SplittableRandom(seed)).get();
        for (int p = 0; p < 4; p++) {
          int draws = 0;
          int dead = 0;
          int kept = 0;
          long named = 0;
          for (Event e : d.lastEvents()) {
            if (e instanceof Event.Drew x && x.seat() == p) {
              Card c = x.card().get();
              long bit = 1L << d.deck().idOf(c);
              assertEquals(0L, named & bit, "a card drawn once");
              named |= bit;
              draws++;
              kept += d.hand(p).contains(c) ? 1 : 0;
              assertTrue(d.hand(p).contains(c) || d.discarded(p).contains(c));
            } else if (e instanceof PitchEvent.Discarded x && x.seat() == p && draws > 0) {
              dead += x.count();
            }
          }
          assertEquals(draws - dead, kept, "seat " + p + " kept its draws less the dead ones");
          both += p != me && dead > 0 && kept > 0 ? 1 : 0;
        }
      }
    }
    assertTrue(both > 0, "some hidden drawer kept some draws and threw some away");
  }

  @Test
  void aViewThatNoDealCanFillIsABug() {
    // Non-trumps in the hands after trumps are named: no deal gives the others 18 hidden trumps.
    Draft d =
        Position.play(
            "pitch-10-4p",
            Map.of(),
            'H',
            0,
            5,
            "2C 3C 4C 5C 6C 7C",
            "2S 3S 4S 5S 6S 7S",
            "2D 3D 4D 5D 6D 7D",
            "8C 9C 10C 8S 9S 10S");
    Game<PitchState, PitchView> g = Position.game("pitch-10-4p");
    PitchView v = g.view(d.state(), 0).get();
    assertThrows(
        IllegalStateException.class, () -> Determinizer.determinize(v, new SplittableRandom(1)));
    assertFalse(v.ownHand().isEmpty());
  }

  @Test
  void p22_p32_aHandVoidedAfterTheRefillLeavesItsHiddenDrawsHidden() {
    // G-9's declarer hand: nine trumps with one zero-point card, so it must burn points (P-22); the
    // other seats hold no heart and draw six each, emptying the stock (P-17), and the hand is void
    // at once. The last events still hold those draws, hidden from seat 0, whose cards are in no
    // hand of the next deal: sampling seat 0's view threw (a card id 64) before.
    PitchState s =
        Position.deal(
            Position.newMatch("pitch-10-4p", Map.of("misdealIfPointBurned", true)),
            new String[] {
              "AD 2D 3D 4D 5D 6D 7D 8D 9D",
              "AH JH JD JK1 JK2 10H 3H 2H 9H",
              "10D QD KD AC 2C 3C 4C 5C 6C",
              "7C 8C 9C 10C JC QC KC AS 2S"
            },
            "");
    s = Position.auction(s, 1, 5);
    s = apply(s, dev.mazzo.pitch.PitchAction.Trump.of(1, Suit.HEARTS));
    assertTrue(s.lastEvents().contains(new PitchEvent.Voided("point-burned")), "P-22");
    Game<PitchState, PitchView> game = Position.game("pitch-10-4p");
    PitchView v = game.view(s, 0).get();
    assertTrue(v.events().exists(e -> e instanceof Event.Drew d && d.card().isEmpty()));
    PitchState sample = game.determinize(v, new SplittableRandom(1)).get();
    assertEquals(s.phase(), sample.phase());
    assertEquals(s.lastEvents().size(), sample.lastEvents().size());
    assertEquals(
        v.events().count(e -> e instanceof Event.Drew d && d.card().isEmpty()),
        sample.lastEvents().count(e -> e instanceof Event.Drew d && d.card().isEmpty()),
        "the draws stay hidden");
  }

  @Test
  void p18_aRemainderThrownWholeIsNamedFromTheDiscardsAlone() {
    // remainderFill: seat 1 bids with six spades and its partner, seat 3, holds nine; seat 2 the
    // sixteenth trump (P-4): the stock holds none. After the refill (P-17) seat 1 takes nothing (it
    // holds six trumps) and seat 3 receives the seven cards left and throws them all (P-18): its
    // seven draws, hidden from seat 2, are its seven discards, none of the trumps it holds.
    PitchState s =
        Position.deal(
            Position.newMatch("pitch-10-4p", Map.of("remainderFill", true)),
            new String[] {"", "AS KS QS JS JC JK1", "2S", "JK2 10S 9S 8S 7S 6S 5S 4S 3S"},
            "");
    s = Position.auction(s, 1, 5);
    s = apply(s, PitchAction.Trump.of(1, Suit.SPADES));
    assertTrue(s.lastEvents().contains(new PitchEvent.Discarded(3, 7)), "P-18: seven dead cards");
    Game<PitchState, PitchView> g = Position.game("pitch-10-4p");
    PitchState d = g.determinize(g.view(s, 2).get(), new SplittableRandom(1)).get();
    int named = 0;
    for (Event e : d.lastEvents()) {
      if (e instanceof Event.Drew x && x.seat() == 3) {
        assertTrue(d.discarded(3).contains(x.card().get()), x.toString());
        assertFalse(d.hand(3).contains(x.card().get()), x.toString());
        named++;
      }
    }
    assertEquals(7, named, s.lastEvents().toString());
  }
}
