package dev.mazzo.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.card.Shuffle;
import dev.mazzo.card.Suit;
import dev.mazzo.fivehundred.FiveHundred;
import dev.mazzo.fivehundred.PlayWithSuit;
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
import dev.mazzo.protocol.Json;
import io.vavr.control.Either;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A play that names a suit is Five Hundred's own action, {@link PlayWithSuit}, for its joker led in
 * no-trump (five-hundred.md F-18); no other family plays a card that way, so such a play is
 * MALFORMED there, from Java (an action of another family, B-64, T-19) as on the wire (a {@code
 * suit} field a play does not have), and the state is unchanged. In Five Hundred a suit named on a
 * play that is not the joker's lead in no-trump is ILLEGAL_JOKER_SUIT (F-18, F-30), and the wire
 * form reads to a {@link PlayWithSuit} and writes back the same.
 */
class NamedSuitTest {

  @Test
  @DisplayName(
      "B-64 T-19: a held card played with a named suit is MALFORMED in every family but Five Hundred")
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
        Action named = new PlayWithSuit(seat, held, suit);
        Rejection r = game.apply(s, named).getLeft();
        String wire =
            "{\"type\":\"play\",\"seat\":"
                + seat
                + ",\"card\":\""
                + held.code()
                + "\",\"suit\":\""
                + suit.letter()
                + "\"}";
        Either<Rejection, Action> read = Json.readAction(wire, s);
        if (FiveHundred.ids().contains(v.id())) {
          // F-18, F-30: a suit on any play but the joker's lead in no-trump is ILLEGAL_JOKER_SUIT.
          assertTrue(!held.isJoker());
          assertEquals(FiveHundred.ILLEGAL_JOKER_SUIT, r.code(), v.id() + " " + r.message());
          assertEquals(Either.right(named), read, wire);
          assertEquals(wire, Json.write(Json.action(named)));
          continue;
        }
        assertEquals(Rejection.Code.MALFORMED, r.code(), v.id() + " " + r.message());
        assertTrue(r.message().contains("is not an action of " + v.id()), r.message());
        assertEquals(Rejection.Code.MALFORMED, read.getLeft().code(), wire);
        assertTrue(read.getLeft().message().contains("\"suit\""), read.getLeft().message());
      }
      assertEquals(before, s);
    }
  }
}
