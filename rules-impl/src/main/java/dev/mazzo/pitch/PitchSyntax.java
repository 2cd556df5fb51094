package dev.mazzo.pitch;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The Pitch action space (pitch.md §11, P-34 check 1): deal and play, {@code bid} with an {@code
 * amount} (a whole number or {@code "moon"}), {@code pass}, {@code trump} with a {@code suit} and,
 * with five players only, a {@code call}, {@code remainder} with a {@code choice} (four players)
 * and {@code burn} with its {@code cards}. Reading checks the shape only; an amount out of 1 … T is
 * the engine's MALFORMED, a bid too low its BID_TOO_LOW.
 */
final class PitchSyntax {

  private PitchSyntax() {}

  private static final String BID_SHAPE = "{\"type\":\"bid\",\"seat\":…,\"amount\":5 or \"moon\"}";
  private static final String TRUMP_SHAPE = "{\"type\":\"trump\",\"seat\":…,\"suit\":\"H\"}";
  private static final String CALL_SHAPE =
      "{\"type\":\"trump\",\"seat\":…,\"suit\":\"H\",\"call\":\"AH\"}";
  private static final String REMAINDER_SHAPE =
      "{\"type\":\"remainder\",\"seat\":…,\"choice\":\"take\" or \"pass\"}";
  private static final String BURN_SHAPE = "{\"type\":\"burn\",\"seat\":…,\"cards\":[…]}";

  /** How a {@code call} is read: forbidden (4p), required (5p), or either (the family's whole). */
  private enum CallRule {
    FORBIDDEN,
    REQUIRED,
    EITHER
  }

  private static final ActionSyntax COMMON =
      ActionSyntax.TRICK
          .with(
              PitchAction.Bid.TYPE,
              PitchAction.Bid.class,
              PitchSyntax::readBid,
              PitchSyntax::writeBid)
          .with(Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass)
          .with(
              PitchAction.Burn.TYPE,
              PitchAction.Burn.class,
              PitchSyntax::readBurn,
              PitchSyntax::writeBurn);

  /** The four-player variants: no call, a remainder choice. */
  static final ActionSyntax FOUR =
      COMMON
          .with(
              PitchAction.Trump.TYPE,
              PitchAction.Trump.class,
              (json, c) -> readTrump(json, c, CallRule.FORBIDDEN),
              PitchSyntax::writeTrump)
          .with(
              PitchAction.Remainder.TYPE,
              PitchAction.Remainder.class,
              PitchSyntax::readRemainder,
              PitchSyntax::writeRemainder);

  /** {@code pitch-10-5p}: a call with every trump, no remainder. */
  static final ActionSyntax FIVE =
      COMMON.with(
          PitchAction.Trump.TYPE,
          PitchAction.Trump.class,
          (json, c) -> readTrump(json, c, CallRule.REQUIRED),
          PitchSyntax::writeTrump);

  /** Every action type of the family, read without a variant. */
  static final ActionSyntax ALL =
      FOUR.with(
          PitchAction.Trump.TYPE,
          PitchAction.Trump.class,
          (json, c) -> readTrump(json, c, CallRule.EITHER),
          PitchSyntax::writeTrump);

  private static Either<Rejection, Action> readBid(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra = Fields.only(json, "A bid", BID_SHAPE, "type", "seat", "amount");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = Fields.seat(json, "A bid", "seat", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    Either<Rejection, JsonNode> amount = Fields.required(json, "A bid", "amount");
    if (amount.isLeft()) {
      return Either.left(amount.getLeft());
    }
    JsonNode v = amount.get();
    if (v.isTextual() && v.textValue().equals("moon")) {
      return Either.right(PitchAction.Bid.moon(seat.get()));
    }
    if (Fields.beyondInt(v)) {
      // out of every game's range (P-11), not a number of the wrong kind
      return Either.left(
          Rejection.malformed(
              "A bid is a number of points, or moon: " + Fields.clipped(v) + " is not a bid"));
    }
    Option<Integer> n = Fields.intValue(v);
    if (n.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              "\"amount\" must be a whole number or \"moon\", not " + Fields.describe(v)));
    }
    return Either.right(PitchAction.Bid.of(seat.get(), n.get()));
  }

  private static void writeBid(PitchAction.Bid bid, ObjectNode json) {
    json.put("type", PitchAction.Bid.TYPE);
    json.put("seat", bid.seat());
    if (bid.isMoon()) {
      json.put("amount", "moon");
    } else if (bid.amount() != null && bid.amount().get() != null) {
      json.put("amount", bid.amount().get().intValue());
    }
  }

  private static Either<Rejection, Action> readTrump(
      ObjectNode json, ActionSyntax.Context c, CallRule rule) {
    String shape = rule == CallRule.REQUIRED ? CALL_SHAPE : TRUMP_SHAPE;
    Option<Rejection> extra =
        Fields.only(json, "Naming trumps", shape, "type", "seat", "suit", "call");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = Fields.seat(json, "Naming trumps", "seat", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    Either<Rejection, String> text = Fields.text(json, "Naming trumps", "suit");
    if (text.isLeft()) {
      return Either.left(text.getLeft());
    }
    Option<Suit> suit = Suit.parse(text.get());
    if (suit.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              Checks.quote(text.get()) + " is not a suit: the suits are H, D, C and S"));
    }
    JsonNode call = json.get("call");
    if (rule == CallRule.FORBIDDEN && call != null) {
      return Either.left(
          Rejection.malformed("With four players the bidder calls no card: it is " + TRUMP_SHAPE));
    }
    if (call == null || call.isNull()) {
      return rule == CallRule.REQUIRED || call != null
          ? Either.left(
              Rejection.malformed(
                  "With five players the bidder also calls a card: it is " + CALL_SHAPE))
          : Either.right(PitchAction.Trump.of(seat.get(), suit.get()));
    }
    Either<Rejection, Card> card = Fields.card(call, "call", c.deck());
    return card.map(k -> PitchAction.Trump.calling(seat.get(), suit.get(), k));
  }

  private static void writeTrump(PitchAction.Trump t, ObjectNode json) {
    json.put("type", PitchAction.Trump.TYPE);
    json.put("seat", t.seat());
    json.put("suit", t.suit() == null ? null : String.valueOf(t.suit().letter()));
    if (t.call() != null && t.call().isDefined() && t.call().get() != null) {
      json.put("call", t.call().get().code());
    }
  }

  private static Either<Rejection, Action> readRemainder(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra =
        Fields.only(json, "A remainder choice", REMAINDER_SHAPE, "type", "seat", "choice");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A remainder choice", "seat", c.players())
        .flatMap(
            seat ->
                Fields.text(json, "A remainder choice", "choice")
                    .flatMap(
                        choice ->
                            choice.equals("take") || choice.equals("pass")
                                ? Either.right(
                                    (Action) new PitchAction.Remainder(seat, choice.equals("take")))
                                : Either.left(
                                    Rejection.malformed(
                                        "\"choice\" is \"take\" or \"pass\", not "
                                            + Checks.quote(choice)))));
  }

  private static void writeRemainder(PitchAction.Remainder r, ObjectNode json) {
    json.put("type", PitchAction.Remainder.TYPE);
    json.put("seat", r.seat());
    json.put("choice", r.take() ? "take" : "pass");
  }

  private static Either<Rejection, Action> readBurn(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra = Fields.only(json, "A burn", BURN_SHAPE, "type", "seat", "cards");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    return Fields.seat(json, "A burn", "seat", c.players())
        .flatMap(
            seat ->
                Fields.cards(json, "A burn", "cards", c.deck())
                    .flatMap(cards -> distinct(seat, cards)));
  }

  private static Either<Rejection, Action> distinct(int seat, Seq<Card> cards) {
    if (cards.distinct().size() != cards.size()) {
      return Either.left(Rejection.malformed("A burn lists a card twice"));
    }
    return Either.right(new PitchAction.Burn(seat, cards));
  }

  private static void writeBurn(PitchAction.Burn burn, ObjectNode json) {
    json.put("type", PitchAction.Burn.TYPE);
    json.put("seat", burn.seat());
    ArrayNode cards = json.putArray("cards");
    if (burn.cards() != null) {
      for (Card k : burn.cards()) {
        cards.add(k == null ? null : k.code());
      }
    }
  }
}
