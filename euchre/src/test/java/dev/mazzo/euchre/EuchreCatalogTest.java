package dev.mazzo.euchre;

import static dev.mazzo.euchre.Table.G1;
import static dev.mazzo.euchre.Table.ok;
import static dev.mazzo.euchre.Table.start;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.Families;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import dev.mazzo.protocol.Referee;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The family as the library's hosts see it with this jar on the class path: found through {@link
 * java.util.ServiceLoader}, written and read by the JSON protocol (euchre.md E-23 … E-25), and
 * refereed by the library's referee.
 */
class EuchreCatalogTest {

  @Test
  @DisplayName("E-1: ServiceLoader registers the family; the catalog lists euchre-4p")
  void e1_registered() {
    assertEquals("euchre", Families.of("euchre-4p").get().name());
    assertTrue(Families.all().exists(f -> f instanceof EuchreFamily));
    assertEquals(4, Variants.byId("euchre-4p").get().players());
    assertEquals(24, Variants.byId("euchre-4p").get().deckSize());
  }

  @Test
  @DisplayName("E-23: every legal action is written and read back the same through the protocol")
  void e23_actionsRoundTrip() {
    EuchreState s = ok(start("loneDefender", true), G1);
    java.util.SplittableRandom rng = new java.util.SplittableRandom(5);
    for (int i = 0; i < 40 && !s.isOver(); i++) {
      if (s.phase() == EuchrePhases.DEAL) {
        s = ok(s, new Deal(Shuffle.using(rng).order(s.deck())));
        continue;
      }
      for (Action a : Table.GAME.legalActions(s)) {
        JsonNode json = Json.action(a);
        assertEquals(a, Json.readAction(json, s).get(), json.toString());
      }
      var legal = Table.GAME.legalActions(s);
      s = ok(s, legal.get(rng.nextInt(legal.size())));
    }
  }

  @Test
  @DisplayName("E-24: a VIEW's JSON has no card of another hand, nor the kitty or the discard")
  void e24_viewJson() {
    EuchreState s = ok(ok(ok(start(), G1), Table.pass(1)), Table.trump(2, 'H'));
    s = ok(s, Table.discard(0, "9C"));
    for (int seat = 1; seat < 4; seat++) {
      String view = Json.write(Json.view(Table.GAME.view(s, seat).get()));
      for (int other = 0; other < 4; other++) {
        if (other != seat) {
          // The upcard the dealer picked up is public (E-24); every other card of a hand is not.
          for (var c : s.hand(other).without(Table.card("9H"))) {
            assertFalse(view.contains("\"" + c.code() + "\""), seat + " sees " + c + ": " + view);
          }
        }
      }
      for (String hidden : new String[] {"\"9C\"", "\"9D\"", "\"10S\"", "\"JS\""}) {
        assertFalse(view.contains(hidden), seat + " sees " + hidden + ": " + view);
      }
    }
    String dealer = Json.write(Json.view(Table.GAME.view(s, 0).get()));
    assertTrue(dealer.contains("\"discard\":\"9C\""), dealer);
    String summary = Json.write(Json.summary(Table.GAME, s));
    assertTrue(summary.contains("\"phase\":\"alone\""), summary);
    assertTrue(
        summary.contains("\"maker\":2"),
        () -> "E-9: seat 2 made trump, so it is the maker: " + summary);
  }

  @Test
  @DisplayName("E-23: the library's referee plays euchre-4p and answers bad input with a code")
  void e23_referee() {
    Referee referee = new Referee();
    String opened = referee.handle("{\"cmd\":\"new\",\"variant\":\"euchre-4p\"}");
    assertTrue(opened.startsWith("{\"ok\":true"), opened);
    StringBuilder order = new StringBuilder();
    for (var c : G1.order()) {
      order.append(order.length() == 0 ? "" : ",").append('"').append(c.code()).append('"');
    }
    String dealt =
        referee.handle(
            "{\"cmd\":\"act\",\"action\":{\"type\":\"deal\",\"order\":[" + order + "]}}");
    assertTrue(dealt.contains("\"upcard\":\"9H\""), dealt);
    String wrong =
        referee.handle(
            "{\"cmd\":\"act\",\"action\":{\"type\":\"trump\",\"seat\":1,\"suit\":\"S\"}}");
    assertTrue(wrong.contains("\"code\":\"ILLEGAL_CALL\""), wrong);
    String bad =
        referee.handle(
            "{\"cmd\":\"act\",\"action\":{\"type\":\"trump\",\"seat\":1,\"suit\":\"X\"}}");
    assertTrue(bad.contains("\"code\":\"MALFORMED\""), bad);
    String passed = referee.handle("{\"cmd\":\"act\",\"action\":{\"type\":\"pass\",\"seat\":1}}");
    assertTrue(passed.contains("{\"event\":\"passed\",\"seat\":1}"), passed);
    String made =
        referee.handle(
            "{\"cmd\":\"act\",\"action\":{\"type\":\"trump\",\"seat\":2,\"suit\":\"H\"}}");
    assertTrue(
        made.contains("{\"event\":\"bid\",\"seat\":2,\"suit\":\"H\"}")
            && made.contains("\"phase\":\"discard\""),
        made);
  }
}
