package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A {@link Spec} built at test time: its option list follows the builder's choices in the order of
 * the B-68 table. (The catalog's own specs are built once, when the family class loads;
 * OptionsFamilyTest checks their lists against the table.)
 */
class SpecTest {

  /** Name, default, and the range or the choices of each option, one string each. */
  private static Seq<String> shape(Spec spec) {
    return spec.options.map(SpecTest::shape);
  }

  private static String shape(OptionSpec o) {
    String values =
        o.choices().isDefined()
            ? o.choices().get().mkString("|")
            : o.numbers().isDefined() ? o.numbers().get().mkString("|") : o.min() + ".." + o.max();
    return o.name() + "=" + o.defaultValue() + " " + values;
  }

  private static final String MAX = ".." + Integer.MAX_VALUE;

  @Test
  @DisplayName("B-68: Briscola for 2 and for 3 (removedCard), first to k hands (handsToWin)")
  void briscolaOptions() {
    Spec two = Spec.builder("x-2p", "X", 2).scheme(Scheme.ITALIAN).firstToHands(2).build();
    assertEquals(List.of("dealer=0 0..1", "handsToWin=2 1" + MAX), shape(two).toList());
    Spec three =
        Spec.builder("x-3p", "X", 3)
            .scheme(Scheme.GENOESE)
            .removedCardOption()
            .firstToHands(3)
            .description("three")
            .build();
    assertEquals(
        List.of("dealer=0 0..2", "removedCard=2S 2H|2D|2C|2S", "handsToWin=3 1" + MAX),
        shape(three).toList());
    assertEquals("three", three.description);
    assertEquals(Scheme.GENOESE, three.scheme);
    assertTrue(three.stock, "B-14: a stock game by default");
  }

  @Test
  @DisplayName("B-68: Bisca for 2 (scale, ranks) and for 4 (scale, ranks, handSize, teams)")
  void biscaOptions() {
    Spec two =
        Spec.builder("y-2p", "Y", 2)
            .portugueseRanks()
            .handSize(7)
            .firstToFour(Spec.Scale.SINGLE, true)
            .build();
    assertEquals(
        List.of(
            "dealer=0 0..1",
            "scale=single single|sueca",
            "ranks=portuguese portuguese|queen-high|ten"),
        shape(two).toList());
    assertEquals(7, two.handSize);
    Spec four =
        Spec.builder("y-4p", "Y", 4)
            .portugueseRanks()
            .handSize(3)
            .firstToFour(Spec.Scale.SINGLE, true)
            .pairs()
            .teamsOption()
            .handSizeOption()
            .build();
    assertEquals(
        List.of(
            "dealer=0 0..3",
            "scale=single single|sueca",
            "ranks=portuguese portuguese|queen-high|ten",
            "handSize=3 3|7|9",
            "teams=pairs pairs|none"),
        shape(four).toList());
    assertTrue(four.pairs && four.teamsOption && four.handSizeOption);
    Spec eight =
        Spec.builder("y-8p", "Y", 8)
            .portugueseRanks()
            .firstToFour(Spec.Scale.SINGLE, false)
            .twoDecks()
            .pairs()
            .removed("2S", "2S#2")
            .build();
    assertEquals(
        List.of("dealer=0 0..7", "ranks=portuguese portuguese|queen-high|ten"),
        shape(eight).toList());
    assertEquals(2, eight.decks);
    assertEquals(List.of(Card.parse("2S").get(), Card.parse("2S#2").get()), eight.removed.toList());
  }

  @Test
  @DisplayName("B-68: chiamata (firstLead, deals) and Sueca (ranks only)")
  void chiamataAndSuecaOptions() {
    Spec chiamata =
        Spec.builder("z-5p", "Z", 5).scheme(Scheme.ITALIAN).chiamata(Spec.Auction.RANKS).build();
    assertEquals(
        List.of("dealer=0 0..4", "firstLead=eldest eldest|caller", "deals=5 1" + MAX),
        shape(chiamata).toList());
    assertFalse(chiamata.stock, "B-43: all 40 cards dealt");
    assertEquals(8, chiamata.handSize);
    Spec sueca =
        Spec.builder("s-4p", "S", 4)
            .portugueseRanks()
            .sueca()
            .pairs()
            .firstToFour(Spec.Scale.SUECA, false)
            .build();
    assertEquals(
        List.of("dealer=0 0..3", "ranks=portuguese portuguese|queen-high|ten"),
        shape(sueca).toList());
    assertTrue(sueca.suecaTrump && sueca.followSuit && !sueca.stock);
    assertEquals(10, sueca.handSize);
  }

  @Test
  @DisplayName("B-70: views and states: equal to themselves, not to another seat's or class")
  void equalsAndSpectator() {
    Game<GameState, PlayerView> game = Variants.byId("briscola-chiamata-5p").get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, new Deal(Shuffle.seeded(3).order(s.deck()))).get();
    BriscolaView seat0 = (BriscolaView) game.view(s, 0).get();
    BriscolaView spectator = (BriscolaView) game.publicView(s).get();
    assertTrue(spectator.isPublic());
    assertFalse(seat0.isPublic());
    assertEquals(seat0, seat0);
    assertEquals(seat0, game.view(s, 0).get());
    assertNotEquals(seat0, game.view(s, 1).get());
    assertNotEquals(seat0, spectator);
    assertNotEquals(seat0, s);
    assertEquals(s, s);
    assertNotEquals(s, seat0);
    GameState other =
        game.apply(
                game.newMatch(MatchOptions.defaults()).get(),
                new Deal(Shuffle.seeded(4).order(s.deck())))
            .get();
    assertNotEquals(s, other, "another deal");
    Game<GameState, PlayerView> two = Variants.byId("briscola-2p").get().game();
    GameState t = two.newMatch(MatchOptions.defaults()).get();
    t = two.apply(t, new Deal(Shuffle.seeded(3).order(t.deck()))).get();
    dev.mazzo.game.Action lead = two.legalActions(t).head();
    assertEquals(two.apply(t, lead).get(), two.apply(t, lead).get(), "the same play twice");
    assertNotEquals(t, two.apply(t, lead).get(), "a card led");
  }
}
