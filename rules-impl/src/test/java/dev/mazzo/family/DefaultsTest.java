package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the boundary's interfaces do for a family that does not override their defaults (every
 * family on the catalog overrides them, so only a new family meets them): the standard trick-game
 * SUMMARY and HAND_RESULT, no events of its own, no help, the rules' own sentence, fixed partners,
 * no legend.
 */
class DefaultsTest {

  private static final Codec REAL = Families.of("briscola-2p").get().codec();

  /** A codec that overrides nothing it may leave. */
  private static final Codec PLAIN =
      new Codec() {
        @Override
        public ActionSyntax actions() {
          return REAL.actions();
        }

        @Override
        public ObjectNode view(PlayerView view) {
          return REAL.view(view);
        }
      };

  /** A text that overrides nothing it may leave. */
  private static final Text PLAIN_TEXT =
      new Text() {
        @Override
        public String intro(PlayerView view) {
          return "";
        }

        @Override
        public Seq<Action> choices(PlayerView view) {
          return io.vavr.collection.Array.empty();
        }

        @Override
        public String label(Action action, PlayerView view) {
          return "";
        }

        @Override
        public Either<String, Action> parse(String line, PlayerView view, Seq<Action> choices) {
          return Either.left("");
        }

        @Override
        public Narrator narrator(Seating seating) {
          return Families.of("briscola-2p").get().text().narrator(seating);
        }
      };

  private static GameState dealt() {
    Game<GameState, PlayerView> game = Variants.require("briscola-2p").game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    return game.apply(s, new Deal(Shuffle.seeded(7).order(s.deck()))).get();
  }

  @Test
  @DisplayName("a codec's default SUMMARY is the standard trick-game SUMMARY")
  void defaultSummaryIsTheTrickGames() {
    GameState s = dealt();
    Seq<Action> legal = Variants.require("briscola-2p").game().legalActions(s);
    ObjectNode summary = PLAIN.summary(s, legal);
    assertEquals(TrickJson.summary(PLAIN, s, legal), summary);
    assertEquals("briscola-2p", summary.get("variant").asText());
  }

  @Test
  @DisplayName("a codec writes no HAND_RESULT and no event of its own by default")
  void defaultCodecHasNoOwnResultsOrEvents() {
    GameState s = dealt();
    assertTrue(PLAIN.event(s.lastEvents().head()).isEmpty());
    assertTrue(PLAIN.event(new Event.Played(0, s.hand(0).toSeq().head())).isEmpty());
    HandResult plain = sampleResult();
    ObjectNode standard = TrickJson.handResult(plain);
    assertEquals(2, standard.get("hand").asInt());
    assertEquals(standard, TrickJson.handResult(PLAIN, plain));
    // The referee writes a result no family claims in the standard shape too.
    assertEquals(standard, dev.mazzo.protocol.Json.handResult(plain));
  }

  /** A hand result of no family's class: hand 2, two sides, 70 to 50, the first side won. */
  private static HandResult sampleResult() {
    return new HandResult() {
      @Override
      public int hand() {
        return 2;
      }

      @Override
      public Seq<Seq<Integer>> sides() {
        return io.vavr.collection.List.of(
            io.vavr.collection.List.of(0), io.vavr.collection.List.of(1));
      }

      @Override
      public Seq<Integer> points() {
        return io.vavr.collection.List.of(70, 50);
      }

      @Override
      public Seq<Integer> tricks() {
        return io.vavr.collection.List.of(12, 8);
      }

      @Override
      public Option<Integer> winningSide() {
        return Option.some(0);
      }

      @Override
      public Seq<Integer> scoreChange() {
        return io.vavr.collection.List.of(1, 0);
      }
    };
  }

  @Test
  @DisplayName("a text's defaults: no help, the rules' sentence, partners fixed by the seating")
  void defaultText() {
    PlayerView view = Variants.require("briscola-2p").game().view(dealt(), 0).get();
    assertTrue(PLAIN_TEXT.help(view).isEmpty());
    assertEquals(
        "That card is not in your hand.",
        PLAIN_TEXT.rejection(Rejection.malformed("That card is not in your hand."), view));
    assertFalse(PLAIN_TEXT.partnersByDeal(view));
  }

  @Test
  @DisplayName("with() replaces the writer of a class it already writes, and adds a new one")
  void withReplacesAWriter() {
    dev.mazzo.game.PlayCard play = new dev.mazzo.game.PlayCard(0, dealt().hand(0).toSeq().head());
    assertEquals("play", ActionSyntax.TRICK.write(play).get().get("type").asText());
    ActionSyntax replaced =
        ActionSyntax.TRICK.with(
            "play",
            dev.mazzo.game.PlayCard.class,
            (json, context) -> Either.left(Rejection.malformed("no")),
            (action, json) -> json.put("type", "lay"));
    assertEquals("lay", replaced.write(play).get().get("type").asText());
    assertEquals(ActionSyntax.TRICK.types(), replaced.types());
  }

  @Test
  @DisplayName("a tally has no legend by default")
  void defaultLegend() {
    Tally plain =
        new Tally() {
          @Override
          public void add(GameState end) {}

          @Override
          public void merge(Tally other) {}

          @Override
          public Seq<String> report(Totals totals) {
            return io.vavr.collection.Array.empty();
          }
        };
    assertTrue(plain.legend().isEmpty());
  }
}
