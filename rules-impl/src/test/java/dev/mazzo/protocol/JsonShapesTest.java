package dev.mazzo.protocol;

import static dev.mazzo.protocol.JsonShapesFixture.GAME;
import static dev.mazzo.protocol.JsonShapesFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact JSON of SUMMARY and VIEW's toAct, REJECTION and the match options, and the strict text
 * the referee reads (protocol.md); ACTION is {@link JsonActionShapesTest}'s, EVENT and HAND_RESULT
 * {@link JsonEventShapesTest}'s.
 */
class JsonShapesTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName("SUMMARY and VIEW (protocol.md): toAct is \"chance\" at a deal, then the seat")
  void toActOfEverySeat(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    assertEquals("chance", Json.summary(game, s).get("toAct").textValue());
    SplittableRandom random = new SplittableRandom(5);
    boolean[] seen = new boolean[s.players()];
    s = game.apply(s, new Deal(Shuffle.seeded(5).order(s.deck()))).get();
    while (s.toAct() >= 0) {
      int seat = s.toAct();
      JsonNode summary = Json.summary(game, s).get("toAct");
      assertTrue(summary.isInt(), summary::toString);
      assertEquals(seat, summary.intValue());
      assertEquals(seat, Json.view(game.view(s, seat).get()).get("toAct").intValue());
      seen[seat] = true;
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
    }
    for (int seat = 0; seat < seen.length; seat++) {
      assertTrue(seen[seat], "seat " + seat + " acted");
    }
  }

  @Test
  @DisplayName("REJECTION: code and message")
  void rejectionShape() {
    assertEquals(
        "{\"code\":\"MUST_FOLLOW_SUIT\",\"message\":\"You must follow suit: you hold 7H\"}",
        text(
            Json.rejection(
                Rejection.of(
                    Rejection.Code.MUST_FOLLOW_SUIT, "You must follow suit: you hold 7H"))));
  }

  @Test
  @DisplayName("options: integers as Integer, strings as String; others left for OptionSpec.check")
  void options() {
    MatchOptions o =
        Json.readOptions(Json.parse("{\"dealer\":1,\"ranks\":\"ten\",\"x\":true,\"y\":1.5}").get())
            .get();
    assertEquals(Integer.valueOf(1), o.get("dealer").get());
    assertEquals("ten", o.get("ranks").get());
    assertEquals(Boolean.TRUE, o.get("x").get());
    assertTrue(o.get("y").get() instanceof JsonNode);
    assertEquals(
        Rejection.Code.MALFORMED,
        GAME.newMatch(Json.readOptions(Json.parse("{\"dealer\":1.5}").get()).get())
            .getLeft()
            .code());
    assertEquals(
        Rejection.Code.MALFORMED, Json.readOptions(Json.parse("[]").get()).getLeft().code());
    assertInstanceOf(
        GameState.class,
        GAME.newMatch(Json.readOptions(Json.parse("{\"dealer\":1}").get()).get()).get());
  }

  @Test
  @DisplayName("strict text: repeated keys and trailing tokens are not JSON")
  void strictText() {
    assertTrue(Json.parse("{\"a\":1,\"a\":2}").isLeft());
    assertTrue(Json.parse("{} {}").isLeft());
    assertTrue(Json.parse("{'a':1}").isLeft());
    assertTrue(Json.parse("[1,]").isLeft());
    assertTrue(Json.parse("NaN").isLeft());
    assertEquals("{\"s\":\"a\\nb\"}", Json.write(Json.parse("{\"s\":\"a\\nb\"}").get()));
  }
}
