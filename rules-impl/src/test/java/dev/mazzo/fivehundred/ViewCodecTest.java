package dev.mazzo.fivehundred;

import static dev.mazzo.fivehundred.Setup.act;
import static dev.mazzo.fivehundred.Setup.contract;
import static dev.mazzo.fivehundred.Setup.dealt;
import static dev.mazzo.fivehundred.Setup.score;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Suit;
import dev.mazzo.family.Families;
import dev.mazzo.family.Family;
import dev.mazzo.game.Game;
import dev.mazzo.game.Variant;
import dev.mazzo.protocol.Json;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The views of five-hundred.md F-34 and their JSON (F-35): one hand entry and one captured pile per
 * seat, the suits each seat has shown void, equality, the hand result and the family's catalog.
 */
class ViewCodecTest {

  @Test
  void f35OneHandAndOneCapturedPilePerSeat() {
    for (String id : FiveHundred.ids()) {
      FiveHundredState s = Setup.firstLegal(dealt(id, Map.of()), 1);
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      for (int seat = 0; seat < s.players(); seat++) {
        JsonNode v = Json.view(g.view(s, seat).get());
        assertEquals(s.players(), v.get("hands").size(), id + " hands");
        assertEquals(s.players(), v.get("captured").size(), id + " captured");
        assertTrue(v.get("hands").get(seat).isArray(), "F-34: the seat's own cards");
      }
    }
  }

  @Test
  void f34ShownVoidsAreTheStates() {
    boolean seatZeroVoid = false;
    for (String id : FiveHundred.ids()) {
      Game<FiveHundredState, FiveHundredView> g = Setup.game(id);
      for (long seed = 1; seed <= 3; seed++) {
        List<FiveHundredPropertiesTest.Step> steps = FiveHundredPropertiesTest.walk(id, seed);
        for (FiveHundredPropertiesTest.Step step : steps) {
          FiveHundredState s = step.after();
          FiveHundredView v = g.view(s, 0).get();
          for (int p = 0; p < s.players(); p++) {
            for (Suit suit : Suit.values()) {
              assertEquals(
                  (Small.voidsOf(s.small, p) >>> suit.ordinal() & 1) != 0,
                  v.shownVoid(p, suit),
                  id + " seat " + p + " void in " + suit);
            }
            assertFalse(v.shownVoid(p, null), "no suit, no void");
          }
          assertFalse(v.shownVoid(-1, Suit.HEARTS));
          assertFalse(v.shownVoid(s.players(), Suit.HEARTS));
          seatZeroVoid |= Small.voidsOf(s.small, 0) != 0;
        }
      }
    }
    assertTrue(seatZeroVoid, "some walk shows seat 0 void");
  }

  @Test
  void viewEquality() {
    FiveHundredState s = dealt("five-hundred-4p", Map.of());
    Game<FiveHundredState, FiveHundredView> g = Setup.game("five-hundred-4p");
    FiveHundredView v0 = g.view(s, 0).get();
    assertTrue(v0.equals(v0));
    assertTrue(v0.equals(g.view(s, 0).get()));
    assertFalse(v0.equals("a view"));
    assertNotEquals(v0, g.view(s, 1).get(), "another seat sees another hand");
    assertNotEquals(v0, g.view(Setup.firstLegal(s, 1), 0).get(), "after a call");
  }

  @Test
  void f32TheHandResultInTheViewAndTheEvents() {
    FiveHundredState s = contract(dealt("five-hundred-4p", Map.of("dealer", 3)), Bid.H6);
    FiveHundredState end = score(s, new int[2], 4, 2, 3, 1);
    JsonNode v = Json.view(Setup.game(end.variantId()).view(end, 0).get());
    assertEquals(1, v.get("results").size(), v.toString());
    assertEquals(1, v.get("results").get(0).get("hand").intValue());
    assertTrue(
        end.lastEvents().exists(e -> Json.event(e).has("event")), "F-35: every event has a name");
    FiveHundredState bid =
        act(dealt("five-hundred-4p", Map.of("dealer", 3)), new MakeBid(0, Bid.S6));
    assertTrue(bid.lastEvents().forAll(e -> Json.event(e).get("event").isTextual()));
  }

  @Test
  void theFamilyAndItsCatalog() {
    Family f = Families.of("five-hundred-4p").get();
    assertEquals("fivehundred", f.name());
    assertEquals(FiveHundred.ids(), f.variants().map(Variant::id));
    assertTrue(f.codec().actions() != null && f.text() != null && f.greedy() != null);
    FiveHundredState s = dealt("five-hundred-4p", Map.of());
    assertTrue(f.tally(Setup.game("five-hundred-4p").publicView(s).get()) != null);
  }

  @Test
  void f12F34TheCallIsMadeOnceAndNoCardIsTurnedForTrumps() {
    FiveHundredState s =
        dealt("five-hundred-5p", Map.of("dealer", 3), "", "AH", "", "", "2C 3C 4C 5C 6C 7C 8C");
    s = contract(s, Bid.S7);
    s = act(s, new Discard(4, Setup.cards(s, "2C 3C 4C")));
    assertFalse(s.callMade(), "F-12: the call follows the discard");
    s = act(s, Call.card(4, Setup.card(s, "AH")));
    assertTrue(s.callMade());
    Game<FiveHundredState, FiveHundredView> g = Setup.game(s.variantId());
    for (int seat = 0; seat < 5; seat++) {
      assertEquals(io.vavr.control.Option.none(), g.view(s, seat).get().trumpCard(), "F-34");
    }
  }

  @Test
  void f32AHandResultOfAnotherFamilyHasNoJsonHere() {
    dev.mazzo.game.HandResult foreign =
        (dev.mazzo.game.HandResult)
            java.lang.reflect.Proxy.newProxyInstance(
                dev.mazzo.game.HandResult.class.getClassLoader(),
                new Class<?>[] {dev.mazzo.game.HandResult.class},
                (proxy, method, args) -> null);
    assertEquals(io.vavr.control.Option.none(), new FiveHundredCodec().handResult(foreign));
  }
}
