package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What a seat may know: B-70 (and the drew events of B-71 as a seat sees them). */
class ViewTest {

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-70 a view: own holding, other holdings and the stock as counts, trumpCard, table and piles in full, legal only for the seat to act")
  void b70_viewFields(String id) {
    Playthrough p = Playthrough.of(id);
    p.deal(Shuffle.seeded(31).order(p.state().deck()));
    SplittableRandom r = new SplittableRandom(31);
    for (int step = 0; step < 45 && !p.state().isOver(); step++) {
      GameState s = p.state();
      for (int seat = 0; seat < 2; seat++) {
        BriscolaView v = (BriscolaView) p.view(seat);
        assertEquals(seat, v.seat());
        assertEquals(s.hand(seat), v.ownHand());
        assertEquals(s.hand(1 - seat).size(), v.handSize(1 - seat));
        assertEquals(s.hand(seat).size(), v.handSize(seat));
        assertEquals(s.stock().size(), v.stockSize(), "the count includes the trump card");
        assertEquals(s.trumpCard(), v.trumpCard());
        assertEquals(s.trump(), v.trump());
        assertEquals(s.table(), v.table());
        assertEquals(s.captured(0), v.captured(0));
        assertEquals(s.captured(1), v.captured(1));
        assertEquals(s.score(), v.score());
        assertEquals(s.results(), v.results());
        assertEquals(s.phase(), v.phase());
        assertEquals(s.toAct(), v.toAct());
        assertEquals(s.dealer(), v.dealer());
        assertEquals(s.handNumber(), v.handNumber());
        assertEquals(s.deck(), v.deck());
        assertEquals(id, v.variantId());
        assertEquals(seat == s.toAct() ? p.legal() : List.empty(), v.legalActions().toList());
        assertTrue(Transcript.view(v).contains("\"stock\":" + s.stock().size() + ","));
      }
      if (s.phase() == dev.mazzo.game.Phase.DEAL) {
        p.deal(Shuffle.seeded(step).order(s.deck()));
      } else {
        p.act(p.legal().get(r.nextInt(p.legal().size())));
      }
    }
  }

  @Test
  @DisplayName(
      "B-70 no view tells where an unplayed card is: other deals with the same own cards and trump card give the same view")
  void b70_viewsHideTheOtherHandAndTheStock() {
    Playthrough a = Playthrough.of("briscola-2p");
    Seq<Card> order = Shuffle.seeded(8).order(a.state().deck());
    // Seat 0 (dealer) holds order[1], [3], [5]; order[6] is the trump card. Permute the rest.
    Seq<Card> hidden = order.removeAt(6).removeAt(5).removeAt(3).removeAt(1);
    Seq<Card> shuffled = Shuffle.seeded(99).order(a.state().deck()).filter(hidden::contains);
    Seq<Card> other =
        shuffled
            .insert(1, order.get(1))
            .insert(3, order.get(3))
            .insert(5, order.get(5))
            .insert(6, order.get(6));
    assertEquals(order.get(1), other.get(1));
    assertEquals(order.get(6), other.get(6));
    assertNotEquals(order, other);
    Playthrough b = Playthrough.of("briscola-2p");
    a.deal(order);
    b.deal(other);
    assertNotEquals(a.state(), b.state());
    assertEquals(a.view(0), b.view(0), "seat 0 cannot tell the two deals apart");
    assertEquals(Transcript.view(a.view(0)), Transcript.view(b.view(0)));
    assertEquals(a.publicView(), b.publicView(), "neither can a spectator");
    assertNotEquals(a.view(1), b.view(1), "seat 1 holds other cards");
  }

  @Test
  @DisplayName(
      "B-70 the spectator's view holds no card of any holding; B-71 it sees no drawn card but the trump card")
  void b70_publicView() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Shuffle.seeded(12).order(p.state().deck()));
    Card trumpCard = p.state().trumpCard().get();
    for (int t = 1; t <= 17; t++) {
      p.act(p.legal().head()).act(p.legal().head());
      PlayerView v = p.publicView();
      assertEquals(GameState.NOBODY, v.seat());
      assertTrue(v.ownHand().isEmpty());
      assertTrue(v.legalActions().isEmpty());
      assertEquals(p.state().hand(0).size(), v.handSize(0));
      assertEquals(p.state().hand(1).size(), v.handSize(1));
      for (Event e : v.events()) {
        if (e instanceof Event.Drew) {
          Option<Card> c = ((Event.Drew) e).card();
          assertTrue(c.isEmpty() || c.get().equals(trumpCard), e.toString());
          assertEquals(t == 17 && c.isDefined(), c.isDefined());
        }
      }
      assertTrue(Transcript.view(v).startsWith("{\"seat\":null"));
      assertTrue(Transcript.view(v).contains("\"hands\":[3,3]"));
    }
  }

  @Test
  @DisplayName(
      "B-70 B-71 a drew event shows its card only to the seat that drew it, except the trump card")
  void b71_drewEventsInViews() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Shuffle.seeded(13).order(p.state().deck()));
    Card trumpCard = p.state().trumpCard().get();
    for (int t = 1; t <= 17; t++) {
      p.act(p.legal().head()).act(p.legal().head());
      Seq<Event> all = p.state().lastEvents();
      for (int seat = 0; seat < 2; seat++) {
        Seq<Event> seen = p.view(seat).events();
        assertEquals(all.size(), seen.size());
        for (int i = 0; i < all.size(); i++) {
          Event e = all.get(i);
          if (e instanceof Event.Drew) {
            Event.Drew d = (Event.Drew) e;
            boolean visible = d.seat() == seat || d.card().contains(trumpCard);
            assertEquals(visible ? d : new Event.Drew.Plain(d.seat(), Option.none()), seen.get(i));
          } else {
            assertEquals(e, seen.get(i), "every other event is public");
          }
        }
      }
    }
    assertEquals(
        "{\"event\":\"drew\",\"seat\":1}",
        Transcript.event(new Event.Drew.Plain(1, Option.none())));
  }

  @Test
  @DisplayName(
      "B-70 view and publicView: a seat out of range, a null state or another variant's state is MALFORMED")
  void b70_badViews() {
    Playthrough p = Playthrough.of("briscola-2p");
    Game<GameState, PlayerView> g = p.game();
    for (int seat : new int[] {-1, -2, 2, 99}) {
      assertEquals(Code.MALFORMED, g.view(p.state(), seat).getLeft().code());
    }
    assertEquals(Code.MALFORMED, g.view(null, 0).getLeft().code());
    assertEquals(Code.MALFORMED, g.publicView(null).getLeft().code());
    GameState other = Playthrough.of("biscambiggia-2p").state();
    assertEquals(Code.MALFORMED, g.view(other, 0).getLeft().code());
    assertEquals(Code.MALFORMED, g.publicView(other).getLeft().code());
    assertEquals(
        Code.MALFORMED,
        g.apply(other, new dev.mazzo.game.Deal(Shuffle.seeded(1).order(other.deck())))
            .getLeft()
            .code());
    assertEquals(
        Playthrough.of("biscambiggia-2p").state(), other, "the other variant's state is unchanged");
    assertEquals(
        Code.MALFORMED,
        g.apply(null, new dev.mazzo.game.Deal(Shuffle.seeded(1).order(other.deck())))
            .getLeft()
            .code());
    assertTrue(g.legalActions(null).isEmpty());
    assertTrue(g.legalActions(other).isEmpty());
    // Accessors with a seat out of range answer empty, never throw.
    GameState s = p.deal(Shuffle.seeded(1).order(p.state().deck())).state();
    PlayerView v = p.view(0);
    for (int seat : new int[] {-2, -1, 2, 7}) {
      assertTrue(s.hand(seat).isEmpty());
      assertTrue(s.captured(seat).isEmpty());
      assertEquals(0, v.handSize(seat));
      assertTrue(((BriscolaView) v).captured(seat).isEmpty());
    }
  }

  @Test
  @DisplayName(
      "B-70 determinize: a state whose view equals the view; a spectator's view, null or another variant's view is MALFORMED")
  void b70_determinize() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Shuffle.seeded(14).order(p.state().deck()));
    p.act(p.legal().head()).act(p.legal().head()).act(p.legal().head());
    Game<GameState, PlayerView> g = p.game();
    for (int seat = 0; seat < 2; seat++) {
      PlayerView v = p.view(seat);
      GameState d = g.determinize(v, new SplittableRandom(seat)).get();
      assertEquals(v, g.view(d, seat).get());
      assertEquals(p.state().hand(seat), d.hand(seat));
    }
    assertEquals(
        Code.MALFORMED, g.determinize(p.publicView(), new SplittableRandom(1)).getLeft().code());
    assertEquals(Code.MALFORMED, g.determinize(p.view(0), null).getLeft().code());
    assertEquals(Code.MALFORMED, g.determinize(null, new SplittableRandom(1)).getLeft().code());
    Playthrough q = Playthrough.of("biscambiggia-2p");
    assertEquals(
        Code.MALFORMED, g.determinize(q.view(0), new SplittableRandom(1)).getLeft().code());
  }
}
