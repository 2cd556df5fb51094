package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * What the Tombolon referee tests ({@link RefereeTombolonTest}, {@link RefereeTombolonMatchTest})
 * share: the id of the G-3 and G-6 deals, the fields of a SUMMARY and a VIEW (T-32), a JSON tree
 * from its text and the act line of an action.
 */
final class TombolonTranscript {

  static final String ROVIGO = "tombolon-rovigo-2p";

  /** SUMMARY and VIEW: protocol.md's fields, then Tombolon's (T-32). */
  static final List<String> SUMMARY_FIELDS = new ArrayList<>(Transcript.SUMMARY_FIELDS);

  static {
    SUMMARY_FIELDS.addAll(List.of("stockBottom", "eldest", "lastTaker", "secured"));
  }

  private TombolonTranscript() {}

  static JsonNode json(String text) {
    return Json.parse(text).get();
  }

  static String act(String action) {
    return "{\"cmd\":\"act\",\"action\":" + action + "}";
  }
}
