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
import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.BriscolaHandResult;
import dev.mazzo.briscola.BriscolaState;
import dev.mazzo.briscola.BriscolaView;
import dev.mazzo.briscola.ChiamataEvent;
import dev.mazzo.briscola.Contract;
import dev.mazzo.card.Card;
import dev.mazzo.card.Rank;
import dev.mazzo.game.Action;
import dev.mazzo.game.Event;
import dev.mazzo.game.Game;
import dev.mazzo.game.GameState;
import dev.mazzo.game.HandResult;
import dev.mazzo.game.MatchOptions;
import dev.mazzo.game.OptionSpec;
import dev.mazzo.game.PlayerView;
import dev.mazzo.game.Rejection;
import dev.mazzo.game.TablePlay;
import dev.mazzo.game.Variant;
import dev.mazzo.tombolon.CapturePlay;
import dev.mazzo.tombolon.TombolonEvent;
import dev.mazzo.tombolon.TombolonHandResult;
import dev.mazzo.tombolon.TombolonState;
import dev.mazzo.tombolon.TombolonView;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON of PROTOCOL.md and briscola.md §13 (B-69 … B-72), as Jackson trees: ACTION in both
 * directions, SUMMARY, VIEW, EVENT, HAND_RESULT, REJECTION and the {@code variants} listing. The
 * shapes are built field by field, in the documents' field order; cards are written in the card
 * notation, sets of cards in the deck's canonical order (B-5).
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
   * @return the JSON tree, or MALFORMED for empty text or text that is not JSON, with a sentence
   *     that says what is wrong and at which column
   */
  public static Either<Rejection, JsonNode> parse(String text) {
    if (text == null || text.isBlank()) {
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
   * {"type":"play","seat":0,"card":"AS"}}, {@code {"type":"pass","seat":1}}.
   *
   * @param action an action of any family
   * @return its JSON object, {@code type} first
   * @throws IllegalArgumentException for an action class that has no JSON shape (a bug)
   */
  public static ObjectNode action(Action action) {
    if (action instanceof CapturePlay) {
      return TombolonJson.action((CapturePlay) action);
    }
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
    return syntax(state.variantId())
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
    return syntax(view.variantId())
        .read(json, new ActionSyntax.Context(view.variantId(), view.deck(), view.players()));
  }

  /** The action space of a variant: Tombolon's (tombolon.md §5) or {@link ActionSyntax}'s. */
  private static ActionSyntax syntax(String variantId) {
    return TombolonJson.isTombolon(variantId)
        ? TombolonJson.SYNTAX
        : ActionSyntax.forVariant(variantId);
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
    if (json == null || !json.isObject()) {
      return Either.left(
          Rejection.malformed(
              "\"options\" must be an object such as {\"dealer\":1}, not "
                  + (json == null ? "nothing" : Fields.describe(json))));
    }
    Map<String, Object> values = new LinkedHashMap<>();
    for (Map.Entry<String, JsonNode> f : json.properties()) {
      JsonNode v = f.getValue();
      Object value;
      if (v.isIntegralNumber() && v.canConvertToInt()) {
        value = v.intValue();
      } else if (v.isTextual()) {
        value = v.textValue();
      } else if (v.isBoolean()) {
        value = v.booleanValue();
      } else {
        value = v; // neither Integer nor String: every OptionSpec rejects it
      }
      values.put(f.getKey(), value);
    }
    return Either.right(MatchOptions.of(values));
  }

  // ------------------------------------------------------------------ SUMMARY

  /**
   * The referee's omniscient SUMMARY of a match (PROTOCOL.md, B-69): {@code variant, phase, toAct,
   * dealer, hand, trump, trumpCard, hands, stock, table, captured, sides, score, results, winner,
   * legal}, in this order; in chiamata then {@code auction, caller, calledCard, partner} (B-69),
   * the family's fields after the protocol's as in HAND_RESULT (B-72).
   *
   * @param game the rules of the match's variant (for {@code legal})
   * @param state the match
   * @param <S> the state type
   * @return the SUMMARY object
   */
  public static <S extends GameState> ObjectNode summary(Game<S> game, S state) {
    if (state instanceof TombolonState) {
      return TombolonJson.summary((TombolonState) state, game.legalActions(state));
    }
    ObjectNode o = NODES.objectNode();
    o.put("variant", state.variantId());
    o.put("phase", state.phase().wireName());
    putToAct(o, state.toAct());
    o.put("dealer", state.dealer());
    o.put("hand", state.handNumber());
    o.put("trump", state.trump().map(s -> String.valueOf(s.letter())).getOrNull());
    o.put("trumpCard", state.trumpCard().map(Card::code).getOrNull());
    ArrayNode hands = o.putArray("hands");
    for (int seat = 0; seat < state.players(); seat++) {
      hands.add(cards(state.hand(seat)));
    }
    o.set("stock", cards(state.stock()));
    o.set("table", table(state.table()));
    ArrayNode captured = o.putArray("captured");
    for (int seat = 0; seat < state.players(); seat++) {
      captured.add(cards(state.captured(seat)));
    }
    putMatch(o, state.sides(), state.score(), state.results(), state.winner());
    o.set("legal", actions(game.legalActions(state)));
    if (state instanceof BriscolaState && ActionSyntax.isChiamata(state.variantId())) {
      BriscolaState b = (BriscolaState) state;
      putContract(o, b.highBid(), b.passed(), b.caller(), b.calledCard());
      putInt(o, "partner", b.partner());
    }
    return o;
  }

  /**
   * The chiamata fields every SUMMARY and VIEW shows (B-69, B-70): {@code "auction":{"high":
   * BID-or-null,"passed":[…]}}, {@code caller} and {@code calledCard}.
   */
  private static void putContract(
      ObjectNode o,
      Option<Bid> high,
      Seq<Integer> passed,
      Option<Integer> caller,
      Option<Card> calledCard) {
    ObjectNode auction = o.putObject("auction");
    if (high.isDefined()) {
      ObjectNode h = auction.putObject("high");
      h.put("seat", high.get().seat());
      putBid(h, high.get().rank(), high.get().points());
    } else {
      auction.putNull("high");
    }
    auction.set("passed", ints(passed));
    putInt(o, "caller", caller);
    o.put("calledCard", calledCard.map(Card::code).getOrNull());
  }

  /** A bid's {@code rank} and {@code points}, each when it has one (B-69, B-71, B-72). */
  private static void putBid(ObjectNode o, Option<Rank> rank, Option<Integer> points) {
    if (rank.isDefined()) {
      o.put("rank", rank.get().token());
    }
    if (points.isDefined()) {
      o.put("points", points.get().intValue());
    }
  }

  // ------------------------------------------------------------------ VIEW

  /**
   * A seat's VIEW (PROTOCOL.md, B-70): the SUMMARY's shape with other seats' holdings as counts
   * ({@code "hands":[["AS","7D"],3]}), the stock as a count, the piles in full (every trick is
   * played face up) and {@code legal} only when the seat is to act. A spectator's view shows every
   * holding as a count. In chiamata the view adds {@code auction, caller, calledCard} and, only
   * once the called card has been played, {@code partner} (B-55, B-70).
   *
   * @param view the view
   * @return the VIEW object
   */
  public static ObjectNode view(PlayerView view) {
    if (view instanceof TombolonView) {
      return TombolonJson.view((TombolonView) view);
    }
    ObjectNode o = NODES.objectNode();
    o.put("variant", view.variantId());
    o.put("phase", view.phase().wireName());
    putToAct(o, view.toAct());
    o.put("dealer", view.dealer());
    o.put("hand", view.handNumber());
    o.put("trump", view.trump().map(s -> String.valueOf(s.letter())).getOrNull());
    o.put("trumpCard", view.trumpCard().map(Card::code).getOrNull());
    ArrayNode hands = o.putArray("hands");
    for (int seat = 0; seat < view.players(); seat++) {
      if (seat == view.seat()) {
        hands.add(cards(view.ownHand()));
      } else {
        hands.add(view.handSize(seat));
      }
    }
    o.put("stock", view.stockSize());
    o.set("table", table(view.table()));
    o.set("captured", capturedOf(view));
    putMatch(o, view.sides(), view.score(), view.results(), view.winner());
    o.set("legal", actions(view.legalActions()));
    if (view instanceof BriscolaView && ((BriscolaView) view).isChiamata()) {
      BriscolaView b = (BriscolaView) view;
      putContract(o, b.highBid(), b.passed(), b.caller(), b.calledCard());
      if (b.partnerKnown()) {
        putInt(o, "partner", b.partner());
      }
    }
    return o;
  }

  /** The piles a view may show, per seat; each family says what its piles show (B-70). */
  private static ArrayNode capturedOf(PlayerView view) {
    if (view instanceof BriscolaView) {
      BriscolaView v = (BriscolaView) view;
      ArrayNode captured = NODES.arrayNode();
      for (int seat = 0; seat < v.players(); seat++) {
        captured.add(cards(v.captured(seat)));
      }
      return captured;
    }
    throw new IllegalArgumentException("no JSON shape for the view " + view);
  }

  // ------------------------------------------------------------------ EVENT

  /**
   * An EVENT (PROTOCOL.md, B-71): {@code dealt}, {@code bid}, {@code passed}, {@code auction},
   * {@code called}, {@code played}, {@code partner}, {@code trick}, {@code drew} (without {@code
   * card} when the card is hidden from the view's seat), {@code hand}, {@code match}.
   *
   * @param event the event
   * @return its JSON object, {@code event} first
   * @throws IllegalArgumentException for an event class that has no JSON shape (a bug)
   */
  public static ObjectNode event(Event event) {
    if (event instanceof TombolonEvent) {
      return TombolonJson.event((TombolonEvent) event);
    }
    ObjectNode o = NODES.objectNode();
    o.put("event", event.name());
    if (event instanceof Event.Dealt) {
      Event.Dealt e = (Event.Dealt) event;
      o.put("dealer", e.dealer());
      o.put("trumpCard", e.trumpCard().map(Card::code).getOrNull());
    } else if (event instanceof Event.Played) {
      Event.Played e = (Event.Played) event;
      o.put("seat", e.seat());
      o.put("card", e.card().code());
    } else if (event instanceof Event.TrickWon) {
      Event.TrickWon e = (Event.TrickWon) event;
      o.put("winner", e.winner());
      o.put("points", e.points());
      o.set("cards", cards(e.cards()));
    } else if (event instanceof Event.Drew) {
      Event.Drew e = (Event.Drew) event;
      o.put("seat", e.seat());
      if (e.card().isDefined()) {
        o.put("card", e.card().get().code());
      }
    } else if (event instanceof Event.HandScored) {
      o.set("result", handResult(((Event.HandScored) event).result()));
    } else if (event instanceof Event.MatchEnded) {
      putInt(o, "winner", ((Event.MatchEnded) event).winner());
    } else if (event instanceof ChiamataEvent.BidMade) {
      ChiamataEvent.BidMade e = (ChiamataEvent.BidMade) event;
      o.put("seat", e.seat());
      putBid(o, e.rank(), e.points());
    } else if (event instanceof ChiamataEvent.Passed) {
      o.put("seat", ((ChiamataEvent.Passed) event).seat());
    } else if (event instanceof ChiamataEvent.AuctionEnded) {
      putInt(o, "caller", ((ChiamataEvent.AuctionEnded) event).caller());
    } else if (event instanceof ChiamataEvent.Called) {
      ChiamataEvent.Called e = (ChiamataEvent.Called) event;
      o.put("seat", e.seat());
      o.put("card", e.card().code());
      o.put("trump", String.valueOf(e.trump().letter()));
    } else if (event instanceof ChiamataEvent.PartnerRevealed) {
      ChiamataEvent.PartnerRevealed e = (ChiamataEvent.PartnerRevealed) event;
      o.put("caller", e.caller());
      putInt(o, "partner", e.partner());
    } else {
      throw new IllegalArgumentException("no JSON shape for the event " + event);
    }
    return o;
  }

  /**
   * Events as a JSON array, in their order.
   *
   * @param events the events
   * @return the array of EVENT objects
   */
  public static ArrayNode events(Seq<Event> events) {
    ArrayNode a = NODES.arrayNode();
    for (Event e : events) {
      a.add(event(e));
    }
    return a;
  }

  // ------------------------------------------------------------------ HAND_RESULT

  /**
   * A HAND_RESULT (PROTOCOL.md, B-72): {@code hand, sides, points, tricks, winner, scoreChange}; in
   * chiamata then {@code caller, partner, bid, calledCard, target, made, payments}, all null
   * (payments all 0) for a passed-out deal (B-49).
   *
   * @param result the result
   * @return its JSON object
   */
  public static ObjectNode handResult(HandResult result) {
    if (result instanceof TombolonHandResult) {
      return TombolonJson.handResult((TombolonHandResult) result);
    }
    ObjectNode o = NODES.objectNode();
    o.put("hand", result.hand());
    o.set("sides", sides(result.sides()));
    o.set("points", ints(result.points()));
    o.set("tricks", ints(result.tricks()));
    putInt(o, "winner", result.winner());
    o.set("scoreChange", ints(result.scoreChange()));
    if (result instanceof BriscolaHandResult) {
      Option<Contract> contract = ((BriscolaHandResult) result).contract();
      if (contract.isDefined()) {
        putContract(o, contract.get());
      }
    }
    return o;
  }

  /** The chiamata fields of a HAND_RESULT, in the order of B-72. */
  private static void putContract(ObjectNode o, Contract c) {
    putInt(o, "caller", c.caller());
    putInt(o, "partner", c.partner());
    if (c.bidRank().isDefined() || c.bidPoints().isDefined()) {
      putBid(o.putObject("bid"), c.bidRank(), c.bidPoints());
    } else {
      o.putNull("bid");
    }
    o.put("calledCard", c.calledCard().map(Card::code).getOrNull());
    putInt(o, "target", c.target());
    if (c.made().isDefined()) {
      o.put("made", c.made().get().booleanValue());
    } else {
      o.putNull("made");
    }
    o.set("payments", ints(c.payments()));
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
   * One entry of the {@code variants} listing: {@code {"id","name","players","deck",
   * "options":{name: default}}}, {@code deck} being the deck size under the default options.
   *
   * @param variant the variant
   * @return its JSON object
   */
  public static ObjectNode variant(Variant variant) {
    ObjectNode o = NODES.objectNode();
    o.put("id", variant.id());
    o.put("name", variant.name());
    o.put("players", variant.players());
    o.put("deck", variant.deckSize());
    ObjectNode options = o.putObject("options");
    for (OptionSpec spec : variant.options()) {
      options.set(spec.name(), scalar(spec.defaultValue()));
    }
    return o;
  }

  /**
   * The {@code variants} listing, in catalog order.
   *
   * @param variants the variants, such as {@code Variants.all()}
   * @return the array of variant objects
   */
  public static ArrayNode variants(Seq<Variant> variants) {
    ArrayNode a = NODES.arrayNode();
    for (Variant v : variants) {
      a.add(variant(v));
    }
    return a;
  }

  // ------------------------------------------------------------------ pieces

  /** {@code toAct}: the seat, {@code "chance"} at a deal, null once nobody acts. */
  private static void putToAct(ObjectNode o, int toAct) {
    if (toAct == GameState.CHANCE) {
      o.put("toAct", "chance");
    } else if (toAct < 0) {
      o.putNull("toAct");
    } else {
      o.put("toAct", toAct);
    }
  }

  /** {@code sides, score, results, winner}. */
  static void putMatch(
      ObjectNode o,
      Seq<Seq<Integer>> sides,
      Seq<Integer> score,
      Seq<HandResult> results,
      Option<Integer> winner) {
    o.set("sides", sides(sides));
    o.set("score", ints(score));
    ArrayNode r = o.putArray("results");
    for (HandResult result : results) {
      r.add(handResult(result));
    }
    putInt(o, "winner", winner);
  }

  static void putInt(ObjectNode o, String field, Option<Integer> value) {
    if (value.isDefined()) {
      o.put(field, value.get().intValue());
    } else {
      o.putNull(field);
    }
  }

  static ArrayNode actions(Seq<Action> actions) {
    ArrayNode a = NODES.arrayNode();
    for (Action action : actions) {
      a.add(action(action));
    }
    return a;
  }

  private static ArrayNode table(Seq<TablePlay> table) {
    ArrayNode a = NODES.arrayNode();
    for (TablePlay p : table) {
      ObjectNode play = a.addObject();
      play.put("seat", p.seat());
      play.put("card", p.card().code());
    }
    return a;
  }

  /** Card codes in the given order (a CardSet iterates in canonical order). */
  static ArrayNode cards(Iterable<Card> cards) {
    ArrayNode a = NODES.arrayNode();
    for (Card c : cards) {
      a.add(c.code());
    }
    return a;
  }

  static ArrayNode ints(Seq<Integer> values) {
    ArrayNode a = NODES.arrayNode();
    for (Integer v : values) {
      a.add(v.intValue());
    }
    return a;
  }

  static ArrayNode sides(Seq<Seq<Integer>> sides) {
    ArrayNode a = NODES.arrayNode();
    for (Seq<Integer> side : sides) {
      a.add(ints(side));
    }
    return a;
  }

  private static JsonNode scalar(Object value) {
    if (value instanceof Integer) {
      return NODES.numberNode((Integer) value);
    }
    if (value instanceof Boolean) {
      return NODES.booleanNode((Boolean) value);
    }
    if (value == null) {
      return NODES.nullNode();
    }
    return NODES.textNode(value.toString());
  }
}
