package dev.mazzo.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.briscola.Bid;
import dev.mazzo.briscola.Call;
import dev.mazzo.card.Card;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.game.Action;
import dev.mazzo.game.Deal;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.math.BigInteger;

/**
 * The JSON shapes of the actions a variant accepts (PROTOCOL.md ACTION, briscola.md B-64): one
 * {@link Reader} per action {@code type} and one {@link Writer} per action class.
 *
 * <p>A family plugs its actions in by building its syntax from {@link #TRICK} with {@link #with}
 * and returning it from {@link #forVariant} for its ids; chiamata, for instance, adds {@code pass},
 * {@code bid} and {@code call} to {@code deal} and {@code play}. {@link #ALL} must list every
 * family's actions, so that any action the engines produce can be written.
 *
 * <p>Reading checks only the shape: the type is one of the variant's (case-sensitive), every listed
 * field is present with the right JSON type, no other field is present, seats are in range, card
 * codes are cards of the match's deck and rank tokens ranks of it (both read case-insensitively),
 * {@code points} are whole numbers of at most 120 and a call names exactly one of a suit and a
 * card. Everything else (a deal that is not the whole deck, whose turn it is, a bid too low, the
 * call form the variant does not accept …) is the engine's to reject.
 */
final class ActionSyntax {

  /**
   * What an action is read against: the match's variant, deck and number of seats.
   *
   * @param variantId the variant's id, for messages
   * @param deck the match's deck (it depends on the options)
   * @param players the number of seats
   */
  record Context(String variantId, Deck deck, int players) {}

  /** Reads the JSON object of one action type; the {@code type} field is already checked. */
  @FunctionalInterface
  interface Reader {
    /** The action, or MALFORMED for a shape that is not the type's. */
    Either<Rejection, Action> read(ObjectNode json, Context context);
  }

  /**
   * Writes one action class as JSON.
   *
   * @param <A> the action class
   */
  @FunctionalInterface
  interface Writer<A extends Action> {
    /** Puts the action's fields, {@code type} first, into an empty object. */
    void write(A action, ObjectNode json);
  }

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  /** The actions of every trick-taking variant without an auction: deal and play (B-64). */
  static final ActionSyntax TRICK =
      new ActionSyntax(LinkedHashMap.empty(), Vector.empty())
          .with(Deal.TYPE, Deal.class, ActionSyntax::readDeal, ActionSyntax::writeDeal)
          .with(PlayCard.TYPE, PlayCard.class, ActionSyntax::readPlay, ActionSyntax::writePlay);

  /**
   * {@code briscola-chiamata-5p} (B-64): deal and play, a bid of a rank or of 2 with points, pass,
   * and a call by suit or by card (both forms are read; the engine answers ILLEGAL_CALL for the
   * card form and for NT).
   */
  static final ActionSyntax RANK_CHIAMATA =
      TRICK
          .with(Bid.TYPE, Bid.class, ActionSyntax::readRankBid, ActionSyntax::writeBid)
          .with(Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass)
          .with(Call.TYPE, Call.class, ActionSyntax::readCall, ActionSyntax::writeCall);

  /**
   * {@code biscambiggia-chiamata-5p} (B-64): deal and play, a bid of points only, pass, and a call
   * by card or by suit (the engine answers ILLEGAL_CALL for the suit form).
   */
  static final ActionSyntax POINTS_CHIAMATA =
      RANK_CHIAMATA.with(Bid.TYPE, Bid.class, ActionSyntax::readPointsBid, ActionSyntax::writeBid);

  /**
   * Every action type of every family, for writing any action and for reading actions before the
   * variant's own syntax narrows them (a bid is read in either chiamata form). Families add theirs
   * here as well as in their own syntax.
   */
  static final ActionSyntax ALL =
      RANK_CHIAMATA.with(Bid.TYPE, Bid.class, ActionSyntax::readAnyBid, ActionSyntax::writeBid);

  /** The syntaxes of the ids whose action space is more than deal and play (B-64). */
  private static final Map<String, ActionSyntax> BY_ID =
      LinkedHashMap.of(
          "briscola-chiamata-5p", RANK_CHIAMATA, "biscambiggia-chiamata-5p", POINTS_CHIAMATA);

  private final Map<String, Reader> readers;
  private final Seq<Tuple2<Class<? extends Action>, Writer<?>>> writers;

  private ActionSyntax(
      Map<String, Reader> readers, Seq<Tuple2<Class<? extends Action>, Writer<?>>> writers) {
    this.readers = readers;
    this.writers = writers;
  }

  /**
   * The syntax of a variant's action space (B-64): deal and play for every id, and bid, pass and
   * call for the two chiamata ids.
   */
  static ActionSyntax forVariant(String variantId) {
    return BY_ID.get(variantId).getOrElse(TRICK);
  }

  /** True for the chiamata ids, whose SUMMARY, VIEW and HAND_RESULT carry the contract (B-69). */
  static boolean isChiamata(String variantId) {
    return BY_ID.containsKey(variantId);
  }

  /** This syntax with one more action type (or a replaced one). */
  <A extends Action> ActionSyntax with(
      String type, Class<A> actionClass, Reader reader, Writer<A> writer) {
    return new ActionSyntax(
        readers.put(type, reader),
        writers.filter(w -> !w._1.equals(actionClass)).append(Tuple.of(actionClass, writer)));
  }

  /** The action types this syntax reads, in the order they were added. */
  Seq<String> types() {
    return readers.keySet().toVector();
  }

  /**
   * Reads one action.
   *
   * @return the action, or MALFORMED for anything that is not one of this syntax's shapes
   */
  Either<Rejection, Action> read(JsonNode json, Context context) {
    if (json == null || !json.isObject()) {
      return Either.left(
          Rejection.malformed(
              "An action must be a JSON object such as {\"type\":\"play\",\"seat\":0,"
                  + "\"card\":\"AS\"}, not "
                  + (json == null ? "nothing" : Fields.describe(json))));
    }
    JsonNode type = json.get("type");
    if (type == null) {
      return Either.left(Rejection.malformed("An action needs the field \"type\""));
    }
    if (!type.isTextual()) {
      return Either.left(
          Rejection.malformed(
              "An action's \"type\" must be a string, not " + Fields.describe(type)));
    }
    Option<Reader> reader = readers.get(type.textValue());
    if (reader.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              "The action type "
                  + Checks.quote(type.textValue())
                  + " is not an action of "
                  + context.variantId()
                  + ": it accepts "
                  + types().mkString(", ")));
    }
    return reader.get().read((ObjectNode) json, context);
  }

  /**
   * Writes an action as JSON.
   *
   * @return the JSON object, or none for an action class this syntax does not know
   */
  Option<ObjectNode> write(Action action) {
    for (Tuple2<Class<? extends Action>, Writer<?>> w : writers) {
      if (w._1.isInstance(action)) {
        ObjectNode json = NODES.objectNode();
        write(w._2, action, json);
        return Option.some(json);
      }
    }
    return Option.none();
  }

  @SuppressWarnings("unchecked")
  private static <A extends Action> void write(Writer<A> writer, Action action, ObjectNode json) {
    writer.write((A) action, json);
  }

  // ------------------------------------------------------------------ the common actions

  /** {@code {"type":"deal","order":[card, …]}} (B-12). */
  private static Either<Rejection, Action> readDeal(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A deal", "{\"type\":\"deal\",\"order\":[…]}", "type", "order");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.cards(json, "A deal", "order", context.deck()).map(Deal::new);
  }

  private static void writeDeal(Deal deal, ObjectNode json) {
    json.put("type", Deal.TYPE);
    ArrayNode order = json.putArray("order");
    if (deal.order() != null) {
      for (Card c : deal.order()) {
        order.add(c == null ? null : c.code());
      }
    }
  }

  /** {@code {"type":"play","seat":s,"card":c}}. */
  private static Either<Rejection, Action> readPlay(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(
            json, "A play", "{\"type\":\"play\",\"seat\":…,\"card\":…}", "type", "seat", "card");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A play", "seat", context.players())
        .flatMap(
            seat ->
                Fields.card(json, "A play", "card", context.deck())
                    .map(card -> new PlayCard(seat, card)));
  }

  private static void writePlay(PlayCard play, ObjectNode json) {
    json.put("type", PlayCard.TYPE);
    json.put("seat", play.seat());
    json.put("card", play.card() == null ? null : play.card().code());
  }

  /** {@code {"type":"pass","seat":s}}. */
  private static Either<Rejection, Action> readPass(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A pass", "{\"type\":\"pass\",\"seat\":…}", "type", "seat");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A pass", "seat", context.players()).map(Pass::new);
  }

  private static void writePass(Pass pass, ObjectNode json) {
    json.put("type", Pass.TYPE);
    json.put("seat", pass.seat());
  }

  // ------------------------------------------------------------------ chiamata (B-64)

  private static final String RANK_BID_SHAPE =
      "{\"type\":\"bid\",\"seat\":…,\"rank\":…} or {\"type\":\"bid\",\"seat\":…,\"rank\":\"2\","
          + "\"points\":…}";
  private static final String POINTS_BID_SHAPE = "{\"type\":\"bid\",\"seat\":…,\"points\":…}";
  private static final String CALL_SHAPE =
      "{\"type\":\"call\",\"seat\":…,\"suit\":…} or {\"type\":\"call\",\"seat\":…,\"card\":…}";
  private static final BigInteger MAX_POINTS = BigInteger.valueOf(120);
  private static final BigInteger MIN_INT = BigInteger.valueOf(Integer.MIN_VALUE);

  /**
   * {@code briscola-chiamata-5p}: {@code {"type":"bid","seat":s,"rank":r}} or {@code
   * {"type":"bid","seat":s,"rank":"2","points":N}} (B-45, B-64). A bid without a rank, points with
   * a rank other than 2, a rank the deck does not have, and points that are not a whole number or
   * are above 120 are MALFORMED; points below 61 are the engine's BID_TOO_LOW.
   */
  private static Either<Rejection, Action> readRankBid(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A bid", RANK_BID_SHAPE, "type", "seat", "rank", "points");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = Fields.seat(json, "A bid", "seat", context.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    if (!json.has("rank")) {
      return Either.left(
          Rejection.malformed(
              json.has("points")
                  ? "A bid of points names the rank 2 in "
                      + context.variantId()
                      + ": {\"type\":\"bid\",\"seat\":…,\"rank\":\"2\",\"points\":…}"
                  : "A bid needs the field \"rank\": it is " + RANK_BID_SHAPE));
    }
    Either<Rejection, Rank> rank = rank(json.get("rank"), context.deck());
    if (rank.isLeft()) {
      return Either.left(rank.getLeft());
    }
    if (!json.has("points")) {
      return Either.right(Bid.rank(seat.get(), rank.get()));
    }
    if (rank.get() != Rank.TWO) {
      return Either.left(
          Rejection.malformed(
              "Only a bid of 2 can carry points, not a bid of " + rank.get().token()));
    }
    return points(json.get("points")).map(p -> Bid.twoWithPoints(seat.get(), p));
  }

  /**
   * {@code biscambiggia-chiamata-5p}: {@code {"type":"bid","seat":s,"points":N}} (B-62, B-64); a
   * rank is a field this variant's bid does not have.
   */
  private static Either<Rejection, Action> readPointsBid(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A bid", POINTS_BID_SHAPE, "type", "seat", "points");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A bid", "seat", context.players())
        .flatMap(
            seat ->
                Fields.required(json, "A bid", "points")
                    .flatMap(ActionSyntax::points)
                    .map(p -> Bid.points(seat, p)));
  }

  /** Either chiamata bid, for {@link #ALL}: with a rank as {@link #readRankBid}, else points. */
  private static Either<Rejection, Action> readAnyBid(ObjectNode json, Context context) {
    return json.has("rank") ? readRankBid(json, context) : readPointsBid(json, context);
  }

  /** {@code rank}: a rank token of the deck, read case-insensitively (PROTOCOL.md). */
  private static Either<Rejection, Rank> rank(JsonNode value, Deck deck) {
    if (!value.isTextual()) {
      return Either.left(
          Rejection.malformed(
              "\"rank\" must be a rank such as \"K\" or \"2\", not " + Fields.describe(value)));
    }
    Option<Rank> rank = Rank.parse(value.textValue());
    if (rank.isEmpty()) {
      return Either.left(Rejection.malformed(Checks.quote(value.textValue()) + " is not a rank"));
    }
    Rank r = rank.get();
    if (!deck.cards().exists(c -> c.rank() == r)) {
      return Either.left(Rejection.malformed(r.token() + " is not a rank of this game's deck"));
    }
    return Either.right(r);
  }

  /**
   * {@code points}: a JSON integer of at most 120 (B-46, B-62). A whole number too small for an
   * {@code int} is read as the smallest {@code int}, which the engine rejects as too low.
   */
  private static Either<Rejection, Integer> points(JsonNode value) {
    if (!value.isIntegralNumber()) {
      return Either.left(
          Rejection.malformed(
              "\"points\" must be a whole number from 61 to 120, not " + Fields.describe(value)));
    }
    BigInteger p = value.bigIntegerValue();
    if (p.compareTo(MAX_POINTS) > 0) {
      return Either.left(
          Rejection.malformed(
              "A bid is of at most 120 points, not " + Checks.clip(p.toString(), 40)));
    }
    return Either.right(p.compareTo(MIN_INT) < 0 ? Integer.MIN_VALUE : p.intValue());
  }

  private static void writeBid(Bid bid, ObjectNode json) {
    json.put("type", Bid.TYPE);
    json.put("seat", bid.seat());
    if (bid.rank() != null && bid.rank().isDefined()) {
      json.put("rank", bid.rank().get().token());
    }
    if (bid.points() != null && bid.points().isDefined()) {
      json.put("points", bid.points().get());
    }
  }

  /**
   * {@code {"type":"call","seat":s,"suit":X}} with X one of H, D, C, S, NT (read
   * case-insensitively), or {@code {"type":"call","seat":s,"card":c}}: exactly one of the two
   * (B-51, B-63, B-64). Which form the variant accepts is the engine's to say (ILLEGAL_CALL).
   */
  private static Either<Rejection, Action> readCall(ObjectNode json, Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A call", CALL_SHAPE, "type", "seat", "suit", "card");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = Fields.seat(json, "A call", "seat", context.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    boolean suit = json.has("suit");
    boolean card = json.has("card");
    if (suit == card) {
      return Either.left(
          Rejection.malformed(
              suit
                  ? "A call names a suit or a card, not both: it is " + CALL_SHAPE
                  : "A call needs the field \"suit\" or \"card\": it is " + CALL_SHAPE));
    }
    if (card) {
      return Fields.card(json, "A call", "card", context.deck()).map(c -> Call.card(seat.get(), c));
    }
    JsonNode value = json.get("suit");
    if (!value.isTextual()) {
      return Either.left(
          Rejection.malformed(
              "\"suit\" must be a suit letter such as \"D\", not " + Fields.describe(value)));
    }
    String text = value.textValue();
    if (text.equalsIgnoreCase("NT")) {
      return Either.right(Call.noTrump(seat.get()));
    }
    Option<Suit> s = Suit.parse(text);
    if (s.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              Checks.quote(text) + " is not a suit: the suits are H, D, C and S (and NT)"));
    }
    return Either.right(Call.suit(seat.get(), s.get()));
  }

  private static void writeCall(Call call, ObjectNode json) {
    json.put("type", Call.TYPE);
    json.put("seat", call.seat());
    if (call.noTrump()) {
      json.put("suit", "NT");
    } else if (call.suit() != null && call.suit().isDefined()) {
      json.put("suit", String.valueOf(call.suit().get().letter()));
    } else if (call.card() != null && call.card().isDefined()) {
      json.put("card", call.card().get().code());
    }
  }
}
