package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A play that names a suit exists for Five Hundred's joker led in no-trump (five-hundred.md F-18);
 * no Briscola or Tombolon card is played that way, so such a play is MALFORMED there (B-64, T-19)
 * and the state is unchanged: {@code apply} accepts exactly what {@code legalActions} lists. In
 * Five Hundred a suit named on a play that is not the joker's lead in no-trump is
 * ILLEGAL_JOKER_SUIT (F-18, F-30).
 */
class NamedSuitTest {

  @Test
  @DisplayName("B-64 T-19: a held card played with a named suit is MALFORMED in every variant")
  void namedSuitIsMalformed() {
    for (Variant v : Variants.all()) {
      Game<GameState, PlayerView> game = v.game();
      GameState s = game.newMatch(MatchOptions.defaults()).get();
      s = game.apply(s, new Deal(Shuffle.seeded(11).order(s.deck()))).get();
      while (game.legalActions(s).forAll(a -> !a.type().equals(PlayCard.TYPE))) {
        s =
            s.toAct() == GameState.CHANCE // a passed-out chiamata deal is dealt again
                ? game.applyLegal(s, new Deal(Shuffle.seeded(12).order(s.deck())))
                : game.applyLegal(s, game.legalActions(s).last()); // a bid, not a pass; a call
      }
      int seat = s.toAct();
      Card held = s.hand(seat).iterator().next();
      GameState before = s;
      for (Suit suit : Suit.values()) {
        Action named = new PlayCard(seat, held, Option.some(suit));
        Rejection r = game.apply(s, named).getLeft();
        if (v.id().startsWith("five-hundred-")) {
          // F-18, F-30: a suit on any play but the joker's lead in no-trump is ILLEGAL_JOKER_SUIT.
          assertTrue(!held.isJoker());
          assertEquals(
              Rejection.Code.of("ILLEGAL_JOKER_SUIT"), r.code(), v.id() + " " + r.message());
          continue;
        }
        assertEquals(Rejection.Code.MALFORMED, r.code(), v.id() + " " + r.message());
        assertTrue(r.message().contains("names a suit"), r.message());
      }
      assertEquals(before, s);
    }
  }
}
