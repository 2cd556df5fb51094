package dev.mazzo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mazzo.bot.Bot;
import dev.mazzo.bot.Bots;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The arena's contracts made and set per bot (issue 29), counted and reported. */
class ArenaContractsTest {

  private static final Bot GREEDY = Bots.byName("greedy").get();

  /** A finished match of greedy bots at every seat. */
  private static GameState greedyMatch(Variant v, long seed) {
    Game<GameState, PlayerView> game = v.game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Shuffle shuffle = Shuffle.seeded(seed);
    SplittableRandom rng = new SplittableRandom(seed);
    while (!s.isOver()) {
      s =
          s.toAct() == GameState.CHANCE
              ? game.applyLegal(s, new Deal(shuffle.order(s.deck())))
              : game.applyLegal(s, GREEDY.choose(game, game.view(s, s.toAct()).get(), rng));
    }
    return s;
  }

  @ParameterizedTest
  @CsvSource({"pitch-10-4p, bidder", "five-hundred-4p, contractor", "briscola-chiamata-5p, caller"})
  @DisplayName(
      "each contract counts for the bot at its bidder's seat, made or set as the result says")
  void contractsGoToTheDeclarersBot(String id, String field) {
    Variant v = Variants.byId(id).get();
    long madeAll = 0;
    long setAll = 0;
    for (long seed = 1; seed <= 3; seed++) {
      GameState end = greedyMatch(v, seed);
      int players = end.players();
      for (int seat = 0; seat < players; seat++) {
        // Bot 0 holds this seat alone: it is credited with exactly this seat's contracts.
        int[] owner = new int[players];
        java.util.Arrays.fill(owner, 1);
        owner[seat] = 0;
        long made = 0;
        long set = 0;
        for (HandResult r : end.results()) {
          JsonNode o = Json.handResult(r);
          if (o.get(field).isInt() && o.get(field).intValue() == seat) {
            made += o.get("made").booleanValue() ? 1 : 0;
            set += o.get("made").booleanValue() ? 0 : 1;
          }
        }
        Arena.Counts c = new Arena.Counts(players);
        c.add(end, owner);
        assertEquals(made, c.made[0], id + " seat " + seat);
        assertEquals(set, c.set[0], id + " seat " + seat);
        madeAll += made;
        setAll += set;
        Arena.Counts both = new Arena.Counts(players);
        both.add(end, owner);
        both.merge(c);
        assertEquals(2 * made, both.made[0], "merged");
      }
    }
    assertTrue(madeAll > 0, id + ": some contract was made in three greedy matches");
    if (!id.startsWith("briscola")) {
      assertTrue(setAll > 0 || madeAll > 5, id + ": contracts were played");
    }
  }

  @Test
  @DisplayName("no contract outside the families with one, nor in an all-pass hand")
  void noContracts() {
    for (String id : List.of("briscola-2p", "sueca-4p", "tombolon-rovigo-2p")) {
      GameState end = greedyMatch(Variants.byId(id).get(), 2);
      Arena.Counts c = new Arena.Counts(end.players());
      c.add(end, new int[end.players()]);
      assertEquals(0, c.made[0] + c.set[0] + c.made[1] + c.set[1], id);
    }
  }

  private static ArenaReport.Run run(String id) {
    return new ArenaReport.Run(Variants.byId(id).get(), 1, 1, "rotating", 4, 1.0, "points/hand");
  }

  @Test
  @DisplayName("the report: a line of made/set per bot, and two JSON fields per bot")
  void reported() throws Exception {
    Arena.Counts c = new Arena.Counts(4);
    c.matches = 2;
    c.made[0] = 3;
    c.set[0] = 1;
    List<ArenaReport.Line> lines =
        List.of(ArenaReport.Line.of("alpha", 0, c), ArenaReport.Line.of("beta", 1, c));
    List<String> text = ArenaReport.text(run("pitch-10-4p"), c, lines);
    assertTrue(
        text.contains("contracts made/set: alpha 3/1 (75.0% made); beta 0/0 (none)"),
        String.join("\n", text));
    assertTrue(String.join("\n", text).contains("contracts made/set: the contracts its seats"));
    JsonNode json = new ObjectMapper().readTree(ArenaReport.json(run("pitch-10-4p"), c, lines));
    assertEquals(3, json.get("bots").get(0).get("contractsMade").intValue());
    assertEquals(1, json.get("bots").get(0).get("contractsSet").intValue());
    assertEquals(0, json.get("bots").get(1).get("contractsMade").intValue());
    // Without a contract in any hand, no line (and no legend sentence) at all.
    List<String> none = ArenaReport.text(run("briscola-2p"), new Arena.Counts(2), lines(2));
    assertFalse(String.join("\n", none).contains("contracts"), String.join("\n", none));
  }

  private static List<ArenaReport.Line> lines(int players) {
    Arena.Counts c = new Arena.Counts(players);
    return List.of(ArenaReport.Line.of("alpha", 0, c), ArenaReport.Line.of("beta", 1, c));
  }
}
