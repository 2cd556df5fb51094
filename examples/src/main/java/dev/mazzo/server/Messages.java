package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.bot.Bots;
import dev.mazzo.family.Narrator;
import dev.mazzo.family.Seating;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Event;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.protocol.Json;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.List;

/** The JSON the server sends (docs/server.md): views, a table's public state, the catalog. */
final class Messages {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Messages() {}

  /**
   * The {@code view} message of a seat (or a spectator) after a change: the protocol's VIEW and the
   * EVENTs of the change as that seat may see them, with the family's own words for them, told by
   * the seat's narrator with blank lines left out: per event ({@code told}, aligned with {@code
   * events}), all of them in one list ({@code text}), and those of a hand's result and the match's
   * end apart ({@code result}, or null); and a label per legal action ({@code labels}, in the order
   * of the VIEW's {@code legal}).
   *
   * @param table the table
   * @param seat the seat, or {@link Table#SPECTATOR}
   * @param state the match's state
   * @param withEvents false on connecting: the events were told before
   */
  static ObjectNode view(Table table, int seat, GameState state, boolean withEvents) {
    PlayerView view = view(table, seat, state);
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
    ArrayNode told = o.putArray("told");
    ArrayNode text = o.putArray("text");
    ArrayNode result = NODES.arrayNode();
    if (withEvents) {
      Narrator narrator = table.narrator(seat);
      for (Event e : view.events()) {
        events.add(Json.event(e));
        ArrayNode lines = told.addArray();
        boolean ends = e instanceof Event.HandScored || e instanceof Event.MatchEnded;
        for (String line : narrator.tell(e, view)) {
          if (!line.isBlank()) {
            lines.add(line);
            text.add(line);
            if (ends) {
              result.add(line);
            }
          }
        }
      }
    }
    o.set("result", result.isEmpty() ? NODES.nullNode() : result);
    ArrayNode labels = o.putArray("labels");
    for (Action a : view.legalActions()) {
      labels.add(table.text.label(a, view));
    }
    return o;
  }

  /** The view of a seat, or the public view. */
  private static PlayerView view(Table table, int seat, GameState state) {
    return seat == Table.SPECTATOR
        ? table.game.publicView(state).get()
        : table.game.view(state, seat).get();
  }

  /**
   * The {@code view} message a client gets on connecting: its view with no events, and in {@code
   * history} what the seat was told since the deal of the previous hand ({@link #history}).
   */
  static ObjectNode joined(Table table, int seat, Match<GameState> match) {
    ObjectNode o = view(table, seat, match.state(), false);
    ArrayNode history = NODES.arrayNode();
    for (String line : history(table, seat, match.record())) {
      history.add(line);
    }
    o.set("history", history);
    return o;
  }

  /**
   * What a seat (or a spectator) was told since the deal of the previous hand (the last hand's play
   * and result, then the current hand so far; since the first deal in the first hand), as its
   * narrator tells the events of each action, blank lines left out: the record is replayed to that
   * deal, then action by action with a new narrator, so that a client that connects late (a reload,
   * a link opened after the bots moved) starts with the table's story.
   */
  static List<String> history(Table table, int seat, MatchRecord record) {
    Seq<Action> actions = record.actions();
    int from = 0;
    int deals = 0;
    for (int k = actions.size() - 1; k >= 0 && deals < 2; k--) {
      if (actions.get(k) instanceof Deal) {
        from = k;
        deals++;
      }
    }
    List<String> lines = new ArrayList<>();
    GameState state = record.replay(table.game, from).get();
    Narrator narrator = table.text.narrator(new Seating(seat, state.sides()));
    for (int k = from; k < actions.size(); k++) {
      state = table.game.apply(state, actions.get(k)).get();
      PlayerView view = view(table, seat, state);
      for (Event e : view.events()) {
        for (String line : narrator.tell(e, view)) {
          if (!line.isBlank()) {
            lines.add(line);
          }
        }
      }
    }
    return lines;
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
    o.put("actions", table.match().record().size());
    o.set("view", view);
    return o;
  }

  /** {@code table, variant, name, seats, over}: what every message about a table begins with. */
  private static void head(ObjectNode o, Table table, GameState state) {
    o.put("table", table.id);
    o.put("variant", table.game.variant().id());
    o.put("name", table.game.variant().name());
    o.put("suits", suits(table.game.variant()));
    ArrayNode seats = o.putArray("seats");
    for (int p = 0; p < table.kinds.size(); p++) {
      seats.addObject().put("seat", p).put("kind", table.kinds.get(p));
    }
    o.put("over", state.isOver());
  }

  /**
   * The catalog for a lobby: {@code {"variants":[…],"bots":[…]}}, each variant as the protocol's
   * {@code variants} listing writes it ({@link Json#variant}) with its {@code description}, its
   * {@code suits}, and {@code optionText}: each option's sentence ({@link
   * OptionSpec#description()}, such as "first dealer (B-2)"), which the lobby shows in place of the
   * option's name.
   */
  static ObjectNode catalog() {
    ObjectNode o = NODES.objectNode();
    ArrayNode variants = o.putArray("variants");
    for (Variant v : Variants.all()) {
      ObjectNode entry = Json.variant(v);
      entry.put("description", v.description());
      entry.put("suits", suits(v));
      ObjectNode text = entry.putObject("optionText");
      for (OptionSpec spec : v.options()) {
        text.put(spec.name(), spec.description());
      }
      variants.add(entry);
    }
    ArrayNode bots = o.putArray("bots");
    for (String name : Bots.names()) {
      bots.add(name);
    }
    return o;
  }

  /**
   * The suits a variant's cards show, as the page names them: {@code "latin"} (coppe, denari,
   * bastoni, spade) or {@code "french"} (hearts, diamonds, clubs, spades), from {@link
   * Variant#suitStyle()}.
   */
  static String suits(Variant variant) {
    return variant.suitStyle().wireName();
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
