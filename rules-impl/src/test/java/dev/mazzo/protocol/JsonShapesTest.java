package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.Call;
import dev.mazzo.briscola.ChiamataEvent;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Shuffle;
import dev.mazzo.family.ActionSyntax;
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
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The exact JSON shapes of ACTION, EVENT, HAND_RESULT and REJECTION, and action round trips. */
class JsonShapesTest {

  private static final Game<GameState, PlayerView> GAME = Variants.byId("briscola-2p").get().game();
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
  @DisplayName("SUMMARY and VIEW (PROTOCOL.md): toAct is \"chance\" at a deal, then the seat")
  void toActOfEverySeat(String id) {
    Game<GameState, PlayerView> game = Variants.byId(id).get().game();
    GameState s = game.newMatch(MatchOptions.defaults()).get();
    assertEquals("chance", Json.summary(game, s).get("toAct").textValue());
    SplittableRandom random = new SplittableRandom(5);
    boolean[] seen = new boolean[s.players()];
    s = game.apply(s, new Deal(Shuffle.seeded(5).order(s.deck()))).get();
    while (s.toAct() >= 0) {
      int seat = s.toAct();
      JsonNode summary = Json.summary(game, s).get("toAct");
      assertTrue(summary.isInt(), summary::toString);
      assertEquals(seat, summary.intValue());
      assertEquals(seat, Json.view(game.view(s, seat).get()).get("toAct").intValue());
      seen[seat] = true;
      Seq<Action> legal = game.legalActions(s);
      s = game.apply(s, legal.get(random.nextInt(legal.size()))).get();
    }
    for (int seat = 0; seat < seen.length; seat++) {
      assertTrue(seen[seat], "seat " + seat + " acted");
    }
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

  @Test
  @DisplayName("EVENT (B-71): every event shape, drew without card when hidden")
  void eventShapes() {
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"5C\"}",
        text(Json.event(new Event.Dealt(0, Option.some(card("5C"))))));
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":3,\"trumpCard\":null}",
        text(Json.event(new Event.Dealt(3, Option.none()))));
    assertEquals(
        "{\"event\":\"played\",\"seat\":0,\"card\":\"AS\"}",
        text(Json.event(new Event.Played(0, card("AS")))));
    assertEquals(
        "{\"event\":\"trick\",\"winner\":1,\"points\":21,\"cards\":[\"AS\",\"3S\"]}",
        text(Json.event(new Event.TrickWon(1, 21, Array.of(card("AS"), card("3S"))))));
    assertEquals(
        "{\"event\":\"drew\",\"seat\":1,\"card\":\"4C\"}",
        text(Json.event(new Event.Drew(1, Option.some(card("4C"))))));
    assertEquals(
        "{\"event\":\"drew\",\"seat\":1}", text(Json.event(new Event.Drew(1, Option.none()))));
    assertEquals(
        "{\"event\":\"match\",\"winner\":0}",
        text(Json.event(new Event.MatchEnded(Option.some(0)))));
    assertEquals(
        "{\"event\":\"match\",\"winner\":null}",
        text(Json.event(new Event.MatchEnded(Option.none()))));
    Event foreign = () -> "dance";
    assertThrows(IllegalArgumentException.class, () -> Json.event(foreign));
  }

  @Test
  @DisplayName("EVENT B-71: the chiamata events, exactly as in the chapter's table")
  void chiamataEventShapes() {
    assertEquals(
        "{\"event\":\"bid\",\"seat\":1,\"rank\":\"K\"}",
        text(Json.event(new ChiamataEvent.BidMade(1, Option.some(Rank.KING), Option.none()))));
    assertEquals(
        "{\"event\":\"bid\",\"seat\":1,\"rank\":\"2\",\"points\":70}",
        text(Json.event(new ChiamataEvent.BidMade(1, Option.some(Rank.TWO), Option.some(70)))));
    assertEquals(
        "{\"event\":\"bid\",\"seat\":1,\"points\":70}",
        text(Json.event(new ChiamataEvent.BidMade(1, Option.none(), Option.some(70)))));
    assertEquals(
        "{\"event\":\"passed\",\"seat\":3}", text(Json.event(new ChiamataEvent.Passed(3))));
    assertEquals(
        "{\"event\":\"auction\",\"caller\":4}",
        text(Json.event(new ChiamataEvent.AuctionEnded(Option.some(4)))));
    assertEquals(
        "{\"event\":\"auction\",\"caller\":null}",
        text(Json.event(new ChiamataEvent.AuctionEnded(Option.none()))));
    assertEquals(
        "{\"event\":\"called\",\"seat\":4,\"card\":\"5D\",\"trump\":\"D\"}",
        text(Json.event(new ChiamataEvent.Called(4, card("5D"), dev.mazzo.card.Suit.DIAMONDS))));
    assertEquals(
        "{\"event\":\"partner\",\"caller\":4,\"partner\":3}",
        text(Json.event(new ChiamataEvent.PartnerRevealed(4, Option.some(3)))));
    assertEquals(
        "{\"event\":\"partner\",\"caller\":4,\"partner\":null}",
        text(Json.event(new ChiamataEvent.PartnerRevealed(4, Option.none()))));
  }

  @Test
  @DisplayName("HAND_RESULT (PROTOCOL.md): a result of no family's class has the standard shape")
  void handResultOfNoFamily() {
    dev.mazzo.game.HandResult plain =
        new dev.mazzo.game.HandResult() {
          @Override
          public int hand() {
            return 3;
          }

          @Override
          public Seq<Seq<Integer>> sides() {
            return Array.of(Array.of(0), Array.of(1));
          }

          @Override
          public Seq<Integer> points() {
            return Array.of(61, 59);
          }

          @Override
          public Seq<Integer> tricks() {
            return Array.of(12, 8);
          }

          @Override
          public Option<Integer> winningSide() {
            return Option.some(0);
          }

          @Override
          public Seq<Integer> scoreChange() {
            return Array.of(1, 0);
          }
        };
    assertEquals(
        "{\"hand\":3,\"sides\":[[0],[1]],\"points\":[61,59],\"tricks\":[12,8],\"winner\":0,"
            + "\"scoreChange\":[1,0]}",
        text(Json.handResult(plain)));
  }

  @Test
  @DisplayName("HAND_RESULT (B-72): the chapter's examples, exactly")
  void handResultShapes() {
    Seq<Seq<Integer>> two = Array.of(Array.of(0), Array.of(1));
    assertEquals(
        "{\"hand\":1,\"sides\":[[0],[1]],\"points\":[70,50],\"tricks\":[11,9],\"winner\":0,"
            + "\"scoreChange\":[1,0]}",
        text(
            Json.handResult(
                new BriscolaHandResult(
                    1, two, Array.of(70, 50), Array.of(11, 9), Option.some(0), Array.of(1, 0)))));
    Seq<Seq<Integer>> pairs = Array.of(Array.of(0, 2), Array.of(1, 3));
    BriscolaHandResult voidHand =
        new BriscolaHandResult(
            2, pairs, Array.of(60, 60), Array.of(4, 6), Option.none(), Array.of(0, 0));
    assertEquals(
        "{\"hand\":2,\"sides\":[[0,2],[1,3]],\"points\":[60,60],\"tricks\":[4,6],\"winner\":null,"
            + "\"scoreChange\":[0,0]}",
        text(Json.handResult(voidHand)));
    assertEquals(
        "{\"event\":\"hand\",\"result\":" + text(Json.handResult(voidHand)) + "}",
        text(Json.event(new Event.HandScored(voidHand))));
    Seq<Integer> pay = Array.of(-1, -1, -1, 1, 2);
    BriscolaHandResult chiamata =
        new BriscolaHandResult(
            1,
            Array.of(Array.of(3, 4), Array.of(0, 1, 2)),
            Array.of(66, 54),
            Array.of(5, 3),
            Option.some(0),
            pay,
            Option.some(
                new Contract(
                    Option.some(4),
                    Option.some(3),
                    Option.some(Rank.FIVE),
                    Option.none(),
                    Option.some(card("5D")),
                    Option.some(61),
                    Option.some(true),
                    pay)));
    assertEquals(
        "{\"hand\":1,\"sides\":[[3,4],[0,1,2]],\"points\":[66,54],\"tricks\":[5,3],\"winner\":0,"
            + "\"scoreChange\":[-1,-1,-1,1,2],\"caller\":4,\"partner\":3,\"bid\":{\"rank\":\"5\"},"
            + "\"calledCard\":\"5D\",\"target\":61,\"made\":true,\"payments\":[-1,-1,-1,1,2]}",
        text(Json.handResult(chiamata)));
  }

  @Test
  @DisplayName("HAND_RESULT B-49 B-72: the three bid shapes, alone, and a passed-out deal")
  void chiamataResultShapes() {
    Seq<Integer> pay = Array.of(1, 1, -1, -2, 1);
    BriscolaHandResult twoWithPoints =
        new BriscolaHandResult(
            3,
            Array.of(Array.of(2, 3), Array.of(0, 1, 4)),
            Array.of(69, 51),
            Array.of(4, 4),
            Option.some(1),
            pay,
            Option.some(
                new Contract(
                    Option.some(3),
                    Option.some(2),
                    Option.some(Rank.TWO),
                    Option.some(70),
                    Option.some(card("2C")),
                    Option.some(70),
                    Option.some(false),
                    pay)));
    assertEquals(
        "{\"hand\":3,\"sides\":[[2,3],[0,1,4]],\"points\":[69,51],\"tricks\":[4,4],\"winner\":1,"
            + "\"scoreChange\":[1,1,-1,-2,1],\"caller\":3,\"partner\":2,"
            + "\"bid\":{\"rank\":\"2\",\"points\":70},\"calledCard\":\"2C\",\"target\":70,"
            + "\"made\":false,\"payments\":[1,1,-1,-2,1]}",
        text(Json.handResult(twoWithPoints)));
    Seq<Integer> alone = Array.of(-1, -1, -1, -1, 4);
    BriscolaHandResult points =
        new BriscolaHandResult(
            2,
            Array.of(Array.of(4), Array.of(0, 1, 2, 3)),
            Array.of(80, 40),
            Array.of(6, 2),
            Option.some(0),
            alone,
            Option.some(
                new Contract(
                    Option.some(4),
                    Option.none(),
                    Option.none(),
                    Option.some(80),
                    Option.some(card("AC")),
                    Option.some(80),
                    Option.some(true),
                    alone)));
    assertEquals(
        "{\"hand\":2,\"sides\":[[4],[0,1,2,3]],\"points\":[80,40],\"tricks\":[6,2],\"winner\":0,"
            + "\"scoreChange\":[-1,-1,-1,-1,4],\"caller\":4,\"partner\":null,"
            + "\"bid\":{\"points\":80},\"calledCard\":\"AC\",\"target\":80,"
            + "\"made\":true,\"payments\":[-1,-1,-1,-1,4]}",
        text(Json.handResult(points)));
    Seq<Integer> zeros = Array.of(0, 0, 0, 0, 0);
    BriscolaHandResult passedOut =
        new BriscolaHandResult(
            1,
            Array.empty(),
            Array.empty(),
            Array.empty(),
            Option.none(),
            zeros,
            Option.some(
                new Contract(
                    Option.none(),
                    Option.none(),
                    Option.none(),
                    Option.none(),
                    Option.none(),
                    Option.none(),
                    Option.none(),
                    zeros)));
    assertEquals(
        "{\"hand\":1,\"sides\":[],\"points\":[],\"tricks\":[],\"winner\":null,"
            + "\"scoreChange\":[0,0,0,0,0],\"caller\":null,\"partner\":null,\"bid\":null,"
            + "\"calledCard\":null,\"target\":null,\"made\":null,\"payments\":[0,0,0,0,0]}",
        text(Json.handResult(passedOut)));
  }

  @Test
  @DisplayName("REJECTION: code and message")
  void rejectionShape() {
    assertEquals(
        "{\"code\":\"MUST_FOLLOW_SUIT\",\"message\":\"You must follow suit: you hold 7H\"}",
        text(
            Json.rejection(
                Rejection.of(
                    Rejection.Code.MUST_FOLLOW_SUIT, "You must follow suit: you hold 7H"))));
  }

  @Test
  @DisplayName("options: integers as Integer, strings as String; others left for OptionSpec.check")
  void options() {
    MatchOptions o =
        Json.readOptions(Json.parse("{\"dealer\":1,\"ranks\":\"ten\",\"x\":true,\"y\":1.5}").get())
            .get();
    assertEquals(Integer.valueOf(1), o.get("dealer").get());
    assertEquals("ten", o.get("ranks").get());
    assertEquals(Boolean.TRUE, o.get("x").get());
    assertTrue(o.get("y").get() instanceof JsonNode);
    assertEquals(
        Rejection.Code.MALFORMED,
        GAME.newMatch(Json.readOptions(Json.parse("{\"dealer\":1.5}").get()).get())
            .getLeft()
            .code());
    assertEquals(
        Rejection.Code.MALFORMED, Json.readOptions(Json.parse("[]").get()).getLeft().code());
    assertInstanceOf(
        GameState.class,
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
