package dev.mazzo.pitch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.protocol.Json;
import io.vavr.control.Option;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 30: the winning bid (P-11, P-13) says "nobody has won the auction yet" and "moon" apart, in
 * the state and in every view, where {@code bid()} was none for both; the JSON is unchanged.
 */
class PitchWinningBidTest {

  @ParameterizedTest(name = "amount {0} (0 for moon)")
  @ValueSource(ints = {0, 5})
  @DisplayName("P-13: no winning bid while the auction is open; then the bid, moon included")
  void p13_winningBid(int amount) {
    Game<PitchState, PitchView> game = Position.game("pitch-10-4p");
    PitchState s = Position.newMatch("pitch-10-4p", Map.of());
    s = game.apply(s, new Deal(Shuffle.seeded(3).order(s.deck()))).get();
    assertEquals(Option.none(), s.winningBid(), "the auction is open");
    assertFalse(s.isMoon());
    for (int seat = -1; seat < 4; seat++) {
      PitchView v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
      assertEquals(Option.none(), v.winningBid(), "the auction is open, seat " + seat);
      assertFalse(v.isMoon());
    }

    s = Position.auction(s, 2, amount);
    PitchAction.Bid won = amount == 0 ? PitchAction.Bid.moon(2) : PitchAction.Bid.of(2, amount);
    assertEquals(Option.some(won), s.winningBid());
    assertEquals(amount == 0, s.isMoon());
    for (int seat = -1; seat < 4; seat++) {
      PitchView v = seat < 0 ? game.publicView(s).get() : game.view(s, seat).get();
      assertEquals(Option.some(won), v.winningBid(), "seat " + seat);
      assertEquals(amount == 0, v.winningBid().get().isMoon(), "seat " + seat);
      assertEquals(amount == 0, v.isMoon(), "seat " + seat);
      assertEquals(Option.some(2), v.declarer());
    }
    // The wire is the one of P-37: "bid" a number, or "moon".
    String bid = Json.view(game.view(s, 0).get()).get("bid").toString();
    assertEquals(amount == 0 ? "\"moon\"" : String.valueOf(amount), bid);
    assertTrue(Json.view(game.view(s, 0).get()).get("bidder").isInt());
  }
}
