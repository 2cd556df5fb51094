package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static dev.mazzo.pitch.Position.cards;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The burn (pitch.md P-20 … P-22), the remainder fill (P-18) and the play events (P-23, P-39) at
 * their edges: the called card of id 0, a declarer whose zero-point trumps are exactly k, seat 0
 * burning second, the declarer filling to six exactly.
 */
class PitchBurnFillTest {

  private static final Map<String, Object> NONE = Map.of();

  private static Draft burnDraft(
      String id, Map<String, Object> options, int declarer, String called, String... hands) {
    Draft d = Position.play(id, options, 'H', declarer, 6, hands);
    if (called != null) {
      d.called = (byte) d.rules.deck.idOf(card(called));
      d.partner = 1;
    }
    d.events = io.vavr.collection.List.empty();
    BurnPhase.begin(d);
    return d;
  }

  private static Rejection rejection(PitchState s, Action a) {
    return Position.game(s.variantId()).apply(s, a).getLeft();
  }

  @Test
  void p21_theCalledCardOfIdZeroIsNeverOfferedForBurning() {
    // AH is card 0 of the deck (P-2); every card of seat 1 is worth points: M is empty.
    Draft d = burnDraft("pitch-10-5p", NONE, 0, "AH", "QH", "AH JH JD 10H 3H JK1 JK2", "", "", "");
    assertEquals(Pitch.BURN, d.phase);
    assertEquals(1, d.toAct);
    PitchState s = d.state();
    Seq<Action> legal = Position.game(s.variantId()).legalActions(s);
    assertEquals(6, legal.size(), "one burn per point card but the called AH: " + legal);
    assertFalse(
        legal.exists(a -> ((PitchAction.Burn) a).cards().contains(card("AH"))),
        "P-21: never the called card");
    Rejection r = rejection(s, new PitchAction.Burn(1, cards("AH")));
    assertEquals(Pitch.ILLEGAL_BURN, r.code());
    assertEquals("The called card cannot be burned", r.message());
  }

  @Test
  void p21_theCalledZeroPointCardIsRefusedAsTheCalledCard() {
    Draft d = burnDraft("pitch-10-5p", NONE, 0, "KH", "QH", "KH 9H 8H 7H 6H 5H 4H", "", "", "");
    PitchState s = d.state();
    Rejection r = rejection(s, new PitchAction.Burn(1, cards("KH")));
    assertEquals(Pitch.ILLEGAL_BURN, r.code());
    assertEquals("The called card cannot be burned", r.message());
    Rejection two = rejection(s, new PitchAction.Burn(1, cards("9H 8H")));
    assertEquals("You hold 7 trumps: burn exactly 1 of them", two.message());
    Rejection none = rejection(s, new PitchAction.Burn(1, null));
    assertEquals(Rejection.Code.MALFORMED, none.code());
    assertEquals("A burn needs its cards", none.message());
    Rejection hole =
        rejection(
            s, new PitchAction.Burn(1, io.vavr.collection.Array.of((dev.mazzo.card.Card) null)));
    assertEquals(Rejection.Code.MALFORMED, hole.code());
    assertEquals("A missing card is not a card of this deck", hole.message());
  }

  @Test
  void p22_aDeclarerWithExactlyKZeroPointTrumpsBurnsThemWithoutMisdeal() {
    Draft d =
        burnDraft(
            "pitch-10-4p",
            Map.of("misdealIfPointBurned", true),
            1,
            null,
            "",
            "AH JH JD 10H 3H JK1 9H 8H",
            "",
            "");
    assertEquals(Pitch.BURN, d.phase, "|M| = k = 2: no point card burned, no misdeal");
    assertEquals(1, d.toAct);
    PitchState s = d.state();
    assertEquals(
        io.vavr.collection.List.of(new PitchAction.Burn(1, cards("8H 9H"))),
        Position.game(s.variantId()).legalActions(s).toList());
  }

  @Test
  void p20_seatZeroBurnsAfterSeatThree() {
    Draft d =
        burnDraft(
            "pitch-10-4p",
            NONE,
            2,
            null,
            "KH 9H 8H 7H 6H 5H 4H",
            "",
            "QH",
            "AH JH JD 10H 3H JK1 JK2");
    assertEquals(3, d.toAct, "from b + 1");
    PitchState s = d.state();
    s = apply(s, Position.game(s.variantId()).legalActions(s).head());
    assertEquals(Pitch.BURN, s.phase(), "seat 0 still holds seven trumps");
    assertEquals(0, s.toAct());
    s = apply(s, new PitchAction.Burn(0, cards("4H")));
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(new PitchEvent.Burned(0, cards("4H")), s.lastEvents().head());
  }

  @Test
  void p23_aDeclarerWithoutCardsIsOutAtTheStartOfPlay() {
    Draft d = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "2H", "", "3H", "4H");
    d.events = io.vavr.collection.List.empty();
    PlayPhase.begin(d);
    assertTrue(d.state().lastEvents().contains(new PitchEvent.Out(1)), "the bidder is out");
    assertEquals(2, d.toAct, "the next seat in leads");
  }

  @Test
  void p39_playingEmitsPlayedAndTheCalledCardRevealsThePartner() {
    Draft d = Position.play("pitch-10-5p", NONE, 'H', 0, 6, "QH", "KH", "9H", "8H", "7H");
    d.called = (byte) (d.rules.deck.idOf(card("KH")));
    d.partner = 1;
    PitchState s = d.state();
    s = apply(s, new PlayCard(0, card("QH")));
    assertEquals(
        io.vavr.collection.List.of(new Event.Played.Plain(0, card("QH"))), s.lastEvents().toList());
    s = apply(s, new PlayCard(1, card("KH")));
    assertEquals(new Event.Played.Plain(1, card("KH")), s.lastEvents().head());
    assertEquals(new Event.PartnerRevealed.Plain(0, Option.some(1)), s.lastEvents().get(1));

    Draft b = Position.play("pitch-10-5p", NONE, 'H', 0, 6, "QH", "KH", "9H", "8H", "7H");
    b.called = (byte) b.rules.deck.idOf(card("AH"));
    b.partner = Draft.NONE;
    PitchState t = apply(b.state(), new PlayCard(0, card("QH")));
    assertEquals(1, t.lastEvents().size(), "no partner event for another card");
  }

  private static final String[] HANDS = {
    "2C 3C 4C 5C 6C 7C 8C 9C 10C",
    "AH KH QH 2S 3S 4S 5S 6S 7S",
    "JH JD JK1 JK2 10H 8S 9S 10S QS",
    "9H 8H KS JC QC KC 2D 3D 4D"
  };

  private static PitchState filled(String stock) {
    PitchState m =
        Position.deal(
            Position.newMatch("pitch-10-4p", Map.of("remainderFill", true)), HANDS, stock);
    m = Position.auction(m, 2, 5);
    return apply(m, PitchAction.Trump.of(2, Suit.HEARTS));
  }

  @Test
  void p18_remainderFill_theDeclarerTakesTheRestWhileUnderSix() {
    // After the refill the declarer holds five trumps; the stock's last four are 6D 7D 8D 9D.
    PitchState s = filled("AD 2H AS KD AC 3H 4H 5H 6H 7H QD 10D JS 5D 6D 7D 8D 9D");
    assertTrue(s.stock().isEmpty());
    assertEquals(5, s.hand(2).size());
    assertTrue(s.discarded(2).toSeq().containsAll(cards("6D 7D 8D 9D")), "the bidder drew them");
    assertFalse(s.discarded(0).contains(card("6D")), "nothing left for the partner");
    assertTrue(s.lastEvents().contains(new PitchEvent.Discarded(2, 4)));
  }

  @Test
  void p18_remainderFill_thePartnerGetsWhatIsLeftAtSix() {
    PitchState s = filled("AD 2H AS KD AC 3H 4H 5H 6H 6D QD 10D JS 5D 7H 7D 8D 9D");
    assertTrue(s.stock().isEmpty(), "the partner takes the rest");
    assertTrue(s.hand(2).contains(card("7H")));
    assertEquals(6, s.hand(2).size(), "the bidder stops at six");
    assertTrue(s.discarded(0).toSeq().containsAll(cards("7D 8D 9D")));
    Seq<Event> e = s.lastEvents();
    int i = e.indexOf(new Event.Drew.Plain(2, Option.some(card("7H"))));
    assertTrue(i >= 0);
    assertEquals(
        new Event.Drew.Plain(0, Option.some(card("7D"))), e.get(i + 1), "no empty discard");
  }

  @Test
  void p1_theDescriptionNamesThePartnershipsOrTheCalledPartner() {
    Seq<Spec> specs = Spec.all();
    assertTrue(
        specs
            .get(3)
            .description
            .startsWith("10-Point Pitch for four in two partnerships: 54 cards"));
    assertTrue(
        specs
            .get(9)
            .description
            .startsWith(
                "Ten-Point Pitch for five, the bidder calling a card for a secret partner"));
    assertTrue(
        specs.get(0).description.endsWith("; 5 points in play, first side to 52 wins (pitch.md)."));
  }

  @Test
  void p18_remainderFill_aDeclarerAtSixDrawsNothingAndNoEmptyDiscardIsTold() {
    PitchState s = filled("AD 2H AS KD AC 3H 4H 5H 6H 6D QD 10D JS 7H 5D 7D 8D 9D");
    Seq<Event> e = s.lastEvents();
    int i = e.indexOf(new Event.Drew.Plain(2, Option.some(card("7H"))));
    assertTrue(i >= 0, "the refill gives the bidder 7H");
    assertEquals(
        new Event.Drew.Plain(0, Option.some(card("5D"))), e.get(i + 1), "no Discarded(2, 0)");
    assertEquals(6, s.hand(2).size());
    assertTrue(s.discarded(0).toSeq().containsAll(cards("5D 7D 8D 9D")));
  }

  private static PitchState blind(String blind, String called) {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    s = Position.deal(s, new String[] {"", "", "QH 2C 3C 4C 5C 6C 7C 8C 9C 10C", "KH", ""}, blind);
    s = Position.auction(s, 2, 6);
    return apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card(called)));
  }

  @Test
  void p19_theBlindsNonTrumpsAreCountedAndTheHolderOfTheCalledCardPartners() {
    PitchState t = blind("AH 2S 3S 4S", "KH");
    Seq<Event> e = t.lastEvents();
    int i = e.indexOf(new PitchEvent.BlindTaken(2, 4));
    assertTrue(i >= 0);
    assertEquals(new PitchEvent.Discarded(2, 3), e.get(i + 1), "three non-trumps in the blind");
    assertEquals(3, t.partner, "seat 3 holds the called KH");
    assertFalse(t.calledFromBlind);

    PitchState all = blind("AH 2H 3H 4H", "KH");
    Seq<Event> f = all.lastEvents();
    int j = f.indexOf(new PitchEvent.BlindTaken(2, 4));
    assertTrue(j >= 0);
    assertFalse(
        f.drop(j + 1).exists(x -> x instanceof PitchEvent.Discarded y && y.seat() == 2),
        "no non-trump in the blind: no discard told: " + f);
  }

  @Test
  void p28_theTwoScoresForItsPlayerAndTheAceForTheWinner() {
    Draft d = Position.play("pitch-10-4p", NONE, 'H', 1, 5, "2H", "AH", "3H 9H", "4H 8H");
    PitchState s = d.state();
    s = apply(s, new PlayCard(1, card("AH")));
    s = apply(s, new PlayCard(2, card("3H")));
    s = apply(s, new PlayCard(3, card("4H")));
    s = apply(s, new PlayCard(0, card("2H")));
    long two = 1L << s.deck().idOf(card("2H"));
    long ace = 1L << s.deck().idOf(card("AH"));
    long three = 1L << s.deck().idOf(card("3H"));
    assertEquals(two, s.pointCardsOf(0), "P-28: the 2 for the seat that played it");
    assertEquals(ace | three, s.pointCardsOf(1), "the rest for the winner");
    assertEquals(
        1,
        s.lastEvents().count(x -> x.equals(new PitchEvent.Out(1))),
        "the leader out once: " + s.lastEvents());
    assertEquals(1, s.lastEvents().count(x -> x.equals(new PitchEvent.Out(0))));
  }

  @Test
  void p39_thePartnerOfSeatZeroIsRevealedAsSeatZero() {
    Draft d = Position.play("pitch-10-5p", NONE, 'H', 1, 6, "KH 2H", "QH", "9H", "8H", "7H");
    d.called = (byte) (d.rules.deck.idOf(card("KH")));
    d.partner = 0;
    PitchState s = apply(d.state(), new PlayCard(1, card("QH")));
    s = apply(s, new PlayCard(2, card("9H")));
    s = apply(s, new PlayCard(3, card("8H")));
    s = apply(s, new PlayCard(4, card("7H")));
    s = apply(s, new PlayCard(0, card("KH")));
    assertTrue(
        s.lastEvents().contains(new Event.PartnerRevealed.Plain(1, Option.some(0))),
        "" + s.lastEvents());
  }

  private static PitchState calledAce(String seat3, String blind) {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    s = Position.deal(s, new String[] {"", "", "QH 2C 3C 4C 5C 6C 7C 8C 9C 10C", seat3, ""}, blind);
    s = Position.auction(s, 2, 6);
    return apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("AH")));
  }

  @Test
  void p19_p38_theDeterminizedPartnerIsTheSampledHolderOfTheCalledAce() {
    PitchState s = calledAce("AH", "KH 2S 3S 4S");
    assertEquals(3, s.partner);
    for (long seed = 1; seed <= 6; seed++) {
      PitchState d =
          Position.game(s.variantId())
              .determinize(
                  Position.game(s.variantId()).view(s, 0).get(), new java.util.Random(seed))
              .get();
      int holder = -1;
      for (int p = 0; p < d.players(); p++) {
        holder = p != 2 && d.hand(p).contains(card("AH")) ? p : holder;
      }
      assertTrue(holder >= 0, "AH was not in the blind: someone else holds it");
      assertEquals(holder, d.partner, "P-19: the sampled holder of AH (card 0) partners");
      assertFalse(d.calledFromBlind);
    }
  }
}
