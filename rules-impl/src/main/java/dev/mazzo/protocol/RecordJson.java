package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.Fields;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.game.Action;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import dev.mazzo.game.Variants;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JSON form of a {@link MatchRecord} and of a seat's or a spectator's record (docs/records.md),
 * behind {@link Json#record}, {@link Json#readRecord}, {@link Json#seatRecord} and {@link
 * Json#publicRecord}. Generic, as the rest of this package: actions, events and hand results are
 * the protocol's, written and read by {@link Json}.
 */
final class RecordJson {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The format version this Mazzo reads: any 1.x. */
  private static final int MAJOR = 1;

  private static final Pattern VERSION = Pattern.compile("(\\d{1,9})\\.(\\d{1,9})");

  private RecordJson() {}

  // ---------------------------------------------------------------- writing

  static <S extends GameState> Either<RecordRejection, ObjectNode> write(
      MatchRecord record, Game<S, ?> game) {
    return record
        .replay(game)
        .map(
            end -> {
              ObjectNode o = head(record);
              ArrayNode actions = o.putArray("actions");
              for (Action a : record.actions()) {
                actions.add(Json.action(a));
              }
              tail(o, end.results(), end.score(), end.winningSide(), end.isOver());
              return o;
            });
  }

  static <S extends GameState> Either<RecordRejection, ObjectNode> seen(
      MatchRecord record, Game<S, ?> game, int seat, boolean spectator) {
    return record
        .states(game)
        .flatMap(
            states -> {
              int players = states.head().players();
              if (!spectator && (seat < 0 || seat >= players)) {
                return Either.left(
                    RecordRejection.ofRecord(
                        Rejection.malformed(
                            "There is no seat "
                                + seat
                                + " in "
                                + record.variantId()
                                + ": the seats are 0 to "
                                + (players - 1))));
              }
              ObjectNode o = head(record);
              if (spectator) {
                o.put("view", "public");
              } else {
                o.putObject("view").put("seat", seat);
              }
              ArrayNode steps = o.putArray("steps");
              PlayerView last = view(game, states.head(), spectator ? GameState.NOBODY : seat);
              for (int i = 0; i < record.actions().size(); i++) {
                int actor = states.get(i).toAct();
                PlayerView before = last;
                last = view(game, states.get(i + 1), spectator ? GameState.NOBODY : seat);
                ObjectNode step = steps.addObject();
                if (actor == GameState.CHANCE) {
                  step.put("actor", "chance");
                } else {
                  step.put("actor", actor);
                  if (!spectator && actor == seat) {
                    step.set("action", Json.action(record.actions().get(i)));
                  }
                }
                // A step that gave the seat a card (a deal, a draw, a kitty): its holding after it.
                if (!last.ownHand().minus(before.ownHand()).isEmpty()) {
                  step.set("hand", JsonParts.cards(last.ownHand()));
                }
                step.set("events", Json.events(last.events()));
              }
              tail(
                  o,
                  last.results(),
                  last.score(),
                  last.winningSide(),
                  last.phase() == dev.mazzo.game.Phase.MATCH_OVER);
              return Either.right(o);
            });
  }

  private static <S extends GameState> PlayerView view(Game<S, ?> game, S state, int seat) {
    Either<Rejection, ? extends PlayerView> v =
        seat == GameState.NOBODY ? game.publicView(state) : game.view(state, seat);
    return v.getOrElseThrow(r -> new IllegalStateException("a replayed state has no view: " + r));
  }

  private static ObjectNode head(MatchRecord record) {
    ObjectNode o = NODES.objectNode();
    o.put("format", Json.RECORD_FORMAT);
    o.put("version", Json.RECORD_VERSION);
    o.put("mazzo", record.version());
    o.put("variant", record.variantId());
    ObjectNode options = o.putObject("options");
    for (io.vavr.Tuple2<String, Object> e : record.options()) {
      options.set(e._1, scalar(e._2));
    }
    ArrayNode seats = o.putArray("seats");
    record.seats().forEach(seats::add);
    return o;
  }

  private static void tail(
      ObjectNode o,
      Seq<HandResult> results,
      Seq<Integer> score,
      Option<Integer> winner,
      boolean over) {
    ArrayNode rs = o.putArray("results");
    for (HandResult r : results) {
      rs.add(Json.handResult(r));
    }
    ObjectNode outcome = o.putObject("outcome");
    outcome.set("score", JsonParts.ints(score));
    JsonParts.putInt(outcome, "winner", winner);
    outcome.put("over", over);
  }

  /** An option's value: the options a game accepted are whole numbers, strings and booleans. */
  private static JsonNode scalar(Object value) {
    if (value instanceof Integer) {
      return NODES.numberNode((Integer) value);
    }
    if (value instanceof Boolean) {
      return NODES.booleanNode((Boolean) value);
    }
    return NODES.textNode(String.valueOf(value));
  }

  // ---------------------------------------------------------------- reading

  static Either<RecordRejection, MatchRecord> read(JsonNode json) {
    if (json == null || !json.isObject()) {
      return refuse(
          "A match record must be a JSON object with \"variant\", \"options\" and"
              + " \"actions\", not "
              + (json == null ? "nothing" : Fields.describe(json)));
    }
    Option<String> problem = checkFormat(json);
    if (problem.isDefined()) {
      return refuse(problem.get());
    }
    Either<String, String> mazzo = optionalText(json, "mazzo");
    if (mazzo.isLeft()) {
      return refuse(mazzo.getLeft());
    }
    JsonNode id = json.get("variant");
    if (id == null || !id.isTextual()) {
      return refuse(
          "A match record needs \"variant\", the id of a variant as the variants listing"
              + " gives it"
              + (id == null ? "" : ", not " + Fields.describe(id)));
    }
    Either<String, Variant> variant = Variants.find(id.textValue());
    if (variant.isLeft()) {
      return refuse(variant.getLeft());
    }
    Game<GameState, PlayerView> game = variant.get().game();
    JsonNode options = json.get("options");
    if (options == null) {
      return refuse("A match record needs \"options\", an object such as {\"dealer\":0}");
    }
    Either<Rejection, MatchOptions> given = Json.readOptions(options);
    if (given.isLeft()) {
      return Either.left(RecordRejection.ofRecord(given.getLeft()));
    }
    Either<Rejection, MatchRecord> started = MatchRecord.start(game, given.get());
    if (started.isLeft()) {
      return Either.left(RecordRejection.ofRecord(started.getLeft()));
    }
    Either<String, Seq<String>> seats = seats(json.get("seats"));
    if (seats.isLeft()) {
      return refuse(seats.getLeft());
    }
    JsonNode actions = json.get("actions");
    if (actions == null || !actions.isArray()) {
      return refuse(
          "A match record needs \"actions\", an array of actions such as"
              + " [{\"type\":\"deal\",\"order\":[…]}]"
              + (actions == null ? "" : ", not " + Fields.describe(actions)));
    }
    GameState context = game.newMatch(started.get().matchOptions()).get();
    List<Action> read = new ArrayList<>(actions.size());
    for (int k = 0; k < actions.size(); k++) {
      JsonNode a = actions.get(k);
      Either<Rejection, Action> action = Json.readAction(a, context);
      if (action.isLeft()) {
        return Either.left(new RecordRejection(k, describe(a), action.getLeft()));
      }
      read.add(action.get());
    }
    MatchRecord r = started.get();
    return Either.right(
        MatchRecord.of(r.variantId(), r.options(), mazzo.get(), seats.get(), Array.ofAll(read)));
  }

  /** What the unread action was, in a few words: its type and seat when they can be read. */
  private static String describe(JsonNode action) {
    JsonNode type = action.path("type");
    JsonNode seat = action.path("seat");
    String what = type.isTextual() ? type.textValue() : "an action";
    return seat.isInt() ? what + " by seat " + seat.intValue() : what;
  }

  /** None when {@code format} and {@code version} are absent or this Mazzo's; else why not. */
  private static Option<String> checkFormat(JsonNode json) {
    JsonNode format = json.get("format");
    if (format != null && !(format.isTextual() && format.textValue().equals(Json.RECORD_FORMAT))) {
      return Option.some(
          "\"format\" must be \""
              + Json.RECORD_FORMAT
              + "\", and this is "
              + Fields.describe(format)
              + ": it is not a Mazzo match record");
    }
    JsonNode version = json.get("version");
    if (version == null) {
      return Option.none();
    }
    Matcher m = version.isTextual() ? VERSION.matcher(version.textValue()) : null;
    if (m == null || !m.matches()) {
      return Option.some(
          "\"version\" must be the record format's version, such as \""
              + Json.RECORD_VERSION
              + "\", not "
              + Fields.describe(version));
    }
    int major = Integer.parseInt(m.group(1));
    if (major > MAJOR) {
      return Option.some(
          "This record is in version "
              + version.textValue()
              + " of the match record format, newer than this Mazzo reads (version "
              + MAJOR
              + ".x): read it with a newer Mazzo");
    }
    if (major < MAJOR) {
      return Option.some(
          "There is no version "
              + version.textValue()
              + " of the match record format: the first is "
              + MAJOR
              + ".0");
    }
    return Option.none();
  }

  private static Either<String, String> optionalText(JsonNode json, String field) {
    JsonNode v = json.get(field);
    if (v == null) {
      return Either.right("unknown");
    }
    return v.isTextual()
        ? Either.right(v.textValue())
        : Either.left("\"" + field + "\" must be a string, not " + Fields.describe(v));
  }

  private static Either<String, Seq<String>> seats(JsonNode json) {
    if (json == null) {
      return Either.right(Array.empty());
    }
    String wrong = "\"seats\" must be an array of labels such as [\"Ann\",\"Bob\"], not ";
    if (!json.isArray()) {
      return Either.left(wrong + Fields.describe(json));
    }
    List<String> out = new ArrayList<>(json.size());
    for (JsonNode s : json) {
      if (!s.isTextual()) {
        return Either.left(wrong + "an array holding " + Fields.describe(s));
      }
      out.add(s.textValue());
    }
    return Either.right(Array.ofAll(out));
  }

  private static <T> Either<RecordRejection, T> refuse(String sentence) {
    return Either.left(RecordRejection.ofRecord(Rejection.malformed(sentence)));
  }
}
