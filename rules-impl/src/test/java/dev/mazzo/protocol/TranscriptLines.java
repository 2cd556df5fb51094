package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazzo.card.Card;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/** The request lines of {@link RefereeTranscripts} and the texts it reads from a SUMMARY. */
final class TranscriptLines {

  private TranscriptLines() {}

  static String newLine(String id, String options) {
    return "{\"cmd\":\"new\",\"variant\":\""
        + id
        + "\""
        + (options == null ? "" : ",\"options\":" + options)
        + "}";
  }

  static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }

  static String view(int seat) {
    return "{\"cmd\":\"view\",\"seat\":" + seat + "}";
  }

  static String dealLine(Seq<Card> order) {
    return act(dealJson(order));
  }

  static String dealJson(Seq<Card> order) {
    return "{\"type\":\"deal\",\"order\":" + codes(order.map(Card::code)) + "}";
  }

  static String playJson(int seat, String card) {
    return "{\"type\":\"play\",\"seat\":" + seat + ",\"card\":\"" + card + "\"}";
  }

  static String capture(int seat, String card, List<String> capture) {
    return act(
        "{\"type\":\"play\",\"seat\":"
            + seat
            + ",\"card\":\""
            + card
            + "\",\"capture\":"
            + codes(capture)
            + "}");
  }

  static String codes(Iterable<String> codes) {
    StringBuilder b = new StringBuilder("[");
    Iterator<String> it = codes.iterator();
    while (it.hasNext()) {
      b.append('"').append(it.next()).append('"').append(it.hasNext() ? "," : "");
    }
    return b.append(']').toString();
  }

  static List<String> hand(JsonNode summary, int seat) {
    return texts(summary.get("hands").get(seat));
  }

  static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.textValue()));
    return out;
  }
}
