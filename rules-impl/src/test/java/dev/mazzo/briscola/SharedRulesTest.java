package dev.mazzo.briscola;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Matches whose options all name default values share the variant's default rules (issue 27: a
 * record names every option, so each match of a referee had rules of its own); other options still
 * resolve rules of their own, and bad ones are refused as before.
 */
class SharedRulesTest {

  private static final Game<GameState, PlayerView> GAME = Variants.require("briscola-2p").game();

  private static Rules rulesOf(MatchOptions options) {
    return ((BriscolaState) GAME.newMatch(options).get()).rules;
  }

  @Test
  @DisplayName("options naming default values share the default rules, a record's included")
  void defaultValuesShareTheRules() {
    Rules defaults = rulesOf(MatchOptions.defaults());
    assertSame(defaults, rulesOf(MatchOptions.defaults().with("handsToWin", 2)));
    assertSame(defaults, rulesOf(MatchOptions.defaults().with("handsToWin", 2).with("dealer", 0)));
    Match<GameState> started = Match.start(GAME, MatchOptions.defaults()).get();
    assertTrue(started.record().options().size() > 1, started.record().options().toString());
    assertSame(defaults, ((BriscolaState) started.state()).rules);
    assertSame(
        defaults, ((BriscolaState) Match.replay(GAME, started.record()).get().state()).rules);
  }

  @Test
  @DisplayName("an option of another value resolves rules of its own, with that value")
  void otherValuesResolve() {
    Rules defaults = rulesOf(MatchOptions.defaults());
    Rules three = rulesOf(MatchOptions.defaults().with("handsToWin", 2).with("handsToWin", 3));
    assertNotSame(defaults, three);
    assertNotEquals(defaults, three);
    assertEquals(3, three.handsToWin);
    assertEquals(2, defaults.handsToWin);
    Rules dealer = rulesOf(MatchOptions.defaults().with("handsToWin", 2).with("dealer", 1));
    assertEquals(1, dealer.firstDealer);
    assertEquals(0, defaults.firstDealer);
  }

  @Test
  @DisplayName("an unknown option, a null value or one out of range is refused as before")
  void badOptionsRefused() {
    assertTrue(
        GAME.newMatch(MatchOptions.defaults().with("nope", 1))
            .getLeft()
            .message()
            .startsWith("Unknown option \"nope\" for briscola-2p"));
    assertTrue(GAME.newMatch(MatchOptions.defaults().with("handsToWin", null)).isLeft());
    assertTrue(GAME.newMatch(MatchOptions.defaults().with("dealer", 7)).isLeft());
    assertTrue(GAME.newMatch(null).isLeft());
  }
}
