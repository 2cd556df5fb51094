package dev.mazzo.family;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a family gets without writing it (design.md, the family boundary): the defaults of {@link
 * Codec}, {@link Text} and {@link Tally}, which the built families all override, and the shared
 * JSON pieces a new family's codec is made of.
 */
class FamilyDefaultsTest {

  /** A codec that keeps every default. */
  private static final Codec PLAIN =
      new Codec() {
        @Override
        public ActionSyntax actions() {
          return ActionSyntax.TRICK;
        }

        @Override
        public ObjectNode view(PlayerView view) {
          return JsonNodeFactory.instance.objectNode();
        }
      };

  /** A hand result of no family's own class. */
  private static final HandResult RESULT =
      new HandResult() {
        @Override
        public int hand() {
          return 1;
        }

        @Override
        public Seq<Seq<Integer>> sides() {
          return List.of(List.of(0), List.of(1));
        }

        @Override
        public Seq<Integer> points() {
          return List.of(70, 50);
        }

        @Override
        public Seq<Integer> tricks() {
          return List.of(11, 9);
        }

        @Override
        public Option<Integer> winningSide() {
          return Option.some(0);
        }

        @Override
        public Seq<Integer> scoreChange() {
          return List.of(1, 0);
        }
      };

  @Test
  @DisplayName("a codec's defaults: the standard SUMMARY and HAND_RESULT, no event of its own")
  void codecDefaults() {
    assertTrue(PLAIN.handResult(RESULT).isEmpty());
    assertTrue(PLAIN.event(new Event.Played.Plain(0, Card.parse("AS").get())).isEmpty());
    ObjectNode standard = TrickJson.handResult(RESULT);
    assertEquals(1, standard.get("hand").intValue());
    assertEquals(standard, TrickJson.handResult(PLAIN, RESULT));
    // The referee writes a result no family claims in the standard shape too.
    assertEquals(standard, dev.mazzo.protocol.Json.handResult(RESULT));
    GameState s = Variants.require("briscola-2p").game().newMatch(MatchOptions.defaults()).get();
    Seq<Action> legal = List.of(new Deal(Shuffle.seeded(1).order(s.deck())));
    ObjectNode summary = PLAIN.summary(s, legal);
    assertEquals("briscola-2p", summary.get("variant").textValue());
    assertEquals(TrickJson.summary(PLAIN, s, legal), summary);
  }

  @Test
  @DisplayName("a text's defaults: no help, the rejection's own sentence, fixed partners")
  void textDefaults() {
    Text text = new CodeText();
    assertTrue(text.help(null).isEmpty());
    assertEquals("Not now.", text.rejection(Rejection.malformed("Not now."), null));
    assertFalse(text.partnersByDeal(null));
    Tally tally =
        new Tally() {
          @Override
          public void add(GameState end) {}

          @Override
          public void merge(Tally other) {}

          @Override
          public Seq<String> report(Totals totals) {
            return List.empty();
          }
        };
    assertTrue(tally.legend().isEmpty());
  }

  @Test
  @DisplayName("B-64: an action class with no JSON shape in the syntax is a bug, not a rejection")
  void actionWithoutShape() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> JsonParts.actions(List.of(new Pass(0)), ActionSyntax.TRICK));
    assertTrue(e.getMessage().startsWith("no JSON shape for the action"), e.getMessage());
  }

  @Test
  @DisplayName("B-64: a syntax's later writer of an action class replaces the earlier one only")
  void laterWriterReplacesTheEarlier() {
    ActionSyntax syntax =
        ActionSyntax.TRICK.with(
            "shuffled",
            Deal.class,
            (json, context) -> Either.left(Rejection.malformed("no")),
            (deal, json) -> json.put("type", "shuffled"));
    GameState s = Variants.require("briscola-2p").game().newMatch(MatchOptions.defaults()).get();
    Deal deal = new Deal(Shuffle.seeded(1).order(s.deck()));
    assertEquals("shuffled", syntax.write(deal).get().get("type").textValue());
    Card ace = Card.parse("AS").get();
    assertEquals(
        ActionSyntax.TRICK.write(new PlayCard(0, ace)), syntax.write(new PlayCard(0, ace)));
    assertEquals(List.of("deal", "play", "shuffled"), syntax.types().toList());
  }
}
