package dev.mazzo.protocol;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Codec;
import dev.mazzo.codec.JsonParts;
import dev.mazzo.codec.TrickJson;
import dev.mazzo.family.Families;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.MatchRecord;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.Phase;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.RecordRejection;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.Variant;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * The JSON of protocol.md, as Jackson trees: ACTION in both directions, SUMMARY, VIEW, EVENT,
 * HAND_RESULT, REJECTION and the {@code variants} listing. This class is generic: what is specific
 * to a family (its action types, its fields, its events) is written by the family's {@link Codec},
 * found by variant id through {@link Families#of(String)}. Where there is no variant id (an action,
 * an event or a hand result alone), the common types are written here ({@link TrickJson}) and each
 * registered family is asked in turn for its own. The shapes are built field by field, in the
 * documents' field order; cards are written in the card notation, sets of cards in the deck's
 * canonical order (B-5).
 *
 * <p>Reading never throws: text that is not JSON, a value of the wrong JSON type, a missing or
 * extra field, a card code not in the deck or a seat out of range is a {@link
 * Rejection.Code#MALFORMED} rejection whose message says what is wrong. Writing takes values the
 * engines made; an event, view or action of a kind this class does not know is a bug in the library
 * and throws {@link IllegalArgumentException}.
 */
public final class Json {

  private static final ObjectMapper MAPPER =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private Json() {}

  // ------------------------------------------------------------------ text

  /**
   * Parses one JSON value from text, strictly: one value and nothing after it, no repeated key in
   * an object.
   *
   * @param text the text, such as one line of the referee protocol
   * @return the JSON tree, or MALFORMED for empty text (nothing but JSON's white space) or text
   *     that is not JSON, with a sentence that says what is wrong and at which column
   */
  public static Either<Rejection, JsonNode> parse(String text) {
    if (JsonText.empty(text)) {
      return Either.left(Rejection.malformed("That is not JSON: the text is empty"));
    }
    return JsonText.parse(text);
  }

  /**
   * Writes a JSON tree as compact text on one line (a line break inside a string is escaped).
   *
   * @param json the tree
   * @return the text
   */
  public static String write(JsonNode json) {
    try {
      return MAPPER.writeValueAsString(json);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a JSON tree could not be written", e);
    }
  }

  // ------------------------------------------------------------------ ACTION

  /**
   * An action as JSON: {@code {"type":"deal","order":[…]}}, {@code
   * {"type":"play","seat":0,"card":"AS"}}, {@code {"type":"pass","seat":1}}: deal and play as every
   * trick game writes them, any other action by the first registered family that knows it.
   *
   * @param action an action of any family
   * @return its JSON object, {@code type} first
   * @throws IllegalArgumentException for an action class that has no JSON shape (a bug)
   */
  public static ObjectNode action(Action action) {
    return ActionSyntax.ALL
        .write(action)
        .getOrElseThrow(
            () -> new IllegalArgumentException("no JSON shape for the action " + action));
  }

  /**
   * Reads an action sent to a match, against the match's variant, deck and seats (B-64).
   *
   * @param json the action's JSON
   * @param state the match it is sent to
   * @return the action, or MALFORMED for a missing field, a field of the wrong JSON type, a field
   *     the action does not have, a type the variant does not accept, a seat out of range or a card
   *     code not in the deck; the engine checks everything else
   */
  public static Either<Rejection, Action> readAction(JsonNode json, GameState state) {
    return CatalogJson.syntax(state.variantId())
        .read(json, new ActionSyntax.Context(state.variantId(), state.deck(), state.players()));
  }

  /**
   * Reads an action as a seat's client would, against the variant, deck and seats of its view.
   *
   * @param json the action's JSON
   * @param view the view of the match the action is for
   * @return the action, or MALFORMED as for {@link #readAction(JsonNode, GameState)}
   */
  public static Either<Rejection, Action> readAction(JsonNode json, PlayerView view) {
    return CatalogJson.syntax(view.variantId())
        .read(json, new ActionSyntax.Context(view.variantId(), view.deck(), view.players()));
  }

  /**
   * Reads an action from JSON text.
   *
   * @param text the action's JSON text
   * @param state the match it is sent to
   * @return the action, or MALFORMED for text that is not JSON or as for {@link
   *     #readAction(JsonNode, GameState)}
   */
  public static Either<Rejection, Action> readAction(String text, GameState state) {
    return parse(text).flatMap(json -> readAction(json, state));
  }

  // ------------------------------------------------------------------ options

  /**
   * Reads the {@code options} object of a {@code new} request: JSON integers become {@link
   * Integer}, strings {@link String} and booleans {@link Boolean}. Any other value (a fraction, a
   * number beyond {@code int}, null, an array, an object) is passed on as it is, so that the
   * variant rejects it as MALFORMED with the option's allowed values ({@link OptionSpec#check}).
   *
   * @param json the options object
   * @return the options, or MALFORMED when {@code json} is not an object
   */
  public static Either<Rejection, MatchOptions> readOptions(JsonNode json) {
    return CatalogJson.readOptions(json);
  }

  // ------------------------------------------------------------------ SUMMARY

  /**
   * The referee's omniscient SUMMARY of a match (protocol.md, B-69, T-32), as its family writes it
   * ({@link Codec#summary}): for a trick game {@code variant, phase, toAct, dealer, hand, trump,
   * trumpCard, hands, stock, table, captured, sides, score, results, winner, legal}, in this order,
   * then the family's fields. Before each deal (phase {@code deal}) every card is still to be
   * dealt, so {@code stock} lists the match's whole deck in canonical order: that is how a client
   * learns which cards make up the deck it is to shuffle (docs/protocol.md).
   *
   * @param game the rules of the match's variant (for {@code legal})
   * @param state the match
   * @param <S> the state type
   * @return the SUMMARY object
   * @throws IllegalArgumentException for a variant no registered family owns (a bug)
   */
  public static <S extends GameState> ObjectNode summary(Game<S, ?> game, S state) {
    ObjectNode o = CatalogJson.codecOf(state.variantId()).summary(state, game.legalActions(state));
    if (state.phase() == Phase.DEAL) {
      o.set("stock", JsonParts.cards(state.deck().cards()));
    }
    return o;
  }

  // ------------------------------------------------------------------ VIEW

  /**
   * A seat's VIEW (protocol.md, B-70, T-33), as its family writes it ({@link Codec#view}): the
   * SUMMARY's shape with other seats' holdings as counts ({@code "hands":[["AS","7D"],3]}), the
   * stock as a count, the piles as the family shows them and {@code legal} only when the seat is to
   * act, then the family's fields. A spectator's view shows every holding as a count. Before each
   * deal the stock counts the whole deck, as the SUMMARY lists it.
   *
   * @param view the view
   * @return the VIEW object
   * @throws IllegalArgumentException for a variant no registered family owns (a bug)
   */
  public static ObjectNode view(PlayerView view) {
    ObjectNode o = CatalogJson.codecOf(view.variantId()).view(view);
    if (view.phase() == Phase.DEAL) {
      o.put("stock", view.deck().size());
    }
    return o;
  }

  // ------------------------------------------------------------------ EVENT

  /**
   * An EVENT (protocol.md, B-71, T-34): the common {@code dealt}, {@code played}, {@code trick},
   * {@code drew} (without {@code card} when the card is hidden from the view's seat), {@code hand}
   * and {@code match} ({@link TrickJson#event}), or an event of a family's own, written by the
   * first registered family whose codec knows it ({@link Codec#event}).
   *
   * @param event the event
   * @return its JSON object, {@code event} first
   * @throws IllegalArgumentException for an event class that has no JSON shape (a bug)
   */
  public static ObjectNode event(Event event) {
    return CatalogJson.event(event);
  }

  /**
   * Events as a JSON array, in their order.
   *
   * @param events the events
   * @return the array of EVENT objects
   */
  public static ArrayNode events(Seq<Event> events) {
    return NODES.arrayNode().addAll(events.map(Json::event).asJava());
  }

  // ------------------------------------------------------------------ HAND_RESULT

  /**
   * A HAND_RESULT (protocol.md, B-72, T-31): written by the first registered family whose codec
   * knows the result's class ({@link Codec#handResult}), else the standard {@code hand, sides,
   * points, tricks, winner, scoreChange} ({@link TrickJson#handResult(HandResult)}).
   *
   * @param result the result
   * @return its JSON object
   */
  public static ObjectNode handResult(HandResult result) {
    return CatalogJson.handResult(result);
  }

  // ------------------------------------------------------------------ REJECTION

  /**
   * A REJECTION: {@code {"code":"MALFORMED","message":"…"}}.
   *
   * @param rejection the rejection
   * @return its JSON object
   */
  public static ObjectNode rejection(Rejection rejection) {
    ObjectNode o = NODES.objectNode();
    o.put("code", rejection.code().name());
    o.put("message", rejection.message());
    return o;
  }

  // ------------------------------------------------------------------ variants

  /**
   * One entry of the {@code variants} listing: {@code {"id","name","players","deck","cards",
   * "options":{name: default},"allowed":{name: values}}}, {@code deck} being the deck size and
   * {@code cards} the deck's cards in canonical order, both under the default options (an option
   * such as {@code removedCard} changes the deck of a match; its SUMMARY before the deal lists it),
   * and {@code allowed} the values each option allows ({@link #allowed(OptionSpec)}).
   *
   * @param variant the variant
   * @return its JSON object
   */
  public static ObjectNode variant(Variant variant) {
    return CatalogJson.variant(variant);
  }

  /**
   * The values an option allows, as {@code mazzo variants} shows them in brackets: {@code
   * {"values":[…]}} for a list (strings, whole numbers, or {@code true} and {@code false}), {@code
   * {"min":0,"max":3}} for a range of whole numbers ({@code max} 2147483647 where the terminal
   * shows "1 or more").
   *
   * @param spec the option
   * @return its JSON object
   */
  static ObjectNode allowed(OptionSpec spec) {
    return CatalogJson.allowed(spec);
  }

  /**
   * The {@code variants} listing, in catalog order.
   *
   * @param variants the variants, such as {@code Variants.all()}
   * @return the array of variant objects
   */
  public static ArrayNode variants(Seq<Variant> variants) {
    return NODES.arrayNode().addAll(variants.map(Json::variant).asJava());
  }

  // ------------------------------------------------------------------ match records

  /** The {@code format} of a match record's JSON (docs/records.md). */
  public static final String RECORD_FORMAT = "mazzo-match-record";

  /**
   * The {@code version} of the match record format this Mazzo writes; it reads every 1.x and
   * refuses a newer major version (docs/records.md).
   */
  public static final String RECORD_VERSION = "1.0";

  /**
   * A match record as JSON (docs/records.md): {@code format, version, mazzo, variant, options,
   * seats, actions}, then {@code results} (every HAND_RESULT) and {@code outcome} ({@code score},
   * {@code winner}, {@code over}), which the record's replay computes so that a reader need not
   * replay to list them. Each action is the protocol's ACTION, deals included.
   *
   * @param record the record
   * @param game the rules of the record's variant
   * @param <S> the state type
   * @return the JSON object, or the record's first action that does not replay ({@link
   *     MatchRecord#replay(Game)})
   */
  public static <S extends GameState> Either<RecordRejection, ObjectNode> record(
      MatchRecord record, Game<S, ?> game) {
    return RecordJson.write(record, game);
  }

  /**
   * Reads a match record's JSON (docs/records.md). Fields it does not know are ignored, and so are
   * {@code results} and {@code outcome} (a replay recomputes them); {@code format}, {@code
   * version}, {@code mazzo} and {@code seats} may be left out. Options left out take their
   * defaults, written out in the record. The actions are read, not replayed: {@link
   * MatchRecord#replay(Game)} checks them.
   *
   * @param json the record's JSON
   * @return the record; or the index of the first action that cannot be read, with the MALFORMED
   *     rejection {@link #readAction(JsonNode, GameState)} gives; or, at index {@link
   *     RecordRejection#RECORD}, a record that is not an object, another format, a newer major
   *     version (in a sentence that says so), an unknown variant, options the variant does not
   *     accept, or a missing or ill-typed field
   */
  public static Either<RecordRejection, MatchRecord> readRecord(JsonNode json) {
    return RecordJson.read(json);
  }

  /**
   * Reads a match record from JSON text.
   *
   * @param text the record's JSON text
   * @return the record, or at index {@link RecordRejection#RECORD} the MALFORMED rejection of
   *     {@link #parse} for text that is not JSON, or as {@link #readRecord(JsonNode)}
   */
  public static Either<RecordRejection, MatchRecord> readRecord(String text) {
    return parse(text).mapLeft(RecordRejection::ofRecord).flatMap(RecordJson::read);
  }

  /**
   * What one seat may know of a match, as JSON (docs/records.md): the record's header with {@code
   * "view":{"seat":N}} and, instead of {@code actions}, one step per action: {@code actor} (the
   * seat, or {@code "chance"} for a deal), {@code action} only for the seat's own actions, {@code
   * hand} (its holding after a step that gave it a card: a deal, a draw, a kitty) and {@code
   * events} as the seat's view shows them; then {@code results} and {@code outcome}. No deck order
   * and no card hidden from the seat (B-70, B-71).
   *
   * @param record the record
   * @param game the rules of the record's variant
   * @param seat the seat
   * @param <S> the state type
   * @return the JSON object, or the rejection of {@link MatchRecord#replay(Game)}, or MALFORMED at
   *     index {@link RecordRejection#RECORD} for a seat out of range
   */
  public static <S extends GameState> Either<RecordRejection, ObjectNode> seatRecord(
      MatchRecord record, Game<S, ?> game, int seat) {
    return RecordJson.seen(record, game, seat, false);
  }

  /**
   * What a spectator may know of a match, as JSON: as {@link #seatRecord} with {@code
   * "view":"public"}, no action of any seat and every event as the spectator's view shows it. (A
   * host may show a finished match's whole {@link #record} to all instead.)
   *
   * @param record the record
   * @param game the rules of the record's variant
   * @param <S> the state type
   * @return the JSON object, or the rejection of {@link MatchRecord#replay(Game)}
   */
  public static <S extends GameState> Either<RecordRejection, ObjectNode> publicRecord(
      MatchRecord record, Game<S, ?> game) {
    return RecordJson.seen(record, game, GameState.NOBODY, true);
  }
}
