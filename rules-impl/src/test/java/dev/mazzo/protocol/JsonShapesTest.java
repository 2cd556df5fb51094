package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Shuffle;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The exact JSON shapes of ACTION, EVENT, HAND_RESULT and REJECTION, and action round trips. */
class JsonShapesTest {

  private static final Game<GameState> GAME = Variants.byId("briscola-2p").get().game();
  private static final GameState NEW = GAME.newMatch(MatchOptions.defaults()).get();
  private static final Deck DECK = NEW.deck();

  private static Card card(String code) {
    return DECK.parse(code).get();
  }

  private static String text(JsonNode json) {
    return Json.write(json);
  }

  @Test
  @DisplayName("ACTION (PROTOCOL.md): play, pass and deal are written exactly")
  void actionShapes() {
    assertEquals("{\"type\":\"play\",\"seat\":0,\"card\":\"AS\"}",
        text(Json.action(new PlayCard(0, card("AS")))));
    assertEquals("{\"type\":\"pass\",\"seat\":1}", text(Json.action(new Pass(1))));
    assertEquals("{\"type\":\"deal\",\"order\":[\"7H\",\"AS\"]}",
        text(Json.action(new Deal(Array.of(card("7H"), card("AS"))))));
    Action foreign = () -> "dance";
    assertThrows(IllegalArgumentException.class, () -> Json.action(foreign));
  }

  @Test
  @DisplayName("ACTION round trip: every legal action and every deal reads back equal (B-64)")
  void roundTrip() {
    SplittableRandom random = new SplittableRandom(3);
    Shuffle shuffle = Shuffle.seeded(3);
    GameState s = NEW;
    int checked = 0;
    while (!s.isOver()) {
      Action a;
      if (s.toAct() == GameState.CHANCE) {
        a = new Deal(shuffle.order(s.deck()));
      } else {
        Seq<Action> legal = GAME.legalActions(s);
        for (Action l : legal) {
          assertEquals(Either.right(l), Json.readAction(Json.action(l), s));
          assertEquals(Either.right(l), Json.readAction(Json.write(Json.action(l)), s));
          checked++;
        }
        a = legal.get(random.nextInt(legal.size()));
      }
      assertEquals(Either.right(a), Json.readAction(Json.action(a), s));
      PlayerView v = GAME.view(s, 0).get();
      assertEquals(Either.right(a), Json.readAction(Json.action(a), v));
      s = GAME.apply(s, a).get();
    }
    assertTrue(checked > 40);
  }

  @Test
  @DisplayName("pass: written and read by the shared syntax, but not in briscola-2p's action space (B-64)")
  void passIsChiamataOnly() {
    ActionSyntax.Context ctx = new ActionSyntax.Context("briscola-chiamata-5p", DECK, 5);
    assertEquals(Either.right(new Pass(4)),
        ActionSyntax.ALL.read(Json.parse("{\"type\":\"pass\",\"seat\":4}").get(), ctx));
    assertEquals(Rejection.Code.MALFORMED,
        ActionSyntax.ALL.read(Json.parse("{\"type\":\"pass\",\"seat\":5}").get(), ctx).getLeft().code());
    assertEquals(Rejection.Code.MALFORMED,
        ActionSyntax.ALL.read(Json.parse("{\"type\":\"pass\",\"seat\":4,\"card\":\"AS\"}").get(), ctx)
            .getLeft().code());
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
    assertEquals(Either.right(new PlayCard(1, card("KH"))),
        Json.readAction("{\"card\":\"Kh\",\"seat\":1,\"type\":\"play\"}", NEW));
  }

  @Test
  @DisplayName("EVENT (B-71): every event shape, drew without card when hidden")
  void eventShapes() {
    assertEquals("{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"5C\"}",
        text(Json.event(new Event.Dealt(0, Option.some(card("5C"))))));
    assertEquals("{\"event\":\"dealt\",\"dealer\":3,\"trumpCard\":null}",
        text(Json.event(new Event.Dealt(3, Option.none()))));
    assertEquals("{\"event\":\"played\",\"seat\":0,\"card\":\"AS\"}",
        text(Json.event(new Event.Played(0, card("AS")))));
    assertEquals("{\"event\":\"trick\",\"winner\":1,\"points\":21,\"cards\":[\"AS\",\"3S\"]}",
        text(Json.event(new Event.TrickWon(1, 21, Array.of(card("AS"), card("3S"))))));
    assertEquals("{\"event\":\"drew\",\"seat\":1,\"card\":\"4C\"}",
        text(Json.event(new Event.Drew(1, Option.some(card("4C"))))));
    assertEquals("{\"event\":\"drew\",\"seat\":1}", text(Json.event(new Event.Drew(1, Option.none()))));
    assertEquals("{\"event\":\"match\",\"winner\":0}", text(Json.event(new Event.MatchEnded(Option.some(0)))));
    assertEquals("{\"event\":\"match\",\"winner\":null}", text(Json.event(new Event.MatchEnded(Option.none()))));
    Event foreign = () -> "dance";
    assertThrows(IllegalArgumentException.class, () -> Json.event(foreign));
  }

  @Test
  @DisplayName("HAND_RESULT (B-72): the chapter's examples, exactly")
  void handResultShapes() {
    Seq<Seq<Integer>> two = Array.of(Array.of(0), Array.of(1));
    assertEquals(
        "{\"hand\":1,\"sides\":[[0],[1]],\"points\":[70,50],\"tricks\":[11,9],\"winner\":0,"
            + "\"scoreChange\":[1,0]}",
        text(Json.handResult(new BriscolaHandResult(1, two, Array.of(70, 50), Array.of(11, 9),
            Option.some(0), Array.of(1, 0)))));
    Seq<Seq<Integer>> pairs = Array.of(Array.of(0, 2), Array.of(1, 3));
    BriscolaHandResult voidHand = new BriscolaHandResult(2, pairs, Array.of(60, 60),
        Array.of(4, 6), Option.none(), Array.of(0, 0));
    assertEquals(
        "{\"hand\":2,\"sides\":[[0,2],[1,3]],\"points\":[60,60],\"tricks\":[4,6],\"winner\":null,"
            + "\"scoreChange\":[0,0]}",
        text(Json.handResult(voidHand)));
    assertEquals(
        "{\"event\":\"hand\",\"result\":" + text(Json.handResult(voidHand)) + "}",
        text(Json.event(new Event.HandScored(voidHand))));
  }

  @Test
  @DisplayName("REJECTION: code and message")
  void rejectionShape() {
    assertEquals("{\"code\":\"MUST_FOLLOW_SUIT\",\"message\":\"You must follow suit: you hold 7H\"}",
        text(Json.rejection(Rejection.of(Rejection.Code.MUST_FOLLOW_SUIT,
            "You must follow suit: you hold 7H"))));
  }

  @Test
  @DisplayName("options: integers as Integer, strings as String; others left for OptionSpec.check")
  void options() {
    MatchOptions o =
        Json.readOptions(Json.parse("{\"dealer\":1,\"ranks\":\"ten\",\"x\":true,\"y\":1.5}").get())
            .get();
    assertEquals(Integer.valueOf(1), o.values().get("dealer"));
    assertEquals("ten", o.values().get("ranks"));
    assertEquals(Boolean.TRUE, o.values().get("x"));
    assertTrue(o.values().get("y") instanceof JsonNode);
    assertEquals(Rejection.Code.MALFORMED,
        GAME.newMatch(Json.readOptions(Json.parse("{\"dealer\":1.5}").get()).get()).getLeft().code());
    assertEquals(Rejection.Code.MALFORMED, Json.readOptions(Json.parse("[]").get()).getLeft().code());
    assertInstanceOf(GameState.class,
        GAME.newMatch(Json.readOptions(Json.parse("{\"dealer\":1}").get()).get()).get());
  }

  @Test
  @DisplayName("strict text: repeated keys and trailing tokens are not JSON")
  void strictText() {
    assertTrue(Json.parse("{\"a\":1,\"a\":2}").isLeft());
    assertTrue(Json.parse("{} {}").isLeft());
    assertTrue(Json.parse("{'a':1}").isLeft());
    assertTrue(Json.parse("[1,]").isLeft());
    assertTrue(Json.parse("NaN").isLeft());
    assertEquals("{\"s\":\"a\\nb\"}", Json.write(Json.parse("{\"s\":\"a\\nb\"}").get()));
  }
}
