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
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The match's end with five players (P-33), the catalog (P-1, §14), and the events' wire (P-39).
 */
class PitchEngineTest {

  private static final Map<String, Object> NONE = Map.of();

  /** A five-player hand's last trick, declarer 0 with partner 1, from these scores and points. */
  private static PitchState fiveEnd(int bid, int partner, int[] score, int[] points) {
    return fiveEnd(NONE, bid, partner, score, points);
  }

  private static PitchState fiveEnd(
      Map<String, Object> options, int bid, int partner, int[] score, int[] points) {
    Draft d = Position.play("pitch-10-5p", options, 'S', 0, bid, "8S", "KS", "QS", "9S", "7S");
    d.called = (byte) (d.rules.deck.idOf(card("AS")));
    d.partner = (byte) partner;
    d.calledFromBlind = partner < 0;
    d.revealed = true;
    d.score = score;
    Piles.setPoints(d, points);
    PitchState s = d.state();
    for (var c : cards("8S KS QS 9S 7S")) {
      s = apply(s, new PlayCard(s.toAct(), c));
    }
    return s;
  }

  /**
   * A match with options other than the defaults gets rules of its own (the defaults' are made once
   * per game), with the same tables: the hand's sides (P-31: the bidding side, declarer and partner
   * ascending, then the others), the match sides (P-1) and the auction's events (P-11, P-39).
   */
  @Test
  void p31_theTablesOfRulesForOtherOptions() {
    Map<String, Object> other = Map.of("defendersScore", false);
    int[] none = {0, 0, 0, 0, 0};
    int[] points = {3, 3, 2, 1, 1};
    PitchHandResult partnerOne =
        (PitchHandResult) fiveEnd(other, 5, 1, none, points).results().last();
    assertEquals(Array.of(Array.of(0, 1), Array.of(2, 3, 4)), partnerOne.sides());
    PitchHandResult partnerThree =
        (PitchHandResult) fiveEnd(other, 5, 3, none, points).results().last();
    assertEquals(Array.of(Array.of(0, 3), Array.of(1, 2, 4)), partnerThree.sides());
    PitchHandResult alone = (PitchHandResult) fiveEnd(other, 5, -1, none, points).results().last();
    assertEquals(Array.of(Array.of(0), Array.of(1, 2, 3, 4)), alone.sides());
    PitchState five = Position.newMatch("pitch-10-5p", other);
    assertEquals(5, five.sides().size(), "P-1: five players, five match sides");
    PitchState four = Position.newMatch("pitch-10-4p", other);
    assertEquals(Array.of(Array.of(0, 2), Array.of(1, 3)), four.sides(), "P-1: two teams");
    four = Position.deal(four, new String[] {"", "", "", ""}, "");
    int first = four.toAct();
    PitchState bid = apply(four, PitchAction.Bid.of(first, 5));
    assertEquals(
        List.of(new PitchEvent.BidMade(first, Option.some(5))), bid.lastEvents().toJavaList());
    PitchState moon = apply(bid, PitchAction.Bid.moon(bid.toAct()));
    assertEquals(
        List.of(new PitchEvent.BidMade(bid.toAct(), Option.none())),
        moon.lastEvents().toJavaList(),
        "shooting the moon");
  }

  @Test
  void p31_p33_fivePlayers() {
    // Made: declarer and partner each receive pB; the others their own points.
    PitchState made = fiveEnd(5, 1, new int[] {0, 0, 0, 0, 0}, new int[] {3, 3, 2, 1, 1});
    assertEquals(Array.of(6, 6, 2, 1, 1), made.score());
    PitchHandResult r = (PitchHandResult) made.results().last();
    assertEquals(Array.of(Array.of(0, 1), Array.of(2, 3, 4)), r.sides());
    assertEquals(Array.of(6, 4), r.points());
    assertEquals(Option.some(0), r.winningSide());
    // Set, defenders score nothing with defendersScore false.
    Draft d = Position.play("pitch-10-5p", Map.of("defendersScore", false), 'S', 0, 7, "8S");
    Piles.setPoints(d, 2, 0, 3, 0, 0);
    PitchState set = apply(d.state(), new PlayCard(0, card("8S")));
    assertEquals(Array.of(-7, 0, 0, 0, 0), set.score());
    // Moon failed: the highest of the others wins, a tie to the first from b + 1.
    PitchState failed = fiveEnd(11, 1, new int[] {40, 40, 10, 30, 30}, new int[] {9, 0, 1, 0, 0});
    assertEquals(Option.some(3), failed.winningSide());
    assertEquals(Array.of(40, 40, 10, 30, 30), failed.score(), "P-30, P-31: no score changes");
    // Moon made by the declarer alone: the score becomes the target; a negative one becomes 0.
    PitchState moon = fiveEnd(11, -1, new int[] {-5, 3, 0, 0, 0}, new int[] {10, 0, 0, 0, 0});
    assertEquals(Array.of(0, 3, 0, 0, 0), moon.score());
    assertEquals(Phase.DEAL, moon.phase());
    // Declarer and partner at the target: the higher wins, a tie to the declarer.
    assertEquals(
        Option.some(1),
        fiveEnd(4, 1, new int[] {48, 49, 0, 0, 0}, new int[] {2, 2, 2, 2, 2}).winningSide());
    assertEquals(
        Option.some(0),
        fiveEnd(4, 1, new int[] {48, 48, 0, 0, 0}, new int[] {2, 2, 2, 2, 2}).winningSide());
    // Another seat at the target: the highest, a tie to the first from b + 1.
    assertEquals(
        Option.some(2),
        fiveEnd(4, 1, new int[] {0, 0, 50, 50, 49}, new int[] {2, 2, 2, 2, 2}).winningSide());
    assertEquals(
        Option.some(4),
        fiveEnd(4, 1, new int[] {0, 0, 50, 50, 51}, new int[] {2, 2, 2, 2, 2}).winningSide());
    assertEquals(
        Phase.DEAL, fiveEnd(4, 1, new int[] {0, 0, 49, 0, 0}, new int[] {2, 2, 2, 2, 2}).phase());
  }

  @Test
  void p33_fourPlayers_otherSideAtTarget() {
    Draft d = Position.play("pitch-10-4p", NONE, 'S', 0, 5, "8S");
    d.score = new int[] {0, 50};
    Piles.setPoints(d, 5, 3, 0, 0);
    PitchState s = apply(d.state(), new PlayCard(0, card("8S")));
    assertEquals(Array.of(5, 53), s.score());
    assertEquals(Option.some(1), s.winningSide());
  }

  @Test
  void p1_catalog() {
    List<String> ids =
        List.of(
            "pitch-5-4p",
            "pitch-7-4p",
            "pitch-8-4p",
            "pitch-10-4p",
            "pitch-11-4p",
            "pitch-13-4p",
            "pitch-14-4p",
            "pitch-15-4p",
            "pitch-16-4p",
            "pitch-10-5p");
    assertEquals(ids, Pitch.ids().asJava());
    assertEquals(ids, new PitchFamily().variants().map(Variant::id).asJava());
    assertEquals("pitch", new PitchFamily().name());
    assertTrue(Pitch.game("briscola-2p").isEmpty());
    for (String id : ids) {
      Variant v = Position.game(id).variant();
      boolean five = id.endsWith("5p");
      assertEquals(five ? 5 : 4, v.players());
      assertEquals(54, v.deckSize());
      assertEquals(
          id.replaceAll("pitch-(\\d+)-.*", "$1") + "-Point Pitch" + (five ? " (5 players)" : ""),
          v.name());
      assertTrue(v.description().contains("pitch.md"));
      assertEquals(id, v.toString());
      assertTrue(new PitchFamily().owns(id));
      List<String> names = v.options().map(OptionSpec::name).asJava();
      boolean jokers =
          List.of("pitch-5-4p", "pitch-8-4p", "pitch-11-4p", "pitch-14-4p").contains(id);
      assertEquals(jokers, names.contains("removeJokers"), id);
      assertEquals(!five, names.contains("remainderFill"));
      assertEquals(five, names.contains("calledCardOnFirstTrick"));
      assertEquals(
          Option.some(4),
          v.options().find(o -> o.name().equals("minBid")).map(OptionSpec::defaultValue));
      assertEquals(
          Option.some(52),
          v.options().find(o -> o.name().equals("target")).map(OptionSpec::defaultValue));
      assertTrue(v.options().forAll(o -> !o.description().isBlank()));
    }
  }

  @Test
  void p34_wrongPhaseInEveryPhaseSaysWhatIsDue() {
    PitchState deal = Position.newMatch("pitch-10-4p", NONE);
    PitchState bid = Position.deal(deal, new String[] {"", "", "", ""}, "");
    PitchState trump = Position.auction(bid, 1, 5);
    PitchState rem = apply(trump, PitchAction.Trump.of(1, Suit.HEARTS));
    Draft b = Position.play("pitch-10-4p", NONE, 'H', 0, 5, "AH KH QH JH 10H 9H 8H");
    b.phase = Pitch.BURN;
    Draft p = Position.play("pitch-10-4p", NONE, 'H', 0, 5, "AH");
    java.util.Set<String> messages = new java.util.HashSet<>();
    for (PitchState s : List.of(deal, bid, trump, rem, b.state(), p.state())) {
      Action wrong =
          s.phase() == Phase.BID
              ? new PitchAction.Remainder(1, true)
              : new Pass(s.toAct() < 0 ? 0 : s.toAct());
      var r = Position.game("pitch-10-4p").apply(s, wrong);
      assertEquals(Rejection.Code.WRONG_PHASE, r.getLeft().code(), s.phase().wireName());
      messages.add(r.getLeft().message());
    }
    assertEquals(6, messages.size(), "a sentence per phase: " + messages);
    assertTrue(messages.contains("The cards have not been dealt yet"), "" + messages);
    assertTrue(messages.contains("The auction is on: bid or pass"), "" + messages);
    assertTrue(messages.contains("The cards are being played: a pass is not possible now"));
    assertTrue(messages.contains("The bidder must take or pass the remainder first"));
    assertTrue(messages.contains("The seats holding more than six trumps must burn first"));
  }

  @Test
  void p39_theEventsOnTheWire() {
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":0}", Json.event(new PitchEvent.Dealt(0)).toString());
    assertEquals(
        "{\"event\":\"bid\",\"seat\":1,\"amount\":5}",
        Json.event(new PitchEvent.BidMade(1, Option.some(5))).toString());
    assertEquals(
        "{\"event\":\"bid\",\"seat\":1,\"amount\":\"moon\"}",
        Json.event(new PitchEvent.BidMade(1, Option.none())).toString());
    assertEquals(
        "{\"event\":\"passed\",\"seat\":2}", Json.event(new Event.Passed.Plain(2)).toString());
    assertEquals(
        "{\"event\":\"trump\",\"seat\":1,\"suit\":\"S\",\"call\":null}",
        Json.event(new PitchEvent.TrumpNamed(1, Suit.SPADES, Option.none())).toString());
    assertEquals(
        "{\"event\":\"trump\",\"seat\":1,\"suit\":\"S\",\"call\":\"AS\"}",
        Json.event(new PitchEvent.TrumpNamed(1, Suit.SPADES, Option.some(card("AS")))).toString());
    assertEquals(
        "{\"event\":\"discarded\",\"seat\":0,\"count\":5}",
        Json.event(new PitchEvent.Discarded(0, 5)).toString());
    assertEquals(
        "{\"event\":\"remainder\",\"seat\":1,\"choice\":\"pass\",\"to\":3,\"count\":4}",
        Json.event(new PitchEvent.RemainderGiven(1, false, 3, 4)).toString());
    assertEquals(
        "{\"event\":\"remainder\",\"seat\":1,\"choice\":\"take\",\"to\":1,\"count\":4}",
        Json.event(new PitchEvent.RemainderGiven(1, true, 1, 4)).toString());
    assertEquals(
        "{\"event\":\"blind\",\"seat\":1,\"count\":4}",
        Json.event(new PitchEvent.BlindTaken(1, 4)).toString());
    assertEquals(
        "{\"event\":\"burned\",\"seat\":2,\"cards\":[\"5S\"]}",
        Json.event(new PitchEvent.Burned(2, cards("5S"))).toString());
    assertEquals("{\"event\":\"out\",\"seat\":2}", Json.event(new PitchEvent.Out(2)).toString());
    assertEquals(
        "{\"event\":\"partner\",\"caller\":2,\"partner\":4}",
        Json.event(new Event.PartnerRevealed.Plain(2, Option.some(4))).toString());
    assertEquals(
        "{\"event\":\"partner\",\"caller\":2,\"partner\":null}",
        Json.event(new Event.PartnerRevealed.Plain(2, Option.none())).toString());
    assertEquals(
        "{\"event\":\"void\",\"reason\":\"all-pass\"}",
        Json.event(new PitchEvent.Voided("all-pass")).toString());
    assertTrue(new PitchFamily().codec().event(new Event.Played.Plain(0, card("AS"))).isEmpty());
    assertTrue(new PitchFamily().codec().handResult(null).isEmpty());
  }

  @Test
  void s11_theActionsOnTheWire() {
    var syntax = new PitchFamily().codec().actions();
    assertEquals(
        "{\"type\":\"bid\",\"seat\":1,\"amount\":5}",
        syntax.write(PitchAction.Bid.of(1, 5)).get().toString());
    assertEquals(
        "{\"type\":\"bid\",\"seat\":1,\"amount\":\"moon\"}",
        syntax.write(PitchAction.Bid.moon(1)).get().toString());
    assertEquals(
        "{\"type\":\"trump\",\"seat\":1,\"suit\":\"S\",\"call\":\"AS\"}",
        syntax.write(PitchAction.Trump.calling(1, Suit.SPADES, card("AS"))).get().toString());
    assertEquals(
        "{\"type\":\"remainder\",\"seat\":1,\"choice\":\"take\"}",
        syntax.write(new PitchAction.Remainder(1, true)).get().toString());
    assertEquals(
        "{\"type\":\"burn\",\"seat\":2,\"cards\":[\"5S\",\"9S\"]}",
        syntax.write(new PitchAction.Burn(2, cards("5S 9S"))).get().toString());
    assertEquals("bid", PitchAction.Bid.moon(0).type());
    assertEquals("trump", PitchAction.Trump.of(0, Suit.HEARTS).type());
    assertEquals("remainder", new PitchAction.Remainder(0, false).type());
    assertEquals("burn", new PitchAction.Burn(0, cards("")).type());
    assertFalse(PitchAction.Bid.of(0, 5).isMoon());
    assertFalse(new PitchAction.Bid(0, null).isMoon());
  }
}
