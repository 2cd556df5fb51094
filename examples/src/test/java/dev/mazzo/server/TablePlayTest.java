package dev.mazzo.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.bot.Bots;
import dev.mazzo.game.GameState;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The table server's contract (docs/server.md) played through: the catalog, a whole match of one id
 * of each family by a person's socket against bots, spectators, reconnecting.
 */
class TablePlayTest {

  @TempDir static Path dir;
  static ServerFixture fx;

  @BeforeAll
  static void start() {
    fx = new ServerFixture(dir, 11L);
  }

  @AfterAll
  static void stop() {
    fx.close();
  }

  @Test
  @DisplayName(
      "GET /api/variants: every variant with its options, defaults and allowed values, and the bots")
  void catalog() {
    Wire.Answer a = fx.wire.get("/api/variants");
    assertEquals(200, a.status());
    JsonNode c = a.json();
    assertEquals(Variants.all().size(), c.get("variants").size());
    JsonNode first = c.get("variants").get(0);
    assertEquals(Variants.all().head().id(), first.get("id").asText());
    assertTrue(
        first.get("options").isObject() && first.get("allowed").isObject(), first.toString());
    assertFalse(first.get("description").asText().isEmpty());
    assertEquals(Bots.names().mkString(","), join(c.get("bots")));
    // the suits the cards show, for the page: Latin for the chapters that deal Latin-suited packs
    // (briscola.md B-4, tombolon.md T-2), which each description names
    for (JsonNode v : c.get("variants")) {
      // each option's sentence, for the lobby's labels
      Variant variant = Variants.byId(v.get("id").asText()).get();
      assertEquals(variant.options().size(), v.get("optionText").size(), v.toString());
      for (OptionSpec spec : variant.options()) {
        assertEquals(spec.description(), v.get("optionText").path(spec.name()).asText());
      }
      String d = v.get("description").asText();
      boolean latin = d.endsWith("(briscola.md).") || d.endsWith("(tombolon.md).");
      assertEquals(latin ? "latin" : "french", v.get("suits").asText(), v.get("id").asText());
    }
  }

  private static String join(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return String.join(",", out);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "{\"variant\":\"briscola-4p\",\"options\":{\"handsToWin\":1},\"seats\":[\"human\",\"ismcts\",\"greedy\",\"random\"]}",
        "{\"variant\":\"tombolon-rovigo-4p\",\"options\":{\"target\":1},\"seats\":[\"greedy\",\"human\",\"greedy\",\"greedy\"]}",
        "{\"variant\":\"pitch-10-4p\",\"options\":{\"target\":1},\"seats\":[\"greedy\",\"greedy\",\"human\",\"greedy\"]}",
        "{\"variant\":\"five-hundred-4p\",\"seats\":[\"greedy\",\"greedy\",\"greedy\",\"human\"]}"
      })
  @DisplayName(
      "A person plays a whole match through the socket against bots, one id of each family")
  void playsToTheEnd(String request) {
    JsonNode made = fx.wire.create(request);
    String table = made.get("table").asText();
    int seat = -1;
    for (JsonNode s : made.get("seats")) {
      if (s.has("token")) {
        seat = s.get("seat").asInt();
        assertEquals(22, s.get("token").asText().length(), s.toString());
        assertEquals(
            "/table.html?table=" + table + "&token=" + s.get("token").asText(),
            s.get("url").asText());
      } else {
        assertFalse(s.has("url"), s.toString());
      }
    }
    assertEquals("/table.html?table=" + table, made.get("spectate").asText());
    Wire.Socket s = fx.wire.socket(table, made.get("seats").get(seat).get("token").asText());
    Wire.Socket spectator = fx.wire.socket(table, null);
    int views = 0;
    int told = 0;
    JsonNode m = s.view();
    while (!m.get("over").asBoolean()) {
      views++;
      assertEquals(seat, m.get("seat").asInt());
      assertEquals(m.get("view").get("legal").size(), m.get("labels").size(), m.toString());
      told += m.get("text").size();
      if (Play.toAct(m) && s.messages.isEmpty()) {
        s.send(Play.first(m));
      }
      m = s.view();
    }
    s.close();
    assertTrue(views > 10 && told > 10, views + " views, " + told + " sentences");
    // the spectator was told every change too, in its own words, and saw no card in a hand
    JsonNode watched = spectator.view();
    int spectatorTold = 0;
    while (!watched.get("over").asBoolean()) {
      spectatorTold += watched.get("text").size();
      for (JsonNode h : watched.get("view").get("hands")) {
        assertTrue(h.isInt(), watched.toString());
      }
      watched = spectator.view();
    }
    spectator.close();
    assertTrue(spectatorTold > 10, spectatorTold + " sentences");
    assertEquals(m.get("view").get("score"), watched.get("view").get("score"));
    assertTrue(m.get("text").size() > 0, "the end is told: " + m);
    JsonNode state = fx.state(table);
    assertTrue(state.get("over").asBoolean(), state.toString());
    assertEquals("match-over", state.get("phase").asText());
    // once over, the whole record for anyone; it replays to the end
    JsonNode record = fx.wire.get("/api/tables/" + table + "/record").json();
    assertEquals(Json.RECORD_FORMAT, record.get("format").asText());
    MatchRecord r = Json.readRecord(record).get();
    GameState end = r.replay(Variants.require(r.variantId()).game()).get();
    assertTrue(end.isOver());
    assertEquals(state.get("actions").asInt(), r.actions().size());
    assertEquals(r.actions().size(), fx.storedActions(table));
  }

  @Test
  @DisplayName("A spectator sees the public view only: every hand a count, no action to take")
  void spectatorSeesNoHiddenCard() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    String table = made.get("table").asText();
    int toAct = fx.awaitSeatToAct(table);
    Wire.Socket spectator = fx.wire.socket(table, null);
    JsonNode seen = spectator.next();
    assertTrue(seen.get("seat").isNull(), seen.toString());
    assertEquals(fx.state(table).get("view"), seen.get("view"));
    for (JsonNode h : seen.get("view").get("hands")) {
      assertTrue(h.isInt(), "a count, not cards: " + seen);
    }
    assertEquals(0, seen.get("view").get("legal").size());
    Wire.Socket player = fx.wire.socket(table, made.get("seats").get(toAct).get("token").asText());
    JsonNode mine = player.next();
    assertTrue(mine.get("view").get("hands").get(toAct).isArray(), mine.toString());
    assertTrue(mine.get("view").get("hands").get(1 - toAct).isInt(), mine.toString());
    // after a play, the spectator hears of it, still without a hidden card
    player.send(Play.first(mine));
    JsonNode after = spectator.next();
    assertEquals("played", after.get("events").get(0).get("event").asText(), after.toString());
    for (JsonNode h : after.get("view").get("hands")) {
      assertTrue(h.isInt(), after.toString());
    }
    spectator.close();
    player.close();
  }

  @Test
  @DisplayName("A seat reconnects with its link (a reload, another device) and gets its view back")
  void reconnect() {
    JsonNode made = fx.wire.create("{\"variant\":\"briscola-2p\",\"seats\":[\"human\",\"human\"]}");
    String table = made.get("table").asText();
    int toAct = fx.awaitSeatToAct(table);
    String token = made.get("seats").get(toAct).get("token").asText();
    Wire.Socket first = fx.wire.socket(table, token);
    JsonNode v1 = first.next();
    Wire.Socket second = fx.wire.socket(table, token); // another device, same link
    JsonNode v2 = second.next();
    assertEquals(v1.get("view"), v2.get("view"));
    first.close();
    second.send(Play.first(v2));
    JsonNode after = second.next();
    assertEquals(1, fx.state(table).get("actions").asInt() - 1, "deal and one play");
    second.close();
    Wire.Socket third = fx.wire.socket(table, token); // a reload
    JsonNode back = third.next();
    assertEquals(after.get("view"), back.get("view"));
    assertEquals(0, back.get("events").size(), "on connecting: the view, no event told again");
    third.close();
  }
}
