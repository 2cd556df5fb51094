package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The deal: B-12 validation, B-13/B-14/B-19 mapping, and golden example G-4. */
class DealTest {

  private static final String G4 = "AS 3C KH 7D 2S QH 5C JD 4H";

  private static Playthrough g4(int dealer) {
    Playthrough p = Playthrough.of("briscola-2p", "dealer", dealer);
    return p.deal(Orders.starting(p.state().deck(), G4.split(" ")));
  }

  private static String codes(CardSet s) {
    return s.toSeq().map(Card::code).mkString(" ");
  }

  // ---------------------------------------------------------------- B-12

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-12 a deal must be the whole deck, each card once; anything else is MALFORMED")
  void b12_dealValidation(String id) {
    Playthrough p = Playthrough.of(id);
    Seq<Card> good = Shuffle.seeded(3).order(p.state().deck());
    p.rejects(new Deal(good.dropRight(1)), Code.MALFORMED);
    p.rejects(new Deal(good.append(good.head())), Code.MALFORMED);
    p.rejects(new Deal(good.update(5, good.get(6))), Code.MALFORMED);
    p.rejects(new Deal(List.empty()), Code.MALFORMED);
    p.rejects(new Deal(null), Code.MALFORMED);
    p.rejects(new Deal(good.update(0, (Card) null)), Code.MALFORMED);
    for (String alien : new String[] {"10H", "8C", "9S", "AS#2", "JK", "JK1", "13D"}) {
      Card a = Card.parse(alien).get();
      p.rejects(new Deal(good.update(good.indexOf(p.card("7H")), a)), Code.MALFORMED);
      p.rejects(new Deal(good.dropRight(1).append(a)), Code.MALFORMED);
    }
    assertEquals(Phase.DEAL, p.state().phase());
    p.deal(good);
    assertEquals(Phase.PLAY, p.state().phase());
  }

  @Test
  @DisplayName("B-12 a deal that lists a card twice is MALFORMED, and the message names the card")
  void b12_duplicateNamesTheCard() {
    Playthrough p = Playthrough.of("briscola-2p");
    Seq<Card> good = Shuffle.seeded(4).order(p.state().deck());
    String msg = p.rejects(new Deal(good.update(1, good.get(0))), Code.MALFORMED).message();
    assertTrue(msg.contains(good.get(0).code()), msg);
  }

  // ---------------------------------------------------------------- B-13, B-14

  @ParameterizedTest(name = "{0} dealer {1}")
  @CsvSource({"briscola-2p, 0", "briscola-2p, 1", "biscambiggia-2p, 0", "biscambiggia-2p, 1"})
  @DisplayName(
      "B-13 B-14 order[k] goes to seat (d+1+k) mod 2; order[6] is the trump card, last of the stock")
  void b13_b14_dealMapping(String id, int dealer) {
    for (long seed = 1; seed <= 20; seed++) {
      Playthrough p = Playthrough.of(id, "dealer", dealer);
      Seq<Card> order = Shuffle.seeded(seed).order(p.state().deck());
      p.deal(order);
      GameState s = p.state();
      int eldest = 1 - dealer;
      assertEquals(CardSet.of(s.deck(), order.get(0), order.get(2), order.get(4)), s.hand(eldest));
      assertEquals(CardSet.of(s.deck(), order.get(1), order.get(3), order.get(5)), s.hand(dealer));
      assertEquals(Option.some(order.get(6)), s.trumpCard());
      assertEquals(order.get(6).suit(), s.trump().flatMap(dev.mazzo.card.Trump::suit));
      assertEquals(order.subSequence(7).append(order.get(6)), s.stock().toList());
      assertEquals(34, s.stock().size());
      assertTrue(s.table().isEmpty());
      assertTrue(s.captured(0).isEmpty() && s.captured(1).isEmpty());
      assertEquals(Phase.PLAY, s.phase());
      assertEquals(eldest, s.toAct(), "B-18 the eldest is to act");
    }
  }

  // ---------------------------------------------------------------- B-19

  @ParameterizedTest(name = "{0} dealer {1}")
  @CsvSource({"briscola-2p, 0", "briscola-2p, 1", "biscambiggia-2p, 0", "biscambiggia-2p, 1"})
  @DisplayName(
      "B-19 after trick t the winner draws order[5+2t], the loser order[6+2t]; trick 17: order[39], then the trump card")
  void b19_drawTable(String id, int dealer) {
    for (long seed = 1; seed <= 10; seed++) {
      Playthrough p = Playthrough.of(id, "dealer", dealer);
      Seq<Card> order = Shuffle.seeded(seed).order(p.state().deck());
      p.deal(order);
      java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
      for (int t = 1; t <= 20; t++) {
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        Seq<Event> events = p.state().lastEvents();
        int winner = ((Event.TrickWon) events.get(1)).winningSeat();
        int loser = 1 - winner;
        Seq<Event.Drew> drew = events.filter(e -> e instanceof Event.Drew).map(e -> (Event.Drew) e);
        if (t <= 16) {
          assertEquals(
              List.of(
                  new Event.Drew.Plain(winner, Option.some(order.get(5 + 2 * t))),
                  new Event.Drew.Plain(loser, Option.some(order.get(6 + 2 * t)))),
              drew.toList(),
              "trick " + t);
        } else if (t == 17) {
          assertEquals(
              List.of(
                  new Event.Drew.Plain(winner, Option.some(order.get(39))),
                  new Event.Drew.Plain(loser, Option.some(order.get(6)))),
              drew.toList());
        } else {
          assertTrue(drew.isEmpty(), "B-19 tricks 18, 19 and 20 are played from the holdings");
        }
      }
      assertEquals(1, p.state().results().size());
    }
  }

  // ---------------------------------------------------------------- G-4

  @Test
  @DisplayName("G-4 seat 1 (eldest) holds order[0], [2], [4]: KH AS 2S; seat 0 (dealer) QH 7D 3C")
  void g4_holdings() {
    GameState s = g4(0).state();
    assertEquals("KH AS 2S", codes(s.hand(1)));
    assertEquals("QH 7D 3C", codes(s.hand(0)));
  }

  @Test
  @DisplayName("G-4 trumpCard 5C, trump C; the stock has 34 cards: JD, 4H first and 5C last")
  void g4_trumpAndStock() {
    GameState s = g4(0).state();
    assertEquals("5C", s.trumpCard().get().code());
    assertEquals(Option.some(Suit.CLUBS), s.trump().flatMap(dev.mazzo.card.Trump::suit));
    assertEquals(34, s.stock().size());
    assertEquals("JD", s.stock().get(0).code());
    assertEquals("4H", s.stock().get(1).code());
    assertEquals("5C", s.stock().get(33).code());
  }

  @Test
  @DisplayName("G-4 toAct 1, and legal is play KH, play AS, play 2S, in that order")
  void g4_legal() {
    Playthrough p = g4(0);
    assertEquals(1, p.state().toAct());
    assertEquals(
        List.of(
            new PlayCard(1, p.card("KH")),
            new PlayCard(1, p.card("AS")),
            new PlayCard(1, p.card("2S"))),
        p.legal().toList());
    assertEquals(
        "[{\"type\":\"play\",\"seat\":1,\"card\":\"KH\"},{\"type\":\"play\",\"seat\":1,\"card\":\"AS\"},"
            + "{\"type\":\"play\",\"seat\":1,\"card\":\"2S\"}]",
        Transcript.actions(p.legal()));
  }

  @Test
  @DisplayName("G-4 after trick 1 its winner draws JD and the other seat draws 4H")
  void g4_afterTrick1() {
    Playthrough p = g4(0);
    p.play(1, "KH").play(0, "QH"); // K beats Q in hearts (not trump): seat 1 wins.
    Seq<Event> e = p.state().lastEvents();
    assertEquals(new Event.TrickWon.Plain(1, 7, Array.of(p.card("KH"), p.card("QH"))), e.get(1));
    assertEquals(new Event.Drew.Plain(1, Option.some(p.card("JD"))), e.get(2));
    assertEquals(new Event.Drew.Plain(0, Option.some(p.card("4H"))), e.get(3));
    assertTrue(p.state().hand(1).contains(p.card("JD")));
    assertTrue(p.state().hand(0).contains(p.card("4H")));
    // The other way round: seat 0 wins trick 1 and draws JD.
    Playthrough q = g4(0);
    q.play(1, "2S").play(0, "3C"); // 3C is trump.
    assertEquals(new Event.Drew.Plain(0, Option.some(q.card("JD"))), q.state().lastEvents().get(2));
    assertEquals(new Event.Drew.Plain(1, Option.some(q.card("4H"))), q.state().lastEvents().get(3));
  }

  @Test
  @DisplayName("G-4 after trick 17 the winner draws order[39] and the loser draws 5C")
  void g4_afterTrick17() {
    Playthrough p = g4(0);
    Seq<Card> order = Orders.starting(p.state().deck(), G4.split(" "));
    for (int t = 1; t <= 17; t++) {
      assertEquals(Option.some(p.card("5C")), p.state().trumpCard(), "public until drawn");
      p.act(p.legal().head()).act(p.legal().head());
    }
    Seq<Event> e = p.state().lastEvents();
    int winner = ((Event.TrickWon) e.get(1)).winningSeat();
    assertEquals(new Event.Drew.Plain(winner, Option.some(order.get(39))), e.get(2));
    assertEquals(new Event.Drew.Plain(1 - winner, Option.some(p.card("5C"))), e.get(3));
    assertTrue(p.state().stock().isEmpty());
    assertTrue(p.state().trumpCard().isEmpty(), "B-69 trumpCard is null once drawn");
    assertEquals(
        Option.some(Suit.CLUBS),
        p.state().trump().flatMap(dev.mazzo.card.Trump::suit),
        "the trump suit stays");
  }

  @Test
  @DisplayName("G-4 seat 0's VIEW: hands [[QH,7D,3C],3], stock 34, trumpCard 5C")
  void g4_view() {
    PlayerView v = g4(0).view(0);
    assertEquals("QH 7D 3C", codes(v.ownHand()));
    assertEquals(3, v.handSize(1));
    assertEquals(3, v.handSize(0));
    assertEquals(34, v.stockSize());
    assertEquals("5C", v.trumpCard().get().code());
    assertTrue(
        Transcript.view(v).contains("\"hands\":[[\"QH\",\"7D\",\"3C\"],3],\"stock\":34"),
        Transcript.view(v));
    assertTrue(Transcript.view(v).contains("\"trumpCard\":\"5C\""));
  }

  @Test
  @DisplayName(
      "G-4 with dealer 1 and the same order seat 0 holds KH AS 2S, seat 1 QH 7D 3C, and seat 0 leads")
  void g4_dealerOne() {
    GameState s = g4(1).state();
    assertEquals("KH AS 2S", codes(s.hand(0)));
    assertEquals("QH 7D 3C", codes(s.hand(1)));
    assertEquals(0, s.toAct());
    assertEquals(1, s.dealer());
  }
}
