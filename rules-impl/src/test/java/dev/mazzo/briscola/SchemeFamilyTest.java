package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Rejection.Code;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Decks and rank schemes of the whole family: B-5 (two-deck packs), B-8 ({@code ranks:"ten"}), B-9
 * (removed cards), B-10 (PORTUGUESE, QUEEN-HIGH, TEN and the {@code ranks} option), B-11 (120 and
 * 240) and golden example G-3 (all four rows).
 */
class SchemeFamilyTest {

  private static final String[] RANKS = {"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"};
  private static final String[] TEN_RANKS = {"A", "2", "3", "4", "5", "6", "10", "J", "Q", "K"};

  /** The canonical 40 (B-5): H D C S, each in the order of ranks, minus removed, with a suffix. */
  private static List<String> canonical(String[] ranks, String suffix, String... removed) {
    List<String> out = List.empty();
    for (String suit : new String[] {"H", "D", "C", "S"}) {
      for (String r : ranks) {
        String code = r + suit + suffix;
        if (!List.of(removed).contains(code)) {
          out = out.append(code);
        }
      }
    }
    return out;
  }

  private static List<String> codes(Deck deck) {
    return deck.cards().map(Card::code).toList();
  }

  // ---------------------------------------------------------------- B-5, B-8, B-9

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-3p", "biscambiggia-3p", "bisca-3p"})
  @DisplayName(
      "B-9 3 players: removedCard (default 2S) is not in the deck, N = 39; with removedCard 2C the deck has 2S and not 2C")
  void b9_threePlayers(String id) {
    Deck deck = Playthrough.of(id).state().deck();
    assertEquals(canonical(RANKS, "", "2S"), codes(deck));
    assertFalse(deck.contains(Card.parse("2S").get()));
    for (String removed : new String[] {"2H", "2D", "2C", "2S"}) {
      Deck d = Playthrough.of(id, "removedCard", removed).state().deck();
      assertEquals(canonical(RANKS, "", removed), codes(d), removed);
      assertEquals(39, d.size());
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"briscola-6p", "biscambiggia-6p"})
  @DisplayName("B-9 one-deck 6 players: 2H 2D 2C 2S are not in the deck, N = 36")
  void b9_sixPlayersOneDeck(String id) {
    Deck deck = Playthrough.of(id).state().deck();
    assertEquals(canonical(RANKS, "", "2H", "2D", "2C", "2S"), codes(deck));
    assertEquals(36, deck.size());
  }

  @Test
  @DisplayName(
      "B-9 B-5 bisca-6p: two decks without 2S and 2S#2, N = 78; every plain code, then every #2 code")
  void b9_bisca6p() {
    Deck deck = Playthrough.of("bisca-6p").state().deck();
    assertEquals(canonical(RANKS, "", "2S").appendAll(canonical(RANKS, "#2", "2S#2")), codes(deck));
    assertEquals(78, deck.size());
    assertTrue(deck.contains(Card.parse("2H#2").get()));
    assertTrue(deck.contains(Card.parse("2C").get()));
    assertEquals("AH#2", deck.card(39).code());
  }

  @Test
  @DisplayName(
      "B-9 B-5 bisca-8p: two full 40-card decks, N = 80; every plain code, then every #2 code")
  void b9_bisca8p() {
    Deck deck = Playthrough.of("bisca-8p").state().deck();
    assertEquals(canonical(RANKS, "").appendAll(canonical(RANKS, "#2")), codes(deck));
    assertEquals(80, deck.size());
    for (int i = 0; i < 40; i++) {
      assertTrue(deck.card(i).isIdenticalTo(deck.card(40 + i)), "B-4 identical: " + deck.card(i));
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {"bisca-2p", "bisca-dos-sete-2p", "bisca-dos-nove-2p", "bisca-4p", "sueca-4p"})
  @DisplayName(
      "B-8 B-5 ranks \"ten\": the 10s replace the 7s (A 2 3 4 5 6 10 J Q K); a deal with a 7 is MALFORMED")
  void b8_tenReplacesSeven(String id) {
    Playthrough p = Playthrough.of(id, "ranks", "ten");
    Deck deck = p.state().deck();
    assertEquals(canonical(TEN_RANKS, ""), codes(deck));
    assertEquals(Scheme.TEN, ((BriscolaState) p.state()).scheme());
    Seq<Card> order = Shuffle.seeded(1).order(deck);
    int at = order.indexOf(Card.parse("10H").get());
    p.rejects(new Deal(order.update(at, Card.parse("7H").get())), Code.MALFORMED);
    // The default deck is the other way round.
    Playthrough q = Playthrough.of(id);
    assertEquals(canonical(RANKS, ""), codes(q.state().deck()));
    q.rejects(new Deal(Shuffle.seeded(1).order(deck)), Code.MALFORMED);
    p.deal(order);
  }

  @Test
  @DisplayName(
      "B-8 B-9 ranks \"ten\" with removed cards: bisca-3p (39, without 2S), bisca-6p (78), bisca-8p (80)")
  void b8_tenWithRemovedCards() {
    assertEquals(
        canonical(TEN_RANKS, "", "2S"),
        codes(Playthrough.of("bisca-3p", "ranks", "ten").state().deck()));
    assertEquals(
        canonical(TEN_RANKS, "", "2D"),
        codes(Playthrough.of("bisca-3p", "ranks", "ten", "removedCard", "2D").state().deck()));
    assertEquals(
        canonical(TEN_RANKS, "", "2S").appendAll(canonical(TEN_RANKS, "#2", "2S#2")),
        codes(Playthrough.of("bisca-6p", "ranks", "ten").state().deck()));
    assertEquals(
        canonical(TEN_RANKS, "").appendAll(canonical(TEN_RANKS, "#2")),
        codes(Playthrough.of("bisca-8p", "ranks", "ten").state().deck()));
  }

  // ---------------------------------------------------------------- B-10

  private static void assertScheme(Scheme scheme, String order, Map<String, Integer> points) {
    assertEquals(order, scheme.order().map(Rank::token).mkString(" "));
    String[] ranks = order.split(" ");
    for (int i = 0; i + 1 < ranks.length; i++) {
      Rank hi = Rank.parse(ranks[i]).get();
      Rank lo = Rank.parse(ranks[i + 1]).get();
      assertTrue(scheme.strength(hi) > scheme.strength(lo), hi + " above " + lo + " in " + scheme);
    }
    int total = 0;
    for (String r : ranks) {
      assertEquals(points.getOrDefault(r, 0), scheme.points(Rank.parse(r).get()), scheme + " " + r);
      total += scheme.points(Rank.parse(r).get());
    }
    assertEquals(30, total, "a suit holds 30 points");
  }

  @Test
  @DisplayName("B-10 PORTUGUESE: A 7 K J Q 6 5 4 3 2; A 11, 7 10, K 4, J 3, Q 2, others 0")
  void b10_portuguese() {
    assertScheme(
        Scheme.PORTUGUESE, "A 7 K J Q 6 5 4 3 2", Map.of("A", 11, "7", 10, "K", 4, "J", 3, "Q", 2));
  }

  @Test
  @DisplayName(
      "B-10 QUEEN-HIGH: A 7 K Q J 6 5 4 3 2; A 11, 7 10, K 4, Q 3, J 2 — the same table as GENOESE")
  void b10_queenHigh() {
    assertScheme(
        Scheme.QUEEN_HIGH, "A 7 K Q J 6 5 4 3 2", Map.of("A", 11, "7", 10, "K", 4, "Q", 3, "J", 2));
    for (Rank r : Rank.values()) {
      assertEquals(Scheme.GENOESE.strength(r), Scheme.QUEEN_HIGH.strength(r), r.token());
      assertEquals(Scheme.GENOESE.points(r), Scheme.QUEEN_HIGH.points(r), r.token());
    }
  }

  @Test
  @DisplayName(
      "B-10 TEN: A 10 K J Q 6 5 4 3 2; A 11, 10 10, K 4, J 3, Q 2, others 0; the 7 is not a rank of it")
  void b10_ten() {
    assertScheme(
        Scheme.TEN, "A 10 K J Q 6 5 4 3 2", Map.of("A", 11, "10", 10, "K", 4, "J", 3, "Q", 2));
    assertEquals(0, Scheme.TEN.strength(Rank.SEVEN));
    assertEquals(0, Scheme.TEN.points(Rank.SEVEN));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "bisca-2p",
        "bisca-dos-sete-2p",
        "bisca-dos-nove-2p",
        "bisca-3p",
        "bisca-4p",
        "bisca-6p",
        "bisca-8p",
        "sueca-4p"
      })
  @DisplayName(
      "B-10 bisca-* and sueca-4p use PORTUGUESE; the option ranks selects QUEEN-HIGH or TEN; the engine's trick table follows it")
  void b10_ranksOption(String id) {
    String[][] options = {
      {"portuguese", "PORTUGUESE"}, {"queen-high", "QUEEN_HIGH"}, {"ten", "TEN"}
    };
    assertEquals(Scheme.PORTUGUESE, ((BriscolaState) Playthrough.of(id).state()).scheme());
    for (String[] o : options) {
      GameState s = Playthrough.of(id, "ranks", o[0]).state();
      Scheme scheme = Scheme.valueOf(o[1]);
      assertEquals(scheme, ((BriscolaState) s).scheme(), o[0]);
      Rules rules = Hands.rules(s);
      for (int c = 0; c < s.deck().size(); c++) {
        assertEquals(scheme.points(s.deck().card(c).rank()), rules.table.pointsOf(c));
      }
      // Two cards of one suit, in every pair: the one higher in the scheme wins the trick.
      Seq<Rank> order = scheme.order();
      for (int i = 0; i < order.size(); i++) {
        for (int j = 0; j < order.size(); j++) {
          if (i != j) {
            int a = s.deck().idOf(Card.of(order.get(i), Suit.CLUBS));
            int b = s.deck().idOf(Card.of(order.get(j), Suit.CLUBS));
            assertEquals(
                i < j ? 0 : 1,
                rules.table.winnerIndex(dev.mazzo.trick.Trick.of(a, b), Suit.HEARTS.ordinal()),
                o[0] + ": " + order.get(i) + " vs " + order.get(j));
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------- B-11

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-3p | | 120",
        "briscola-4p | | 120",
        "briscola-6p | | 120",
        "biscambiggia-3p | | 120",
        "biscambiggia-4p | | 120",
        "biscambiggia-6p | | 120",
        "briscola-chiamata-5p | | 120",
        "biscambiggia-chiamata-5p | | 120",
        "bisca-2p | | 120",
        "bisca-dos-sete-2p | | 120",
        "bisca-dos-nove-2p | | 120",
        "bisca-3p | | 120",
        "bisca-3p | removedCard=2H | 120",
        "bisca-4p | | 120",
        "bisca-2p | ranks=ten | 120",
        "bisca-2p | ranks=queen-high | 120",
        "sueca-4p | | 120",
        "sueca-4p | ranks=ten | 120",
        "bisca-6p | | 240",
        "bisca-6p | ranks=ten | 240",
        "bisca-8p | | 240",
        "bisca-8p | ranks=queen-high | 240"
      })
  @DisplayName(
      "B-11 every 40-, 39- or 36-card deck holds 120 card points; the two-deck packs (78, 80) hold 240")
  void b11_totals(String id, String option, int total) {
    Playthrough p =
        option == null
            ? Playthrough.of(id)
            : Playthrough.of(id, option.split("=")[0], option.split("=")[1]);
    GameState s = p.state();
    int sum = 0;
    for (Card c : s.deck().cards()) {
      sum += ((BriscolaState) s).scheme().points(c.rank());
    }
    assertEquals(total, sum);
    assertEquals(total, Hands.rules(s).total);
  }

  // ---------------------------------------------------------------- G-3

  @ParameterizedTest(name = "{0} {1}: {2} led, {3} played, seat {4} wins {5}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-2p     |            | 7C | 3C | 0 | 10",
        "biscambiggia-2p |            | 7C | 3C | 1 | 10",
        "bisca-2p        |            | JD | QD | 1 | 5",
        "bisca-2p        | queen-high | JD | QD | 0 | 5"
      })
  @DisplayName(
      "G-3 strength depends on the scheme: dealer 0, trump card KH; seat 1 leads order[0], seat 0 plays order[1]")
  void g3_strengthDependsOnTheScheme(
      String id, String ranks, String lead, String follow, int winner, int points) {
    Playthrough p = ranks == null ? Playthrough.of(id) : Playthrough.of(id, "ranks", ranks);
    p.deal(Orders.placing(p.state().deck(), 0, lead, 1, follow, 6, "KH"));
    assertEquals("H", p.state().trump().get().toString());
    p.play(1, lead).play(0, follow);
    assertEquals(
        new Event.TrickWon.Plain(winner, points, Array.of(p.card(lead), p.card(follow))),
        p.state().lastEvents().get(1));
    assertEquals(winner, p.state().toAct(), "B-29 the winner leads the next trick");
    assertTrue(p.state().captured(winner).contains(p.card(lead)));
  }
}
