package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Action;
import dev.mazzo.game.GameState;
import dev.mazzo.game.Match;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import dev.mazzo.table.Checks;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.Map;

/**
 * The referee's requests about matches (docs/protocol.md, issue 27): {@code new}, {@code act},
 * {@code view}, {@code close} and {@code list} ({@code record} and {@code load} are {@link
 * RecordRequests}), each on the match its {@code "match"} names, or on the default match when it
 * names none. A request without {@code "match"} is answered exactly as by the referee of one match.
 */
final class MatchRequests {

  /** The most characters of a match id. */
  static final int MAX_ID_LENGTH = 64;

  /** The wire code of a request naming a match that is not open. */
  static final String UNKNOWN_MATCH = "UNKNOWN_MATCH";

  /** The wire code of a request that would open a match beyond the referee's cap. */
  static final String TOO_MANY_MATCHES = "TOO_MANY_MATCHES";

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private final Matches matches;

  /**
   * Requests on these matches.
   *
   * @param matches the open matches, which the requests change
   */
  MatchRequests(Matches matches) {
    this.matches = matches;
  }

  /**
   * The match a request names: {@code null} for the default match (no {@code "match"}, or {@code
   * "match":null}), else a string of 1 to {@value #MAX_ID_LENGTH} characters (whole ones: half of a
   * surrogate pair, which {@code "\\ud800"} can write, is none); MALFORMED for anything else.
   */
  static Either<ObjectNode, String> id(ObjectNode request) {
    JsonNode id = request.get("match");
    if (id == null || id.isNull()) {
      return Either.right(null);
    }
    if (id.isTextual()) {
      String text = id.textValue();
      int length = text.codePointCount(0, text.length());
      if (length >= 1 && length <= MAX_ID_LENGTH) {
        int half = halfPair(text);
        return half == -1
            ? Either.right(text)
            : Either.left(
                error(
                    Rejection.malformed(
                        String.format(
                            Locale.ROOT,
                            "\"match\" must be a string of 1 to %d characters, such as \"t17\":"
                                + " this one holds \\u%04x, half of a surrogate pair, which is not"
                                + " a character",
                            MAX_ID_LENGTH,
                            half))));
      }
    }
    return Either.left(
        error(
            Rejection.malformed(
                "\"match\" must be a string of 1 to "
                    + MAX_ID_LENGTH
                    + " characters, such as \"t17\", not "
                    + Fields.describe(id))));
  }

  /**
   * The first half of a surrogate pair in a text that stands without its other half: such an id
   * cannot be written back in {@code list} as it was sent (UTF-8 has no code for it).
   *
   * @return its UTF-16 unit, or -1 when every pair is whole
   */
  private static int halfPair(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c)
          && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        i++;
      } else if (Character.isSurrogate(c)) {
        return c;
      }
    }
    return -1;
  }

  /** The open match of this id, or the answer that it is not open. */
  Either<ObjectNode, Match<GameState>> open(String id) {
    Option<Match<GameState>> match = matches.get(id);
    if (match.isDefined()) {
      return Either.right(match.get());
    }
    String example = Variants.all().head().id();
    if (id == null) {
      return Either.left(
          error(
              Rejection.malformed(
                  "There is no match yet: start one with {\"cmd\":\"new\",\"variant\":\""
                      + example
                      + "\"}")));
    }
    return Either.left(
        error(
            UNKNOWN_MATCH,
            "There is no match "
                + Checks.quote(id)
                + ": start one with {\"cmd\":\"new\",\"match\":"
                + Json.write(NODES.textNode(id))
                + ",\"variant\":\""
                + example
                + "\"}, or list the open ones with {\"cmd\":\"list\"}"));
  }

  /**
   * Opens (or replaces) the match of this id and answers {@code {"ok":true,"state":SUMMARY}}, or
   * says that the referee is full.
   */
  Answer opened(String id, Match<GameState> match) {
    if (matches.fullFor(id)) {
      return Answer.of(
          error(
              TOO_MANY_MATCHES,
              "The referee holds "
                  + matches.max()
                  + (matches.max() == 1 ? " match" : " matches")
                  + ", the most it may: close one with {\"cmd\":\"close\",\"match\":…}"
                  + " before opening another"));
    }
    matches.put(id, match);
    return out -> {
      out.raw("{\"ok\":true,\"state\":");
      AnswerStream.summary(out, match.game(), match.state());
      out.raw('}');
    };
  }

  /** {@code new}: a match of the variant with the options, or MALFORMED and no change. */
  Answer newMatch(ObjectNode request) {
    Option<Rejection> extra =
        Fields.only(
            request,
            "A new request",
            "{\"cmd\":\"new\",\"variant\":…,\"options\":{…}}",
            "cmd",
            "match",
            "variant",
            "options");
    if (extra.isDefined()) {
      return Answer.of(error(extra.get()));
    }
    Either<ObjectNode, String> id = id(request);
    if (id.isLeft()) {
      return Answer.of(id.getLeft());
    }
    Either<Rejection, String> variantId = Fields.text(request, "A new request", "variant");
    if (variantId.isLeft()) {
      return Answer.of(error(variantId.getLeft()));
    }
    Option<Variant> variant = Variants.byId(variantId.get());
    if (variant.isEmpty()) {
      return Answer.of(
          error(
              Rejection.malformed(
                  "Unknown variant "
                      + Checks.quote(variantId.get())
                      + "; the variants are "
                      + Variants.all().map(Variant::id).mkString(", "))));
    }
    Either<Rejection, MatchOptions> options =
        request.has("options")
            ? Json.readOptions(request.get("options"))
            : Either.right(MatchOptions.defaults());
    Either<Rejection, Match<GameState>> created =
        options.flatMap(o -> Match.start(variant.get().game(), o));
    return created.isLeft() ? Answer.of(error(created.getLeft())) : opened(id.get(), created.get());
  }

  /** {@code act}: the action applied, or the rejection with the unchanged state. */
  Answer act(ObjectNode request) {
    Either<ObjectNode, Match<GameState>> open = id(request).flatMap(this::open);
    if (open.isLeft()) {
      return Answer.of(open.getLeft());
    }
    Match<GameState> match = open.get();
    Option<Rejection> extra =
        Fields.only(
            request,
            "An act request",
            "{\"cmd\":\"act\",\"action\":{…}}",
            "cmd",
            "match",
            "action",
            "answer");
    Either<Rejection, Boolean> shortAnswer =
        extra.isDefined() ? Either.left(extra.get()) : shortAnswer(request);
    Either<Rejection, Action> action =
        shortAnswer
            .flatMap(ignored -> Fields.required(request, "An act request", "action"))
            .flatMap(json -> Json.readAction(json, match.state()));
    return applied(id(request).get(), match, action, shortAnswer.isRight() && shortAnswer.get());
  }

  /**
   * The end of an {@code act} on an open match, once its action is read: the action applied and
   * answered, or the rejection with the unchanged state.
   *
   * @param id the match's id
   * @param match the match
   * @param action the action read, or why it could not be
   * @param shortAnswer whether the client asked for the short answer
   * @return the answer
   */
  Answer applied(
      String id, Match<GameState> match, Either<Rejection, Action> action, boolean shortAnswer) {
    Either<Rejection, Match<GameState>> next = action.flatMap(match::apply);
    if (next.isLeft()) {
      ObjectNode o = error(next.getLeft());
      o.set("state", summary(match));
      return Answer.of(o);
    }
    matches.put(id, next.get());
    return AnswerStream.act(next.get().game(), next.get().state(), shortAnswer);
  }

  /**
   * Whether an {@code act} asks for the short answer (issue 27): {@code "answer":"short"} answers
   * the events, {@code phase} and {@code toAct} without the SUMMARY; {@code "full"}, null or no
   * {@code answer} give the full answer.
   */
  private static Either<Rejection, Boolean> shortAnswer(ObjectNode request) {
    JsonNode answer = request.get("answer");
    if (answer == null || answer.isNull()) {
      return Either.right(false);
    }
    if (answer.isTextual() && answer.textValue().equals("short")) {
      return Either.right(true);
    }
    if (answer.isTextual() && answer.textValue().equals("full")) {
      return Either.right(false);
    }
    return Either.left(
        Rejection.malformed(
            "\"answer\" must be \"full\" (the events and the SUMMARY, the default) or \"short\""
                + " (the events, phase and toAct), not "
                + Fields.describe(answer)));
  }

  /** {@code view}: what one seat may know, and the last events as it may see them. */
  Answer view(ObjectNode request) {
    Either<ObjectNode, Match<GameState>> open = id(request).flatMap(this::open);
    if (open.isLeft()) {
      return Answer.of(open.getLeft());
    }
    Match<GameState> match = open.get();
    Option<Rejection> extra =
        Fields.only(
            request, "A view request", "{\"cmd\":\"view\",\"seat\":…}", "cmd", "match", "seat");
    if (extra.isDefined()) {
      return Answer.of(error(extra.get()));
    }
    return viewed(match, Fields.seat(request, "A view request", "seat", match.state().players()));
  }

  /**
   * The end of a {@code view} of an open match, once its seat is read.
   *
   * @param match the match
   * @param seat the seat, or why it could not be read
   * @return the seat's view and the last events as it may see them, or the rejection
   */
  static Answer viewed(Match<GameState> match, Either<Rejection, Integer> seat) {
    GameState state = match.state();
    Either<Rejection, PlayerView> view =
        seat.flatMap(s -> match.game().view(state, s).map(v -> (PlayerView) v));
    return view.isLeft() ? Answer.of(error(view.getLeft())) : AnswerStream.view(view.get());
  }

  /** {@code close}: the match forgotten. */
  ObjectNode close(ObjectNode request) {
    Option<Rejection> extra =
        Fields.only(request, "A close request", "{\"cmd\":\"close\",\"match\":…}", "cmd", "match");
    if (extra.isDefined()) {
      return error(extra.get());
    }
    Either<ObjectNode, String> id = id(request);
    Either<ObjectNode, Match<GameState>> open = id.flatMap(this::open);
    if (open.isLeft()) {
      return open.getLeft();
    }
    matches.remove(id.get());
    return ok();
  }

  /** {@code list}: every open match, its id, variant and phase, in the order they were opened. */
  ObjectNode list(ObjectNode request) {
    Option<Rejection> extra = Fields.only(request, "A list request", "{\"cmd\":\"list\"}", "cmd");
    if (extra.isDefined()) {
      return error(extra.get());
    }
    ArrayNode all = NODES.arrayNode();
    for (Map.Entry<String, Match<GameState>> e : matches.all()) {
      ObjectNode m = all.addObject();
      m.put("match", e.getKey());
      m.put("variant", e.getValue().state().variantId());
      m.put("phase", e.getValue().state().phase().wireName());
    }
    ObjectNode o = ok();
    o.set("matches", all);
    return o;
  }

  private static ObjectNode summary(Match<GameState> match) {
    return Json.summary(match.game(), match.state());
  }

  static ObjectNode ok() {
    ObjectNode o = NODES.objectNode();
    o.put("ok", true);
    return o;
  }

  static ObjectNode error(Rejection rejection) {
    ObjectNode o = NODES.objectNode();
    o.put("ok", false);
    o.set("error", Json.rejection(rejection));
    return o;
  }

  /** An error of the referee itself, not of a game's rules, with its own wire code. */
  private static ObjectNode error(String code, String message) {
    ObjectNode e = NODES.objectNode();
    e.put("code", code);
    e.put("message", message);
    ObjectNode o = NODES.objectNode();
    o.put("ok", false);
    o.set("error", e);
    return o;
  }
}
