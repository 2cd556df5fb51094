package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.family.Codec;
import dev.mazzo.family.Families;
import dev.mazzo.family.JsonOut;
import dev.mazzo.family.TrickJson;
import dev.mazzo.protocol.Json;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The HAND_RESULT streamed without a tree (issue 27): briscola writes its standard one with the
 * tree's bytes, leaves one with a chiamata contract to the tree, and a family that does not stream
 * it (the {@link Codec#writeHandResult} default) writes nothing.
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
}
