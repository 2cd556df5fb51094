package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The two-deck games {@code bisca-6p} and {@code bisca-8p}: identical cards (B-4, B-25, G-10), the
 * total of 240 and MAJORITY over it (B-11, B-33, G-13).
 */
class TwoDeckTest {

  private static final String[] G10 = "7S AS AS#2 2C KS 7S#2 3H QS".split(" ");

  /**
   * G-10's deal: bisca-8p, dealer 2; order[0..7] to seats 3, 4, 5, 6, 7, 0, 1, 2; order[24] = 4D.
   */
  private static Playthrough g10(String... firstEight) {
    Playthrough p = Playthrough.of("bisca-8p", "dealer", 2);
    Object[] placed = new Object[2 * firstEight.length + 2];
    for (int i = 0; i < firstEight.length; i++) {
      placed[2 * i] = i;
      placed[2 * i + 1] = firstEight[i];
    }
    placed[2 * firstEight.length] = 24;
    placed[2 * firstEight.length + 1] = "4D";
    return p.deal(Orders.placing(p.state().deck(), placed));
  }

  @Test
  @DisplayName(
      "G-10 B-25 bisca-8p, dealer 2: 7S AS AS#2 2C KS 7S#2 3H QS from seat 3; seat 4 wins (AS before the identical AS#2), 48 points to side 0")
  void g10_identicalCards() {
    Playthrough p = g10(G10);
    assertEquals(3, p.state().toAct(), "seat 3 is the eldest");
    assertEquals("D", p.state().trump().get().toString());
    for (int k = 0; k < 8; k++) {
      int seat = (3 + k) % 8;
      assertTrue(p.state().hand(seat).contains(p.card(G10[k])), G10[k] + " to seat " + seat);
    }
    for (int k = 0; k < 8; k++) {
      assertEquals((3 + k) % 8, p.state().toAct());
      p.play(G10[k]);
    }
    Seq<Event> e = p.state().lastEvents();
    assertEquals(new Event.TrickWon.Plain(4, 48, Array.of(G10).map(p::card)), e.get(1));
    assertEquals(10 + 11 + 11 + 0 + 4 + 10 + 0 + 2, 48);
    assertEquals(
        CardSet.of(p.state().deck(), Array.of(G10).map(p::card).toJavaArray(Card[]::new)),
        p.state().captured(4));
    assertEquals(4, p.state().toAct(), "B-29 seat 4 leads next");
    assertEquals(0, Hands.rules(p.state()).sideOfSeat[4]);
    assertEquals("[[0,2,4,6],[1,3,5,7]]", Hands.sides(p.state().sides()));
    // B-27 eight draws, seat 4 first.
    assertEquals(8, e.count(x -> x instanceof Event.Drew));
    assertEquals(4, ((Event.Drew) e.get(2)).seat());
    // Side 0's points at the end of the hand include these 48.
    p.playFirstUntil(s -> s.phase() != dev.mazzo.game.Phase.PLAY);
    HandResult h = p.state().results().single();
    assertEquals(240, h.points().sum().intValue(), "B-11 240 points in two decks");
    assertTrue(h.points().get(0) >= 48);
  }

  @Test
  @DisplayName(
      "B-25 the other way round: AS#2 played before AS stays the winning card; a strictly stronger card still takes the lead")
  void b25_firstOfTwoIdenticalWins() {
    Playthrough p = g10("7S", "AS#2", "AS", "2C", "KS", "7S#2", "3H", "QS");
    p.plays("7S", "AS#2", "AS", "2C", "KS", "7S#2", "3H", "QS");
    assertEquals(
        4,
        ((Event.TrickWon) p.state().lastEvents().get(1)).winningSeat(),
        "seat 4 played AS#2 first");
    // 7S, then 7S#2 (identical: the first stays the winning card), then a low trump takes the lead.
    Playthrough q = g10("7S", "2C", "7S#2", "4D#2", "3H", "KS", "QS", "AS");
    assertEquals("4D", q.state().trumpCard().get().code());
    q.plays("7S", "2C", "7S#2", "4D#2", "3H", "KS", "QS", "AS");
    assertEquals(
        6,
        ((Event.TrickWon) q.state().lastEvents().get(1)).winningSeat(),
        "seat 6's trump 4D#2 wins");
    Playthrough r = g10("5S", "5S#2", "2C", "3H", "4H", "6H", "6H#2", "2H");
    r.plays("5S", "5S#2", "2C", "3H", "4H", "6H", "6H#2", "2H");
    assertEquals(
        3,
        ((Event.TrickWon) r.state().lastEvents().get(1)).winningSeat(),
        "5S led, 5S#2 does not beat it");
  }

  @Test
  @DisplayName(
      "B-4 B-12 a two-deck deal lists both copies; a #2 card is a card of its own (played, held, rejected as such)")
  void b4_copiesAreCards() {
    Playthrough p = g10(G10);
    // Seat 4 holds AS, not AS#2: playing AS#2 is CARD_NOT_IN_HAND.
    p.play(3, "7S");
    p.rejects(new PlayCard(4, p.card("AS#2")), Code.CARD_NOT_IN_HAND);
    // bisca-6p has no 2S and no 2S#2: a deal with them is MALFORMED.
    Playthrough six = Playthrough.of("bisca-6p");
    Seq<Card> order = Shuffle.seeded(3).order(six.state().deck());
    six.rejects(new Deal(order.update(0, Card.parse("2S#2").get())), Code.MALFORMED);
    six.rejects(new Deal(order.update(0, Card.parse("2S").get())), Code.MALFORMED);
    six.rejects(new Deal(order.append(Card.parse("2S").get())), Code.MALFORMED);
    six.rejects(new PlayCard(1, Card.parse("2S#2").get()), Code.MALFORMED);
  }

  /**
   * G-13: the first hand of a new {@code bisca-6p} match (dealer 0) under the seeded policy of
   * {@link MatchTest#playHand}; the seeds are the smallest that give each split, found by trying
   * seeds 1 to 20 000.
   */
  @ParameterizedTest(name = "seed {0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {"50 | [121,119] | 0 | [1,0]", "137 | [120,120] | null | [0,0]"})
  @DisplayName(
      "G-13 B-33 bisca-6p: [121,119] gives winner 0 and [1,0]; [120,120] is void and gives [0,0]")
  void g13_twoDeckMajority(long seed, String points, String winner, String change) {
    Playthrough p = Playthrough.of("bisca-6p");
    HandResult h = MatchTest.playHand(p, seed);
    assertEquals(points, Hands.ints(h.points()));
    assertEquals(
        Option.of(winner.equals("null") ? null : Integer.valueOf(winner)), h.winningSide());
    assertEquals(change, Hands.ints(h.scoreChange()));
    assertEquals(13, h.tricks().sum().intValue());
    assertEquals("[[0,2,4],[1,3,5]]", Hands.sides(h.sides()));
  }

  @ParameterizedTest(name = "{0}: {1}-{2} → {3}")
  @CsvSource({
    "bisca-6p, 121, 119, 0", "bisca-6p, 119, 121, 1", "bisca-6p, 120, 120, -1",
    "bisca-8p, 121, 119, 0", "bisca-8p, 120, 120, -1", "bisca-8p, 61, 179, 1",
    "bisca-8p, 179, 61, 0"
  })
  @DisplayName(
      "B-33 MAJORITY of 240: 121 or more wins the hand; 120–120 is void (61 is not enough)")
  void b33_majorityOf240(String id, int a, int b, int winner) {
    Rules rules = Hands.rules(Playthrough.of(id).state());
    assertEquals(240, rules.total);
    assertEquals(winner, BriscolaGame.handWinner(rules, new int[] {a, b}));
  }

  @Test
  @DisplayName(
      "B-22 bisca-6p, seed 0: after seat 1 leads AS, seat 2 may play any card it holds, 7C#2 of"
          + " the second deck's high ids too (no duty to follow suit)")
  void b22_noDutyToFollowWithTwoDecks() {
    Playthrough p = Playthrough.of("bisca-6p");
    p.deal(Shuffle.seeded(0).order(p.state().deck()));
    assertEquals(1, p.state().toAct());
    p.play("AS");
    CardSet hand = p.state().hand(2);
    assertEquals(CardSet.of(p.state().deck(), p.card("6S"), p.card("7C#2"), p.card("3S#2")), hand);
    assertTrue(p.state().deck().cards().indexOf(p.card("7C#2")) >= 64, "a card of the high word");
    assertEquals(hand.toSeq(), p.legal().map(a -> ((PlayCard) a).card()));
    p.act(new PlayCard(2, p.card("7C#2")));
  }
}
