package dev.mazzo.tombolon;

import static dev.mazzo.tombolon.Position.apply;
import static dev.mazzo.tombolon.Position.cards;
import static dev.mazzo.tombolon.Position.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mazzo.card.Card;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Array;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The JSON of Tombolon values (tombolon.md §5, T-32, T-34): exact shapes. */
class JsonTest {

  private static final String ROVIGO = "tombolon-rovigo-2p";

  private static String json(Event e) {
    return Json.write(Json.event(e));
  }

  @Test
  @DisplayName("T-34: every Tombolon event, field by field")
  void events() {
    assertEquals(
        "{\"event\":\"dealt\",\"dealer\":0,\"distribution\":1}",
        json(new TombolonEvent.Dealt(0, 1)));
    assertEquals(
        "{\"event\":\"table\",\"cards\":[\"2H\",\"5C\",\"7C\",\"AS\"]}",
        json(new TombolonEvent.Table(cards(ROVIGO, "2H 5C 7C AS"))));
    assertEquals(
        "{\"event\":\"redeal\",\"table\":[\"7H\",\"7C\",\"7S\",\"2D\"]}",
        json(new TombolonEvent.Redeal(cards(ROVIGO, "7H 7C 7S 2D"))));
    assertEquals(
        "{\"event\":\"played\",\"seat\":1,\"card\":\"7D\",\"capture\":[\"2H\",\"5C\"]}",
        json(new TombolonEvent.Played(1, cards(ROVIGO, "7D").head(), cards(ROVIGO, "2H 5C"))));
    assertEquals(
        "{\"event\":\"played\",\"seat\":1,\"card\":\"KD\",\"capture\":[]}",
        json(new TombolonEvent.Played(1, cards(ROVIGO, "KD").head(), Array.empty())));
    assertEquals(
        "{\"event\":\"scopa\",\"seat\":1,\"points\":7}", json(new TombolonEvent.Scopa(1, 7)));
    assertEquals(
        "{\"event\":\"colore\",\"seat\":1,\"points\":7}", json(new TombolonEvent.Colore(1, 7)));
    assertEquals(
        "{\"event\":\"sweep\",\"seat\":0,\"cards\":[]}",
        json(new TombolonEvent.Sweep(0, Array.empty())));
    assertEquals("{\"event\":\"wentOut\",\"side\":0}", json(new TombolonEvent.WentOut(0)));
    assertEquals(
        "{\"event\":\"match\",\"winner\":1}", json(new Event.MatchEnded.Plain(Option.some(1))));
  }

  @Test
  @DisplayName(
      "§5: the play action is written with its capture and read back; an absent capture is []")
  void actions() {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .hand(0, "7D KD")
            .hand(1, "KS")
            .table("2H 5C 7C")
            .stock("AS")
            .build();
    Action capture = play(ROVIGO, 0, "7D", "2H 5C");
    assertEquals(
        "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"2H\",\"5C\"]}",
        Json.write(Json.action(capture)));
    assertEquals(Either.right(capture), Json.readAction(Json.write(Json.action(capture)), s));
    assertEquals(
        Either.right(play(ROVIGO, 0, "KD", "")),
        Json.readAction("{\"type\":\"play\",\"seat\":0,\"card\":\"KD\"}", s));
    assertEquals(
        Either.right(play(ROVIGO, 0, "7D", "2H 5C")),
        Json.readAction(
            "{\"type\":\"play\",\"seat\":0,\"card\":\"7d\",\"capture\":[\"2h\",\"5C\"]}", s),
        "codes are read case-insensitively");
    for (String bad :
        new String[] {
          "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"2H\",\"2H\"]}",
          "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"8C\"]}",
          "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":null}",
          "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[1]}",
          "{\"type\":\"play\",\"seat\":2,\"card\":\"7D\"}",
          "{\"type\":\"play\",\"seat\":0}",
          "{\"type\":\"pass\",\"seat\":0}",
          "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"take\":[]}"
        }) {
      Either<Rejection, Action> r = Json.readAction(bad, s);
      assertTrue(r.isLeft(), bad);
      assertEquals(Rejection.Code.MALFORMED, r.getLeft().code(), bad);
    }
    // the API's PlayCard is still written in the protocol's plain shape
    Card kd = cards(ROVIGO, "KD").head();
    assertEquals(
        "{\"type\":\"play\",\"seat\":0,\"card\":\"KD\"}",
        Json.write(Json.action(new PlayCard(0, kd))));
  }

  @Test
  @DisplayName("T-32: SUMMARY with the table as codes and stockBottom, eldest, lastTaker, secured")
  void summary() {
    TombolonState s =
        Position.of(ROVIGO)
            .dealer(1)
            .hand(0, "2H AH")
            .hand(1, "KS 3D")
            .table("2C 5D")
            .stock("4H 6H")
            .pile(0, "7D 7C")
            .pile(1, "JS")
            .lastTaker(1)
            .score(3, 4)
            .build();
    s = apply(s, play(ROVIGO, 0, "AH", ""));
    assertEquals(
        "{\"variant\":\"tombolon-rovigo-2p\",\"phase\":\"play\",\"toAct\":1,\"dealer\":1,"
            + "\"hand\":1,\"trump\":null,\"trumpCard\":null,"
            + "\"hands\":[[\"2H\"],[\"3D\",\"KS\"]],\"stock\":[\"4H\",\"6H\"],"
            + "\"table\":[\"2C\",\"5D\",\"AH\"],\"captured\":[[\"7D\",\"7C\"],[\"JS\"]],"
            + "\"sides\":[[0],[1]],\"score\":[3,4],\"results\":[],\"winner\":null,"
            + "\"legal\":[{\"type\":\"play\",\"seat\":1,\"card\":\"3D\",\"capture\":[\"AH\",\"2C\"]},"
            + "{\"type\":\"play\",\"seat\":1,\"card\":\"KS\",\"capture\":[]}],"
            + "\"stockBottom\":\"6H\",\"eldest\":0,\"lastTaker\":1,\"secured\":[1,1]}",
        Json.write(Json.summary(Position.game(ROVIGO), s)));
    assertEquals(
        "{\"variant\":\"tombolon-rovigo-2p\",\"phase\":\"play\",\"toAct\":1,\"dealer\":1,"
            + "\"hand\":1,\"trump\":null,\"trumpCard\":null,"
            + "\"hands\":[[\"2H\"],2],\"stock\":2,"
            + "\"table\":[\"2C\",\"5D\",\"AH\"],\"captured\":[[\"7D\",\"7C\"],[\"JS\"]],"
            + "\"sides\":[[0],[1]],\"score\":[3,4],\"results\":[],\"winner\":null,\"legal\":[],"
            + "\"stockBottom\":\"6H\",\"eldest\":0,\"lastTaker\":1,\"secured\":[1,1]}",
        Json.write(Json.view(Position.game(ROVIGO).view(s, 0).get())));
  }
}
