package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Action;
import dev.mazzo.game.OptionSpec;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The variant data of pitch.md P-1, P-4, P-5 and §14, and the burn order of P-20, P-35. */
class SpecTest {

  @Test
  void p1_p4_p5_theTableOfVariants() {
    Seq<Spec> specs = Spec.all();
    assertEquals(Array.of(5, 7, 8, 10, 11, 13, 14, 15, 16, 10), specs.map(s -> s.total));
    assertEquals(Array.of(4, 4, 4, 4, 4, 4, 4, 4, 4, 5), specs.map(s -> s.players));
    assertEquals(
        Array.of(16, 16, 16, 16, 17, 17, 20, 20, 20, 16),
        specs.map(s -> s.order.split(" ").length));
    assertEquals(
        Array.of(true, false, true, false, true, false, true, false, false, false),
        specs.map(s -> s.jokersOptional));
    assertEquals(
        Array.of(
            "A J offJ 10 2",
            "A J offJ 10 2 JK1 JK2",
            "A J offJ 10 2",
            "A J offJ 10 2 JK1 JK2",
            "A J offJ 10 2",
            "A J offJ 10 2 JK1 JK2",
            "A J offJ 10 2 offA off10 off2",
            "A J offJ 10 2 JK1 JK2 offA off10",
            "A J offJ 10 2 JK1 JK2 offA off10 off2",
            "A J offJ 10 2 JK1 JK2"),
        specs.map(Spec::onePointPlaces));
    assertEquals(
        Array.of("", "", "3", "3", "3 off3", "3 off3", "3 off3", "3 off3", "3 off3", "3"),
        specs.map(Spec::threePointPlaces));
    for (Spec s : specs) {
      assertEquals(s.total + "-Point Pitch" + (s.players == 5 ? " (5 players)" : ""), s.name);
      assertEquals(s.id, s.toString());
      Seq<String> names = s.options.map(OptionSpec::name);
      assertEquals(
          Array.of(
                  "dealer",
                  "dirty",
                  "reverse",
                  "jokerOrder",
                  "madeBidScores",
                  "defendersScore",
                  "allPassRedeal",
                  "minBid",
                  "target")
              .appendAll(s.jokersOptional ? Array.of("removeJokers") : Array.empty())
              .append("misdealIfPointBurned")
              .append(s.players == 4 ? "remainderFill" : "calledCardOnFirstTrick"),
          names);
      assertEquals(s.players - 1, s.options.head().max());
      assertEquals(s.total, s.options.find(o -> o.name().equals("minBid")).get().max());
    }
  }

  @Test
  void p35_burnSetsInLexicographicCanonicalOrder() {
    Draft d = Position.play("pitch-10-4p", Map.of(), 'H', 0, 5, "AH JH JD JK1 JK2 10H 3H 2H 9H");
    d.phase = Pitch.BURN;
    d.toAct = 0;
    Seq<Action> legal = Position.game("pitch-10-4p").legalActions(d.state());
    Seq<String> keys =
        legal.map(
            a ->
                ((PitchAction.Burn) a)
                    .cards()
                    .map(c -> String.format("%02d", d.rules.deck.idOf(c)))
                    .mkString(","));
    assertEquals(keys.sorted(), keys, "lexicographic over canonical ids");
    assertEquals(keys.distinct(), keys);
    assertEquals("00,01,08", keys.head(), "AH 2H 9H first");
    assertEquals("08,52,53", keys.last(), "9H JK1 JK2 last");
  }

  @Test
  void p20_burnOrderWithFiveSeats() {
    // Declarer 2: seats 3 and 0 burn, then the declarer; seats 4 and 1 hold six or fewer.
    Draft d =
        Position.play(
            "pitch-10-5p",
            Map.of(),
            'H',
            2,
            5,
            "9H 8H 7H 6H 5H 4H KH",
            "2H",
            "QH AH JH JD JK1 JK2 10H",
            "3H",
            "");
    BurnPhase.begin(d);
    assertEquals(0, d.toAct, "seat 3 holds one: seat 0 first, from b + 1");
    dev.mazzo.pitch.PitchState s = d.state();
    s = Position.apply(s, Position.game("pitch-10-5p").legalActions(s).head());
    assertEquals(2, s.toAct(), "then the bidder");
    s = Position.apply(s, Position.game("pitch-10-5p").legalActions(s).head());
    assertEquals(dev.mazzo.game.Phase.PLAY, s.phase());
    assertEquals(Position.cards("QH"), s.burned(2).toSeq());
  }
}
