package dev.mazzo.protocol;

import static dev.mazzo.protocol.JsonShapesFixture.card;
import static dev.mazzo.protocol.JsonShapesFixture.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.ChiamataEvent;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Rank;
import dev.mazzo.game.Event;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exact JSON shapes of EVENT (B-71) and HAND_RESULT (protocol.md, B-49, B-72), the chiamata
 * ones exactly as in the chapter's tables.
 */
class JsonEventShapesTest {

  @Test
  @DisplayName("EVENT (B-71): every event shape, drew without card when hidden")
  void eventShapes() {
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":0,\"trumpCard\":\"5C\"}",
        text(Json.event(new Event.Dealt.Plain(0, Option.some(card("5C"))))));
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":3,\"trumpCard\":null}",
        text(Json.event(new Event.Dealt.Plain(3, Option.none()))));
    assertEquals(
        "{\"event\":\"played\",\"seat\":0,\"card\":\"AS\"}",
        text(Json.event(new Event.Played.Plain(0, card("AS")))));
    assertEquals(
        "{\"event\":\"trick\",\"winner\":1,\"points\":21,\"cards\":[\"AS\",\"3S\"]}",
        text(Json.event(new Event.TrickWon.Plain(1, 21, Array.of(card("AS"), card("3S"))))));
    assertEquals(
        "{\"event\":\"drew\",\"seat\":1,\"card\":\"4C\"}",
        text(Json.event(new Event.Drew.Plain(1, Option.some(card("4C"))))));
    assertEquals(
        "{\"event\":\"drew\",\"seat\":1}",
        text(Json.event(new Event.Drew.Plain(1, Option.none()))));
    assertEquals(
        "{\"event\":\"match\",\"winner\":0}",
        text(Json.event(new Event.MatchEnded.Plain(Option.some(0)))));
    assertEquals(
        "{\"event\":\"match\",\"winner\":null}",
        text(Json.event(new Event.MatchEnded.Plain(Option.none()))));
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
    assertEquals("{\"event\":\"passed\",\"seat\":3}", text(Json.event(new Event.Passed.Plain(3))));
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
        text(Json.event(new Event.PartnerRevealed.Plain(4, Option.some(3)))));
    assertEquals(
        "{\"event\":\"partner\",\"caller\":4,\"partner\":null}",
        text(Json.event(new Event.PartnerRevealed.Plain(4, Option.none()))));
  }

  @Test
  @DisplayName("HAND_RESULT (protocol.md): a result of no family's class has the standard shape")
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
        text(Json.event(new Event.HandScored.Plain(voidHand))));
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
}
