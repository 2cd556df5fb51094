package dev.mazzo.briscola;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Deck;
import dev.mazzo.card.Rank;
import dev.mazzo.card.Suit;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.math.BigInteger;

/**
 * The chiamata action space (B-64): a bid of a rank or of 2 with points ({@code
 * briscola-chiamata-5p}) or of points only ({@code biscambiggia-chiamata-5p}), pass, and a call by
 * suit or by card, added to deal and play. Reading checks the shape only: rank tokens are ranks of
 * the deck (read case-insensitively), {@code points} whole numbers of at most 120, and a call names
 * exactly one of a suit and a card; a bid too low or a call form the variant does not accept is the
 * engine's to reject.
 */
final class ChiamataSyntax {

  /**
   * The auction on ranks (B-64): deal and play, a bid of a rank or of 2 with points, pass, and a
   * call by suit or by card (both forms are read; the engine answers ILLEGAL_CALL for the card form
   * and for NT).
   */
  static final ActionSyntax RANKS =
      ActionSyntax.TRICK
          .with(Bid.TYPE, Bid.class, ChiamataSyntax::readRankBid, ChiamataSyntax::writeBid)
          .with(Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass)
          .with(Call.TYPE, Call.class, ChiamataSyntax::readCall, ChiamataSyntax::writeCall);

  /**
   * The auction on points (B-62, B-64): deal and play, a bid of points only, pass, and a call by
   * card or by suit (the engine answers ILLEGAL_CALL for the suit form).
   */
  static final ActionSyntax POINTS =
      RANKS.with(Bid.TYPE, Bid.class, ChiamataSyntax::readPointsBid, ChiamataSyntax::writeBid);

  /**
   * Every action type of the family: a bid is read in either chiamata form, so that any action of
   * the family can be read and written without its variant.
   */
  static final ActionSyntax ALL =
      RANKS.with(Bid.TYPE, Bid.class, ChiamataSyntax::readAnyBid, ChiamataSyntax::writeBid);

  private ChiamataSyntax() {}

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
  private static Either<Rejection, Action> readRankBid(
      ObjectNode json, ActionSyntax.Context context) {
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
  private static Either<Rejection, Action> readPointsBid(
      ObjectNode json, ActionSyntax.Context context) {
    Option<Rejection> extra =
        Fields.only(json, "A bid", POINTS_BID_SHAPE, "type", "seat", "points");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A bid", "seat", context.players())
        .flatMap(
            seat ->
                Fields.required(json, "A bid", "points")
                    .flatMap(ChiamataSyntax::points)
                    .map(p -> Bid.points(seat, p)));
  }

  /**
   * Either chiamata bid, for the family's whole syntax: with a rank as {@link #readRankBid}, else
   * points.
   */
  private static Either<Rejection, Action> readAnyBid(
      ObjectNode json, ActionSyntax.Context context) {
    return json.has("rank") ? readRankBid(json, context) : readPointsBid(json, context);
  }

  /** {@code rank}: a rank token of the deck, read case-insensitively (protocol.md). */
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
  private static Either<Rejection, Action> readCall(ObjectNode json, ActionSyntax.Context context) {
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
