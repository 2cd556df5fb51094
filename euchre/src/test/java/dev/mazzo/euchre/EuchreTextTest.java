package dev.mazzo.euchre;

import static dev.mazzo.euchre.Table.G1;
import static dev.mazzo.euchre.Table.discard;
import static dev.mazzo.euchre.Table.ok;
import static dev.mazzo.euchre.Table.pass;
import static dev.mazzo.euchre.Table.play;
import static dev.mazzo.euchre.Table.start;
import static dev.mazzo.euchre.Table.trump;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Suit;
import dev.mazzo.family.Families;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.family.Text;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayerView;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The family's text for people: typed moves read, labels, and the events told (E-25). */
class EuchreTextTest {
  private static final Text TEXT = Families.of("euchre-4p").get().text();

  private static PlayerView view(EuchreState s, int seat) {
    return Table.GAME.view(s, seat).get();
  }

  @Test
  @DisplayName("E-6, E-7, E-13, E-17: a number, pass, a suit, a card code or alone are read")
  void parse() {
    EuchreState bid = ok(start(), G1);
    PlayerView v = view(bid, 1);
    Seq<dev.mazzo.game.Action> choices = TEXT.choices(v);
    assertEquals(trump(1, 'H'), TEXT.parse("2", v, choices).get());
    assertEquals(pass(1), TEXT.parse(" Pass ", v, choices).get());
    assertEquals(trump(1, 'H'), TEXT.parse("hearts", v, choices).get());
    assertEquals(trump(1, 'S'), TEXT.parse("s", v, choices).get(), "read, then judged by E-6");
    assertTrue(TEXT.parse("9", v, choices).isLeft());
    assertTrue(TEXT.parse("xyzzy", v, choices).isLeft());
    EuchreState dealer = ok(bid, trump(1, 'H'));
    assertEquals(
        discard(0, "9C"), TEXT.parse("9c", view(dealer, 0), TEXT.choices(view(dealer, 0))).get());
    assertEquals("discard 9C", TEXT.label(discard(0, "9C"), view(dealer, 0)));
    assertEquals(
        "go alone", TEXT.label(Table.alone(1, true), view(ok(dealer, discard(0, "9C")), 1)));
    assertEquals(
        "play with partner",
        TEXT.label(Table.alone(1, false), view(ok(dealer, discard(0, "9C")), 1)));
    EuchreState alone = ok(dealer, discard(0, "9C"));
    assertEquals(
        Table.alone(1, true),
        TEXT.parse("alone", view(alone, 1), TEXT.choices(view(alone, 1))).get());
    EuchreState playing = ok(alone, Table.alone(1, false));
    PlayerView p = view(playing, 1);
    assertEquals(play(1, "AD"), TEXT.parse("AD", p, TEXT.choices(p)).get());
    assertEquals("order up hearts", TEXT.label(trump(1, 'H'), v), "E-6: the first round");
    assertEquals("pick up hearts", TEXT.label(trump(0, 'H'), view(bid, 0)), "E-6: the dealer");
    EuchreState second = ok(ok(ok(ok(bid, pass(1)), pass(2)), pass(3)), pass(0));
    assertEquals(
        "name spades trump", TEXT.label(trump(2, 'S'), view(second, 2)), "E-8: the second round");
  }

  @Test
  @DisplayName("E-25: the events told; the discard named to the dealer only")
  void narrator() {
    EuchreState s = ok(ok(start(), G1), trump(1, 'H'));
    s = ok(s, discard(0, "9C"));
    Narrator dealer = TEXT.narrator(new Seating(0, s.sides()));
    Narrator other = TEXT.narrator(new Seating(2, s.sides()));
    Event discarded = s.lastEvents().head();
    assertEquals("You discard 9C.", dealer.tell(discarded, view(s, 0)).head());
    Event hidden = view(s, 2).events().head();
    assertEquals("Seat 0 discards a card.", other.tell(hidden, view(s, 2)).head());
    EuchreState dealt = ok(start(), G1);
    assertTrue(
        other.tell(dealt.lastEvents().head(), view(dealt, 2)).mkString().contains("upcard is 9H"));
    EuchreState passed = ok(dealt, pass(1));
    assertEquals(
        new Event.Passed.Plain(1), passed.lastEvents().head(), "a pass is the common idea");
    assertEquals("Seat 1 passes.", other.tell(passed.lastEvents().head(), view(passed, 2)).head());
    EuchreState made = ok(dealt, trump(1, 'H'));
    assertEquals(new EuchreEvent.Bid(1, Suit.HEARTS), made.lastEvents().head());
    assertTrue(made.lastEvents().head() instanceof Event.BidMade, "a bid is the idea BidMade");
    assertEquals(
        "Seat 1 makes hearts trump.", other.tell(made.lastEvents().head(), view(made, 2)).head());
    assertTrue(
        dealer
            .draw(view(made, 0), TEXT.choices(view(made, 0)))
            .mkString("\n")
            .contains("1) discard"));
  }
}
