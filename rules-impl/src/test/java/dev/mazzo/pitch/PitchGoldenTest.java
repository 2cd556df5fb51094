package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static dev.mazzo.pitch.Position.cards;
import static dev.mazzo.pitch.Position.reject;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection.Code;
import dev.mazzo.protocol.Json;
import dev.mazzo.trick.TrumpContext;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The golden examples of pitch.md §17, G-1 … G-12, one test each (some with variations). */
class PitchGoldenTest {

  private static final Map<String, Object> NONE = Map.of();

  /** The trumps of a suit, high to low, by the order in use. */
  private static String order(String id, Map<String, Object> options, char suit) {
    PitchState s = Position.newMatch(id, options);
    TrumpContext ctx = s.rules().context(Suit.ofLetter(suit).get().ordinal());
    List<Integer> ids = new ArrayList<>();
    for (int i = 0; i < s.deck().size(); i++) {
      if (ctx.isTrump(i)) {
        ids.add(i);
      }
    }
    ids.sort((a, b) -> Integer.compare(ctx.strengthOf(b), ctx.strengthOf(a)));
    return Array.ofAll(ids).map(i -> s.deck().card(i).code()).mkString(" ");
  }

  @Test
  void g1_trumpOrders_P4_P6() {
    assertEquals(
        "AS KS QS JS JC JK1 JK2 10S 9S 8S 7S 6S 5S 4S 3S 2S", order("pitch-10-4p", NONE, 'S'));
    assertEquals(
        "AD KD QD JD JH JK1 JK2 10D 9D 8D 7D 6D 5D 4D 3D 3H 2D", order("pitch-13-4p", NONE, 'D'));
    assertEquals(
        "AH AD KH QH JH JD JK1 JK2 10H 10D 9H 8H 7H 6H 5H 4H 3H 3D 2H 2D",
        order("pitch-16-4p", NONE, 'H'));
    TrumpContext h16 = Position.newMatch("pitch-16-4p", NONE).rules().context(0);
    for (String c : List.of("KD", "QD", "9D", "8D", "7D", "6D", "5D", "4D")) {
      assertFalse(h16.isTrump(Position.newMatch("pitch-16-4p", NONE).deck().idOf(card(c))), c);
    }
    assertEquals(
        "2S 3S 4S 5S 6S 7S 8S 9S 10S JK2 JK1 JC JS QS KS AS",
        order("pitch-10-4p", Map.of("reverse", true), 'S'));
  }

  @Test
  void g1_reverseIsTheForwardOrderUpsideDown_P6() {
    for (String id : Pitch.ids()) {
      for (char suit : "HDCS".toCharArray()) {
        List<String> forward = new ArrayList<>(List.of(order(id, NONE, suit).split(" ")));
        java.util.Collections.reverse(forward);
        assertEquals(String.join(" ", forward), order(id, Map.of("reverse", true), suit), id);
      }
    }
  }

  @Test
  void g2_dealAndRefill_P10_P17_P18() {
    PitchState s = Position.newMatch("pitch-10-4p", Map.of("dealer", 3));
    Seq<Card> order = Position.order(s, new String[] {"", "", "", ""}, "");
    s = apply(s, new Deal(order));
    for (int i = 0; i < 36; i++) {
      assertTrue(s.hand(i % 4).contains(order.get(i)), "P-10: order[" + i + "]");
    }
    assertEquals(order.drop(36), s.stock());

    // Dealer 0, declarer 2, trumps H; after the discards seats 3, 0, 1, 2 hold 2, 0, 3, 5 trumps.
    PitchState m = Position.newMatch("pitch-10-4p", NONE);
    String[] hands = {
      "2C 3C 4C 5C 6C 7C 8C 9C 10C",
      "AH KH QH 2S 3S 4S 5S 6S 7S",
      "JH JD JK1 JK2 10H 8S 9S 10S QS",
      "9H 8H KS JC QC KC 2D 3D 4D"
    };
    m = Position.deal(m, hands, "");
    Seq<Card> stock = m.stock();
    m = Position.auction(m, 2, 5);
    m = apply(m, PitchAction.Trump.of(2, Suit.HEARTS));
    List<Integer> drawers = new ArrayList<>();
    for (Event e : m.lastEvents()) {
      if (e instanceof Event.Drew d) {
        drawers.add(d.seat());
        assertEquals(stock.get(drawers.size() - 1), d.card().get());
      }
    }
    assertEquals(
        List.of(3, 3, 3, 3, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2),
        drawers,
        "P-15 P-17: 4, 6, 3, 1 (six less each hand's trumps)");
    assertEquals(Pitch.REMAINDER, m.phase(), "four cards remain");
    assertEquals(4, m.stock().size());
    Seq<Card> remainder = m.stock();
    PitchState passed = apply(m, new PitchAction.Remainder(2, false));
    assertTrue(
        passed.phase() == Phase.PLAY || passed.phase() == Pitch.BURN,
        "P-18, P-20: then the burn or the play");
    long trumps = m.rules().context(0).trumpsLo();
    for (Card c : remainder) {
      boolean trump = (trumps & 1L << m.deck().idOf(c)) != 0;
      assertEquals(trump, passed.hand(0).contains(c), "P-18: pass gives the remainder to b+2");
      assertEquals(!trump, passed.discarded(0).contains(c));
    }

    // Every seat holding 1 trump: seats 3, 0, 1 draw 5, the declarer the last 3, no remainder.
    PitchState one = Position.newMatch("pitch-10-4p", NONE);
    String[] single = {
      "AH 2C 3C 4C 5C 6C 7C 8C 9C",
      "KH 2S 3S 4S 5S 6S 7S 8S 9S",
      "QH 10C JC QC KC 10S JS QS KS",
      "JH 2D 3D 4D 5D 6D 7D 8D 9D"
    };
    one = Position.deal(one, single, "");
    one = Position.auction(one, 2, 5);
    one = apply(one, PitchAction.Trump.of(2, Suit.HEARTS));
    drawers.clear();
    for (Event e : one.lastEvents()) {
      if (e instanceof Event.Drew d) {
        drawers.add(d.seat());
      }
    }
    assertEquals(
        List.of(3, 3, 3, 3, 3, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2), drawers, "G-2: 5, 5, 5, 3");
    assertTrue(one.stock().isEmpty());
    assertTrue(one.phase() == Phase.PLAY || one.phase() == Pitch.BURN);
  }

  @Test
  void g3_bidding_P11_P12_P34() {
    PitchState s = Position.newMatch("pitch-10-4p", Map.of("dealer", 3));
    s = Position.deal(s, new String[] {"", "", "", ""}, "");
    PitchState b = apply(s, PitchAction.Bid.of(0, 5));
    assertEquals(Code.BID_TOO_LOW, reject(b, PitchAction.Bid.of(1, 5)));
    assertEquals(Code.BID_TOO_LOW, reject(b, PitchAction.Bid.of(1, 3)));
    assertEquals(Code.MALFORMED, reject(b, PitchAction.Bid.of(1, 11)));
    PitchState p = apply(apply(apply(s, new Pass(0)), new Pass(1)), new Pass(2));
    List<Action> want = new ArrayList<>();
    for (int a = 4; a <= 10; a++) {
      want.add(PitchAction.Bid.of(3, a));
    }
    want.add(PitchAction.Bid.moon(3));
    assertEquals(want, Position.game("pitch-10-4p").legalActions(p).asJava());
    assertEquals(Pitch.DEALER_MUST_BID, reject(p, new Pass(3)));
    assertEquals(Code.ALREADY_PASSED, reject(p, PitchAction.Bid.of(0, 6)));
  }

  /** Plays the cards in order from the seat to act. */
  private static PitchState playAll(PitchState s, String codes) {
    for (Card c : cards(codes)) {
      s = apply(s, new PlayCard(s.toAct(), c));
    }
    return s;
  }

  private static PitchHandResult lastResult(PitchState s) {
    return (PitchHandResult) s.results().last();
  }

  @Test
  void g4_theTwoGoesToItsPlayer_P28() {
    for (boolean dirty : new boolean[] {false, true}) {
      Draft d =
          Position.play("pitch-10-4p", Map.of("dirty", dirty), 'H', 0, 4, "2H", "AH", "3H", "10H");
      PitchState s = playAll(d.state(), "2H AH 3H 10H");
      Event.TrickWon t =
          (Event.TrickWon) s.lastEvents().find(e -> e instanceof Event.TrickWon).get();
      assertEquals(1, t.winningSeat());
      PitchHandResult r = lastResult(s);
      assertEquals(dirty ? Array.of(0, 6) : Array.of(1, 5), r.points(), "dirty " + dirty);
      assertEquals(dirty ? 6 : 5, t.points(), "P-39: the trick's points to its winner");
    }
  }

  @Test
  void g5_set_theHandResultOfSection12_P30_P36() {
    for (boolean defenders : new boolean[] {true, false}) {
      Draft d =
          Position.play(
              "pitch-10-4p",
              Map.of("defendersScore", defenders),
              'S',
              1,
              6,
              "8S",
              "KS",
              "QS",
              "9S");
      d.handNo = 9;
      d.score = new int[] {20, 30};
      Piles.setPoints(d, 4, 4, 0, 1);
      long[] pc = new long[4];
      for (int seat = 0; seat < 4; seat++) {
        for (Card c : cards(new String[] {"3S JK2", "JC AS JS JK1", "", "2S"}[seat])) {
          pc[seat] |= 1L << d.rules.deck.idOf(c);
        }
      }
      Piles.setPointCards(d, pc);
      d.burned[2] = 1L << d.rules.deck.idOf(card("10S"));
      PitchState s = playAll(d.state(), "KS QS 9S 8S");
      PitchHandResult r = lastResult(s);
      if (defenders) {
        assertEquals(
            "{\"hand\":9,\"sides\":[[0,2],[1,3]],\"points\":[4,5],\"winner\":0,\"void\":false,"
                + "\"dealer\":0,\"bidder\":1,\"bid\":6,\"trump\":\"S\",\"called\":null,"
                + "\"partner\":null,\"pointsBySeat\":[4,4,0,1],"
                + "\"pointCards\":[[\"3S\",\"JK2\"],[\"JC\",\"AS\",\"2S\",\"JS\",\"JK1\"]],"
                + "\"deadPointCards\":[\"10S\"],\"made\":false,\"scoreChange\":[4,-6]}",
            Json.handResult(r).toString());
        assertEquals(Array.of(24, 24), s.score());
      } else {
        assertEquals(Array.of(20, 24), s.score());
      }
    }
  }

  /** A hand's last trick of zero-point cards, with the points taken so far given per seat. */
  private static PitchState finish(
      Map<String, Object> options, int declarer, int bid, int[] score, int[] points) {
    Draft d = Position.play("pitch-10-4p", options, 'S', declarer, bid, "8S", "KS", "QS", "9S");
    d.score = score;
    Piles.setPoints(d, points);
    return playAll(d.state(), d.toAct == 0 ? "8S KS QS 9S" : "KS QS 9S 8S");
  }

  @Test
  void g6_madeBid_P30() {
    assertEquals(
        Array.of(17, 13), finish(NONE, 0, 4, new int[] {10, 10}, new int[] {7, 3, 0, 0}).score());
    assertEquals(
        Array.of(14, 13),
        finish(Map.of("madeBidScores", "bid"), 0, 4, new int[] {10, 10}, new int[] {7, 3, 0, 0})
            .score());
  }

  @Test
  void g7_moon_P30_P33() {
    PitchState won = finish(NONE, 0, 11, new int[] {30, 0}, new int[] {10, 0, 0, 0});
    assertEquals(Array.of(52, 0), won.score());
    assertEquals(Option.some(0), won.winningSide());
    PitchState back = finish(NONE, 0, 11, new int[] {-8, 20}, new int[] {10, 0, 0, 0});
    assertEquals(Array.of(0, 20), back.score());
    assertEquals(Phase.DEAL, back.phase());
    PitchState failed = finish(NONE, 0, 11, new int[] {30, 0}, new int[] {9, 1, 0, 0});
    assertEquals(Array.of(30, 0), failed.score());
    assertEquals(Option.some(1), failed.winningSide());
    assertTrue(failed.isOver());
  }

  @Test
  void g8_bothReachTheTarget_P33() {
    PitchState s = finish(NONE, 1, 5, new int[] {50, 47}, new int[] {5, 5, 0, 0});
    assertEquals(Array.of(55, 52), s.score());
    assertEquals(Option.some(1), s.winningSide());
  }

  private static PitchState burnPosition(String hand) {
    Draft d = Position.play("pitch-10-4p", NONE, 'H', 0, 5, hand, "", "", "");
    d.phase = Pitch.BURN;
    d.toAct = 0;
    return d.state();
  }

  @Test
  void g9_burnZeroPointFirst_P21() {
    PitchState s = burnPosition("AH KH JH JK1 9H 5H 3H 2H");
    Seq<Action> legal = Position.game("pitch-10-4p").legalActions(s);
    assertEquals(
        Array.of(
            new PitchAction.Burn(0, cards("5H 9H")),
            new PitchAction.Burn(0, cards("5H KH")),
            new PitchAction.Burn(0, cards("9H KH"))),
        legal);
    assertEquals(Pitch.ILLEGAL_BURN, reject(s, new PitchAction.Burn(0, cards("AH KH"))));
    assertEquals(Pitch.ILLEGAL_BURN, reject(s, new PitchAction.Burn(0, cards("5H"))));
    PitchState nine = burnPosition("AH JH JD JK1 JK2 10H 3H 2H 9H");
    Seq<Action> sets = Position.game("pitch-10-4p").legalActions(nine);
    assertEquals(28, sets.size());
    assertTrue(sets.forAll(a -> ((PitchAction.Burn) a).cards().contains(card("9H"))));
    PitchState after = apply(nine, new PitchAction.Burn(0, cards("AH JH 9H")));
    assertEquals(cards("AH 9H JH"), after.burned(0).toSeq(), "P-21: burned face up, canonical");
  }

  @Test
  void g10_jokersInOneTrick_P7() {
    for (String order : List.of("fixed", "first-played-high")) {
      Draft d =
          Position.play(
              "pitch-10-4p", Map.of("jokerOrder", order), 'C', 1, 4, "10C", "JK2", "JK1", "2C");
      PitchState s = playAll(d.state(), "JK2 JK1 2C 10C");
      PitchHandResult r = lastResult(s);
      boolean fixed = order.equals("fixed");
      assertEquals(fixed ? Array.of(3, 1) : Array.of(0, 4), r.points(), order);
    }
  }

  /**
   * P-7 with P-6: under {@code reverse} the joker places are JK2 then JK1, and "first-played-high"
   * still gives the higher place to the joker played first (JK1 here).
   */
  @Test
  void g10_jokersInOneTrick_reverse_P6_P7() {
    for (String order : List.of("fixed", "first-played-high")) {
      Map<String, Object> options = Map.of("reverse", true, "jokerOrder", order);
      Draft d = Position.play("pitch-10-4p", options, 'C', 1, 4, "QC", "JK1", "JK2", "KC");
      PitchHandResult r = lastResult(playAll(d.state(), "JK1 JK2 KC QC"));
      assertEquals(order.equals("fixed") ? Array.of(2, 0) : Array.of(0, 2), r.points(), order);
    }
  }

  @Test
  void g11_reverse_P6() {
    Draft d = Position.play("pitch-10-4p", Map.of("reverse", true), 'S', 0, 4, "AS", "2S", "", "");
    PitchState s = playAll(d.state(), "AS 2S");
    assertEquals(Array.of(0, 2), lastResult(s).points());
    assertEquals(Array.of(0, 2, 0, 0), lastResult(s).pointsBySeat(), "seat 1 takes AS and 2S");
  }

  @Test
  void g12_fivePlayers_P14_P19_P26() {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    String[] hands = {"", "", "KH QH 2C 3C 4C 5C 6C 7C 8C 9C", "", ""};
    s = Position.deal(s, hands, "AH 2S 3S 4S");
    s = Position.auction(s, 2, 6);
    assertEquals(
        Pitch.NOT_A_TRUMP, reject(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("KC"))));
    assertEquals(
        Pitch.ILLEGAL_CALL, reject(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("KH"))));
    assertTrue(
        Position.game("pitch-10-5p")
            .apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("JD")))
            .isRight());
    assertTrue(
        Position.game("pitch-10-5p")
            .apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("JK2")))
            .isRight());
    PitchState t = apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("AH")));
    assertEquals(Option.none(), t.partner(), "AH was in the blind: seat 2 plays alone");
    while (t.phase() == Pitch.BURN) {
      t = apply(t, Position.game("pitch-10-5p").legalActions(t).head());
    }
    assertEquals(
        Array.of(new PlayCard(2, card("AH"))), Position.game("pitch-10-5p").legalActions(t));
    assertEquals(Pitch.MUST_PLAY_CALLED_CARD, reject(t, new PlayCard(2, card("KH"))));
  }

  @Test
  void g12_secretPartner_P19_P38() {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    String[] hands = {
      "", "", "KH QH 2C 3C 4C 5C 6C 7C 8C 9C", "", "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D"
    };
    s = Position.deal(s, hands, "");
    s = Position.auction(s, 2, 6);
    s = apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("AH")));
    assertEquals(Option.some(4), s.partner(), "P-19: the holder of the called card");
    java.util.Random random = new java.util.Random(3);
    boolean played = false;
    while (!s.isOver() && s.results().isEmpty()) {
      for (int seat = 0; seat < 5; seat++) {
        PitchView v = Position.game("pitch-10-5p").view(s, seat).get();
        assertEquals(played, Json.view(v).has("partner"), "P-38: the partner key");
      }
      Seq<Action> legal = Position.game("pitch-10-5p").legalActions(s);
      s = apply(s, legal.get(random.nextInt(legal.size())));
      played |= s.lastEvents().exists(e -> e instanceof Event.PartnerRevealed);
    }
    assertTrue(played);
    assertEquals(Array.of(Array.of(2, 4), Array.of(0, 1, 3)), lastResult(s).sides());
  }
}
