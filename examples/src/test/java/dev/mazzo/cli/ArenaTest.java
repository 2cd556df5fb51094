package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.card.CardSet;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The arena's bookkeeping: duplicate seatings, seat rotation, Wilson's interval, percentiles. */
class ArenaTest {

  private static final Bot GREEDY = Bots.byName("greedy").get();
  private static final Bot RANDOM = Bots.byName("random").get();

  /** The starts of an arena: one per first dealer, or the one of the given dealer. */
  private static GameState[] starts(Variant v, boolean dealerGiven) {
    Game<GameState, PlayerView> game = v.game();
    int players = game.newMatch(MatchOptions.defaults()).get().players();
    GameState[] starts = new GameState[dealerGiven ? 1 : players];
    for (int d = 0; d < starts.length; d++) {
      starts[d] = game.newMatch(MatchOptions.defaults().with("dealer", dealerGiven ? 1 : d)).get();
    }
    return starts;
  }

  @Test
  @DisplayName("each deal's second match exchanges the bots seat by seat, a side held whole")
  void duplicateSeatingsAreComplements() {
    for (Variant v : Variants.all()) {
      GameState s = starts(v, false)[0];
      Seq<Seq<Integer>> sides = s.sides();
      for (int shift = 0; shift < sides.size(); shift++) {
        int[] first = Arena.seating(sides, s.players(), shift, false);
        int[] second = Arena.seating(sides, s.players(), shift, true);
        for (int seat = 0; seat < s.players(); seat++) {
          assertEquals(1 - first[seat], second[seat], v.id() + " seat " + seat);
        }
        for (Seq<Integer> side : sides) {
          for (int seat : side) {
            assertEquals(first[side.head()], first[seat], v.id() + ": a side is one bot's");
          }
        }
      }
      // The first bot holds the even sides, so one more with an odd number of sides.
      int[] first = Arena.seating(sides, s.players(), 0, false);
      long firstSides = sides.filter(side -> first[side.head()] == 0).size();
      assertEquals((sides.size() + 1) / 2, firstSides, v.id());
    }
  }

  @Test
  @DisplayName("the odd seatings: ABA and ABABA, turned one place per deal for a given dealer")
  void oddSeatingsTurn() {
    Seq<Seq<Integer>> five = starts(Variants.byId("briscola-chiamata-5p").get(), true)[0].sides();
    assertArrayEquals(new int[] {0, 1, 0, 1, 0}, Arena.seating(five, 5, 0, false));
    assertArrayEquals(new int[] {1, 0, 1, 0, 0}, Arena.seating(five, 5, 1, false));
    assertArrayEquals(new int[] {1, 0, 1, 0, 1}, Arena.seating(five, 5, 0, true));
    Seq<Seq<Integer>> teams = starts(Variants.byId("sueca-4p").get(), true)[0].sides();
    assertArrayEquals(new int[] {0, 1, 0, 1}, Arena.seating(teams, 4, 0, false));
    assertArrayEquals(new int[] {1, 0, 1, 0}, Arena.seating(teams, 4, 0, true));
  }

  /** Plays {@code deals} deals of an arena and returns its counts. */
  private static Arena.Counts play(Arena arena, int players, int deals) {
    Arena.Counts c = new Arena.Counts(players);
    for (int g = 0; g < deals; g++) {
      arena.playDeal(g, 1000 + g, 2000 + g, c);
    }
    return c;
  }

  @Test
  @DisplayName(
      "over a cycle each bot sits each seat equally often, and every arrangement relative to"
          + " the first dealer is played")
  void seatRotationCounts() {
    for (String id :
        List.of("briscola-3p", "briscola-chiamata-5p", "sueca-4p", "five-hundred-6p")) {
      Variant v = Variants.byId(id).get();
      for (boolean dealerGiven : new boolean[] {false, true}) {
        GameState[] starts = starts(v, dealerGiven);
        Arena arena = new Arena(v.game(), new Bot[] {GREEDY, RANDOM}, starts);
        int players = starts[0].players();
        int cycle = arena.cycle();
        Arena.Counts c = play(arena, players, cycle);
        assertEquals(2L * cycle, c.matches, id);
        assertEquals(cycle, c.pairs, id);
        for (int b = 0; b < 2; b++) {
          for (int seat = 0; seat < players; seat++) {
            assertEquals(cycle, c.seats[b][seat], id + " bot " + b + " seat " + seat);
          }
        }
        // The first bot's seats counted from the first dealer, in each deal's first match.
        Set<Set<Integer>> arrangements = new HashSet<>();
        for (int g = 0; g < cycle; g++) {
          int dealer = arena.start(g).dealer();
          int[] owner = Arena.seating(starts[0].sides(), players, arena.shift(g), false);
          Set<Integer> offsets = new HashSet<>();
          for (int seat = 0; seat < players; seat++) {
            if (owner[seat] == 0) {
              offsets.add(Math.floorMod(seat - dealer, players));
            }
          }
          arrangements.add(offsets);
        }
        int sides = starts[0].sides().size();
        assertEquals(
            sides % 2 == 1 ? sides : 2, arrangements.size(), id + " " + arrangements.toString());
        assertEquals(dealerGiven ? sides : players, cycle, id);
      }
    }
  }

  /** A bot that records the hand of each seat at its first turn in each match, then plays. */
  private static final class Recorder implements Bot {
    final Map<Integer, CardSet> firstHands = new HashMap<>();

    @Override
    public Action choose(Game<GameState, PlayerView> game, PlayerView view, RandomGenerator rng) {
      firstHands.putIfAbsent(view.seat(), view.ownHand());
      return GREEDY.choose(game, view, rng);
    }

    @Override
    public String name() {
      return "recorder";
    }
  }

  @Test
  @DisplayName("both matches of a deal are dealt the same cards, the bots' places exchanged")
  void bothMatchesOfADealHaveTheSameCards() {
    Variant v = Variants.byId("briscola-2p").get();
    GameState[] starts = starts(v, false);
    Recorder a = new Recorder();
    Recorder b = new Recorder();
    Arena arena = new Arena(v.game(), new Bot[] {a, b}, starts);
    arena.playDeal(3, 77, 78, new Arena.Counts(2));
    // Deal 3: seat 0 was the first bot's in the first match, the second bot's in the other.
    assertEquals(2, a.firstHands.size());
    assertEquals(a.firstHands.get(0), b.firstHands.get(0));
    assertEquals(a.firstHands.get(1), b.firstHands.get(1));
    assertTrue(!a.firstHands.get(0).equals(a.firstHands.get(1)), "two hands, not one");
  }

  @Test
  @DisplayName("wins, draws and card points add up: 120 a hand, shared in chiamata's sides")
  void countsAddUp() {
    for (String id : List.of("briscola-2p", "briscola-chiamata-5p", "briscola-6p")) {
      Variant v = Variants.byId(id).get();
      GameState[] starts = starts(v, false);
      Arena.Counts c =
          play(new Arena(v.game(), new Bot[] {GREEDY, RANDOM}, starts), starts[0].players(), 3);
      assertEquals(c.matches, c.wins[0] + c.wins[1] + c.draws, id);
      assertEquals(120 * Arena.SHARE * c.hands, c.points[0] + c.points[1], id);
      assertEquals(c.moveTimes[0].size(), c.moveTimes[0].sorted().length, id);
      assertTrue(c.moveTimes[0].size() > 0 && c.moveTimes[1].size() > 0, id);
      assertTrue(c.pairsWonTwice[0] + c.pairsWonTwice[1] <= c.pairs, id);
    }
  }

  @Test
  @DisplayName("Wilson's score interval on Newcombe's (1998) worked examples, to four places")
  void wilsonInterval() {
    double[][] cases = {
      {81, 263, 0.2553, 0.3662},
      {15, 148, 0.0624, 0.1605},
      {0, 20, 0, 0.1611},
      {1, 29, 0.0061, 0.1718}
    };
    for (double[] k : cases) {
      double[] ci = ArenaReport.wilson((long) k[0], (long) k[1], ArenaReport.Z95);
      assertEquals(k[2], ci[0], 5e-5, k[0] + "/" + k[1]);
      assertEquals(k[3], ci[1], 5e-5, k[0] + "/" + k[1]);
    }
    double[] all = ArenaReport.wilson(20, 20, ArenaReport.Z95);
    assertEquals(1.0, all[1], 1e-12);
    assertEquals(1 - 0.1611, all[0], 5e-5, "symmetric to 0 of 20");
    assertArrayEquals(new double[] {0, 1}, ArenaReport.wilson(0, 0, ArenaReport.Z95));
  }

  @Test
  @DisplayName("the 95th percentile is the nearest rank: 95 of 1..100, 19 of 1..20")
  void percentile() {
    long[] hundred = new long[100];
    for (int i = 0; i < 100; i++) {
      hundred[i] = i + 1;
    }
    assertEquals(95, ArenaReport.percentile(hundred, 95));
    assertEquals(100, ArenaReport.percentile(hundred, 100));
    assertEquals(50, ArenaReport.percentile(hundred, 50));
    long[] twenty = new long[20];
    for (int i = 0; i < 20; i++) {
      twenty[i] = i + 1;
    }
    assertEquals(19, ArenaReport.percentile(twenty, 95));
    assertEquals(7, ArenaReport.percentile(new long[] {7}, 95));
    assertEquals(9, ArenaReport.percentile(new long[] {1, 9}, 95));
    assertEquals(0, ArenaReport.percentile(new long[0], 95));
  }

  /** A finished match of single-seat sides with these totals and no winning side (a tie). */
  private static GameState tiedEnd(int... totals) {
    Seq<Seq<Integer>> sides =
        io.vavr.collection.List.range(0, totals.length).map(io.vavr.collection.List::of);
    Seq<Integer> score = io.vavr.collection.Array.ofAll(totals);
    return (GameState)
        java.lang.reflect.Proxy.newProxyInstance(
            GameState.class.getClassLoader(),
            new Class<?>[] {GameState.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "sides" -> sides;
                  case "score" -> score;
                  case "winningSide" -> io.vavr.control.Option.none();
                  default -> throw new UnsupportedOperationException(method.getName());
                });
  }

  @Test
  @DisplayName("B-60 ties: a top total held only by one bot's seats is its win; shared, a draw")
  void b60_tiesForTheTopTotal() {
    int[] owner = {0, 1, 0, 1, 0};
    assertEquals(0, Arena.Counts.winnerOf(tiedEnd(3, -1, 3, -2, -3), owner), "seats 0 and 2");
    assertEquals(1, Arena.Counts.winnerOf(tiedEnd(-1, 2, -1, 2, -2), owner), "seats 1 and 3");
    assertEquals(-1, Arena.Counts.winnerOf(tiedEnd(2, 2, -1, -1, -2), owner), "seats 0 and 1");
    assertEquals(-1, Arena.Counts.winnerOf(tiedEnd(0, 0, 0, 0, 0), owner), "all five");
  }
}
