package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.StringLength;

/**
 * For every match id and every match: a match played through {@code act} under that id, its {@code
 * record} loaded under another id, answers every {@code view} as the original does (issue 27).
 */
class RefereeMatchesPropertiesTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-3p").get().game();

  @Property(tries = 40)
  void recordThenLoadGivesTheSameMatch(
      @ForAll @StringLength(min = 1, max = 64) String id, @ForAll long seed) {
    Referee r = new Referee();
    String match = Json.write(JsonNodeFactory.instance.textNode(id));
    String copy = Json.write(JsonNodeFactory.instance.textNode(id + "'"));
    if (id.codePointCount(0, id.length()) == 64) {
      copy = Json.write(JsonNodeFactory.instance.textNode("copy"));
    }
    r.handle(
        "{\"cmd\":\"new\",\"match\":"
            + match
            + ",\"variant\":\"briscola-3p\",\"options\":"
            + "{\"handsToWin\":1}}");
    Random random = new Random(seed);
    int steps = random.nextInt(60);
    GameState s = r.match(id).get().state();
    for (int step = 0; step < steps && !s.isOver(); step++) {
      Action action =
          s.phase() == Phase.DEAL
              ? new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()))
              : GAME.legalActions(s).get(random.nextInt(GAME.legalActions(s).size()));
      String answer =
          r.handle(
              "{\"cmd\":\"act\",\"match\":"
                  + match
                  + ",\"action\":"
                  + Json.write(Json.action(action))
                  + "}");
      assertTrue(answer.startsWith("{\"ok\":true"), answer);
      s = r.match(id).get().state();
    }
    String record =
        Json.write(
            Json.parse(r.handle("{\"cmd\":\"record\",\"match\":" + match + "}"))
                .get()
                .get("record"));
    String loaded = r.handle("{\"cmd\":\"load\",\"match\":" + copy + ",\"record\":" + record + "}");
    assertTrue(loaded.startsWith("{\"ok\":true,\"state\":"), loaded);
    for (int seat = 0; seat < 3; seat++) {
      assertEquals(
          r.handle("{\"cmd\":\"view\",\"match\":" + match + ",\"seat\":" + seat + "}"),
          r.handle("{\"cmd\":\"view\",\"match\":" + copy + ",\"seat\":" + seat + "}"));
    }
  }
}
