package dev.mazzo.pitch;

import static dev.mazzo.pitch.Position.apply;
import static dev.mazzo.pitch.Position.card;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The automatic steps after naming trumps and their events (pitch.md P-16 … P-20, P-23, P-39). */
class PitchStepsTest {

  private static final Map<String, Object> NONE = Map.of();

  private static Seq<Event> own(Seq<Event> events) {
    return events.filter(
        e -> e instanceof PitchEvent && !(e instanceof PitchEvent.Discarded d && d.count() == 0));
  }

  @Test
  void p18_p39_remainderEvents() {
    String[] hands = {
      "2C 3C 4C 5C 6C 7C 8C 9C 10C",
      "AH KH QH 2S 3S 4S 5S 6S 7S",
      "JH JD JK1 JK2 10H 8S 9S 10S QS",
      "9H 8H KS JC QC KC 2D 3D 4D"
    };
    PitchState m =
        Position.deal(
            Position.newMatch("pitch-10-4p", NONE),
            hands,
            "AD 2H AS KD AC 3H 4H 5H 6H 7H QD 10D JS 5D 6D 7D 8D 9D");
    m = Position.auction(m, 2, 5);
    m = apply(m, PitchAction.Trump.of(2, Suit.HEARTS));
    // The stock's last four: 6D 7D 8D 9D, no trump among them.
    PitchState take = apply(m, new PitchAction.Remainder(2, true));
    assertEquals(
        Array.of(new PitchEvent.RemainderGiven(2, true, 2, 4), new PitchEvent.Discarded(2, 4)),
        take.lastEvents().take(2));
    assertEquals(4, take.discarded(2).size() - m.discarded(2).size());
    PitchState pass = apply(m, new PitchAction.Remainder(2, false));
    assertEquals(new PitchEvent.RemainderGiven(2, false, 0, 4), pass.lastEvents().head());
    assertEquals(new PitchEvent.Discarded(0, 4), pass.lastEvents().get(1));
  }

  @Test
  void p17_p39_refillEvents() {
    String[] hands = {
      "2C 3C 4C 5C 6C 7C 8C 9C 10C",
      "AH KH QH 2S 3S 4S 5S 6S 7S",
      "JH JD JK1 JK2 10H 8S 9S 10S QS",
      "9H 8H KS JC QC KC 2D 3D 4D"
    };
    PitchState m = Position.deal(Position.newMatch("pitch-10-4p", NONE), hands, "AD 2H AS KD");
    m = Position.auction(m, 2, 5);
    m = apply(m, PitchAction.Trump.of(2, Suit.HEARTS));
    Seq<Event> e = m.lastEvents();
    assertEquals(
        new PitchEvent.TrumpNamed(2, Suit.HEARTS, io.vavr.control.Option.none()), e.head());
    assertEquals(
        Array.of(
            new PitchEvent.Discarded(3, 7),
            new PitchEvent.Discarded(0, 9),
            new PitchEvent.Discarded(1, 6),
            new PitchEvent.Discarded(2, 4)),
        e.drop(1).take(4));
    // Seat 3 draws AD 2H AS KD: 2H kept, three thrown away.
    assertEquals(new Event.Drew.Plain(3, io.vavr.control.Option.some(card("AD"))), e.get(5));
    assertEquals(new PitchEvent.Discarded(3, 3), e.get(9));
    assertTrue(m.hand(3).contains(card("2H")));
  }

  @Test
  void p19_p39_blindEvents() {
    PitchState s = Position.newMatch("pitch-10-5p", NONE);
    s =
        Position.deal(
            s, new String[] {"", "", "KH QH 2C 3C 4C 5C 6C 7C 8C 9C", "", ""}, "AH 2H 3S 4S");
    s = Position.auction(s, 2, 6);
    PitchState t = apply(s, PitchAction.Trump.calling(2, Suit.HEARTS, card("AH")));
    Seq<Event> e = t.lastEvents();
    assertEquals(new PitchEvent.BlindTaken(2, 4), e.get(6));
    assertEquals(new PitchEvent.Discarded(2, 2), e.get(7));
    assertTrue(t.hand(2).contains(card("AH")) && t.hand(2).contains(card("2H")));
    assertTrue(t.stock().isEmpty(), "P-19: the blind is taken");
  }

  @Test
  void p20_burnOrderFromBPlus1_declarerLast() {
    Draft d =
        Position.play(
            "pitch-10-4p",
            NONE,
            'H',
            1,
            5,
            "9H 8H 7H 6H 5H 4H KH",
            "AH JH JD JK1 JK2 10H 3H",
            "",
            "");
    d.events = io.vavr.collection.List.empty();
    BurnPhase.begin(d);
    assertEquals(Pitch.BURN, d.phase);
    assertEquals(0, d.toAct, "from b + 1: seats 2 and 3 hold none, seat 0 first");
    PitchState s = d.state();
    s = apply(s, Position.game("pitch-10-4p").legalActions(s).head());
    assertEquals(1, s.toAct(), "the bidder last");
    assertEquals(Pitch.BURN, s.phase());
    s = apply(s, Position.game("pitch-10-4p").legalActions(s).head());
    assertEquals(Phase.PLAY, s.phase());
    assertEquals(Position.cards("AH"), s.burned(1).toSeq(), "P-21: no zero-point trump: a point");
    assertEquals(Position.cards("4H"), s.burned(0).toSeq());
    assertTrue(
        s.lastEvents().contains(new PitchEvent.Out(2)), "P-23: a seat without a card is out");
    assertTrue(s.lastEvents().contains(new PitchEvent.Out(3)));
    assertEquals(1, s.toAct(), "P-24: the bidder leads");
  }

  @Test
  void p24_theLeadPassesOnFromASeatThatIsOut() {
    Draft d = Position.play("pitch-10-4p", NONE, 'S', 1, 4, "2S 3S", "AS", "4S 5S", "6S 7S");
    PitchState s = d.state();
    for (String c : new String[] {"AS", "4S", "6S", "2S"}) {
      s = apply(s, new PlayCard(s.toAct(), card(c)));
    }
    assertTrue(s.lastEvents().contains(new PitchEvent.Out(1)));
    assertEquals(2, s.toAct(), "seat 1 won but is out: seat 2 leads");
    s = apply(s, new PlayCard(2, card("5S")));
    assertEquals(3, s.toAct());
    s = apply(s, new PlayCard(3, card("7S")));
    assertEquals(0, s.toAct(), "seat 1 is skipped");
  }
}
