package dev.mazzo.card;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** {@link SuitStyle}: the names and wire names of the two suit styles, and a variant's default. */
class SuitStyleTest {

  @Test
  void namesAreThePacksSuitsInTheCanonicalOrder() {
    assertEquals("coppe denari bastoni spade", names(SuitStyle.LATIN));
    assertEquals("hearts diamonds clubs spades", names(SuitStyle.FRENCH));
  }

  private static String names(SuitStyle style) {
    StringBuilder b = new StringBuilder();
    for (Suit s : Suit.values()) {
      b.append(b.length() == 0 ? "" : " ").append(style.nameOf(s));
    }
    return b.toString();
  }

  @Test
  void wireNamesAreLowerCase() {
    assertEquals("latin", SuitStyle.LATIN.wireName());
    assertEquals("french", SuitStyle.FRENCH.wireName());
  }

  @Test
  void aVariantThatDoesNotSayIsFrench() {
    Variant bare =
        new Variant() {
          @Override
          public String id() {
            return "bare";
          }

          @Override
          public String name() {
            return "Bare";
          }

          @Override
          public int players() {
            return 2;
          }

          @Override
          public int deckSize() {
            return 52;
          }

          @Override
          public Seq<OptionSpec> options() {
            return Array.empty();
          }

          @Override
          public String description() {
            return "";
          }

          @Override
          public Game<GameState, PlayerView> game() {
            throw new UnsupportedOperationException("not needed");
          }
        };
    assertEquals(SuitStyle.FRENCH, bare.suitStyle());
  }
}
