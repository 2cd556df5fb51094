package dev.mazzo.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The README's whole-match loop and server-side validator, run. */
class ExamplesTest {

  @Test
  @DisplayName("the match loop plays every variant to its end from chance nodes and bots")
  void matchLoopEnds() {
    for (var v : Variants.all()) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      GameState end =
          MatchLoop.run(v.id(), 7, new PrintStream(bytes, true, StandardCharsets.UTF_8));
      assertTrue(end.isOver(), v.id());
      String out = bytes.toString(StandardCharsets.UTF_8);
      assertTrue(out.startsWith("After " + end.results().size() + " hands: score "), out);
    }
  }

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();

  private static GameState dealt() {
    GameState s = GAME.newMatch(MatchOptions.defaults().with("dealer", 1)).get();
    return GAME.apply(s, new Deal(Shuffle.seeded(5).order(s.deck()))).get();
  }

  @Test
  @DisplayName("the validator accepts the seat's legal move and returns the next state (B-64)")
  void validMove() {
    GameState s = dealt();
    String move = Json.write(Json.action(GAME.legalActions(s).head()));
    GameState next = Validator.validate(GAME, s, s.toAct(), move).get();
    assertEquals(GAME.apply(s, GAME.legalActions(s).head()).get(), next);
  }

  @Test
  @DisplayName(
      "junk, a move in another seat's name and an illegal card are rejected, state unchanged")
  void untrustedMoves() {
    GameState s = dealt();
    GameState before = s;
    int me = s.toAct();
    String other =
        Json.write(Json.action(GAME.legalActions(s).head()))
            .replace("\"seat\":" + me, "\"seat\":" + (1 - me));
    assertEquals(
        Rejection.Code.MALFORMED, Validator.validate(GAME, s, me, "{\"type\":").getLeft().code());
    assertEquals(
        Rejection.Code.MALFORMED,
        Validator.validate(GAME, s, me, "{\"type\":\"capture\"}").getLeft().code());
    assertEquals(
        Rejection.Code.NOT_YOUR_TURN, Validator.validate(GAME, s, me, other).getLeft().code());
    assertEquals(
        Rejection.Code.NOT_YOUR_TURN,
        Validator.validate(GAME, s, me, "{\"type\":\"deal\",\"order\":[]}").getLeft().code());
    String notHeld = s.deck().cards().find(c -> !s.hand(me).contains(c)).map(c -> c.code()).get();
    assertEquals(
        Rejection.Code.CARD_NOT_IN_HAND,
        Validator.validate(
                GAME, s, me, "{\"type\":\"play\",\"seat\":" + me + ",\"card\":\"" + notHeld + "\"}")
            .getLeft()
            .code());
    assertEquals(before, s);
  }
}
