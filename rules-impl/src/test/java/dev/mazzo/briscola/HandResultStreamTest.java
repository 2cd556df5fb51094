package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonOut;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.family.Families;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The HAND_RESULT streamed without a tree (issue 27): briscola writes its standard one with the
 * tree's bytes, leaves one with a chiamata contract to the tree, and a family that does not stream
 * it (the {@link Codec#writeHandResult} default) writes nothing; each result's own sides are
 * written, and a SUMMARY's {@code legal} writes only plain plays itself.
 */
class HandResultStreamTest {

  private static final BriscolaHandResult PLAIN =
      new BriscolaHandResult(
          2,
          List.of(List.of(0), List.of(1)),
          List.of(70, 50),
          List.of(11, 9),
          Option.some(0),
          List.of(1, 0));

  private static Codec codec(String variantId) {
    return Families.of(variantId).get().codec();
  }

  @Test
  void briscolaStreamsItsStandardResult() {
    Codec codec = codec("briscola-2p");
    JsonOut out = new JsonOut();
    assertTrue(codec.writeHandResult(out, PLAIN));
    assertEquals(Json.write(TrickJson.handResult(codec, PLAIN)), out.text());
  }

  @Test
  void aContractIsLeftToTheTree() {
    BriscolaHandResult withContract =
        new BriscolaHandResult(
            1,
            PLAIN.sides(),
            PLAIN.points(),
            PLAIN.tricks(),
            PLAIN.winningSide(),
            List.of(2, -2),
            Option.some(
                new Contract(
                    Option.some(0),
                    Option.some(1),
                    Option.none(),
                    Option.some(61),
                    Card.parse("3S"),
                    Option.some(61),
                    Option.some(true),
                    List.of(2, -2))));
    JsonOut out = new JsonOut();
    assertFalse(codec("briscola-chiamata-5p").writeHandResult(out, withContract));
    assertEquals(0, out.size());
  }

  @Test
  void aFamilyThatDoesNotStreamItWritesNothing() {
    JsonOut out = new JsonOut();
    assertFalse(codec("tombolon-rovigo-2p").writeHandResult(out, PLAIN));
    assertEquals(0, out.size());
  }

  @Test
  void eachResultHasItsOwnSides() {
    Codec codec = codec("briscola-4p");
    BriscolaHandResult pairs =
        new BriscolaHandResult(
            3,
            List.of(List.of(0, 2), List.of(1, 3)),
            PLAIN.points(),
            PLAIN.tricks(),
            Option.none(),
            List.of(0, 0));
    BriscolaHandResult none =
        new BriscolaHandResult(
            4, List.empty(), PLAIN.points(), PLAIN.tricks(), Option.none(), List.of(0, 0));
    for (BriscolaHandResult r : List.of(PLAIN, pairs, PLAIN, none, pairs, none)) {
      JsonOut out = new JsonOut();
      assertTrue(codec.writeHandResult(out, r));
      assertEquals(Json.write(TrickJson.handResult(codec, r)), out.text());
    }
  }

  @Test
  void onlyPlainPlaysAreWrittenInTheLegalList() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-2p").get().game();
    GameState fresh = game.newMatch(MatchOptions.defaults()).get();
    GameState s = game.apply(fresh, new Deal(Shuffle.seeded(5).order(fresh.deck()))).get();
    Card ace = Card.parse("AS").get();
    Seq<Action> legal =
        List.of(
            new PlayCard(1, ace),
            new Deal(List.of(ace)),
            new PlayCard(1, null),
            new PlayCard(0, Card.parse("2C").get()));
    Codec codec = codec("briscola-2p");
    JsonOut out = new JsonOut();
    assertTrue(codec.writeSummary(out, s, legal));
    JsonNode written = Json.parse(out.text()).get().get("legal");
    ArrayNode expected = JsonNodeFactory.instance.arrayNode();
    for (Action a : legal) {
      expected.add(JsonParts.action(a, codec.actions()));
    }
    assertEquals(Json.write(expected), Json.write(written));
    assertTrue(
        Json.write(written).contains("{\"type\":\"play\",\"seat\":1,\"card\":null}"),
        Json.write(written));
  }
}
