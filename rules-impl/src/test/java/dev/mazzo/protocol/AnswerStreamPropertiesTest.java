package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The streamed answers ({@link AnswerStream}, issue 27) are byte for byte {@link Json#write} of the
 * answers' trees built from {@link Json}'s public shapes: for every variant id, at every step of
 * random matches (deals from seeded shuffles, random legal actions), before the first deal too, the
 * full and the short {@code act} answer and the {@code view} answer of every seat and of a
 * spectator.
 */
class AnswerStreamPropertiesTest {

  /** Steps of each match at most: several hands of every id. */
  private static final int STEPS = 300;

  @Property(tries = 3)
  void streamedAnswersAreTheTreesBytes(@ForAll long seed) {
    Random random = new Random(seed);
    int steps = 0;
    for (Variant variant : Variants.all()) {
      steps += walk(variant.game(), random);
    }
    assertTrue(steps > Variants.all().size() * 20, "every id played on: " + steps + " steps");
  }

  /** One random match of this variant, every step's answers compared; the steps taken. */
  private static int walk(Game<GameState, PlayerView> game, Random random) {
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    assertAnswers(game, s);
    int step = 0;
    for (; step < STEPS && !s.isOver(); step++) {
      Seq<Action> legal = game.legalActions(s);
      Action action =
          s.phase() == Phase.DEAL
              ? new Deal(Shuffle.seeded(random.nextLong()).order(s.deck()))
              : legal.get(random.nextInt(legal.size()));
      s = game.applyLegal(s, action);
      assertAnswers(game, s);
    }
    return step;
  }

  private static void assertAnswers(Game<GameState, PlayerView> game, GameState s) {
    ObjectNode full = MatchRequests.ok();
    full.set("events", Json.events(s.lastEvents()));
    full.set("state", Json.summary(game, s));
    assertEquals(Json.write(full), AnswerStream.text(AnswerStream.act(game, s, false)));
    ObjectNode brief = MatchRequests.ok();
    brief.set("events", Json.events(s.lastEvents()));
    brief.put("phase", s.phase().wireName());
    JsonParts.putToAct(brief, s.toAct());
    assertEquals(Json.write(brief), AnswerStream.text(AnswerStream.act(game, s, true)));
    for (int seat = 0; seat < s.players(); seat++) {
      assertView(game.view(s, seat).get());
    }
    assertView(game.publicView(s).get());
  }

  private static void assertView(PlayerView v) {
    ObjectNode tree = MatchRequests.ok();
    tree.set("view", Json.view(v));
    tree.set("events", Json.events(v.events()));
    assertEquals(Json.write(tree), AnswerStream.text(AnswerStream.view(v)));
  }
}
