package dev.mazzo.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The JSON of match records and of seat and spectator records (docs/records.md). */
class RecordJsonTest {

  private static final Game<GameState, PlayerView> GAME = MatchRecordTest.GAME;

  private static final Match<GameState> WHOLE = MatchRecordTest.play(GAME, 3, 100);

  private static ObjectNode json(MatchRecord r) {
    return Json.record(r, GAME).get();
  }

  private static List<String> names(JsonNode o) {
    List<String> out = new ArrayList<>();
    o.fieldNames().forEachRemaining(out::add);
    return out;
  }

  private static RecordRejection read(String text) {
    return Json.readRecord(text).getLeft();
  }

  @Test
  @DisplayName("a record's JSON: header, every option, the protocol's ACTIONs, results, outcome")
  void writesTheRecord() {
    MatchRecord r = WHOLE.record().withSeats(Array.of("Ann", "Bob"));
    ObjectNode o = json(r);
    assertEquals(
        List.of(
            "format", "version", "mazzo", "variant", "options", "seats", "actions", "results",
            "outcome"),
        names(o));
    assertEquals("mazzo-match-record", o.get("format").textValue());
    assertEquals("1.0", o.get("version").textValue());
    assertEquals(MatchRecord.MAZZO_VERSION, o.get("mazzo").textValue());
    assertEquals("briscola-2p", o.get("variant").textValue());
    assertEquals("{\"dealer\":0,\"handsToWin\":1}", Json.write(o.get("options")));
    assertEquals("[\"Ann\",\"Bob\"]", Json.write(o.get("seats")));
    assertEquals(41, o.get("actions").size());
    for (int i = 0; i < 41; i++) {
      assertEquals(Json.action(r.actions().get(i)), o.get("actions").get(i));
    }
    GameState end = WHOLE.state();
    assertEquals(1, o.get("results").size());
    assertEquals(Json.handResult(end.results().head()), o.get("results").get(0));
    assertEquals(JsonNodes.ints(end.score()), o.at("/outcome/score"));
    assertEquals(end.winningSide().get().intValue(), o.at("/outcome/winner").intValue());
    assertTrue(o.at("/outcome/over").booleanValue());
    ObjectNode part = json(r.undo(30));
    assertTrue(part.at("/outcome/winner").isNull());
    assertFalse(part.at("/outcome/over").booleanValue());
    assertEquals(0, part.get("results").size());
  }

  @Test
  @DisplayName("the options' values keep their JSON types: numbers, strings and booleans")
  void optionTypes() {
    Game<GameState, PlayerView> pitch = Variants.require("pitch-10-4p").game();
    MatchRecord r =
        MatchRecord.start(pitch, dev.mazzo.game.MatchOptions.defaults().with("dirty", true)).get();
    ObjectNode o = Json.record(r, pitch).get();
    assertTrue(o.at("/options/dirty").booleanValue());
    assertTrue(o.at("/options/minBid").isInt());
    assertEquals("fixed", o.at("/options/jokerOrder").textValue());
    assertEquals(r, Json.readRecord(Json.write(o)).get());
  }

  @Test
  @DisplayName("a record that does not replay is not written: the failing action is named")
  void unwritable() {
    MatchRecord r = WHOLE.record().undo(40).append(null);
    assertEquals(1, Json.record(r, GAME).getLeft().index());
  }

  @Test
  @DisplayName("record -> JSON text -> record is the identity, seats and version included")
  void roundTrip() {
    MatchRecord r = WHOLE.record().withSeats(Array.of("Ann", "Bob"));
    assertEquals(r, Json.readRecord(Json.write(json(r))).get());
    assertEquals(r, Json.readRecord(json(r)).get());
    MatchRecord part = WHOLE.record().undo(17);
    assertEquals(part, Json.readRecord(Json.write(json(part))).get());
  }

  @Test
  @DisplayName(
      "a reader ignores unknown fields, results and outcome; a minimal record fills defaults")
  void readsMinimal() {
    MatchRecord r =
        Json.readRecord(
                "{\"variant\":\"briscola-2p\",\"options\":{\"dealer\":1},\"actions\":[],"
                    + "\"comment\":\"hi\",\"results\":7,\"outcome\":null,\"version\":\"1.9\"}")
            .get();
    assertEquals("briscola-2p", r.variantId());
    assertEquals(io.vavr.collection.List.of("dealer", "handsToWin"), r.options().keySet().toList());
    assertEquals(1, r.options().get("dealer").get());
    assertEquals(2, r.options().get("handsToWin").get());
    assertEquals("unknown", r.version());
    assertTrue(r.seats().isEmpty() && r.actions().isEmpty());
  }

  @Test
  @DisplayName("a newer major version is refused with a sentence that says so")
  void newerMajorRefused() {
    String ok = "\"variant\":\"briscola-2p\",\"options\":{},\"actions\":[]";
    RecordRejection x = read("{\"version\":\"2.0\"," + ok + "}");
    assertEquals(-1, x.index());
    assertEquals(
        "This record is in version 2.0 of the match record format, newer than this Mazzo reads"
            + " (version 1.x): read it with a newer Mazzo",
        x.message());
    assertEquals(
        "There is no version 0.9 of the match record format: the first is 1.0",
        read("{\"version\":\"0.9\"," + ok + "}").message());
    assertEquals(
        "\"version\" must be the record format's version, such as \"1.0\", not the number 1",
        read("{\"version\":1," + ok + "}").message());
    assertEquals(
        "\"version\" must be the record format's version, such as \"1.0\", not the string \"1\"",
        read("{\"version\":\"1\"," + ok + "}").message());
    assertEquals(
        "\"format\" must be \"mazzo-match-record\", and this is the string \"pgn\": it is not a"
            + " Mazzo match record",
        read("{\"format\":\"pgn\"," + ok + "}").message());
    assertEquals(
        "\"format\" must be \"mazzo-match-record\", and this is the number 3: it is not a"
            + " Mazzo match record",
        read("{\"format\":3," + ok + "}").message());
    assertTrue(Json.readRecord("{\"format\":\"mazzo-match-record\"," + ok + "}").isRight());
  }

  @Test
  @DisplayName("missing or ill-typed fields are MALFORMED, with a sentence that says what is right")
  void malformedFields() {
    String[][] cases = {
      {
        "[]",
        "A match record must be a JSON object with \"variant\", \"options\" and \"actions\","
            + " not an array"
      },
      {
        "{\"options\":{},\"actions\":[]}",
        "A match record needs \"variant\", the id of a variant as the variants listing"
            + " gives it"
      },
      {
        "{\"variant\":2,\"options\":{},\"actions\":[]}",
        "A match record needs \"variant\", the id of a variant as the variants listing gives it,"
            + " not the number 2"
      },
      {
        "{\"variant\":\"briscola-2p\",\"actions\":[]}",
        "A match record needs \"options\", an object such as {\"dealer\":0}"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":[],\"actions\":[]}",
        "\"options\" must be an object such as {\"dealer\":1}, not an array"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":{\"dealer\":5},\"actions\":[]}",
        "Option dealer must be a whole number from 0 to 1"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":{},\"seats\":{},\"actions\":[]}",
        "\"seats\" must be an array of labels such as [\"Ann\",\"Bob\"], not an object"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":{},\"seats\":[\"A\",1],\"actions\":[]}",
        "\"seats\" must be an array of labels such as [\"Ann\",\"Bob\"], not an array holding"
            + " the number 1"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":{}}",
        "A match record needs \"actions\", an array of actions such as"
            + " [{\"type\":\"deal\",\"order\":[…]}]"
      },
      {
        "{\"variant\":\"briscola-2p\",\"options\":{},\"actions\":{}}",
        "A match record needs \"actions\", an array of actions such as"
            + " [{\"type\":\"deal\",\"order\":[…]}], not an object"
      },
      {
        "{\"mazzo\":1,\"variant\":\"briscola-2p\",\"options\":{},\"actions\":[]}",
        "\"mazzo\" must be a string, not the number 1"
      },
      {"{\"variant\":\"skat\",\"options\":{},\"actions\":[]}", Variants.find("skat").getLeft()},
      {
        "{\"variant\":\"briscola-2p\",\"options\":{},\"actions\":[]",
        Json.parse("{\"variant\":\"briscola-2p\",\"options\":{},\"actions\":[]").getLeft().message()
      },
      {"", "That is not JSON: the text is empty"},
    };
    for (String[] c : cases) {
      RecordRejection x = read(c[0]);
      assertEquals(c[1], x.message(), c[0]);
      assertEquals(RecordRejection.RECORD, x.index(), c[0]);
      assertEquals(Rejection.Code.MALFORMED, x.code(), c[0]);
    }
    assertEquals(
        "A match record must be a JSON object with \"variant\", \"options\" and \"actions\","
            + " not nothing",
        Json.readRecord((JsonNode) null).getLeft().message());
  }

  @Test
  @DisplayName("an unreadable action k is named by k, with readAction's sentence")
  void unreadableAction() {
    ObjectNode o = json(WHOLE.record());
    ArrayNode actions = (ArrayNode) o.get("actions");
    ObjectNode five = (ObjectNode) actions.get(5);
    five.put("card", "ZZ");
    RecordRejection x = Json.readRecord(o).getLeft();
    assertEquals(5, x.index());
    GameState s = GAME.newMatch(WHOLE.record().matchOptions()).get();
    assertEquals(Json.readAction(five, s).getLeft(), x.rejection());
    assertEquals("play by seat " + five.get("seat").intValue(), x.action());
    assertTrue(x.message().startsWith("Action 5 (play by seat "), x.message());
    actions.set(7, Json.parse("[1]").get());
    actions.set(2, Json.parse("{\"type\":7}").get());
    RecordRejection y = Json.readRecord(o).getLeft();
    assertEquals(2, y.index());
    assertEquals("an action", y.action());
  }

  @Test
  @DisplayName(
      "an edited action (a card swapped for one not in hand) fails the replay at its index")
  void editedAction() {
    ObjectNode o = json(WHOLE.record());
    ArrayNode actions = (ArrayNode) o.get("actions");
    ObjectNode one = (ObjectNode) actions.get(1);
    String other = actions.get(2).get("card").textValue();
    one.put("card", other);
    MatchRecord edited = Json.readRecord(o).get();
    RecordRejection x = edited.replay(GAME).getLeft();
    assertEquals(1, x.index());
    assertEquals(Rejection.Code.CARD_NOT_IN_HAND, x.code());
  }

  @Test
  @DisplayName("a seat's record: its own actions and hand, every event as its view shows it")
  void seatRecord() {
    MatchRecord r = WHOLE.record();
    Seq<GameState> states = r.states(GAME).get();
    for (int seat = 0; seat < 2; seat++) {
      ObjectNode o = Json.seatRecord(r, GAME, seat).get();
      assertEquals(
          List.of(
              "format", "version", "mazzo", "variant", "options", "seats", "view", "steps",
              "results", "outcome"),
          names(o));
      assertEquals(seat, o.at("/view/seat").intValue());
      JsonNode steps = o.get("steps");
      assertEquals(r.actions().size(), steps.size());
      int hands = 0;
      for (int i = 0; i < steps.size(); i++) {
        JsonNode step = steps.get(i);
        PlayerView v = GAME.view(states.get(i + 1), seat).get();
        assertEquals(Json.events(v.events()), step.get("events"));
        int actor = states.get(i).toAct();
        boolean gained =
            !v.ownHand().minus(GAME.view(states.get(i), seat).get().ownHand()).isEmpty();
        assertEquals(gained, step.has("hand"), "a hand after a step that gave the seat a card");
        if (gained) {
          assertEquals(dev.mazzo.codec.JsonParts.cards(v.ownHand()), step.get("hand"));
        }
        if (actor == GameState.CHANCE) {
          assertEquals("chance", step.get("actor").textValue());
          assertTrue(gained, "a deal gives every seat its cards");
        } else {
          assertEquals(actor, step.get("actor").intValue());
          assertEquals(actor == seat, step.has("action"));
          if (actor == seat) {
            assertEquals(Json.action(r.actions().get(i)), step.get("action"));
          }
        }
        assertEquals(
            List.of("actor", "action", "hand", "events").stream()
                .filter(step::has)
                .collect(java.util.stream.Collectors.toList()),
            names(step),
            "the fields in order");
        hands += gained && actor != GameState.CHANCE ? 1 : 0;
      }
      assertEquals(17, hands, "seat " + seat + " draws after each of the first 17 tricks");
      assertEquals(json(r).get("results"), o.get("results"));
      assertEquals(json(r).get("outcome"), o.get("outcome"));
      assertFalse(Json.write(o).contains("\"order\""), "no deal order");
    }
    assertEquals(
        "There is no seat 2 in briscola-2p: the seats are 0 to 1",
        Json.seatRecord(r, GAME, 2).getLeft().message());
    assertEquals(-1, Json.seatRecord(r, GAME, -1).getLeft().index());
    assertEquals(-1, Json.seatRecord(r, GAME, GameState.NOBODY).getLeft().index());
    assertEquals(1, Json.seatRecord(r.undo(40).append(null), GAME, 0).getLeft().index());
  }

  @Test
  @DisplayName("a spectator's record: no action, no hand, every event as the public view shows it")
  void publicRecord() {
    MatchRecord r = WHOLE.record().undo(10);
    Seq<GameState> states = r.states(GAME).get();
    ObjectNode o = Json.publicRecord(r, GAME).get();
    assertEquals("public", o.get("view").textValue());
    JsonNode steps = o.get("steps");
    assertEquals(r.actions().size(), steps.size());
    Iterator<JsonNode> it = steps.elements();
    for (int i = 0; it.hasNext(); i++) {
      JsonNode step = it.next();
      assertEquals(List.of("actor", "events"), names(step));
      assertEquals(
          Json.events(GAME.publicView(states.get(i + 1)).get().events()), step.get("events"));
      int actor = states.get(i).toAct();
      assertEquals(
          actor == GameState.CHANCE ? "\"chance\"" : String.valueOf(actor),
          Json.write(step.get("actor")));
    }
    assertTrue(o.at("/outcome/winner").isNull());
    assertEquals(1, Json.publicRecord(r.undo(30).append(null), GAME).getLeft().index());
  }

  /** Small JSON builders for expected values. */
  private static final class JsonNodes {
    static ArrayNode ints(Seq<Integer> values) {
      return dev.mazzo.codec.JsonParts.ints(values);
    }
  }
}
