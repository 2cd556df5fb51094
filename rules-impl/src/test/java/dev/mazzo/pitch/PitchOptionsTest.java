package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static dev.mazzo.pitch.Position.cards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The options of pitch.md §14: each one's effect, and MALFORMED where a variant refuses one. */
class PitchOptionsTest {

  private static final Map<String, Object> NONE = Map.of();

  private static Either<Rejection, PitchState> newMatch(String id, Map<String, Object> options) {
    return Position.game(id).newMatch(MatchOptions.of(options));
  }

  private static void malformed(String id, String name, Object value) {
    Map<String, Object> m = new HashMap<>();
    m.put(name, value);
    Either<Rejection, PitchState> r = newMatch(id, m);
    assertTrue(r.isLeft(), () -> id + " " + name + "=" + value + " accepted");
    assertEquals(Rejection.Code.MALFORMED, r.getLeft().code());
  }

  @Test
  void s14_unacceptedOptionsAreMalformedWhateverTheirValue() {
    for (String id :
        List.of(
            "pitch-7-4p",
            "pitch-10-4p",
            "pitch-13-4p",
            "pitch-15-4p",
            "pitch-16-4p",
            "pitch-10-5p")) {
      malformed(id, "removeJokers", false);
      malformed(id, "removeJokers", true);
    }
    malformed("pitch-10-5p", "remainderFill", false);
    malformed("pitch-10-4p", "calledCardOnFirstTrick", false);
    for (String name :
        List.of(
            "dealer",
            "dirty",
            "reverse",
            "jokerOrder",
            "madeBidScores",
            "defendersScore",
            "allPassRedeal",
            "minBid",
            "target",
            "misdealIfPointBurned",
            "remainderFill")) {
      malformed("pitch-10-4p", name, null);
    }
    malformed("pitch-10-4p", "dirty", 1);
    malformed("pitch-10-4p", "dirty", "true");
    malformed("pitch-10-4p", "jokerOrder", "random");
    malformed("pitch-10-4p", "madeBidScores", "all");
    malformed("pitch-10-4p", "minBid", 0);
    malformed("pitch-10-4p", "minBid", 11);
    malformed("pitch-16-4p", "minBid", 17);
    malformed("pitch-10-4p", "target", 0);
    malformed("pitch-10-4p", "dealer", 4);
    malformed("pitch-10-5p", "dealer", 5);
    malformed("pitch-10-4p", "nonsense", true);
    for (String id : List.of("pitch-5-4p", "pitch-8-4p", "pitch-11-4p", "pitch-14-4p")) {
      assertTrue(newMatch(id, Map.of("removeJokers", false)).isRight(), id);
    }
    assertTrue(newMatch("pitch-16-4p", Map.of("minBid", 16)).isRight());
  }

  @Test
  void p1_removeJokers_deckStockAndTrumpCounts() {
    Map<String, Integer> trumps =
        Map.of("pitch-5-4p", 14, "pitch-8-4p", 14, "pitch-11-4p", 15, "pitch-14-4p", 18);
    for (Map.Entry<String, Integer> e : trumps.entrySet()) {
      PitchState s = newMatch(e.getKey(), Map.of("removeJokers", true)).get();
      assertEquals(52, s.deck().size());
      assertEquals(e.getValue(), Long.bitCount(s.rules().context(0).trumpsLo()), e.getKey());
      PitchState d = Position.deal(s, new String[] {"", "", "", ""}, "");
      assertEquals(16, d.stock().size(), "P-1: stock 16");
    }
    int[] counts = {16, 16, 16, 16, 17, 17, 20, 20, 20, 16};
    for (int i = 0; i < counts.length; i++) {
      String id = Pitch.ids().get(i);
      PitchState s = newMatch(id, NONE).get();
      assertEquals(54, s.deck().size());
      for (int t = 0; t < 4; t++) {
        assertEquals(counts[i], Long.bitCount(s.rules().context(t).trumpsLo()), id);
      }
    }
  }

  @Test
  void p5_pointTotals() {
    int[] totals = {5, 7, 8, 10, 11, 13, 14, 15, 16, 10};
    for (int i = 0; i < totals.length; i++) {
      String id = Pitch.ids().get(i);
      for (boolean noJokers : new boolean[] {false, true}) {
        Map<String, Object> o = noJokers ? Map.of("removeJokers", true) : NONE;
        Either<Rejection, PitchState> m = newMatch(id, o);
        if (m.isLeft()) {
          continue;
        }
        for (int t = 0; t < 4; t++) {
          var ctx = m.get().rules().context(t);
          assertEquals(totals[i], ctx.points(ctx.trumpsLo(), 0L), id + " trump " + t);
        }
      }
    }
  }

  @Test
  void p9_dealerOption() {
    PitchState s =
        Position.deal(
            newMatch("pitch-10-5p", Map.of("dealer", 3)).get(),
            new String[] {"", "", "", "", ""},
            "");
    assertEquals(4, s.toAct(), "P-11: the seat after the dealer speaks first");
  }

  @Test
  void p12_p32_allPassRedeal_voidsTheHand() {
    PitchState s =
        Position.deal(
            newMatch("pitch-10-4p", Map.of("allPassRedeal", true)).get(),
            new String[] {"", "", "", ""},
            "");
    assertTrue(Position.game("pitch-10-4p").legalActions(s).head() instanceof Pass);
    for (int seat : new int[] {1, 2, 3, 0}) {
      s = apply(s, new Pass(seat));
    }
    assertEquals(Phase.DEAL, s.phase());
    assertEquals(1, s.dealer(), "P-25 of §16: dealer + 1 after a void hand");
    assertTrue(s.lastEvents().contains(new PitchEvent.Voided("all-pass")));
    assertEquals(
        "{\"hand\":1,\"sides\":[],\"points\":[],\"winner\":null,\"void\":true,\"reason\":\"all-pass\","
            + "\"dealer\":0,\"bidder\":null,\"bid\":null,\"trump\":null,\"called\":null,\"partner\":null,"
            + "\"pointsBySeat\":[0,0,0,0],\"pointCards\":[],\"deadPointCards\":[],\"made\":null,"
            + "\"scoreChange\":[0,0]}",
        Json.handResult(s.results().last()).toString());
  }

  @Test
  void p11_minBid() {
    PitchState s =
        Position.deal(
            newMatch("pitch-10-4p", Map.of("minBid", 7)).get(), new String[] {"", "", "", ""}, "");
    assertEquals(
        Array.of(
            new Pass(1),
            PitchAction.Bid.of(1, 7),
            PitchAction.Bid.of(1, 8),
            PitchAction.Bid.of(1, 9),
            PitchAction.Bid.of(1, 10),
            PitchAction.Bid.moon(1)),
        Position.game("pitch-10-4p").legalActions(s));
  }

  @Test
  void p30_targetIsWhatAMadeMoonGives() {
    Draft d =
        Position.play("pitch-10-4p", Map.of("target", 100), 'S', 0, 11, "8S", "KS", "QS", "9S");
    d.score = new int[] {30, 0};
    Piles.setPoints(d, 10, 0, 0, 0);
    PitchState s = d.state();
    for (var c : cards("8S KS QS 9S")) {
      s = apply(s, new PlayCard(s.toAct(), c));
    }
    assertEquals(Array.of(100, 0), s.score());
    assertEquals(Option.some(0), s.winningSide());
  }

  /**
   * P-22 reads M of P-21, which leaves the called card out: seat 2 calls the zero-point 9H from the
   * blind and holds seven trumps, six of them point cards, so it would burn a point card.
   */
  @Test
  void p22_theCalledCardIsNotAZeroPointCardToBurn() {
    String[] hands = {"", "", "AH JH JD JK1 JK2 10H 2C 3C 4C 5C", "", ""};
    for (boolean misdeal : new boolean[] {false, true}) {
      Map<String, Object> options = Map.of("misdealIfPointBurned", misdeal);
      PitchState s = Position.deal(newMatch("pitch-10-5p", options).get(), hands, "9H 2S 3S 4S");
      s = Position.auction(s, 2, 5);
      s = apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("9H")));
      assertEquals(misdeal, s.lastEvents().contains(new PitchEvent.Voided("point-burned")));
      while (!misdeal && s.toAct() != 2) {
        s = apply(s, Position.game("pitch-10-5p").legalActions(s).head());
      }
      assertEquals(misdeal ? Phase.DEAL : Pitch.BURN, s.phase());
    }
  }

  @Test
  void p22_misdealIfPointBurned() {
    // Seat 1 bids and holds seven point cards of hearts: it must burn a point card.
    String[] hands = {"2C 3C 4C 5C 6C 7C 8C 9C 10C", "AH JH JD JK1 JK2 10H 2H 3H 2S", "", ""};
    for (boolean misdeal : new boolean[] {false, true}) {
      PitchState s =
          Position.deal(
              newMatch("pitch-10-4p", Map.of("misdealIfPointBurned", misdeal)).get(), hands, "");
      s = Position.auction(s, 1, 5);
      s = apply(s, PitchAction.Trump.of(1, Suit.HEARTS));
      if (s.phase() == Pitch.REMAINDER) {
        s = apply(s, new PitchAction.Remainder(1, false));
      }
      if (misdeal) {
        assertTrue(s.lastEvents().contains(new PitchEvent.Voided("point-burned")));
        PitchHandResult r = (PitchHandResult) s.results().last();
        assertEquals(
            Option.some(1), r.contract().map(PitchHandResult.Contract::declarer), "P-36: kept");
        assertEquals(Phase.DEAL, s.phase());
      } else {
        assertTrue(s.results().isEmpty());
      }
    }
  }

  @Test
  void p18_remainderFill() {
    String[] hands = {
      "2C 3C 4C 5C 6C 7C 8C 9C 10C",
      "AH KH QH JH 2S 3S 4S 5S 6S",
      "JC QC KC 2D 3D 4D 5D 6D 7D",
      "AC 2H 8D 9D 10D JD QD KD AD"
    };
    PitchState s =
        Position.deal(newMatch("pitch-10-4p", Map.of("remainderFill", true)).get(), hands, "");
    s = Position.auction(s, 1, 5);
    s = apply(s, PitchAction.Trump.of(1, Suit.HEARTS));
    assertFalse(s.phase() == Pitch.REMAINDER);
    assertTrue(s.stock().isEmpty());
    long trumps = s.rules().context(0).trumpsLo();
    int held = 0;
    for (int p = 0; p < 4; p++) {
      held += Long.bitCount(s.hands[p] & trumps) + Long.bitCount(s.burned[p]);
    }
    assertEquals(16, held, "P-18: every trump of the deck ends in a hand");
    boolean declarerDrew = s.lastEvents().exists(e -> e instanceof Event.Drew dr && dr.seat() == 1);
    assertTrue(declarerDrew || s.hand(1).size() >= 6);
  }

  @Test
  void p26_calledCardOnFirstTrick() {
    Draft d =
        Position.play(
            "pitch-10-5p",
            Map.of("calledCardOnFirstTrick", true),
            'H',
            0,
            5,
            "KH 9H",
            "AH 8H",
            "7H",
            "",
            "");
    d.called = (byte) (d.rules.deck.idOf(card("AH")));
    d.partner = 1;
    PitchState s = apply(d.state(), new PlayCard(0, card("9H")));
    assertEquals(
        Array.of(new PlayCard(1, card("AH"))), Position.game("pitch-10-5p").legalActions(s));
    assertEquals(Pitch.MUST_PLAY_CALLED_CARD, Position.reject(s, new PlayCard(1, card("8H"))));
    Draft free = Position.play("pitch-10-5p", NONE, 'H', 0, 5, "KH 9H", "AH 8H", "7H", "", "");
    free.called = (byte) free.rules.deck.idOf(card("AH"));
    free.partner = 1;
    assertEquals(
        2,
        Position.game("pitch-10-5p")
            .legalActions(apply(free.state(), new PlayCard(0, card("9H"))))
            .size());
  }
}
