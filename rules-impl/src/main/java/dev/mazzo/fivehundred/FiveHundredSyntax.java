package dev.mazzo.fivehundred;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazzo.card.Card;
import dev.mazzo.card.Suit;
import dev.mazzo.card.Trump;
import dev.mazzo.codec.ActionSyntax;
import dev.mazzo.codec.Fields;
import dev.mazzo.game.Action;
import dev.mazzo.game.Pass;
import dev.mazzo.game.PlayCard;
import dev.mazzo.game.Rejection;
import dev.mazzo.table.Checks;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The JSON of Five Hundred's actions (five-hundred.md §9, F-30 check 1): deal, bid, pass, discard,
 * call (5p) and play with the suit named for a joker led in no-trump.
 */
final class FiveHundredSyntax {

  private FiveHundredSyntax() {}

  /** Every type but call: the action space of 3p, 4p and 6p. */
  static final ActionSyntax WITHOUT_CALL =
      ActionSyntax.TRICK
          .with(
              MakeBid.TYPE, MakeBid.class, FiveHundredSyntax::readBid, FiveHundredSyntax::writeBid)
          .with(Pass.TYPE, Pass.class, ActionSyntax::readPass, ActionSyntax::writePass)
          .with(
              Discard.TYPE,
              Discard.class,
              FiveHundredSyntax::readDiscard,
              FiveHundredSyntax::writeDiscard)
          .with(
              PlayWithSuit.TYPE,
              PlayWithSuit.class,
              FiveHundredSyntax::readPlay,
              FiveHundredSyntax::writePlay);

  /** Every type: the action space of 5p, and the family's whole syntax. */
  static final ActionSyntax ALL =
      WITHOUT_CALL.with(
          Call.TYPE, Call.class, FiveHundredSyntax::readCall, FiveHundredSyntax::writeCall);

  private static Either<Rejection, Integer> seat(ObjectNode json, String what, int players) {
    return Fields.seat(json, what, "seat", players);
  }

  /** {@code {"type":"bid","seat":s,"tricks":t,"suit":x}} or {@code "misere":"closed"|"open"}. */
  private static Either<Rejection, Action> readBid(ObjectNode json, ActionSyntax.Context c) {
    String shape =
        "{\"type\":\"bid\",\"seat\":…,\"tricks\":6…10,\"suit\":\"S|C|D|H|NT\"} or"
            + " {\"type\":\"bid\",\"seat\":…,\"misere\":\"closed|open\"}";
    Option<Rejection> extra =
        Fields.only(json, "A bid", shape, "type", "seat", "tricks", "suit", "misere");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = seat(json, "A bid", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    if (json.has("tricks") == json.has("misere")) {
      return Either.left(Rejection.malformed("A bid has either tricks or misere: " + shape));
    }
    if (json.has("misere")) {
      if (json.has("suit")) {
        return Either.left(Rejection.malformed("A misère bid names no suit: " + shape));
      }
      Either<Rejection, String> m = Fields.text(json, "A bid", "misere");
      if (m.isLeft()) {
        return Either.left(m.getLeft());
      }
      if (!m.get().equals("closed") && !m.get().equals("open")) {
        return Either.left(
            Rejection.malformed(
                "\"misere\" must be \"closed\" or \"open\", not " + Checks.quote(m.get())));
      }
      return Either.right(new MakeBid(seat.get(), m.get().equals("open") ? Bid.OMIS : Bid.MIS));
    }
    if (Fields.beyondInt(json.get("tricks"))) {
      return Either.left(
          Rejection.malformed(
              "\"tricks\" must be 6 to 10, not " + Fields.clipped(json.get("tricks"))));
    }
    Either<Rejection, Integer> tricks = Fields.integer(json, "A bid", "tricks");
    if (tricks.isLeft()) {
      return Either.left(tricks.getLeft());
    }
    if (tricks.get() < 6 || tricks.get() > 10) {
      return Either.left(Rejection.malformed("\"tricks\" must be 6 to 10, not " + tricks.get()));
    }
    Either<Rejection, String> suit = Fields.text(json, "A bid", "suit");
    if (suit.isLeft()) {
      return Either.left(suit.getLeft());
    }
    Option<Trump> trump = Trump.parse(suit.get());
    if (trump.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              "\"suit\" of a bid must be S, C, D, H or NT, not " + Checks.quote(suit.get())));
    }
    return Either.right(new MakeBid(seat.get(), Bid.of(tricks.get(), trump.get()).get()));
  }

  static void putBid(ObjectNode json, Bid b) {
    if (b.isMisere()) {
      json.put("misere", b.isOpen() ? "open" : "closed");
    } else {
      json.put("tricks", b.tricks());
      json.put("suit", b.trump().get().code());
    }
  }

  private static void writeBid(MakeBid a, ObjectNode json) {
    json.put("type", MakeBid.TYPE);
    json.put("seat", a.seat());
    if (a.bid() != null) {
      putBid(json, a.bid());
    }
  }

  /** {@code {"type":"discard","seat":s,"cards":[…]}}; a repeated code is MALFORMED (F-30). */
  private static Either<Rejection, Action> readDiscard(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra =
        Fields.only(
            json,
            "A discard",
            "{\"type\":\"discard\",\"seat\":…,\"cards\":[…]}",
            "type",
            "seat",
            "cards");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = seat(json, "A discard", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    Either<Rejection, Seq<Card>> cards = Fields.cards(json, "A discard", "cards", c.deck());
    if (cards.isLeft()) {
      return Either.left(cards.getLeft());
    }
    if (cards.get().distinct().size() != cards.get().size()) {
      return Either.left(Rejection.malformed("A card appears twice in the discard"));
    }
    return Either.right(new Discard(seat.get(), cards.get()));
  }

  private static void writeDiscard(Discard a, ObjectNode json) {
    json.put("type", Discard.TYPE);
    json.put("seat", a.seat());
    ArrayNode cards = json.putArray("cards");
    if (a.cards() != null) {
      for (Card card : a.cards()) {
        cards.add(card == null ? null : card.code());
      }
    }
  }

  /** {@code {"type":"call","seat":s,"card":c}} or {@code "alone":true} (F-12). */
  private static Either<Rejection, Action> readCall(ObjectNode json, ActionSyntax.Context c) {
    String shape =
        "{\"type\":\"call\",\"seat\":…,\"card\":…} or {\"type\":\"call\",\"seat\":…,"
            + "\"alone\":true}";
    Option<Rejection> extra = Fields.only(json, "A call", shape, "type", "seat", "card", "alone");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = seat(json, "A call", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    if (json.has("card") == json.has("alone")) {
      return Either.left(Rejection.malformed("A call has either a card or alone: " + shape));
    }
    if (json.has("alone")) {
      JsonNode alone = json.get("alone");
      if (!alone.isBoolean() || !alone.booleanValue()) {
        return Either.left(Rejection.malformed("\"alone\" must be true: " + shape));
      }
      return Either.right(Call.alone(seat.get()));
    }
    return Fields.card(json, "A call", "card", c.deck()).map(card -> Call.card(seat.get(), card));
  }

  private static void writeCall(Call a, ObjectNode json) {
    json.put("type", Call.TYPE);
    json.put("seat", a.seat());
    if (a.isAlone()) {
      json.put("alone", true);
    } else if (a.card() != null) {
      json.put("card", a.card().map(card -> card == null ? null : card.code()).getOrNull());
    }
  }

  /** {@code {"type":"play","seat":s,"card":c}} with {@code "suit"} for a joker lead (F-18). */
  private static Either<Rejection, Action> readPlay(ObjectNode json, ActionSyntax.Context c) {
    Option<Rejection> extra =
        Fields.only(
            json,
            "A play",
            "{\"type\":\"play\",\"seat\":…,\"card\":…[,\"suit\":…]}",
            "type",
            "seat",
            "card",
            "suit");
    if (extra.isDefined()) {
      return Either.left(extra.get());
    }
    Either<Rejection, Integer> seat = seat(json, "A play", c.players());
    if (seat.isLeft()) {
      return Either.left(seat.getLeft());
    }
    Either<Rejection, Card> card = Fields.card(json, "A play", "card", c.deck());
    if (card.isLeft()) {
      return Either.left(card.getLeft());
    }
    if (!json.has("suit")) {
      return Either.right(new PlayCard(seat.get(), card.get()));
    }
    Either<Rejection, String> suit = Fields.text(json, "A play", "suit");
    if (suit.isLeft()) {
      return Either.left(suit.getLeft());
    }
    Option<Suit> named = Suit.parse(suit.get());
    if (named.isEmpty()) {
      return Either.left(
          Rejection.malformed(
              "\"suit\" of a play must be H, D, C or S, not " + Checks.quote(suit.get())));
    }
    return Either.right(new PlayWithSuit(seat.get(), card.get(), named.get()));
  }

  /** A play naming a suit; a plain play is written as every trick game writes it. */
  private static void writePlay(PlayWithSuit a, ObjectNode json) {
    json.put("type", PlayWithSuit.TYPE);
    json.put("seat", a.seat());
    json.put("card", a.card() == null ? null : a.card().code());
    json.put("suit", a.suit() == null ? null : String.valueOf(a.suit().letter()));
  }
}
