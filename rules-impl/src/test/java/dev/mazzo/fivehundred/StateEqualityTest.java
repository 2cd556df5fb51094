package dev.mazzo.fivehundred;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.mazzo.game.Event;
import dev.mazzo.game.Phase;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * A state equals another exactly when every field is equal (FiveHundredState's contract: apply is a
 * pure function, and equal actions from equal states give equal states).
 */
class StateEqualityTest {

  @Test
  void everyFieldCounts() {
    FiveHundredState s = Setup.dealt("five-hundred-5p", Map.of());
    Rules other = Setup.dealt("five-hundred-5p", Map.of("dealer", 1)).rules;
    Draft same = s.draft();
    same.events = s.events;
    assertEquals(s, same.state());
    assertEquals(s.hashCode(), same.state().hashCode());
    assertNotEquals(s, s.draft().state(), "a draft starts with no events");
    List<Consumer<Draft>> changes =
        List.of(
            d -> d.rules = other,
            d -> d.phase = Phase.PLAY,
            d -> d.toAct = 4,
            d -> d.dealer = 3,
            d -> d.handNo = 7,
            d -> d.hands[0] = 0,
            d -> {
              d.ownTricks(); // the draft shares the state's tricks until then
              d.taken[1] = 1;
            },
            d -> d.kitty = 0,
            d -> d.discards = 7,
            d -> d.passed = 1,
            d -> d.standing = Bid.S6,
            d -> d.standingSeat = 2,
            d -> d.declarer = 2,
            d -> d.contract = Bid.S7,
            d -> d.allPassHand = true,
            d -> d.called = 3,
            d -> d.callMade = true,
            d -> d.partner = 1,
            d -> d.partnerShown = true,
            d -> d.out = 4,
            d -> d.exposed = true,
            d -> d.trick = 5,
            d -> d.leader = 3,
            d -> d.named = 2,
            d -> d.trickNo = 4,
            d -> d.winner = 1,
            d -> {
              d.ownTricks();
              d.tricksBySeat[2] = 1;
            },
            d -> {
              d.voids = d.voids.clone(); // shared with the state, like the tricks
              d.voids[1] = 2;
            },
            d -> d.score = new int[] {1, 0, 0, 0, 0},
            d -> d.calls = d.calls.prepend(new AuctionCall(1, io.vavr.control.Option.none())),
            d -> d.played = Long.lowestOneBit(d.hands[0]),
            d -> d.results = d.results.append(HandEndResults.none()),
            d -> d.events = d.events.append(new Event.Played.Plain(1, s.deck().card(0))));
    for (int i = 0; i < changes.size(); i++) {
      Draft d = s.draft();
      d.events = s.events;
      changes.get(i).accept(d);
      assertNotEquals(s, d.state(), "field " + i);
    }
    assertNotEquals(s, "a state");
  }

  /** A hand result to append. */
  static final class HandEndResults {
    private HandEndResults() {}

    static FiveHundredHandResult none() {
      return new FiveHundredHandResult(
          1,
          io.vavr.collection.Array.empty(),
          io.vavr.collection.Array.empty(),
          io.vavr.control.Option.none(),
          true,
          0,
          io.vavr.control.Option.none(),
          io.vavr.control.Option.none(),
          io.vavr.control.Option.none(),
          io.vavr.control.Option.none(),
          io.vavr.collection.Array.empty(),
          io.vavr.control.Option.none(),
          io.vavr.control.Option.none(),
          io.vavr.collection.Array.empty());
    }
  }
}
