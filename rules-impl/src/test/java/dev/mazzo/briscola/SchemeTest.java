package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.CardSet;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.TablePlay;
import dev.mazzo.trick.Trick;
import dev.mazzo.trick.TrickTable;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Decks and rank schemes: B-5, B-8, B-10, B-11 and the G-5 table. */
class SchemeTest {

  private static final String ITALIAN_ORDER = "A 3 K Q J 7 6 5 4 2";
  private static final String GENOESE_ORDER = "A 7 K Q J 6 5 4 3 2";

  private static Rules rules(String id) {
    return ((BriscolaState) Playthrough.of(id).state()).rules;
  }

  // ---------------------------------------------------------------- B-5, B-8

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-5 B-8 the deck is the canonical order: H D C S, each A 2 3 4 5 6 7 J Q K")
  void b5_canonicalOrder(String id) {
    Deck deck = Playthrough.of(id).state().deck();
    StringBuilder expected = new StringBuilder();
    for (String suit : new String[] {"H", "D", "C", "S"}) {
      for (String rank : "A 2 3 4 5 6 7 J Q K".split(" ")) {
        expected.append(expected.length() == 0 ? "" : " ").append(rank).append(suit);
      }
    }
    assertEquals(expected.toString(), deck.cards().map(Card::code).mkString(" "));
    for (int id2 = 0; id2 < 40; id2++) {
      assertEquals(id2, deck.idOf(deck.card(id2)), "a card's index is its id");
    }
  }

  @Test
  @DisplayName(
      "B-5 sets print in canonical order (hands, captured); stock and table keep their real order")
  void b5_setsAndLists() {
    Playthrough p = Playthrough.of("briscola-2p");
    Seq<Card> order = Shuffle.seeded(21).order(p.state().deck());
    p.deal(order);
    GameState s = p.state();
    for (int seat = 0; seat < 2; seat++) {
      Seq<Integer> ids = s.hand(seat).toSeq().map(s.deck()::idOf);
      assertEquals(ids.sorted(), ids, "hands in canonical order");
    }
    assertEquals(
        order.subSequence(7).append(order.get(6)).toList(), s.stock().toList(), "stock top first");
    // Table: the leader plays its highest-id card, so the table order differs from canonical.
    Card lead = s.hand(s.toAct()).toSeq().last();
    p.play(lead.code());
    Card follow = p.state().hand(p.state().toAct()).toSeq().head();
    p.play(follow.code());
    assertEquals(
        Array.of(lead, follow),
        ((dev.mazzo.game.Event.TrickWon) p.state().lastEvents().get(1)).cards(),
        "trick cards in play order");
    p.playFirstUntil(x -> x.captured(0).size() + x.captured(1).size() >= 20);
    for (int seat = 0; seat < 2; seat++) {
      Seq<Integer> ids = p.state().captured(seat).toSeq().map(s.deck()::idOf);
      assertEquals(ids.sorted(), ids, "captured in canonical order");
    }
    // A table of one card keeps the seat that played it.
    p.play(p.state().hand(p.state().toAct()).toSeq().last().code());
    TablePlay t = p.state().table().head();
    assertEquals(1 - p.state().toAct(), t.seat());
  }

  // ---------------------------------------------------------------- B-10

  @Test
  @DisplayName(
      "B-10 each scheme's order is one sequence of its ten ranks, not a copy per call (the"
          + " auction reads it with every bid)")
  void b10_orderMadeOnce() {
    for (Scheme scheme : Scheme.values()) {
      assertSame(scheme.order(), scheme.order(), scheme.name());
      assertEquals(10, scheme.order().size(), scheme.name());
    }
    assertEquals(ITALIAN_ORDER, Scheme.ITALIAN.order().map(Rank::token).mkString(" "));
    assertEquals("A 10 K J Q 6 5 4 3 2", Scheme.TEN.order().map(Rank::token).mkString(" "));
  }

  private static void assertScheme(Scheme scheme, String order, Map<String, Integer> points) {
    assertEquals(order, scheme.order().map(Rank::token).mkString(" "));
    String[] ranks = order.split(" ");
    for (int i = 0; i + 1 < ranks.length; i++) {
      Rank hi = Rank.parse(ranks[i]).get();
      Rank lo = Rank.parse(ranks[i + 1]).get();
      assertTrue(scheme.strength(hi) > scheme.strength(lo), hi + " above " + lo + " in " + scheme);
    }
    for (String r : ranks) {
      assertEquals(points.getOrDefault(r, 0), scheme.points(Rank.parse(r).get()), scheme + " " + r);
    }
  }

  @Test
  @DisplayName("B-10 ITALIAN: A 3 K Q J 7 6 5 4 2; A 11, 3 10, K 4, Q 3, J 2, others 0")
  void b10_italian() {
    assertScheme(Scheme.ITALIAN, ITALIAN_ORDER, Map.of("A", 11, "3", 10, "K", 4, "Q", 3, "J", 2));
  }

  @Test
  @DisplayName("B-10 GENOESE: A 7 K Q J 6 5 4 3 2; A 11, 7 10, K 4, Q 3, J 2, others 0")
  void b10_genoese() {
    assertScheme(Scheme.GENOESE, GENOESE_ORDER, Map.of("A", 11, "7", 10, "K", 4, "Q", 3, "J", 2));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName(
      "B-10 the engine's trick table: every pair of ranks of a suit beats as the scheme says; points by rank")
  void b10_engineUsesTheScheme(String id) {
    Rules rules = rules(id);
    String order = id.startsWith("briscola") ? ITALIAN_ORDER : GENOESE_ORDER;
    assertEquals(id.startsWith("briscola") ? Scheme.ITALIAN : Scheme.GENOESE, rules.scheme);
    TrickTable t = rules.table;
    Deck deck = rules.deck;
    String[] ranks = order.split(" ");
    for (Suit suit : Suit.values()) {
      for (int i = 0; i < ranks.length; i++) {
        for (int j = 0; j < ranks.length; j++) {
          if (i == j) {
            continue;
          }
          int a = deck.idOf(deck.parse(ranks[i] + suit.letter()).get());
          int b = deck.idOf(deck.parse(ranks[j] + suit.letter()).get());
          int winner = i < j ? 0 : 1; // the rank earlier in the order is higher
          // Led suit or trump suit alike (and with no trump), the higher rank wins.
          for (int trump = -1; trump < 4; trump++) {
            assertEquals(
                winner, t.winnerIndex(Trick.of(a, b), trump), ranks[i] + " vs " + ranks[j]);
          }
        }
      }
    }
    for (int cid = 0; cid < deck.size(); cid++) {
      assertEquals(rules.scheme.points(deck.card(cid).rank()), t.pointsOf(cid));
    }
  }

  // ---------------------------------------------------------------- B-11

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-2p", "biscambiggia-2p"})
  @DisplayName("B-11 every 40-card deck holds 120 card points")
  void b11_total120(String id) {
    Rules rules = rules(id);
    assertEquals(120, rules.total);
    int sum = 0;
    for (Card c : rules.deck.cards()) {
      sum += rules.scheme.points(c.rank());
    }
    assertEquals(120, sum);
    assertEquals(120, rules.table.points(rules.deck.all().lo(), rules.deck.all().hi()));
  }

  // ---------------------------------------------------------------- G-5 (the table)

  @Test
  @DisplayName(
      "G-5 the pile AH 3C 3D 7S QH JS KD 5C counts 40 (ITALIAN), 30 (GENOESE), 30 (PORTUGUESE)")
  void g5_pileTotals() {
    Seq<String> pile = List.of("AH", "3C", "3D", "7S", "QH", "JS", "KD", "5C");
    int[][] each = {
      {11, 10, 10, 0, 3, 2, 4, 0},
      {11, 0, 0, 10, 3, 2, 4, 0},
      {11, 0, 0, 10, 2, 3, 4, 0}
    };
    Scheme[] schemes = {Scheme.ITALIAN, Scheme.GENOESE, Scheme.PORTUGUESE};
    int[] totals = {40, 30, 30};
    for (int s = 0; s < 3; s++) {
      int total = 0;
      for (int i = 0; i < pile.size(); i++) {
        int pts = schemes[s].points(Card.parse(pile.get(i)).get().rank());
        assertEquals(each[s][i], pts, schemes[s] + " " + pile.get(i));
        total += pts;
      }
      assertEquals(totals[s], total, schemes[s].toString());
    }
    // The same through the engine's tables.
    for (String id : new String[] {"briscola-2p", "biscambiggia-2p"}) {
      Rules rules = rules(id);
      CardSet set =
          CardSet.of(rules.deck, pile.map(c -> rules.deck.parse(c).get()).toJavaArray(Card[]::new));
      assertEquals(id.startsWith("briscola") ? 40 : 30, rules.table.points(set.lo(), set.hi()));
    }
    assertEquals(Phase.DEAL, Playthrough.of("briscola-2p").state().phase());
  }

  @Test
  @DisplayName(
      "indexOf is a rank's place in the scheme's order, as order().indexOf answers it: a rank"
          + " bid's ladder level; -1 for a rank the scheme does not hold")
  void indexOfIsTheOrdersIndex() {
    for (Scheme scheme : Scheme.values()) {
      for (Rank rank : Rank.values()) {
        assertEquals(scheme.order().indexOf(rank), scheme.indexOf(rank), scheme + " " + rank);
      }
    }
    assertEquals(-1, Scheme.ITALIAN.indexOf(Rank.TEN));
    assertEquals(9, Scheme.ITALIAN.indexOf(Rank.TWO));
  }
}
