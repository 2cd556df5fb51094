package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import dev.mazzo.pitch.Pitch;
import dev.mazzo.pitch.PitchState;
import dev.mazzo.pitch.PitchView;
import org.junit.jupiter.api.Test;

/**
 * Check 1 of every chapter (B-64, P-34, F-30, T-19): an action of no type of the variant is
 * MALFORMED, and the sentence lists the types the variant accepts, which differ by variant.
 */
class AcceptedActionsTest {

  private static String accepts(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    Action foreign = () -> "x";
    Rejection r = game.apply(s, foreign).getLeft();
    assertEquals(Rejection.Code.MALFORMED, r.code(), id);
    return r.message().substring(r.message().indexOf(": it accepts ") + 13);
  }

  @Test
  void briscolaAcceptsTheAuctionOnlyInChiamata() {
    assertEquals("deal and play", accepts("briscola-2p"));
    assertEquals("deal, play, bid, pass and call", accepts("briscola-chiamata-5p"));
  }

  @Test
  void fiveHundredAcceptsACallOnlyWithFivePlayers() {
    assertEquals("deal, bid, pass, discard and play", accepts("five-hundred-4p"));
    assertEquals("deal, bid, pass, discard, call and play", accepts("five-hundred-5p"));
  }

  @Test
  void tombolonAcceptsDealsAndPlays() {
    assertEquals("deal and play", accepts("tombolon-rovigo-2p"));
  }

  @Test
  void theDefaultFastPathRefusesAStateOfAnotherVariant() {
    Game<PitchState, PitchView> four = Pitch.game("pitch-10-4p").get();
    Game<PitchState, PitchView> five = Pitch.game("pitch-10-5p").get();
    PitchState other = five.newMatch(MatchOptions.defaults()).get();
    Deal deal = new Deal(Shuffle.seeded(1).order(other.deck()));
    IllegalStateException e =
        assertThrows(IllegalStateException.class, () -> four.applyLegal(other, deal));
    assertEquals("That state is not a match of pitch-10-4p", e.getMessage());
  }
}
