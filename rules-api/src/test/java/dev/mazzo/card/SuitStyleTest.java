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
  void latinNamesAreTheItalianPacksSuits() {
    assertEquals(
        "coppe denari bastoni spade",
        SuitStyle.LATIN.nameOf(Suit.HEARTS)
            + " "
            + SuitStyle.LATIN.nameOf(Suit.DIAMONDS)
            + " "
            + SuitStyle.LATIN.nameOf(Suit.CLUBS)
            + " "
            + SuitStyle.LATIN.nameOf(Suit.SPADES));
  }

  @Test
  void frenchNamesAreTheEnglishSuits() {
    assertEquals(
        "hearts diamonds clubs spades",
        SuitStyle.FRENCH.nameOf(Suit.HEARTS)
            + " "
            + SuitStyle.FRENCH.nameOf(Suit.DIAMONDS)
            + " "
            + SuitStyle.FRENCH.nameOf(Suit.CLUBS)
            + " "
            + SuitStyle.FRENCH.nameOf(Suit.SPADES));
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
