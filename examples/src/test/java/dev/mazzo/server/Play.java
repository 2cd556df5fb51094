package dev.mazzo.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.protocol.Json;

/** Plays a seat through its socket: the first legal action each time, until the match is over. */
final class Play {

  private Play() {}

  /** Whether a view message asks this seat to act. */
  static boolean toAct(JsonNode m) {
    return "view".equals(m.path("type").asText())
        && m.path("view").path("legal").size() > 0
        && !m.path("over").asBoolean();
  }

  /** The act message of the view's first legal action. */
  static String first(JsonNode view) {
    ObjectNode act = Json.parse("{\"type\":\"act\"}").get().deepCopy();
    act.set("action", view.path("view").path("legal").get(0));
    return Json.write(act);
  }

  /**
   * Plays until the match is over or {@code moves} actions were sent; the last view message.
   *
   * @param s the seat's socket, its first view not yet read
   * @param moves the most actions to send
   */
  static JsonNode play(Wire.Socket s, int moves) {
    return play(s, s.view(), moves);
  }

  /**
   * Plays from a view already read, until the match is over or {@code moves} actions were sent.
   *
   * @param s the seat's socket
   * @param m the last view read from it
   * @param moves the most actions to send
   */
  static JsonNode play(Wire.Socket s, JsonNode m, int moves) {
    int sent = 0;
    while (!m.path("over").asBoolean() && sent < moves) {
      if (toAct(m) && s.messages.isEmpty()) {
        s.send(first(m));
        sent++;
      }
      m = s.view();
    }
    return m;
  }
}
