package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The event sequences of B-71. */
class EventsTest {

  private static List<String> names(Seq<Event> events) {
    return events.map(Event::name).toList();
  }

  @Test
  @DisplayName("B-71 deal: dealt, with the dealer and the trump card")
  void b71_deal() {
    Playthrough p = Playthrough.of("briscola-2p", "dealer", 1);
    p.deal(Orders.placing(p.state().deck(), 6, "5C"));
    assertEquals(
        List.of(new Event.Dealt.Plain(1, Option.some(p.card("5C")))),
        p.state().lastEvents().toList());
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":1,\"trumpCard\":\"5C\"}",
        Transcript.event(p.state().lastEvents().single()));
    for (int seat = 0; seat < 2; seat++) {
      assertEquals(p.state().lastEvents(), p.view(seat).events(), "the deal event is public");
    }
  }

  @Test
  @DisplayName("B-71 deal: the trump card is announced when it is the deck's first card (id 0)")
  void b71_dealFirstCardOfTheDeck() {
    Playthrough p = Playthrough.of("briscola-2p");
    String first = p.state().deck().card(0).code();
    p.deal(Orders.placing(p.state().deck(), 6, first));
    assertEquals(Option.some(p.card(first)), p.state().trumpCard());
    assertEquals(
        List.of(new Event.Dealt.Plain(0, Option.some(p.card(first)))),
        p.state().lastEvents().toList());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-71 play: played; completing a trick: played, trick, drew, drew; without stock: played, trick; last: played, trick, hand, [match]")
  void b71_playSequences(String id) {
    for (long seed = 1; seed <= 6; seed++) {
      Playthrough p = Playthrough.of(id);
      SplittableRandom r = new SplittableRandom(seed);
      long dealSeed = seed * 100;
      while (!p.state().isOver()) {
        p.deal(Shuffle.seeded(dealSeed++).order(p.state().deck()));
        for (int t = 1; t <= 20; t++) {
          p.act(p.legal().get(r.nextInt(p.legal().size())));
          Event.Played lead = (Event.Played) p.state().lastEvents().single();
          assertEquals(1 - p.state().toAct(), lead.seat());
          p.act(p.legal().get(r.nextInt(p.legal().size())));
          Seq<Event> e = p.state().lastEvents();
          if (t <= 17) {
            assertEquals(List.of("played", "trick", "drew", "drew"), names(e), "trick " + t);
          } else if (t < 20) {
            assertEquals(List.of("played", "trick"), names(e), "trick " + t);
          } else if (p.state().isOver()) {
            assertEquals(List.of("played", "trick", "hand", "match"), names(e));
            assertEquals(new Event.MatchEnded.Plain(p.state().winningSide()), e.last());
          } else {
            assertEquals(List.of("played", "trick", "hand"), names(e));
            assertEquals(Phase.DEAL, p.state().phase());
          }
          Event.TrickWon trick = (Event.TrickWon) e.get(1);
          assertEquals(2, trick.cards().size());
          assertEquals(lead.card(), trick.cards().get(0), "trick cards in play order");
          assertEquals(((Event.Played) e.get(0)).card(), trick.cards().get(1));
          if (t == 20) {
            assertEquals(new Event.HandScored.Plain(p.state().results().last()), e.get(2));
          }
        }
      }
    }
  }

  @Test
  @DisplayName("B-71 the shapes of protocol.md: played, trick, drew, hand, match")
  void b71_shapes() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Orders.placing(p.state().deck(), 0, "AS", 1, "3S", 6, "KH", 7, "4C", 8, "5D"));
    p.play(1, "AS");
    assertEquals(
        "[{\"event\":\"played\",\"seat\":1,\"card\":\"AS\"}]",
        Transcript.events(p.state().lastEvents()));
    p.play(0, "3S");
    assertEquals(
        "[{\"event\":\"played\",\"seat\":0,\"card\":\"3S\"},"
            + "{\"event\":\"trick\",\"winner\":1,\"points\":21,\"cards\":[\"AS\",\"3S\"]},"
            + "{\"event\":\"drew\",\"seat\":1,\"card\":\"4C\"},"
            + "{\"event\":\"drew\",\"seat\":0,\"card\":\"5D\"}]",
        Transcript.events(p.state().lastEvents()));
    assertEquals(
        "[{\"event\":\"played\",\"seat\":0,\"card\":\"3S\"},"
            + "{\"event\":\"trick\",\"winner\":1,\"points\":21,\"cards\":[\"AS\",\"3S\"]},"
            + "{\"event\":\"drew\",\"seat\":1},"
            + "{\"event\":\"drew\",\"seat\":0,\"card\":\"5D\"}]",
        Transcript.events(p.view(0).events()));
    Playthrough q = Playthrough.of("briscola-2p", "handsToWin", 1);
    MatchTest.playHand(q, 8);
    assertEquals(
        "{\"event\":\"hand\",\"result\":{\"hand\":1,\"sides\":[[0],[1]],\"points\":[70,50],"
            + "\"tricks\":[10,10],\"winner\":0,\"scoreChange\":[1,0]}}",
        Transcript.event(q.state().lastEvents().get(2)));
    assertEquals(
        "{\"event\":\"match\",\"winner\":0}", Transcript.event(q.state().lastEvents().get(3)));
    assertTrue(q.state().isOver());
  }
}
