package dev.mazzo.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.family.Strategy;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variants;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bots play better than chance: in briscola-2p, over seeded hands with the bot's seat
 * alternating, they win clearly more hands than a random player (who wins half of them, and would
 * win about 20 of 40 ± 3 in the bot's place).
 */
class StrengthTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();

  private static final int HANDS = 40;

  /** The hands of {@link #HANDS} that the bot won against a random seat. */
  private static int wins(Strategy bot) {
    int wins = 0;
    for (int i = 0; i < HANDS; i++) {
      SplittableRandom rng = new SplittableRandom(i);
      int seat = i % 2;
      GameState end =
          Hands.playHand(
              GAME, Hands.dealt(GAME, 1000 + i), seat, (s, v) -> bot.choose(GAME, v, rng), rng);
      HandResult r = end.results().last();
      int side = Playout.sideOf(r.sides(), seat);
      wins += r.winningSide().contains(side) ? 1 : 0;
    }
    return wins;
  }

  @Test
  @DisplayName("ISMCTS wins at least 30 of 40 briscola-2p hands against random play")
  void ismctsBeatsRandom() {
    int wins = wins(Ismcts.withIterations(40));
    assertTrue(wins >= 30, wins + " of " + HANDS);
  }

  @Test
  @DisplayName("PIMC wins at least 30 of 40 briscola-2p hands against random play")
  void pimcBeatsRandom() {
    int wins = wins(Pimc.withIterations(30));
    assertTrue(wins >= 30, wins + " of " + HANDS);
  }
}
