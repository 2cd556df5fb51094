package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.conformance.Playthrough;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The catalog (B-6: both tables, every column) and the match sides (B-3) of all 18 ids, under the
 * default options.
 */
class CatalogTest {

  static final List<String> IDS =
      List.of(
          "briscola-2p",
          "briscola-3p",
          "briscola-4p",
          "briscola-6p",
          "biscambiggia-2p",
          "biscambiggia-3p",
          "biscambiggia-4p",
          "biscambiggia-6p",
          "briscola-chiamata-5p",
          "biscambiggia-chiamata-5p",
          "bisca-2p",
          "bisca-dos-sete-2p",
          "bisca-dos-nove-2p",
          "bisca-3p",
          "bisca-4p",
          "bisca-6p",
          "bisca-8p",
          "sueca-4p");

  @Test
  @DisplayName(
      "B-6 the family registers exactly these 18 ids, in the catalog's order; mariagio-2p is reserved, not registered")
  void b6_exactlyTheseIds() {
    assertEquals(IDS, new BriscolaFamily().variants().map(Variant::id).toList());
    for (String id : IDS) {
      Variant v = Variants.byId(id).get();
      assertEquals(id, v.id());
      assertSame(v, v.game().variant());
      assertFalse(v.description().isBlank(), id);
    }
    assertTrue(Variants.byId("mariagio-2p").isEmpty());
    assertTrue(Variants.byId("briscola-5p").isEmpty());
    assertTrue(Variants.byId("bisca-5p").isEmpty());
    assertEquals(Variants.all().size(), Variants.all().map(Variant::id).distinct().size());
  }

  @ParameterizedTest(name = "{0}: {1} players, {2} cards, \"{3}\", {4}")
  @CsvSource(
      delimiter = '|',
      value = {
        "briscola-2p              | 2 | 40 | Briscola (2 players)               | ITALIAN    | 3  | true  | false | [[0],[1]]                 | MAJORITY | HANDS       | 2",
        "briscola-3p              | 3 | 39 | Briscola (3 players)               | ITALIAN    | 3  | true  | false | [[0],[1],[2]]             | TOP      | HANDS       | 3",
        "briscola-4p              | 4 | 40 | Briscola (4 players)               | ITALIAN    | 3  | true  | false | [[0,2],[1,3]]             | MAJORITY | HANDS       | 3",
        "briscola-6p              | 6 | 36 | Briscola (6 players)               | ITALIAN    | 3  | true  | false | [[0,2,4],[1,3,5]]         | MAJORITY | HANDS       | 3",
        "biscambiggia-2p          | 2 | 40 | Biscambiggia (2 players)           | GENOESE    | 3  | true  | false | [[0],[1]]                 | MAJORITY | HANDS       | 2",
        "biscambiggia-3p          | 3 | 39 | Biscambiggia (3 players)           | GENOESE    | 3  | true  | false | [[0],[1],[2]]             | TOP      | HANDS       | 3",
        "biscambiggia-4p          | 4 | 40 | Biscambiggia (4 players)           | GENOESE    | 3  | true  | false | [[0,2],[1,3]]             | MAJORITY | HANDS       | 3",
        "biscambiggia-6p          | 6 | 36 | Biscambiggia (6 players)           | GENOESE    | 3  | true  | false | [[0,2,4],[1,3,5]]         | MAJORITY | HANDS       | 3",
        "briscola-chiamata-5p     | 5 | 40 | Briscola chiamata                  | ITALIAN    | 8  | false | false | [[0],[1],[2],[3],[4]]     | CONTRACT | DEALS       | 5",
        "biscambiggia-chiamata-5p | 5 | 40 | Biscambiggia chiamata              | GENOESE    | 8  | false | false | [[0],[1],[2],[3],[4]]     | CONTRACT | DEALS       | 5",
        "bisca-2p                 | 2 | 40 | Bisca dos Três (2 players)         | PORTUGUESE | 3  | true  | false | [[0],[1]]                 | MAJORITY | GAME_POINTS | 4",
        "bisca-dos-sete-2p        | 2 | 40 | Bisca dos Sete (2 players)         | PORTUGUESE | 7  | true  | false | [[0],[1]]                 | MAJORITY | GAME_POINTS | 4",
        "bisca-dos-nove-2p        | 2 | 40 | Bisca dos Nove (2 players)         | PORTUGUESE | 9  | true  | false | [[0],[1]]                 | MAJORITY | GAME_POINTS | 4",
        "bisca-3p                 | 3 | 39 | Bisca (3 players)                  | PORTUGUESE | 3  | true  | false | [[0],[1],[2]]             | TOP      | GAME_POINTS | 4",
        "bisca-4p                 | 4 | 40 | Bisca (4 players)                  | PORTUGUESE | 3  | true  | false | [[0,2],[1,3]]             | MAJORITY | GAME_POINTS | 4",
        "bisca-6p                 | 6 | 78 | Bisca (6 players, two decks)       | PORTUGUESE | 3  | true  | false | [[0,2,4],[1,3,5]]         | MAJORITY | GAME_POINTS | 4",
        "bisca-8p                 | 8 | 80 | Bisca (8 players, two decks)       | PORTUGUESE | 3  | true  | false | [[0,2,4,6],[1,3,5,7]]     | MAJORITY | GAME_POINTS | 4",
        "sueca-4p                 | 4 | 40 | Sueca                              | PORTUGUESE | 10 | false | true  | [[0,2],[1,3]]             | MAJORITY | GAME_POINTS | 4"
      })
  @DisplayName(
      "B-6 B-3 B-10 B-61 B-32 … B-35 each id: players, deck, display name, scheme, hand size, stock, follow suit, sides, hand won by, match")
  void b6_catalogRow(
      String id,
      int players,
      int deck,
      String name,
      Scheme scheme,
      int handSize,
      boolean stock,
      boolean followSuit,
      String sides,
      HandRule handRule,
      Spec.Match match,
      int target) {
    Variant v = Variants.byId(id).get();
    assertEquals(players, v.players());
    assertEquals(deck, v.deckSize(), "B-6 the deck figure is N under the default options");
    assertEquals(name, v.name());
    GameState s = Playthrough.of(id).state();
    assertEquals(players, s.players());
    assertEquals(deck, s.deck().size());
    assertEquals(scheme, ((BriscolaState) s).scheme(), "B-10 B-61 the scheme of " + id);
    Rules rules = Hands.rules(s);
    assertEquals(handSize, rules.handSize);
    assertEquals(stock, rules.spec.stock, "B-14 stock games are all ids but sueca-4p and chiamata");
    assertEquals(followSuit, rules.spec.followSuit, "B-22 B-23 only sueca-4p follows suit");
    assertEquals(sides, Hands.sides(s.sides()), "B-3 match sides");
    assertEquals(handRule, rules.handRule, "B-32 B-33 B-34 B-35 the hand rule of " + id);
    assertEquals(match, rules.spec.match);
    assertEquals(target, match == Spec.Match.DEALS ? rules.deals : rules.handsToWin);
    assertEquals(
        List.fill(sides.split("\\],\\[").length, 0),
        s.score().toList(),
        "score starts at 0 per side");
  }

  @ParameterizedTest(name = "{0} teams {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {"pairs | [[0,2],[1,3]]         | MAJORITY", "none  | [[0],[1],[2],[3]]     | TOP"})
  @DisplayName(
      "B-3 B-6 bisca-4p: teams pairs gives [0,2] [1,3] and MAJORITY; teams none gives four individuals and TOP")
  void b3_bisca4pTeams(String teams, String sides, HandRule rule) {
    GameState s = Playthrough.of("bisca-4p", "teams", teams).state();
    assertEquals(sides, Hands.sides(s.sides()));
    assertEquals(rule, Hands.rules(s).handRule);
  }

  @Test
  @DisplayName(
      "B-3 side 0 always contains seat 0, whatever the first dealer; chiamata match sides are the five seats")
  void b3_sideZeroHoldsSeatZero() {
    for (String id : IDS) {
      GameState s =
          Playthrough.game(id)
              .newMatch(dev.mazzo.game.MatchOptions.of(java.util.Map.of("dealer", 1)))
              .get();
      assertTrue(s.sides().head().contains(0), id);
      for (io.vavr.collection.Seq<Integer> side : s.sides()) {
        assertEquals(side.sorted().toList(), side.toList(), "ascending seats: " + id);
      }
      assertEquals(s.players(), s.sides().map(io.vavr.collection.Seq::size).sum().intValue(), id);
    }
  }

  @Test
  @DisplayName(
      "B-3 B-58 the simulator's tally: per seat with the contracts in chiamata, whose sides are the"
          + " seats; per side with card points per hand in the other variants")
  void tallyOfEachKind() {
    BriscolaFamily f = new BriscolaFamily();
    String chiamata = f.tally(Playthrough.of("briscola-chiamata-5p").publicView()).legend().head();
    assertTrue(chiamata.contains("an auction, a call, then the tricks"), chiamata);
    String plain = f.tally(Playthrough.of("briscola-2p").publicView()).legend().head();
    assertTrue(plain.contains("trick by trick"), plain);
  }
}
