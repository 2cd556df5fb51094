package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One conversation of {@link RefereeTranscripts}: a fresh referee and the text of the transcript so
 * far, each request line ({@code > }) followed by its answer line ({@code < }), {@code #} lines
 * being comments.
 */
final class TranscriptRecorder {
  final Referee referee = new Referee();
  final StringBuilder text = new StringBuilder();

  void comment(String line) {
    text.append("# ").append(line).append('\n');
  }

  void blank() {
    text.append('\n');
  }

  /** A comment paragraph, wrapped at 100 characters. */
  void paragraph(String words) {
    StringBuilder line = new StringBuilder();
    for (String w : words.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + w.length() > 98) {
        comment(line.toString());
        line.setLength(0);
      }
      line.append(line.length() == 0 ? "" : " ").append(w);
    }
    if (line.length() > 0) {
      comment(line.toString());
    }
  }

  /** Sends a request, records it and its answer, and returns the parsed answer. */
  JsonNode send(String request) {
    if (request.contains("\n") || request.contains("\r")) {
      throw new IllegalArgumentException("a request is one line: " + request);
    }
    String answer = referee.handle(request);
    text.append("> ").append(request).append('\n');
    text.append("< ").append(answer).append('\n');
    return Json.parse(answer).get();
  }

  /** Sends a request that must be accepted. */
  JsonNode ok(String request) {
    JsonNode a = send(request);
    if (!a.path("ok").booleanValue()) {
      throw new IllegalStateException("refused: " + request + " -> " + a);
    }
    return a;
  }

  /** Sends a request that must be refused (bad lines never change the match). */
  JsonNode refused(String request) {
    JsonNode a = send(request);
    if (a.path("ok").booleanValue()) {
      throw new IllegalStateException("a bad line was accepted: " + request + " -> " + a);
    }
    return a;
  }
}
