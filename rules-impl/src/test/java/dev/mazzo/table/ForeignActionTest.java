package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * B-67, T-19 (check 1): an action of no family is MALFORMED. A host's own {@link Action} is
 * untrusted input, so its type is quoted back like any other text: in quotes, clipped to 40
 * characters.
 */
class ForeignActionTest {

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName(
      "B-67, T-19: an action of no family is MALFORMED, its type quoted and clipped to 40"
          + " characters")
  void foreignActionTypesAreQuotedAndClipped(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    s = game.apply(s, new Deal(Shuffle.seeded(5).order(s.deck()))).get();
    String longType = "y".repeat(10_000);
    Action custom = () -> longType;
    Rejection r = game.apply(s, custom).getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code());
    assertEquals(
        "The action type \"" + "y".repeat(40) + "…\" is not an action of " + id,
        r.message().substring(0, r.message().indexOf(": it accepts")));
    Action shortType = () -> "discard";
    assertEquals(
        "The action type \"discard\" is not an action of " + id,
        game.apply(s, shortType).getLeft().message().split(": it accepts")[0]);
  }
}
