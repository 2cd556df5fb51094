package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.bot.Bots;
import dev.mazzo.family.Narrator;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;

/** The JSON the server sends (docs/server.md): views, a table's public state, the catalog. */
final class Messages {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Messages() {}

  /**
   * The {@code view} message of a seat (or a spectator): the protocol's VIEW and the EVENTs of the
   * last change as that seat may see them, with the family's own words for them ({@code text}, told
   * by the seat's narrator, blank lines left out) and a label per legal action ({@code labels}, in
   * the order of the VIEW's {@code legal}).
   *
   * @param table the table
   * @param seat the seat, or {@link Table#SPECTATOR}
   * @param state the match's state
   * @param withEvents false on connecting: the events were told before
   */
  static ObjectNode view(Table table, int seat, GameState state, boolean withEvents) {
    PlayerView view =
        seat == Table.SPECTATOR
            ? table.game.publicView(state).get()
            : table.game.view(state, seat).get();
    ObjectNode o = NODES.objectNode();
    o.put("type", "view");
    head(o, table, state);
    if (seat == Table.SPECTATOR) {
      o.putNull("seat");
    } else {
      o.put("seat", seat);
    }
    o.set("view", Json.view(view));
    ArrayNode events = o.putArray("events");
    ArrayNode text = o.putArray("text");
    if (withEvents) {
      Narrator narrator = table.narrator(seat);
      for (Event e : view.events()) {
        events.add(Json.event(e));
        for (String line : narrator.tell(e, view)) {
          if (!line.isBlank()) {
            text.add(line);
          }
        }
      }
    }
    ArrayNode labels = o.putArray("labels");
    for (Action a : view.legalActions()) {
      labels.add(table.text.label(a, view));
    }
    return o;
  }

  /** {@code {"type":"rejected","error":{"code":…,"message":…}}}. */
  static ObjectNode rejected(ObjectNode error) {
    ObjectNode o = NODES.objectNode();
    o.put("type", "rejected");
    o.set("error", error);
    return o;
  }

  /** The public state of a table: its seats, its phase, turn and score, and the public VIEW. */
  static ObjectNode state(Table table) {
    GameState state = table.match().state();
    ObjectNode o = NODES.objectNode();
    head(o, table, state);
    ObjectNode view = Json.view(table.game.publicView(state).get());
    for (String field : new String[] {"phase", "toAct", "hand", "score", "winner"}) {
      JsonNode v = view.get(field);
      o.set(field, v == null ? NODES.nullNode() : v);
    }
    o.put("actions", table.match().record().actions().size());
    o.set("view", view);
    return o;
  }

  /** {@code table, variant, name, seats, over}: what every message about a table begins with. */
  private static void head(ObjectNode o, Table table, GameState state) {
    o.put("table", table.id);
    o.put("variant", table.game.variant().id());
    o.put("name", table.game.variant().name());
    ArrayNode seats = o.putArray("seats");
    for (int p = 0; p < table.kinds.size(); p++) {
      seats.addObject().put("seat", p).put("kind", table.kinds.get(p));
    }
    o.put("over", state.isOver());
  }

  /**
   * The catalog for a lobby: {@code {"variants":[…],"bots":[…]}}, each variant as the protocol's
   * {@code variants} listing writes it ({@link Json#variant}) with its {@code description}.
   */
  static ObjectNode catalog() {
    ObjectNode o = NODES.objectNode();
    ArrayNode variants = o.putArray("variants");
    for (Variant v : Variants.all()) {
      ObjectNode entry = Json.variant(v);
      entry.put("description", v.description());
      variants.add(entry);
    }
    ArrayNode bots = o.putArray("bots");
    for (String name : Bots.names()) {
      bots.add(name);
    }
    return o;
  }

  /** A message as a sentence: with a full stop at its end if it has none. */
  static String sentence(String message) {
    return message.endsWith(".") || message.endsWith("!") || message.endsWith("?")
        ? message
        : message + ".";
  }

  /** A value quoted for a message, cut at 40 characters. */
  static String quote(String value) {
    if (value == null) {
      return "null";
    }
    return "\"" + (value.length() <= 40 ? value : value.substring(0, 40) + "…") + "\"";
  }
}
