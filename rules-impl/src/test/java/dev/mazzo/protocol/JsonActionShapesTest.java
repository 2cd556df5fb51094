package dev.mazzo.protocol;

import static dev.mazzo.protocol.JsonShapesFixture.DECK;
import static dev.mazzo.protocol.JsonShapesFixture.NEW;
import static dev.mazzo.protocol.JsonShapesFixture.card;
import static dev.mazzo.protocol.JsonShapesFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.Call;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exact JSON shapes of ACTION (protocol.md, B-64, B-66): play, pass, deal and the chiamata bids
 * and calls, and every legal action of every id read back equal.
 */
class JsonActionShapesTest {

  @Test
  @DisplayName("ACTION (protocol.md): play, pass and deal are written exactly")
  void actionShapes() {
    assertEquals(
        "{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}",
        text(Json.action(new PlayCard(0, card("AS")))));
    assertEquals("{\"type\":\"pass\",\"seat\":1}", text(Json.action(new Pass(1))));
    assertEquals(
        "{\"type\":\"deal\",\"order\":[\"7H\",\"AS\"]}",
        text(Json.action(new Deal(Array.of(card("7H"), card("AS"))))));
    Action foreign = () -> "dance";
    assertThrows(IllegalArgumentException.class, () -> Json.action(foreign));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("dev.mazzo.table.VariantIds#all")
  @DisplayName("ACTION B-64 B-66: every legal action of every id and every deal reads back equal")
  void roundTrip(String id) {
    Variant variant = Variants.byId(id).get();
    Game<GameState, PlayerView> game = variant.game();
    SplittableRandom random = new SplittableRandom(3);
    Shuffle shuffle = Shuffle.seeded(3);
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    int checked = 0;
    for (int hand = 0; hand < 2 && !s.isOver(); ) {
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(shuffle.order(s.deck()));
        hand++;
      } else {
        Seq<Action> legal = game.legalActions(s);
        JsonNode listed = Json.summary(game, s).get("legal");
        assertEquals(legal.size(), listed.size());
        for (int i = 0; i < legal.size(); i++) {
          Action l = legal.get(i);
          assertEquals(Either.right(l), Json.readAction(Json.action(l), s), l::toString);
          assertEquals(Either.right(l), Json.readAction(Json.write(Json.action(l)), s));
          // the SUMMARY's legal list holds each action as it would be sent, and reads back
          assertEquals(Either.right(l), Json.readAction(listed.get(i), s));
          checked++;
        }
        a = legal.get(random.nextInt(legal.size()));
      }
      assertEquals(Either.right(a), Json.readAction(Json.action(a), s));
      PlayerView v = game.view(s, 0).get();
      assertEquals(Either.right(a), Json.readAction(Json.action(a), v));
      s = game.apply(s, a).get();
    }
    assertTrue(checked > 40, variant.id() + " " + checked);
  }

  @Test
  @DisplayName("ACTION B-64: the chiamata actions are written exactly as they are sent")
  void chiamataActionShapes() {
    assertEquals(
        "{\"type\":\"bid\",\"seat\":1,\"rank\":\"K\"}", text(Json.action(Bid.rank(1, Rank.KING))));
    assertEquals(
        "{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70}",
        text(Json.action(Bid.twoWithPoints(1, 70))));
    assertEquals(
        "{\"type\":\"bid\",\"seat\":1,\"points\":70}", text(Json.action(Bid.points(1, 70))));
    assertEquals(
        "{\"type\":\"call\",\"seat\":4,\"suit\":\"D\"}",
        text(Json.action(Call.suit(4, dev.mazzo.card.Suit.DIAMONDS))));
    assertEquals(
        "{\"type\":\"call\",\"seat\":4,\"suit\":\"NT\"}", text(Json.action(Call.noTrump(4))));
    assertEquals(
        "{\"type\":\"call\",\"seat\":4,\"card\":\"AC\"}",
        text(Json.action(Call.card(4, card("AC")))));
    // read back, against each chiamata variant
    GameState rank =
        Variants.byId("briscola-chiamata-5p").get().game().newMatch(MatchOptions.defaults()).get();
    GameState points =
        Variants.byId("biscambiggia-chiamata-5p")
            .get()
            .game()
            .newMatch(MatchOptions.defaults())
            .get();
    assertEquals(
        Either.right(Bid.twoWithPoints(1, 70)),
        Json.readAction("{\"points\":70,\"rank\":\"2\",\"seat\":1,\"type\":\"bid\"}", rank));
    assertEquals(
        Either.right(Bid.rank(1, Rank.KING)),
        Json.readAction("{\"type\":\"bid\",\"seat\":1,\"rank\":\"k\"}", rank));
    assertEquals(
        Either.right(Bid.points(1, 70)),
        Json.readAction("{\"type\":\"bid\",\"seat\":1,\"points\":70}", points));
    assertEquals(
        Either.right(Call.noTrump(4)),
        Json.readAction("{\"type\":\"call\",\"seat\":4,\"suit\":\"Nt\"}", points));
    assertEquals(
        Either.right(Call.card(4, card("AC"))),
        Json.readAction("{\"type\":\"call\",\"seat\":4,\"card\":\"ac\"}", rank));
    assertEquals(
        Rejection.Code.MALFORMED,
        Json.readAction("{\"type\":\"bid\",\"seat\":1,\"points\":70}", rank).getLeft().code());
    assertEquals(
        Rejection.Code.MALFORMED,
        Json.readAction("{\"type\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70}", points)
            .getLeft()
            .code());
    // the shared syntax reads either bid shape
    ActionSyntax.Context ctx = new ActionSyntax.Context("briscola-chiamata-5p", DECK, 5);
    assertEquals(
        Either.right(Bid.points(2, 64)),
        ActionSyntax.ALL.read(
            Json.parse("{\"type\":\"bid\",\"seat\":2,\"points\":64}").get(), ctx));
    assertEquals(
        Either.right(Bid.rank(2, Rank.ACE)),
        ActionSyntax.ALL.read(
            Json.parse("{\"type\":\"bid\",\"seat\":2,\"rank\":\"A\"}").get(), ctx));
  }

  @Test
  @DisplayName(
      "pass: written and read by the shared syntax, but not in briscola-2p's action space (B-64)")
  void passIsChiamataOnly() {
    ActionSyntax.Context ctx = new ActionSyntax.Context("briscola-chiamata-5p", DECK, 5);
    assertEquals(
        Either.right(new Pass(4)),
        ActionSyntax.ALL.read(Json.parse("{\"type\":\"pass\",\"seat\":4}").get(), ctx));
    assertEquals(
        Rejection.Code.MALFORMED,
        ActionSyntax.ALL
            .read(Json.parse("{\"type\":\"pass\",\"seat\":5}").get(), ctx)
            .getLeft()
            .code());
    assertEquals(
        Rejection.Code.MALFORMED,
        ActionSyntax.ALL
            .read(Json.parse("{\"type\":\"pass\",\"seat\":4,\"card\":\"AS\"}").get(), ctx)
            .getLeft()
            .code());
    Either<Rejection, Action> r = Json.readAction("{\"type\":\"pass\",\"seat\":1}", NEW);
    assertEquals(Rejection.Code.MALFORMED, r.getLeft().code());
    assertEquals(
        "The action type \"pass\" is not an action of briscola-2p: it accepts deal, play",
        r.getLeft().message());
  }

  @Test
  @DisplayName("readAction from text: not JSON is MALFORMED, not an exception")
  void readActionText() {
    assertEquals(Rejection.Code.MALFORMED, Json.readAction("{\"type\":", NEW).getLeft().code());
    assertEquals(Rejection.Code.MALFORMED, Json.readAction((String) null, NEW).getLeft().code());
    assertEquals(
        Either.right(new PlayCard(1, card("KH"))),
        Json.readAction("{\"card\":\"Kh\",\"seat\":1,\"type\":\"play\"}", NEW));
  }
}
