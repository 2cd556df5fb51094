package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Shuffle;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.conformance.Transcript;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.TablePlay;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Tricks: B-20 to B-30, golden examples G-1, G-2 and G-3. */
class TrickTest {

  /**
   * A briscola-2p (or other id) match, dealer 0, dealt so that seat 1 holds {@code lead} first and
   * seat 0 holds {@code follow} first, with {@code trumpCard} face up (the shape of G-1).
   */
  private static Playthrough leadAndFollow(
      String id, String lead, String follow, String trumpCard) {
    Playthrough p = Playthrough.of(id);
    return p.deal(Orders.placing(p.state().deck(), 0, lead, 1, follow, 6, trumpCard));
  }

  private static Event.TrickWon trick(Playthrough p, int winner, int points, String... cards) {
    return new Event.TrickWon.Plain(winner, points, Array.of(cards).map(p::card));
  }

  // ---------------------------------------------------------------- B-20, B-21

  @ParameterizedTest(name = "{0} dealer {1}")
  @CsvSource({"briscola-2p, 0", "briscola-2p, 1", "biscambiggia-2p, 0", "biscambiggia-2p, 1"})
  @DisplayName("B-20 the eldest, next(dealer), leads the first trick of every hand")
  void b20_eldestLeads(String id, int dealer) {
    Playthrough p = Playthrough.of(id, "dealer", dealer, "handsToWin", 3);
    long seed = 1;
    while (!p.state().isOver()) {
      int d = p.state().dealer();
      p.deal(Shuffle.seeded(seed++).order(p.state().deck()));
      assertEquals((d + 1) % 2, p.state().toAct(), "hand " + p.state().handNumber());
      p.playFirstUntil(s -> s.phase() != Phase.PLAY);
    }
  }

  @Test
  @DisplayName("B-21 after the leader the other seat plays; table shows the trick in play order")
  void b21_orderOfPlay() {
    Playthrough p = leadAndFollow("briscola-2p", "AS", "2H", "KH");
    p.play(1, "AS");
    assertEquals(0, p.state().toAct());
    assertEquals(List.of(new TablePlay(1, p.card("AS"))), p.state().table().toList());
    p.play(0, "2H");
    assertTrue(p.state().table().isEmpty(), "B-69 the table is cleared within the same action");
  }

  // ---------------------------------------------------------------- B-22

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-22 free play: a seat may play any card it holds, with no duty to follow, trump or beat")
  void b22_freePlay(String id) {
    // Seat 1 leads AH; seat 0 holds 2H, 3H (hearts) and 4C; trump S.
    Playthrough p = Playthrough.of(id);
    p.deal(Orders.placing(p.state().deck(), 0, "AH", 1, "2H", 3, "3H", 5, "4C", 6, "KS"));
    p.play(1, "AH");
    assertEquals(
        List.of(
            new PlayCard(0, p.card("2H")),
            new PlayCard(0, p.card("3H")),
            new PlayCard(0, p.card("4C"))),
        p.legal().toList(),
        "every held card, in canonical order");
    p.play(0, "4C");
    assertEquals(trick(p, 1, 11, "AH", "4C"), p.state().lastEvents().get(1));
    // Across a whole hand, legal is always the whole holding.
    Playthrough q = Playthrough.of(id);
    q.deal(Shuffle.seeded(11).order(q.state().deck()));
    while (q.state().phase() == Phase.PLAY) {
      GameState s = q.state();
      assertEquals(
          s.hand(s.toAct()).toSeq().map(c -> new PlayCard(s.toAct(), c)).toList(),
          q.legal().toList());
      q.act(q.legal().last());
    }
  }

  // ---------------------------------------------------------------- B-24, G-1, G-2, G-3

  @Test
  @DisplayName("B-24 G-1 a low trump beats a non-trump ace")
  void b24_lowTrumpBeatsNonTrumpAce() {
    Playthrough p = leadAndFollow("briscola-2p", "AS", "2H", "KH");
    Seq<Card> order = Orders.placing(p.state().deck(), 0, "AS", 1, "2H", 6, "KH");
    p.play(1, "AS").play(0, "2H");
    Seq<Event> e = p.state().lastEvents();
    assertEquals(trick(p, 0, 11, "AS", "2H"), e.get(1));
    assertEquals(
        "{\"event\":\"trick\",\"winner\":0,\"points\":11,\"cards\":[\"AS\",\"2H\"]}",
        Transcript.event(e.get(1)));
    assertEquals(new Event.Drew.Plain(0, Option.some(order.get(7))), e.get(2));
    assertEquals(new Event.Drew.Plain(1, Option.some(order.get(8))), e.get(3));
    assertEquals(0, p.state().toAct());
  }

  @Test
  @DisplayName("B-24 G-2 a higher card of another suit loses: the leader wins")
  void b24_higherCardOfAnotherSuitLoses() {
    Playthrough p = leadAndFollow("briscola-2p", "4C", "AS", "KH");
    Seq<Card> order = Orders.placing(p.state().deck(), 0, "4C", 1, "AS", 6, "KH");
    p.play(1, "4C").play(0, "AS");
    Seq<Event> e = p.state().lastEvents();
    assertEquals(trick(p, 1, 11, "4C", "AS"), e.get(1));
    assertEquals(new Event.Drew.Plain(1, Option.some(order.get(7))), e.get(2));
    assertEquals(new Event.Drew.Plain(0, Option.some(order.get(8))), e.get(3));
    assertEquals(1, p.state().toAct());
  }

  @ParameterizedTest(name = "{0}: {1} led, {2} played, trump card {3}: seat {4} wins {5}")
  @CsvSource({
    // G-3: strength depends on the scheme (B-10).
    "briscola-2p,     7C, 3C, KH, 0, 10",
    "biscambiggia-2p, 7C, 3C, KH, 1, 10",
    // The higher card of the led suit wins.
    "briscola-2p,     4C, KC, KH, 0, 4",
    "briscola-2p,     KC, 4C, KH, 1, 4",
    "biscambiggia-2p, 3C, 2C, KH, 1, 0",
    "biscambiggia-2p, 6D, 7D, KH, 0, 10",
    // Two trumps: the higher trump wins.
    "briscola-2p,     2H, 4H, KH, 0, 0",
    "briscola-2p,     3H, AH, KS, 0, 21",
    "briscola-2p,     3H, 7H, 2H, 1, 10",
    "biscambiggia-2p, 7H, 3H, 2H, 1, 10",
    // A trump lead beats any non-trump card.
    "briscola-2p,     2H, AS, KH, 1, 11",
    "biscambiggia-2p, 2H, AS, KH, 1, 11",
    // A non-trump card of a third suit never wins.
    "briscola-2p,     2D, AC, KH, 1, 11",
    "biscambiggia-2p, 2D, 7C, KH, 1, 10"
  })
  @DisplayName("B-24 G-3 the highest trump wins; with no trump, the highest card of the led suit")
  void b24_trickWinner(
      String id, String lead, String follow, String trumpCard, int winner, int points) {
    Playthrough p = leadAndFollow(id, lead, follow, trumpCard);
    p.play(1, lead).play(0, follow);
    assertEquals(trick(p, winner, points, lead, follow), p.state().lastEvents().get(1));
    assertEquals(winner, p.state().toAct(), "B-29 the winner leads next");
  }

  // ---------------------------------------------------------------- B-26

  @Test
  @DisplayName(
      "B-26 the trick's cards go to the winner's pile; its points are the sum of its cards")
  void b26_capture() {
    Playthrough p = leadAndFollow("briscola-2p", "AS", "3S", "KH");
    p.play(1, "AS").play(0, "3S");
    assertEquals(CardSet.of(p.state().deck(), p.card("AS"), p.card("3S")), p.state().captured(1));
    assertTrue(p.state().captured(0).isEmpty());
    assertEquals(trick(p, 1, 21, "AS", "3S"), p.state().lastEvents().get(1));
  }

  // ---------------------------------------------------------------- B-27, B-28, B-29, B-30

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-27 B-28 B-29 B-30 the winner draws first and leads; the trump card is drawn last; 20 tricks, the last 3 without drawing")
  void b27_b30_wholeHand(String id) {
    for (long seed = 1; seed <= 10; seed++) {
      Playthrough p = Playthrough.of(id);
      p.deal(Shuffle.seeded(seed).order(p.state().deck()));
      Card trumpCard = p.state().trumpCard().get();
      SplittableRandom r = new SplittableRandom(seed);
      for (int t = 1; t <= 20; t++) {
        GameState before = p.state();
        assertEquals(t <= 17 ? 3 : 21 - t, before.hand(before.toAct()).size(), "trick " + t);
        if (t <= 17) {
          assertEquals(36 - 2 * t, before.stock().size());
          assertEquals(
              trumpCard,
              before.stock().last(),
              "B-14 the trump card is the last card of the stock");
          assertEquals(
              Option.some(trumpCard), before.trumpCard(), "B-28 public while in the stock");
        } else {
          assertTrue(before.stock().isEmpty());
          assertTrue(before.trumpCard().isEmpty());
        }
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        p.act(p.legal().get(r.nextInt(p.legal().size())));
        Seq<Event> e = p.state().lastEvents();
        int winner = ((Event.TrickWon) e.get(1)).winningSeat();
        if (t <= 17) {
          assertEquals(4, e.size());
          assertEquals(winner, ((Event.Drew) e.get(2)).seat(), "B-27 the winner draws first");
          assertEquals(1 - winner, ((Event.Drew) e.get(3)).seat());
          if (t == 17) {
            assertEquals(Option.some(trumpCard), ((Event.Drew) e.get(3)).card(), "B-28 drawn last");
          } else {
            assertTrue(!((Event.Drew) e.get(2)).card().contains(trumpCard));
            assertTrue(!((Event.Drew) e.get(3)).card().contains(trumpCard));
          }
        } else {
          assertTrue(e.filter(x -> x instanceof Event.Drew).isEmpty(), "B-30 no drawing");
        }
        if (t < 20) {
          assertEquals(Phase.PLAY, p.state().phase());
          assertEquals(winner, p.state().toAct(), "B-29 the winner leads the next trick");
        } else {
          assertTrue(e.last() instanceof Event.HandScored, "B-30 the hand ends after 20 tricks");
          assertEquals(1, p.state().results().size());
          int tricks = p.state().results().head().tricks().sum().intValue();
          assertEquals(20, tricks);
        }
      }
    }
  }

  @Test
  @DisplayName(
      "B-22 the legal plays of a seat to act without a card are none (the guard of PlayPhase.legal;"
          + " no such position arises in play)")
  void b22_noCardNoPlay() {
    Playthrough p = Playthrough.of("briscola-2p");
    p.deal(Shuffle.seeded(1).order(p.state().deck()));
    Draft d = ((BriscolaState) p.state()).draft();
    d.cards = new long[d.cards.length];
    assertEquals(List.empty(), PlayPhase.legal(d.state()));
  }
}
